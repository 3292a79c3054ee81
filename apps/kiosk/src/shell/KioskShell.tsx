// The kiosk's frame (issue #16 §3): the hotel's name, the screen, and at the bottom — in reach of a
// seated guest in portrait — "call staff" on every screen and "start over" past the start. Any
// touch, key or scroll restarts the idle wait; the countdown shows over everything. Until the
// device is paired only the pairing screen shows.
import { useEffect, type ReactNode } from 'react';
import { ErrorBanner, MAIN_ID, NavigationBridge, Spinner, observer, useStores, useTranslation } from '@noren/core/ui';
import { useKioskRoot } from '../stores/kioskRoot.tsx';
import { CallStaff } from './CallStaff.tsx';
import { IdleCountdown } from './IdleCountdown.tsx';
import { PairingScreen } from '../screens/PairingScreen.tsx';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export const KioskShell = observer(function KioskShell({ children }: { children: ReactNode }) {
  const root = useKioskRoot();
  const { session, settings, errors } = useStores();
  const { t } = useTranslation('kiosk');
  const { device, idle } = root;

  useEffect(() => {
    void device.restore();
  }, [device]);

  useEffect(() => {
    const touch = () => idle.touch();
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, touch, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, touch, { capture: true });
    };
  }, [idle]);

  let content: ReactNode;
  if (!session.ready || device.state === 'checking') content = <Spinner />;
  else if (errors.init)
    content = (
      <section className="kiosk-screen" aria-labelledby="kiosk-init-error-title">
        <h1 id="kiosk-init-error-title" className="kiosk-title">
          {t('shell.initErrorTitle')}
        </h1>
        <ErrorBanner error={errors.init} />
      </section>
    );
  else if (!device.paired) content = <PairingScreen />;
  else content = children;

  const paired = session.ready && !errors.init && device.paired;
  return (
    <div className="kiosk-shell">
      <NavigationBridge />
      <header className="kiosk-header">
        <span className="kiosk-header__name">{settings.hotelName || t('shell.appName')}</span>
        {device.device?.demo && <span className="kiosk-header__badge">{t('shell.demo')}</span>}
      </header>
      <ErrorBanner error={errors.global} onDismiss={() => errors.dismissGlobalError()} />
      <main id={MAIN_ID} className="kiosk-main" tabIndex={-1}>
        {content}
      </main>
      {paired && (
        <footer className="kiosk-bar">
          <CallStaff />
          {root.guestScreen && (
            <button type="button" className="kiosk-button kiosk-button--secondary" onClick={() => root.wipe()}>
              {t('shell.startOver')}
            </button>
          )}
        </footer>
      )}
      {paired && <IdleCountdown />}
    </div>
  );
});
