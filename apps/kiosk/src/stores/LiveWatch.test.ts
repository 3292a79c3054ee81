// The pay link on screen and "call staff" follow the live events, and poll while the stream is down.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeKioskApi, samplePayLink } from '../testing/fakeKioskApi.ts';
import { recordingOpen, type FakeSource } from '../../../../core/src/stores/testing/fakeEventSource.ts';
import { LiveEvents, POLL_MS } from './LiveEvents.ts';
import { PayLinkWatchStore } from './PayLinkWatch.store.ts';
import { StaffCallStore } from './StaffCall.store.ts';

let api: FakeKioskApi;
let sources: FakeSource[];
let live: LiveEvents;

beforeEach(() => {
  vi.useFakeTimers();
  api = new FakeKioskApi();
  sources = [];
  live = new LiveEvents({ api, credential: () => 'device-credential', open: recordingOpen(sources) });
});
afterEach(() => {
  live.close();
  vi.useRealTimers();
});

describe('PayLinkWatchStore', () => {
  it('turns to paid when the stream says so, polling only once as it connects', async () => {
    const watch = new PayLinkWatchStore({ api, live });
    watch.show(samplePayLink);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0].url).toBe('/api/v1/kiosk/events?ticket=ticket');
    sources[0].open();
    expect(watch.open).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(api.calls.filter((c) => c.startsWith('payLinkStatus'))).toEqual([`payLinkStatus ${samplePayLink.payment_number}`]);
    sources[0].emit('pay_link', { type: 'pay_link', payment_number: 'OTHER', status: 'paid' });
    expect(watch.paid).toBe(false);
    sources[0].emit('pay_link', { type: 'pay_link', payment_number: samplePayLink.payment_number, status: 'paid' });
    expect(watch.paid).toBe(true);
    expect(watch.open).toBe(false);
  });

  it('polls the link while the stream is down, and stops once it is paid', async () => {
    const watch = new PayLinkWatchStore({ api, live });
    watch.show(samplePayLink);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0].fail();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(api.calls).toContain(`payLinkStatus ${samplePayLink.payment_number}`);
    api.linkStatus = 'paid';
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(watch.paid).toBe(true);
    const polls = api.calls.filter((c) => c.startsWith('payLinkStatus')).length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(api.calls.filter((c) => c.startsWith('payLinkStatus')).length).toBe(polls);
  });

  it('reads the link as the stream connects: a payment made while it was opening is not missed', async () => {
    const watch = new PayLinkWatchStore({ api, live });
    watch.show(samplePayLink);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    // Paid before the stream was open: its event went to nobody.
    api.linkStatus = 'paid';
    sources[0].open();
    await vi.waitFor(() => expect(watch.paid).toBe(true));
  });

  it('forget() stops watching and never cancels the link', async () => {
    const watch = new PayLinkWatchStore({ api, live });
    watch.show(samplePayLink);
    watch.forget();
    expect(watch.link).toBeNull();
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(api.calls.filter((c) => /payLinkStatus|cancel/.test(c))).toEqual([]);
  });
});

describe('StaffCallStore', () => {
  it('shows notified, then on the way when the desk acknowledges (live)', async () => {
    const call = new StaffCallStore({ api, credential: () => 'device-credential', live });
    expect(call.state).toBe('idle');
    await call.call();
    expect(call.state).toBe('notified');
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0].open();
    sources[0].emit('alert', { type: 'alert', alert_id: api.alertView.id, status: 'acknowledged', device_id: 1 });
    expect(call.state).toBe('on_the_way');
  });

  it('reads the alert as the stream connects: an acknowledgement made while it was opening is not missed', async () => {
    const call = new StaffCallStore({ api, credential: () => 'device-credential', live });
    await call.call();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    api.alertView = { ...api.alertView, status: 'acknowledged', acknowledged_at: '2026-11-25T12:01:00Z' };
    expect(call.state).toBe('notified');
    sources[0].open();
    await vi.waitFor(() => expect(call.state).toBe('on_the_way'));
  });

  it('learns it by polling the alert while the stream is down', async () => {
    const call = new StaffCallStore({ api, credential: () => 'device-credential', live });
    await call.call();
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0].fail();
    api.alertView = { ...api.alertView, status: 'acknowledged', acknowledged_at: '2026-11-25T12:01:00Z' };
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(call.state).toBe('on_the_way');
  });
});
