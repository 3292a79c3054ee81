// The kiosk screens' stores without React: the open alerts follow the live stream (and poll while
// it is down), acknowledging re-reads them; pairing keeps the one-time code to show; revoking
// re-reads the list; the pay links re-read their page when a link of the hotel changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type KioskAlertRow, type KioskDeviceRow, type StaffPayLinkApi } from '@noren/core/api';
import type { StaffPayLinkPage, StaffPayLinkView } from '@noren/core/domain';
import { POLL_MS, StaffLiveEvents } from '../live/StaffLiveEvents.ts';
import { recordingOpen, type FakeSource } from '../../../../core/src/stores/testing/fakeEventSource.ts';
import { StaffKioskAlertsStore } from './StaffKioskAlertsStore.ts';
import { REFRESH_MS, StaffKioskDevicesStore } from './StaffKioskDevicesStore.ts';
import { StaffPayLinksStore } from './StaffPayLinksStore.ts';

const alert = (id: number, device = 'Lobby'): KioskAlertRow => ({
  id, status: 'open', created_at: '2030-01-01T10:00:00Z', acknowledged_at: null, device_id: 1, device_name: device, acknowledged_by: null,
});
const device = (id: number, status: KioskDeviceRow['status'] = 'paired'): KioskDeviceRow => ({
  id, name: `Tablet ${id}`, status, printer: false, created_at: '2030-01-01T09:00:00Z', code_expires_at: null, paired_at: status === 'pending' ? null : '2030-01-01T09:05:00Z',
  last_seen_at: null, revoked_at: status === 'revoked' ? '2030-01-01T11:00:00Z' : null,
});

let sources: FakeSource[];
let live: StaffLiveEvents;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  live = new StaffLiveEvents({
    api: { eventsTicket: async () => ({ ticket: 'ticket', expires_at: '2030-01-01T00:01:00Z' }) },
    hotelId: () => 'taipei-daan',
    open: recordingOpen(sources),
  });
});
afterEach(() => {
  live.close();
  vi.useRealTimers();
});

describe('StaffKioskAlertsStore', () => {
  it('lists the open alerts, re-reads them on an alert event, and announces the one that arrived', async () => {
    let open = [alert(1)];
    const reads: string[] = [];
    const store = new StaffKioskAlertsStore({
      api: { alerts: async (hotel, status) => { reads.push(`${hotel} ${status}`); return open; }, acknowledge: vi.fn() },
      hotelId: () => 'taipei-daan', live,
    });
    const stop = store.start();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    await vi.waitFor(() => expect(store.openCount).toBe(1));
    expect(reads[0]).toBe('taipei-daan open');
    expect(store.arrived).toBeNull();
    sources[0].open();
    await vi.advanceTimersByTimeAsync(0);
    const afterOpen = reads.length;
    // A pay link event is not about alerts.
    sources[0].emit('pay_link', { type: 'pay_link', payment_number: 'PL-1', status: 'paid' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(afterOpen);
    open = [alert(2, 'Entrance'), alert(1)];
    sources[0].emit('alert', { type: 'alert', alert_id: 2, status: 'open', device_id: 1 });
    await vi.waitFor(() => expect(store.openCount).toBe(2));
    expect(store.arrived?.device_name).toBe('Entrance');
    // Connected: no polling.
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(reads).toHaveLength(afterOpen + 1);
    stop();
    expect(sources[0].closed).toBe(true);
  });

  it('polls every POLL_MS while the stream is down', async () => {
    const reads: number[] = [];
    const store = new StaffKioskAlertsStore({ api: { alerts: async () => { reads.push(Date.now()); return []; }, acknowledge: vi.fn() }, hotelId: () => 'taipei-daan', live });
    const stop = store.start();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0].fail(0);
    const before = reads.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(reads.length).toBe(before + 2);
    stop();
  });

  it('acknowledges one alert and re-reads the list; a refusal is kept for the screen', async () => {
    let open = [alert(1), alert(2)];
    const store = new StaffKioskAlertsStore({
      api: {
        alerts: async () => open,
        acknowledge: async (_hotel, id) => {
          if (id === 9) throw new ApiError({ status: 404, code: 9404, message: 'Not found' });
          open = open.filter((a) => a.id !== id);
          return { alert: { ...alert(id), status: 'acknowledged', acknowledged_by: 'Manager' } };
        },
      },
      hotelId: () => 'taipei-daan', live,
    });
    await store.load();
    expect(await store.acknowledge(1)).toBe(true);
    expect(store.alerts?.map((a) => a.id)).toEqual([2]);
    expect(store.arrived).toBeNull();
    expect(await store.acknowledge(9)).toBe(false);
    expect(store.acknowledgeError?.code).toBe(9404);
    expect(store.openCount).toBe(1);
  });
});

describe('StaffKioskDevicesStore', () => {
  it('issues a pairing code, keeps it to show once, and re-reads the list', async () => {
    let devices = [device(1)];
    const store = new StaffKioskDevicesStore({
      api: {
        devices: async () => devices,
        issuePairingCode: async (_hotel, name) => {
          if (name === '') throw new ApiError({ status: 400, code: 1000, message: 'is required', payload: { field: 'name' } });
          const made = { ...device(2, 'pending'), name, code_expires_at: '2030-01-01T10:15:00Z' };
          devices = [...devices, made];
          return { device: made, pairing_code: 'ABCD-2345', expires_at: '2030-01-01T10:15:00Z' };
        },
        revoke: vi.fn(),
        setPrinter: vi.fn(),
      },
      hotelId: () => 'taipei-daan',
    });
    await store.load();
    expect(await store.issue('  Lobby left  ')).toBe(true);
    expect(store.issued?.pairing_code).toBe('ABCD-2345');
    expect(store.issued?.device.name).toBe('Lobby left');
    expect(store.devices?.map((d) => d.status)).toEqual(['paired', 'pending']);
    expect(await store.issue('   ')).toBe(false);
    expect(store.issueError?.code).toBe(1000);
    // The code shown stays until dismissed.
    expect(store.issued?.pairing_code).toBe('ABCD-2345');
    store.dismissIssued();
    expect(store.issued).toBeNull();
  });

  it('revokes a device (forgetting its code on screen) and re-reads the list; a refusal shows', async () => {
    let devices = [device(1), device(2, 'pending')];
    const store = new StaffKioskDevicesStore({
      api: {
        devices: async () => devices,
        issuePairingCode: async () => ({ device: device(2, 'pending'), pairing_code: 'WXYZ-7890', expires_at: '2030-01-01T10:15:00Z' }),
        revoke: async (_hotel, id) => {
          if (id === 1) throw new ApiError({ status: 403, code: 9403, message: 'Forbidden' });
          devices = devices.map((d) => (d.id === id ? { ...d, status: 'revoked' as const } : d));
          return { device: devices.find((d) => d.id === id)! };
        },
        setPrinter: vi.fn(),
      },
      hotelId: () => 'taipei-daan',
    });
    await store.issue('Second');
    expect(await store.revoke(2)).toBe(true);
    expect(store.issued).toBeNull();
    expect(store.devices?.map((d) => d.status)).toEqual(['paired', 'revoked']);
    expect(await store.revoke(1)).toBe(false);
    expect(store.revokeError?.code).toBe(9403);
  });

  it("saves a tablet's printer setting and re-reads the list; a refusal shows", async () => {
    let devices = [device(1), device(2)];
    const store = new StaffKioskDevicesStore({
      api: {
        devices: async () => devices,
        issuePairingCode: vi.fn(),
        revoke: vi.fn(),
        setPrinter: async (_hotel, id, printer) => {
          if (id === 1) throw new ApiError({ status: 403, code: 9403, message: 'Forbidden' });
          devices = devices.map((d) => (d.id === id ? { ...d, printer } : d));
          return { device: devices.find((d) => d.id === id)! };
        },
      },
      hotelId: () => 'taipei-daan',
    });
    await store.load();
    expect(await store.setPrinter(2, true)).toBe(true);
    expect(store.devices?.map((d) => d.printer)).toEqual([false, true]);
    expect(store.printerError).toBeNull();
    expect(await store.setPrinter(1, true)).toBe(false);
    expect(store.printerError?.code).toBe(9403);
    expect(store.devices?.map((d) => d.printer)).toEqual([false, true]);
  });

  it('re-reads the list every REFRESH_MS while started, so last contact shows without a reload', async () => {
    let seen: string | null = null;
    const store = new StaffKioskDevicesStore({
      api: { devices: async () => [{ ...device(1), last_seen_at: seen }], issuePairingCode: vi.fn(), revoke: vi.fn(), setPrinter: vi.fn() },
      hotelId: () => 'taipei-daan',
    });
    const stop = store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.devices?.[0].last_seen_at).toBeNull();
    seen = '2030-01-01T10:03:00Z';
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(store.devices?.[0].last_seen_at).toBe('2030-01-01T10:03:00Z');
    stop();
    seen = '2030-01-01T10:09:00Z';
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 2);
    expect(store.devices?.[0].last_seen_at).toBe('2030-01-01T10:03:00Z');
  });
});

describe('StaffPayLinksStore live', () => {
  it('re-reads the page, keeping it on screen, when a pay link of the hotel changes', async () => {
    let status: StaffPayLinkView['status'] = 'open';
    const page = (): StaffPayLinkPage => ({
      data: [{ payment_number: 'PL-1', status } as StaffPayLinkView], page: 1, total_pages: 1, total_entries: 1, per_page: 20,
    } as unknown as StaffPayLinkPage);
    const api = { list: vi.fn(async () => page()) } as unknown as StaffPayLinkApi;
    const store = new StaffPayLinksStore({ api, hotelId: () => 'taipei-daan', live });
    await store.load();
    const stop = store.watch();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0].open();
    await vi.advanceTimersByTimeAsync(0);
    const shown: Array<string | undefined> = [];
    status = 'paid';
    sources[0].emit('alert', { type: 'alert', alert_id: 1, status: 'open', device_id: 1 });
    sources[0].emit('pay_link', { type: 'pay_link', payment_number: 'PL-1', status: 'paid' });
    shown.push(store.list?.data[0].status);
    await vi.waitFor(() => expect(store.list?.data[0].status).toBe('paid'));
    // While it re-read, the old page stayed on screen (no flash of an empty table).
    expect(shown).toEqual(['open']);
    stop();
    expect(sources[0].closed).toBe(true);
  });
});
