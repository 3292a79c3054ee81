// The console's live events (core's TicketedEventStream, whose own tests cover reconnecting): one
// stream per hotel opened with a staff ticket, shared by listeners and closed with the last, and
// polling every POLL_MS only while it is down.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskEvent } from '@noren/core/api';
import { recordingOpen, type FakeSource } from '../../../../core/src/stores/testing/fakeEventSource.ts';
import { POLL_MS, RECONNECT_MS, StaffLiveEvents, followLive } from './StaffLiveEvents.ts';

let sources: FakeSource[];
let tickets: string[];
let live: StaffLiveEvents;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  tickets = [];
  live = new StaffLiveEvents({
    api: { eventsTicket: async (hotel) => { tickets.push(hotel); return { ticket: `t${tickets.length}`, expires_at: '2030-01-01T00:00:00Z' }; } },
    hotelId: () => 'kyoto-gion',
    open: recordingOpen(sources),
  });
});
afterEach(() => {
  live.close();
  vi.useRealTimers();
});

describe('StaffLiveEvents', () => {
  it('opens one stream for the hotel with a ticket, shares it, and closes it with the last listener', async () => {
    const heard: KioskEvent[] = [];
    const stopA = live.subscribe((e) => heard.push(e));
    const stopB = live.subscribe((e) => heard.push(e));
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0].url).toBe('/api/v1/staff/hotels/kyoto-gion/events?ticket=t1');
    expect(live.connected).toBe(false);
    sources[0].open();
    expect(live.connected).toBe(true);
    sources[0].emit('alert', { type: 'alert', alert_id: 7, status: 'open', device_id: 3 });
    sources[0].emit('pay_link', 'not json');
    expect(heard).toEqual([{ type: 'alert', alert_id: 7, status: 'open', device_id: 3 }, { type: 'alert', alert_id: 7, status: 'open', device_id: 3 }]);
    stopA();
    expect(sources[0].closed).toBe(false);
    stopB();
    expect(sources[0].closed).toBe(true);
    expect(live.connected).toBe(false);
  });

  it('retries the ticket later when it is refused, and opens nothing without a hotel', async () => {
    let refuse = true;
    const flaky = new StaffLiveEvents({
      api: { eventsTicket: async () => { if (refuse) throw new Error('refused'); return { ticket: 'ok', expires_at: '' }; } },
      hotelId: () => 'kyoto-gion',
      open: recordingOpen(sources),
    });
    flaky.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(0);
    refuse = false;
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(sources.map((s) => s.url)).toEqual(['/api/v1/staff/hotels/kyoto-gion/events?ticket=ok']);
    flaky.close();

    const eventsTicket = vi.fn();
    const nowhere = new StaffLiveEvents({ api: { eventsTicket }, hotelId: () => null });
    nowhere.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(nowhere.connected).toBe(false);
    expect(eventsTicket).not.toHaveBeenCalled();
  });

  it('a follower reads every 15 seconds while the stream is down, once when it connects, and not while it is up', async () => {
    const read = vi.fn();
    const heard = vi.fn();
    const stop = followLive(live, heard, read);
    await vi.advanceTimersByTimeAsync(15_000 - 1);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    sources[0].open();
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(read).toHaveBeenCalledTimes(2);
    sources[0].emit('pay_link', { type: 'pay_link', payment_number: 'P1', status: 'paid' });
    expect(heard).toHaveBeenCalledWith({ type: 'pay_link', payment_number: 'P1', status: 'paid' });
    stop();
    expect(sources[0].closed).toBe(true);
  });
});
