// The hotel's kiosk tablets: name, status, paired, last contact, revoked, printer; a manager
// says which has a receipt printer (the kiosk then offers to print receipts) and revokes one
// after confirming in place (the tablet then goes back to its pairing screen). Front desk staff
// may read the list (the API allows it) and are told who can change it.
import { useState } from 'react';
import type { KioskDeviceRow } from '@noren/core/api';
import { Button, observer, useStores, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { useAdminRoot } from '../stores/adminRoot.tsx';
import { ConsoleTable } from '../console/ConsoleTable.tsx';

const Revoke = observer(function Revoke({ device }: { device: KioskDeviceRow }) {
  const store = useAdminRoot().kioskDevices;
  const { t } = useTranslation('staffKiosk');
  const [asking, setAsking] = useState(false);
  if (device.status === 'revoked') return null;
  if (!asking) {
    return <Button variant="secondary" onClick={() => setAsking(true)} aria-label={t('revoke.buttonLabel', { device: device.name })}>{t('revoke.button')}</Button>;
  }
  return (
    <div role="group" aria-labelledby={`kiosk-revoke-${device.id}`} className="admin-actions">
      <p id={`kiosk-revoke-${device.id}`}>{t('revoke.confirm', { device: device.name })}</p>
      <Button busy={store.revoking} autoFocus onClick={() => void store.revoke(device.id).then(() => setAsking(false))}>{t('revoke.yes')}</Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>{t('revoke.no')}</Button>
    </div>
  );
});

/** A manager ticks whether the tablet has a receipt printer; others read it. */
const Printer = observer(function Printer({ device, manager }: { device: KioskDeviceRow; manager: boolean }) {
  const store = useAdminRoot().kioskDevices;
  const { t } = useTranslation('staffKiosk');
  if (!manager || device.status === 'revoked') return <>{device.printer ? t('devices.printerYes') : t('devices.printerNo')}</>;
  return (
    <input
      type="checkbox"
      checked={device.printer}
      disabled={store.savingPrinter}
      aria-label={t('devices.printerLabel', { device: device.name })}
      onChange={(e) => void store.setPrinter(device.id, e.currentTarget.checked)}
    />
  );
});

export const KioskDevicesTable = observer(function KioskDevicesTable({ manager }: { manager: boolean }) {
  const store = useAdminRoot().kioskDevices;
  const { settings } = useStores();
  const { t } = useTranslation('staffKiosk');
  const format = useConsoleFormat();
  const devices = store.devices;
  const status = (d: KioskDeviceRow) => {
    if (d.status === 'paired') return t('devices.statusPaired');
    if (d.status === 'revoked') return t('devices.statusRevoked');
    // The list is read again every 15 s, so a code that ran out meanwhile says so soon after.
    const expired = d.code_expires_at !== null && Date.parse(d.code_expires_at) <= Date.now();
    return expired ? t('devices.statusExpired') : t('devices.statusPending', { until: format.instant(d.code_expires_at) });
  };
  return (
    <section aria-labelledby="kiosk-devices-title">
      <h2 id="kiosk-devices-title">{t('devices.title')}</h2>
      {!manager && <p>{t('devices.readOnly')}</p>}
      <ErrorNote error={store.error} />
      <ErrorNote error={store.revokeError} />
      <ErrorNote error={store.printerError} />
      {devices && devices.length === 0 && <p>{t('devices.none')}</p>}
      {devices && devices.length > 0 && (
        <ConsoleTable caption={t('devices.caption', { hotel: settings.hotelName })} columns={[t('devices.name'), t('devices.status'), t('devices.pairedAt'), t('devices.lastContact'), t('devices.revokedAt'), t('devices.printer'), manager && t('devices.actions')]}>
          {devices.map((d) => (
            <tr key={d.id} data-testid={`kiosk-device-${d.id}`}>
              <th scope="row">{d.name}</th>
              <td data-testid="kiosk-device-status">{status(d)}</td>
              <td>{format.instant(d.paired_at)}</td>
              <td data-testid="kiosk-device-last-contact">{d.last_seen_at ? format.instant(d.last_seen_at) : t('devices.never')}</td>
              <td>{format.instant(d.revoked_at)}</td>
              <td data-testid="kiosk-device-printer"><Printer device={d} manager={manager} /></td>
              {manager && <td><Revoke device={d} /></td>}
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
});
