// The one ticketed event stream: opened with a fresh ticket, shared by listeners, reopened with a
// new ticket only when the browser gave up, polling only while it is down; closing with the last
// listener (the console) or only on close() (the kiosk).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingOpen, type FakeSource } from './testing/fakeEventSource.ts';
import { RECONNECT_MS, TicketedEventStream, pollWhileDown, ticketedStreamUrl, type TicketedEventStreamOptions } from './TicketedEventStream.ts';
import type { Timers } from './timers.ts';

type Heard = { type: string; n: number };

let sources: FakeSource[];
let tickets: number;
let streams: Array<TicketedEventStream<Heard>>;

function stream(options: Partial<TicketedEventStreamOptions> = {}): TicketedEventStream<Heard> {
  const made = new TicketedEventStream<Heard>({
    streamUrl: async () => `/events?ticket=t${++tickets}`,
    eventTypes: ['a', 'b'],
    open: recordingOpen(sources),
    ...options,
  });
  streams.push(made);
  return made;
}

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  tickets = 0;
  streams = [];
});
afterEach(() => {
  for (const made of streams) made.close();
  vi.useRealTimers();
});

describe('TicketedEventStream', () => {
  it('hears only the listed event types, as JSON, and skips a body that is not JSON', async () => {
    const live = stream();
    const heard: Heard[] = [];
    live.subscribe((e) => heard.push(e));
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0].url).toBe('/events?ticket=t1');
    expect([...sources[0].listeners.keys()]).toEqual(['a', 'b']);
    sources[0].emit('a', { type: 'a', n: 1 });
    sources[0].emit('b', 'not json');
    sources[0].emit('c', { type: 'c', n: 3 });
    expect(heard).toEqual([{ type: 'a', n: 1 }]);
  });

  it('opens again with a fresh ticket after the browser gave up, and tells listeners it reconnected', async () => {
    const live = stream({ closeWithLastListener: true });
    const reconnected = vi.fn();
    live.subscribe(() => {}, reconnected);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0].open();
    expect(live.connected).toBe(true);
    expect(reconnected).toHaveBeenCalledTimes(1);
    // The browser retries by itself while CONNECTING: nothing new is opened.
    sources[0].fail(0);
    expect(live.connected).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(sources).toHaveLength(1);
    sources[0].fail(2);
    expect(sources[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS - 1);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    expect(sources[1].url).toBe('/events?ticket=t2');
    sources[1].open();
    expect(reconnected).toHaveBeenCalledTimes(2);
  });

  it('retries the ticket later when it is refused, and opens nothing when there is no URL', async () => {
    let refuse = true;
    const flaky = stream({ streamUrl: async () => { if (refuse) throw new Error('refused'); return '/events?ticket=ok'; } });
    flaky.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(0);
    refuse = false;
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(sources.map((s) => s.url)).toEqual(['/events?ticket=ok']);

    const nowhere = stream({ streamUrl: async () => null });
    nowhere.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2);
    expect(sources).toHaveLength(1);
    expect(nowhere.connected).toBe(false);
  });

  it('closing with the last listener: shared while anyone listens, closed after, nothing opened for nobody', async () => {
    const live = stream({ closeWithLastListener: true });
    await live.ensure();
    expect(sources).toHaveLength(0);
    const stopA = live.subscribe(() => {});
    const stopB = live.subscribe(() => {});
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0].open();
    stopA();
    expect(sources[0].closed).toBe(false);
    stopB();
    expect(sources[0].closed).toBe(true);
    expect(live.connected).toBe(false);
  });

  it('without it: stays open when the listeners leave, and close() stops a pending reopen until ensure()', async () => {
    const live = stream();
    const stop = live.subscribe(() => {});
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    stop();
    expect(sources[0].closed).toBe(false);
    sources[0].fail(2);
    live.close();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2);
    expect(sources).toHaveLength(1);
    await live.ensure();
    expect(sources).toHaveLength(2);
    expect(sources[1].url).toBe('/events?ticket=t2');
  });

  it('a close() while the ticket is being asked for opens nothing', async () => {
    let answer: (url: string) => void = () => {};
    const live = stream({ streamUrl: () => new Promise<string>((resolve) => { answer = resolve; }) });
    const opening = live.ensure();
    live.close();
    answer('/events?ticket=late');
    await opening;
    expect(sources).toHaveLength(0);
  });

  it('waits with the timers it is given', async () => {
    const waits: number[] = [];
    const timers: Timers = {
      setTimeout: (callback, ms) => { waits.push(ms); return globalThis.setTimeout(callback, ms); },
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
      setInterval: (callback, ms) => { waits.push(ms); return globalThis.setInterval(callback, ms); },
      clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
    };
    const live = stream({ timers, reconnectMs: 500 });
    live.subscribe(() => {});
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    sources[0].fail(2);
    const stop = pollWhileDown(live, () => {}, 250, timers);
    expect(waits).toEqual([500, 250]);
    stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(sources).toHaveLength(2);
  });

  it('polls only while the stream is down', async () => {
    const live = stream();
    const poll = vi.fn();
    live.subscribe(() => {});
    const stop = pollWhileDown(live, poll, 1000);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(1);
    sources[0].open();
    await vi.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(1);
    sources[0].fail(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('ticketedStreamUrl asks for a ticket only for someone, and builds the URL with it', async () => {
    let who: string | null = null;
    const askTicket = vi.fn(async (key: string) => ({ ticket: `for-${key}` }));
    const url = ticketedStreamUrl(() => who, askTicket, (key, ticket) => `/h/${key}/events?ticket=${ticket}`);
    expect(await url()).toBeNull();
    expect(askTicket).not.toHaveBeenCalled();
    who = 'kyoto-gion';
    expect(await url()).toBe('/h/kyoto-gion/events?ticket=for-kyoto-gion');
  });
});
