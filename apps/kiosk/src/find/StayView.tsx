// A found stay as the kiosk shows it: dates, rooms, total, paid and the balance due — nothing
// else of the guest — a pay link for the balance, shown as a QR, and the stay's receipt.
import { ErrorBanner, observer, useTranslation } from '@noren/core/ui';
import { PayLinkPanel } from '../paylink/PayLinkPanel.tsx';
import { useKioskRoot } from '../stores/kioskRoot.tsx';
import { useKioskFormat } from '../ui/format.ts';
import type { LookupStore } from './Lookup.store.ts';
import { ReceiptPanel } from './ReceiptPanel.tsx';
import { KioskScreen } from '../ui/KioskScreen.tsx';

export const StayView = observer(function StayView({ lookup }: { lookup: LookupStore }) {
  const { payLink } = useKioskRoot();
  const { t } = useTranslation('kiosk');
  const format = useKioskFormat();
  const stay = lookup.stay;
  if (!stay) return null;
  const money = (amount: number) => format.money(amount, stay.currency);
  return (
    <KioskScreen
      titleId="kiosk-stay-view-title"
      title={t('stay.title')}
      info={
        <>
          <dl className="kiosk-facts">
            <dt>{t('stay.number')}</dt>
            <dd className="kiosk-number">{stay.reservation_number}</dd>
            <dt>{t('stay.dates')}</dt>
            <dd>{format.stay(stay.checkin_date, stay.checkout_date, stay.is_day_use)}</dd>
            {stay.rooms.map((room, i) => (
              <div key={i} className="kiosk-facts__pair">
                <dt>{t('stay.room', { n: i + 1 })}</dt>
                <dd>
                  {room.room_name} · {room.plan_name}
                </dd>
              </div>
            ))}
            <dt>{t('stay.total')}</dt>
            <dd>{money(stay.total_price)}</dd>
            <dt>{t('stay.paid')}</dt>
            <dd>{money(stay.paid_amount)}</dd>
            <dt>{t('stay.balance')}</dt>
            <dd className="kiosk-amount" data-testid="kiosk-balance">
              {money(stay.balance_due)}
            </dd>
          </dl>
        </>
      }
    >
      <div className="kiosk-screen__actions">
        <ErrorBanner error={lookup.payLinkError} />
        {payLink.link ? (
          <PayLinkPanel />
        ) : stay.balance_due > 0 && stay.status !== 'cancelled' ? (
          <button type="button" className="kiosk-button kiosk-button--primary kiosk-button--large" aria-busy={lookup.payLinkBusy || undefined} onClick={() => void lookup.requestPayLink()}>
            {t('stay.payBalance')}
          </button>
        ) : (
          <p className="kiosk-lead" role="status">
            {stay.balance_due > 0 ? t('stay.cancelled') : t('stay.nothingDue')}
          </p>
        )}
        <ReceiptPanel receipt={lookup.receipt} number={stay.reservation_number} />
        <button type="button" className="kiosk-button kiosk-button--secondary" onClick={() => lookup.again()}>
          {t('find.another')}
        </button>
      </div>
    </KioskScreen>
  );
});
