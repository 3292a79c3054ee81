// The device's live events (issue #16 §6): one server-sent event stream per kiosk, opened with a
// short-lived ticket (EventSource cannot send the credential header), carrying `pay_link` and
// `alert` events. While it is not connected (not opened yet, refused, or dropped) `connected` is
// false and each watcher polls instead (Poller below); the browser's EventSource reconnects by
// itself, and a failed stream is reopened with a fresh ticket after RECONNECT_MS.
import { action, makeObservable, observable } from 'mobx';
import type { KioskApi, KioskEvent } from '../api/kioskApi.ts';
import { eventsUrl } from '../api/kioskApi.ts';
import { globalTimers, type Timers } from './timers.ts';

/** How often a watcher polls while the stream is down. */
export const POLL_MS = 3000;
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

export interface LiveEventsDeps {
  api: KioskApi;
  credential: () => string | null;
  open?: OpenEventSource;
  timers?: Timers;
}

export class LiveEvents {
  connected = false;
  #source: EventSourceLike | null = null;
  #opening = false;
  #retry: unknown = null;
  #closed = false;
  readonly #listeners = new Set<(event: KioskEvent) => void>();
  private readonly timers: Timers;

  constructor(private readonly deps: LiveEventsDeps) {
    this.timers = deps.timers ?? globalTimers;
    makeObservable<LiveEvents, 'setConnected'>(this, { connected: observable, setConnected: action });
  }

  subscribe(listener: (event: KioskEvent) => void): () => void {
    this.#listeners.add(listener);
    void this.ensure();
    return () => this.#listeners.delete(listener);
  }

  /** Opens the stream unless it is open or opening. */
  async ensure(): Promise<void> {
    this.#closed = false;
    if (this.#source || this.#opening) return;
    const credential = this.deps.credential();
    if (!credential) return;
    this.#opening = true;
    try {
      const { ticket } = await this.deps.api.eventsTicket(credential);
      if (this.#closed) return;
      const source = (this.deps.open ?? browserEventSource)(eventsUrl(ticket));
      if (!source) return;
      this.#source = source;
      source.onopen = () => this.setConnected(true);
      source.onerror = () => {
        // CLOSED (2): the browser gave up (the ticket is spent); anything else it retries itself.
        this.setConnected(false);
        if (source.readyState === 2) this.reopenLater();
      };
      for (const type of ['pay_link', 'alert']) source.addEventListener(type, (message) => this.dispatch(message.data));
    } catch {
      this.reopenLater();
    } finally {
      this.#opening = false;
    }
  }

  close(): void {
    this.#closed = true;
    if (this.#retry !== null) this.timers.clearTimeout(this.#retry);
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
    for (const listener of this.#listeners) listener(event);
  }

  private reopenLater(): void {
    this.#source?.close();
    this.#source = null;
    if (this.#closed || this.#retry !== null) return;
    this.#retry = this.timers.setTimeout(() => {
      this.#retry = null;
      void this.ensure();
    }, RECONNECT_MS);
  }

  private setConnected(connected: boolean): void {
    this.connected = connected;
  }
}

/** Calls `poll` every POLL_MS while the stream is down, until stopped. */
export function startPolling(live: LiveEvents, poll: () => Promise<void> | void, timers: Timers = globalTimers): () => void {
  const handle = timers.setInterval(() => {
    if (!live.connected) void poll();
  }, POLL_MS);
  return () => timers.clearInterval(handle);
}
