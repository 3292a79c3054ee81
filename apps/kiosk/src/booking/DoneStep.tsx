// The booking is made: its number, the stay, and how the balance is paid — a pay link's QR for the
// guest's phone, or the amount to pay at the front desk.
import { observer, useTranslation } from '@noren/core/ui';
import { PayLinkPanel } from '../paylink/PayLinkPanel.tsx';
import { useKioskRoot } from '../stores/kioskRoot.tsx';
import { useKioskFormat } from '../ui/format.ts';
import type { WalkInStore } from './WalkIn.store.ts';
import { KioskScreen } from '../ui/KioskScreen.tsx';

export const DoneStep = observer(function DoneStep({ walkIn }: { walkIn: WalkInStore }) {
  const root = useKioskRoot();
  const { t } = useTranslation('kiosk');
  const format = useKioskFormat();
  const stay = walkIn.result?.stay;
  if (!stay) return null;
  return (
    <KioskScreen
      titleId="kiosk-done-title"
      title={t('book.doneTitle')}
      info={
        <>
          <p className="kiosk-lead">
            {t('stay.number')} <strong className="kiosk-number">{stay.reservation_number}</strong>
          </p>
          <p className="kiosk-lead">{format.stay(stay.checkin_date, stay.checkout_date, stay.is_day_use)}</p>
        </>
      }
    >
      <div className="kiosk-screen__actions">
        {walkIn.result?.pay_link ? <PayLinkPanel /> : <p className="kiosk-lead">{t('book.payAtDeskDone', { amount: format.money(stay.balance_due, stay.currency) })}</p>}
        <button type="button" className="kiosk-button kiosk-button--primary kiosk-button--large" onClick={() => root.wipe()}>
          {t('book.finish')}
        </button>
      </div>
    </KioskScreen>
  );
});
