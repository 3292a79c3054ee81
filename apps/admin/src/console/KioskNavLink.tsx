// The console's "Kiosks" link with the count of open "call staff" alerts (issue #16), on every
// signed-in screen: it starts the alerts' live watch for as long as the frame is shown, and says a
// new call out loud wherever the staff member is in the console (a polite live region, not a
// second role="status" beside the pages' own).
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { observer, useTranslation } from '@noren/core/ui';
import { useAdminRoot } from '../stores/adminRoot.tsx';
import { useConsoleTo } from './hooks.ts';
import { PATHS } from './paths.ts';

export const KioskNavLink = observer(function KioskNavLink() {
  const alerts = useAdminRoot().kioskAlerts;
  const { t } = useTranslation('staffKiosk');
  const to = useConsoleTo();
  useEffect(() => alerts.start(), [alerts]);
  const count = alerts.openCount;
  return (
    <>
      <NavLink to={to(PATHS.kiosks)}>
        {t('nav')}
        {count > 0 && (
          <>
            {' '}
            <span className="admin-badge" aria-hidden="true" data-testid="kiosk-alert-count">{count}</span>
            <span className="noren-visually-hidden">{`(${t('navAlerts', { count })})`}</span>
          </>
        )}
      </NavLink>
      <span className="noren-visually-hidden" aria-live="polite" data-testid="kiosk-alert-announcement">
        {alerts.arrived ? t('alerts.arrived', { device: alerts.arrived.device_name }) : ''}
      </span>
    </>
  );
});
