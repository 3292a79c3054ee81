// "Call staff", on every screen: one tap raises the alert; then "staff notified", and "on the way"
// once the desk acknowledged it. The status is a live region, so it is read out as it changes.
import { ErrorBanner, observer, useTranslation } from '@noren/core/ui';
import { useKioskRoot } from '../stores/kioskRoot.tsx';

export const CallStaff = observer(function CallStaff() {
  const { staffCall } = useKioskRoot();
  const { t } = useTranslation('kiosk');
  const state = staffCall.state;
  return (
    <div className="kiosk-call">
      <button
        type="button"
        className="kiosk-button kiosk-button--call"
        aria-busy={staffCall.calling || undefined}
        aria-describedby="kiosk-call-status"
        onClick={() => void staffCall.call()}
      >
        {t('call.button')}
      </button>
      <p id="kiosk-call-status" className="kiosk-call__status" role="status" data-state={state}>
        {state === 'notified' && t('call.notified')}
        {state === 'on_the_way' && t('call.onTheWay')}
      </p>
      <ErrorBanner error={staffCall.error} />
    </div>
  );
});
