// The staff console's lobby kiosks of one hotel (issue #16): the open "call staff" alerts first
// (what needs someone now), then pairing a new tablet (managers) and the tablets themselves. The
// device list is read again while the screen is open, so a tablet that pairs or calls shows its new
// status and last contact without a reload.
import { useEffect } from 'react';
import { observer, Spinner, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { usePageHeading, useStaff } from '../console/hooks.ts';
import { useAdminRoot } from '../stores/adminRoot.tsx';
import { KioskAlertsPanel } from './KioskAlertsPanel.tsx';
import { KioskDevicesTable } from './KioskDevicesTable.tsx';
import { PairKioskForm } from './PairKioskForm.tsx';

export const KioskPage = observer(function KioskPage() {
  const { settings } = useStores();
  const store = useAdminRoot().kioskDevices;
  const manager = useStaff().staff?.role === 'manager';
  const { t } = useTranslation('staffKiosk');
  const heading = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t('title'), settings.hotelName);
  useEffect(() => store.start(), [store]);
  return (
    <section aria-labelledby="admin-kiosk-title" className="admin-kiosk">
      <h1 id="admin-kiosk-title" className="noren-page-title" tabIndex={-1} ref={heading}>{t('title')}</h1>
      <KioskAlertsPanel />
      {manager && <PairKioskForm />}
      {store.loading && !store.devices && <Spinner />}
      <KioskDevicesTable manager={manager} />
    </section>
  );
});
