// The hotel's open "call staff" alerts (issue #16): each kiosk's name and when it called, and
// "on my way", which acknowledges it (the kiosk then shows "on the way"). The list follows the
// console's live events (the frame started them); whether they are live or polled is said in words.
import { Button, observer, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { useAdminRoot } from '../stores/adminRoot.tsx';
import { ConsoleTable } from '../console/ConsoleTable.tsx';

export const KioskAlertsPanel = observer(function KioskAlertsPanel() {
  const root = useAdminRoot();
  const store = root.kioskAlerts;
  const { t } = useTranslation('staffKiosk');
  const format = useConsoleFormat();
  const alerts = store.alerts;
  return (
    <section aria-labelledby="kiosk-alerts-title" className="admin-kiosk-alerts">
      <h2 id="kiosk-alerts-title">{t('alerts.title')}</h2>
      <p className="admin-count">{root.live.connected ? t('alerts.live') : t('alerts.polling')}</p>
      <ErrorNote error={store.error} />
      <ErrorNote error={store.acknowledgeError} />
      {alerts && alerts.length === 0 && <p>{t('alerts.none')}</p>}
      {alerts && alerts.length > 0 && (
        <ConsoleTable caption={t('alerts.caption')} columns={[t('alerts.device'), t('alerts.at'), t('alerts.actions')]}>
          {alerts.map((a) => (
            <tr key={a.id} data-testid={`kiosk-alert-${a.id}`}>
              <th scope="row">{a.device_name}</th>
              <td>{format.instant(a.created_at)}</td>
              <td>
                <Button onClick={() => void store.acknowledge(a.id)} busy={store.acknowledging} aria-label={t('alerts.acknowledgeLabel', { device: a.device_name })}>
                  {t('alerts.acknowledge')}
                </Button>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
});
