// Step 4: how the balance is paid — at the front desk, or by the guest's own phone through a pay
// link shown as a QR. The kiosk itself never takes a card.
import { ErrorBanner, observer, useStores, useTranslation } from '@noren/core/ui';
import { useKioskFormat } from '../ui/format.ts';
import type { WalkInStore } from './WalkIn.store.ts';
import { KioskScreen } from '../ui/KioskScreen.tsx';

export const SettleStep = observer(function SettleStep({ walkIn }: { walkIn: WalkInStore }) {
  const { settings } = useStores();
  const { t } = useTranslation('kiosk');
  const format = useKioskFormat();
  const total = walkIn.total;
  return (
    <KioskScreen
      titleId="kiosk-settle-title"
      title={t('book.settleTitle')}
      info={
        <>
          {total !== null && <p className="kiosk-amount">{format.money(total, settings.settings?.currency ?? 'JPY')}</p>}
          <ErrorBanner error={walkIn.bookError} />
        </>
      }
    >
      <div className="kiosk-screen__actions kiosk-menu">
        <button type="button" className="kiosk-button kiosk-button--primary kiosk-button--large" aria-busy={walkIn.booking || undefined} onClick={() => void walkIn.book('pay_link')}>
          {t('book.payByPhone')}
        </button>
        <button type="button" className="kiosk-button kiosk-button--primary kiosk-button--large" aria-busy={walkIn.booking || undefined} onClick={() => void walkIn.book('desk')}>
          {t('book.payAtDesk')}
        </button>
        <button type="button" className="kiosk-button kiosk-button--secondary" onClick={() => walkIn.back()}>
          {t('book.back')}
        </button>
      </div>
    </KioskScreen>
  );
});
