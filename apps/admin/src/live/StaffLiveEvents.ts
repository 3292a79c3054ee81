// The console's live events (issue #16): one server-sent event stream per console tab for the hotel
// it shows, carrying `pay_link` and `alert` events, shared by every screen that listens (the kiosk
// alerts and the pay links). EventSource cannot send the bearer, so the stream is opened with a
// short-lived ticket the console asks for first. It opens with the first listener and closes with
// the last. While it is not connected (not opened yet, refused, dropped) `connected` is false and
// each listener polls instead (pollWhileDown); the browser's EventSource reconnects by itself, and
// a stream the browser gave up on (its ticket spent) is opened again with a fresh ticket after
// RECONNECT_MS. Nothing here is kept across processes: every API process can serve the stream.
import { action, makeObservable, observable } from 'mobx';
import { staffEventsUrl, type KioskEvent, type StaffKioskApi } from '@noren/core/api';

/** How often a listener polls while the stream is down (the fallback). */
export const POLL_MS = 15_000;
export const RECONNECT_MS = 15_000;

/** The part of EventSource used here. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  readonly readyState: number;
  close(): void;
}

export type OpenEventSource = (url: string) => EventSourceLike | null;

export const browserEventSource: OpenEventSource = (url) => (typeof EventSource === 'function' ? new EventSource(url) : null);

export interface StaffLiveEventsDeps {
  api: Pick<StaffKioskApi, 'eventsTicket'>;
  /** The hotel the console shows; nothing opens without one. */
  hotelId: () => string | null;
  open?: OpenEventSource;
}

const EVENT_TYPES = ['pay_link', 'alert'] as const;

export class StaffLiveEvents {
  connected = false;
  #source: EventSourceLike | null = null;
  #opening = false;
  #retry: ReturnType<typeof setTimeout> | null = null;
  readonly #listeners = new Set<(event: KioskEvent) => void>();
  readonly #reconnected = new Set<() => void>();

  constructor(private readonly deps: StaffLiveEventsDeps) {
    makeObservable<StaffLiveEvents, 'setConnected'>(this, { connected: observable, setConnected: action });
  }

  /**
   * Hears every event of the hotel; `onReconnect` is called each time the stream (re)connects, so
   * a screen can read again what it may have missed while it was down. Returns the unsubscribe.
   */
  subscribe(listener: (event: KioskEvent) => void, onReconnect?: () => void): () => void {
    this.#listeners.add(listener);
    if (onReconnect) this.#reconnected.add(onReconnect);
    void this.ensure();
    return () => {
      this.#listeners.delete(listener);
      if (onReconnect) this.#reconnected.delete(onReconnect);
      if (this.#listeners.size === 0) this.close();
    };
  }

  /** Opens the stream unless it is open or opening, or nobody listens. */
  async ensure(): Promise<void> {
    if (this.#source || this.#opening || this.#listeners.size === 0) return;
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    this.#opening = true;
    try {
      const { ticket } = await this.deps.api.eventsTicket(hotel);
      if (this.#listeners.size === 0) return;
      const source = (this.deps.open ?? browserEventSource)(staffEventsUrl(hotel, ticket));
      if (!source) return;
      this.#source = source;
      source.onopen = () => {
        this.setConnected(true);
        for (const again of this.#reconnected) again();
      };
      source.onerror = () => {
        // CLOSED (2): the browser gave up (the ticket is spent or refused); otherwise it retries itself.
        this.setConnected(false);
        if (source.readyState === 2) this.reopenLater();
      };
      for (const type of EVENT_TYPES) source.addEventListener(type, (message) => this.dispatch(message.data));
    } catch {
      this.reopenLater();
    } finally {
      this.#opening = false;
    }
  }

  close(): void {
    if (this.#retry !== null) clearTimeout(this.#retry);
    this.#retry = null;
    this.#source?.close();
    this.#source = null;
    this.setConnected(false);
  }

  private dispatch(data: string): void {
    let event: KioskEvent;
    try {
      event = JSON.parse(data) as KioskEvent;
    } catch {
      return;
    }
    for (const listener of [...this.#listeners]) listener(event);
  }

  private reopenLater(): void {
    this.#source?.close();
    this.#source = null;
    if (this.#listeners.size === 0 || this.#retry !== null) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.ensure();
    }, RECONNECT_MS);
  }

  private setConnected(connected: boolean): void {
    this.connected = connected;
  }
}

/** Calls `poll` every `everyMs` while the stream is down, until the returned function is called. */
export function pollWhileDown(live: StaffLiveEvents, poll: () => Promise<void> | void, everyMs = POLL_MS): () => void {
  const handle = setInterval(() => {
    if (!live.connected) void poll();
  }, everyMs);
  return () => clearInterval(handle);
}
