// "Call staff": a device raises an alert (one open at a time), staff list and acknowledge it, and
// both sides hear of the change live: the event is sent with pg_notify in the change's own
// transaction (live/events.ts), so every API process's listener passes it to its SSE clients.
import type { KioskAlertRow, KioskAlertView } from '@noren/core/contract';
import { ErrorCode, NorenError, type Clock } from '@noren/core/domain';
import type { Database } from '../../db/database.ts';
import { notifyEvent } from '../../live/events.ts';
import { recordAudit } from '../audit/index.ts';
import type { HotelRow } from '../hotels/index.ts';
import type { Acting, DeviceContext } from './devices.ts';
import { acknowledgeAlert, findDeviceAlert, findHotelAlert, listAlerts, openAlert, type AlertListRow, type AlertRow } from './repository.ts';

const alertNotFound = () => new NorenError(ErrorCode.notFound, { payload: { resource: 'kiosk_alert' } });

export function alertView(row: AlertRow): KioskAlertView {
  return { id: row.id, status: row.status as KioskAlertView['status'], created_at: row.createdAt.toISOString(), acknowledged_at: row.acknowledgedAt?.toISOString() ?? null };
}

export function alertRow(row: AlertListRow): KioskAlertRow {
  return { ...alertView(row), device_id: row.deviceId, device_name: row.deviceName, acknowledged_by: row.acknowledgedBy };
}

export async function raiseAlert(db: Database, clock: Clock, device: DeviceContext): Promise<KioskAlertView> {
  const alert = await db.transaction(async (tx) => {
    const { alert, created } = await openAlert(tx, device, clock.now());
    if (created) await notifyEvent(tx, { type: 'alert', hotelId: device.hotelId, alertId: alert.id, deviceId: device.id, status: 'open' });
    return alert;
  });
  return alertView(alert);
}

export async function deviceAlert(db: Database, device: DeviceContext, alertId: number): Promise<KioskAlertView> {
  const row = await findDeviceAlert(db, device.id, alertId);
  if (!row) throw alertNotFound();
  return alertView(row);
}

export async function hotelAlerts(db: Database, hotelId: number, status: 'open' | 'all'): Promise<KioskAlertRow[]> {
  return (await listAlerts(db, hotelId, status === 'open')).map(alertRow);
}

/**
 * Acknowledges, with its audit entry and its live event in the same transaction; a second
 * acknowledgement changes nothing and answers the alert as it stands (the first staff member's).
 */
export async function acknowledge(db: Database, clock: Clock, hotel: HotelRow, alertId: number, staffId: number, acting: Acting): Promise<KioskAlertRow> {
  const hotelId = hotel.id;
  await db.transaction(async (tx) => {
    const now = clock.now();
    const row = await acknowledgeAlert(tx, hotelId, alertId, staffId, now);
    if (!row) return;
    await notifyEvent(tx, { type: 'alert', hotelId, alertId, deviceId: row.deviceId, status: 'acknowledged' });
    await recordAudit(tx, { brandId: hotel.brandId, at: now, ...acting, action: 'kiosk_alert.acknowledge', target: { type: 'kiosk_alert', id: alertId }, parameters: { hotel: hotel.code, device_id: row.deviceId } });
  });
  const row = await findHotelAlert(db, hotelId, alertId);
  if (!row) throw alertNotFound();
  return alertRow(row);
}
