// The staff console's kiosk calls (issue #16; core/src/contract/kiosk.ts) under
// /staff/hotels/{id}: the hotel's devices, a pairing code for a new one and revoking one (managers
// only; the API checks it), a device's printer setting, the open alerts and acknowledging one, and the ticket of the staff
// live-event stream (EventSource cannot send the bearer, so the stream takes the ticket instead).
import type { IssuePairingCodeResult, KioskAlertRow, KioskDeviceRow, LiveEventsTicket } from '../contract/kiosk.ts';
import { ApiError } from './ApiError.ts';
import type { ApiRequester } from './manage.ts';

export type { IssuePairingCodeResult, KioskAlertRow, KioskDeviceRow, KioskEvent, LiveEventsTicket } from '../contract/kiosk.ts';

export interface StaffKioskApi {
  devices(hotelId: string, signal?: AbortSignal): Promise<KioskDeviceRow[]>;
  issuePairingCode(hotelId: string, name: string): Promise<IssuePairingCodeResult>;
  revoke(hotelId: string, deviceId: number): Promise<{ device: KioskDeviceRow }>;
  /** Whether the tablet prints receipts with its browser's printer (managers only). */
  setPrinter(hotelId: string, deviceId: number, printer: boolean): Promise<{ device: KioskDeviceRow }>;
  /** Newest first; `open` (the default) lists only what still waits for someone at the desk. */
  alerts(hotelId: string, status: 'open' | 'all', signal?: AbortSignal): Promise<KioskAlertRow[]>;
  acknowledge(hotelId: string, alertId: number): Promise<{ alert: KioskAlertRow }>;
  eventsTicket(hotelId: string): Promise<LiveEventsTicket>;
}

const base = (hotelId: string) => `/staff/hotels/${encodeURIComponent(hotelId)}`;

/** The address of the hotel's staff live-event stream for a ticket (relative to the site). */
export function staffEventsUrl(hotelId: string, ticket: string): string {
  return `/api/v1${base(hotelId)}/events?ticket=${encodeURIComponent(ticket)}`;
}

export function staffKioskApiFor(api: unknown): StaffKioskApi {
  if (typeof api !== 'object' || api === null || typeof (api as { request?: unknown }).request !== 'function') {
    const fail = () => Promise.reject(ApiError.unreachable());
    return new Proxy({} as StaffKioskApi, { get: () => fail });
  }
  const client = api as ApiRequester;
  return {
    devices: (hotelId, signal) => client.request({ path: `${base(hotelId)}/kiosk_devices`, signal }),
    issuePairingCode: (hotelId, name) => client.request({ method: 'POST', path: `${base(hotelId)}/kiosk_devices`, body: { name } }),
    revoke: (hotelId, deviceId) => client.request({ method: 'POST', path: `${base(hotelId)}/kiosk_devices/${deviceId}/revoke` }),
    setPrinter: (hotelId, deviceId, printer) => client.request({ method: 'PATCH', path: `${base(hotelId)}/kiosk_devices/${deviceId}`, body: { printer } }),
    alerts: (hotelId, status, signal) => client.request({ path: `${base(hotelId)}/kiosk_alerts`, params: { status }, signal }),
    acknowledge: (hotelId, alertId) => client.request({ method: 'POST', path: `${base(hotelId)}/kiosk_alerts/${alertId}/acknowledge` }),
    eventsTicket: (hotelId) => client.request({ method: 'POST', path: `${base(hotelId)}/events_ticket` }),
  };
}
