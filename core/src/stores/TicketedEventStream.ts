// One server-sent event stream opened with a short-lived ticket (issue #16): the one owner of the
// mechanism both the staff console's live events and the kiosk's use. EventSource cannot send a
// bearer or a device credential, so `streamUrl` first asks the API for a ticket and returns the
// stream's URL with it (null when there is nothing to open: no hotel, no credential). The stream is
// shared by every listener. While it is not connected (not opened yet, refused, dropped)
// `connected` is false and each listener polls instead (pollWhileDown); the browser's EventSource
// reconnects by itself, and a stream the browser gave up on (its ticket spent or refused) is opened
// again with a fresh ticket after `reconnectMs`. Nothing is kept across API processes: every
// process can serve the stream, so any fresh ticket works on any of them.
import { action, makeObservable, observable } from 'mobx';
import { globalTimers, type Timers } from './timers.ts';

/** How long to wait before asking for a fresh ticket after the stream or its ticket failed. */
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

/** EventSource.CLOSED: the browser gave up and will not retry by itself. */
const CLOSED = 2;

export interface TicketedEventStreamOptions {
  /** Asks for a ticket and returns the stream's URL with it; null when there is nothing to open. */
  streamUrl: () => Promise<string | null>;
  /** The SSE event types heard; each event's data is JSON. */
  eventTypes: readonly string[];
  open?: OpenEventSource;
  timers?: Timers;
  reconnectMs?: number;
  /**
   * Close the stream when the last listener leaves, and open it only while someone listens (the
   * console, whose screens come and go). Without it the stream stays open until close() (the
   * kiosk, which listens for its whole life and closes on its own terms).
   */
  closeWithLastListener?: boolean;
}

export class TicketedEventStream<E> {
  connected = false;
  #source: EventSourceLike | null = null;
  #opening = false;
  #retry: unknown = null;
  #closed = false;
  readonly #listeners = new Set<(event: E) => void>();
  readonly #reconnected = new Set<() => void>();
  private readonly timers: Timers;

  constructor(private readonly options: TicketedEventStreamOptions) {
    this.timers = options.timers ?? globalTimers;
    makeObservable<TicketedEventStream<E>, 'setConnected'>(this, { connected: observable, setConnected: action });
  }

  /**
   * Hears every event; `onReconnect` is called each time the stream (re)connects, so a screen can
   * read again what it may have missed while it was down. Returns the unsubscribe.
   */
  subscribe(listener: (event: E) => void, onReconnect?: () => void): () => void {
    this.#listeners.add(listener);
    if (onReconnect) this.#reconnected.add(onReconnect);
    void this.ensure();
    return () => {
      this.#listeners.delete(listener);
      if (onReconnect) this.#reconnected.delete(onReconnect);
      if (this.options.closeWithLastListener && this.#listeners.size === 0) this.close();
    };
  }

  /** Opens the stream unless it is open or opening (or, closing with the last listener, nobody listens). */
  async ensure(): Promise<void> {
    this.#closed = false;
    if (this.#source || this.#opening || this.#unwanted()) return;
    this.#opening = true;
    try {
      const url = await this.options.streamUrl();
      if (url === null || this.#closed || this.#unwanted()) return;
      const source = (this.options.open ?? browserEventSource)(url);
      if (!source) return;
      this.#source = source;
      source.onopen = () => {
        this.setConnected(true);
        for (const again of [...this.#reconnected]) again();
      };
      source.onerror = () => {
        // Anything but CLOSED: the browser retries by itself with the same URL.
        this.setConnected(false);
        if (source.readyState === CLOSED) this.reopenLater();
      };
      for (const type of this.options.eventTypes) source.addEventListener(type, (message) => this.dispatch(message.data));
    } catch {
      this.reopenLater();
    } finally {
      this.#opening = false;
    }
  }

  /** Closes the stream and stops reopening it until the next ensure() or subscribe(). */
  close(): void {
    this.#closed = true;
    if (this.#retry !== null) this.timers.clearTimeout(this.#retry);
    this.#retry = null;
    this.#source?.close();
    this.#source = null;
    this.setConnected(false);
  }

  #unwanted(): boolean {
    return Boolean(this.options.closeWithLastListener) && this.#listeners.size === 0;
  }

  private dispatch(data: string): void {
    let event: E;
    try {
      event = JSON.parse(data) as E;
    } catch {
      return;
    }
    // A copy: a listener may unsubscribe while it hears the event.
    for (const listener of [...this.#listeners]) listener(event);
  }

  private reopenLater(): void {
    this.#source?.close();
    this.#source = null;
    if (this.#closed || this.#unwanted() || this.#retry !== null) return;
    this.#retry = this.timers.setTimeout(() => {
      this.#retry = null;
      void this.ensure();
    }, this.options.reconnectMs ?? RECONNECT_MS);
  }

  private setConnected(connected: boolean): void {
    this.connected = connected;
  }
}

/**
 * The usual `streamUrl`: reads who asks (`key`: the hotel, the device credential), nothing without
 * one, else asks for a ticket and builds the stream's URL with it.
 */
export function ticketedStreamUrl(
  key: () => string | null,
  askTicket: (key: string) => Promise<{ ticket: string }>,
  url: (key: string, ticket: string) => string,
): () => Promise<string | null> {
  return async () => {
    const who = key();
    if (!who) return null;
    const { ticket } = await askTicket(who);
    return url(who, ticket);
  };
}

/** Calls `poll` every `everyMs` while the stream is down, until the returned function is called. */
export function pollWhileDown(
  stream: Pick<TicketedEventStream<unknown>, 'connected'>,
  poll: () => Promise<void> | void,
  everyMs: number,
  timers: Timers = globalTimers,
): () => void {
  const handle = timers.setInterval(() => {
    if (!stream.connected) void poll();
  }, everyMs);
  return () => timers.clearInterval(handle);
}

/**
 * Follows a stream for one screen: `onEvent` hears each event, and `read` (the screen reading its
 * state again) runs on each (re)connect and every `everyMs` while the stream is down. An event sent
 * while the stream was opening or down is never sent again, so reading on reconnect is what keeps a
 * screen from waiting for good. Returns the stop.
 */
export function followStream<E>(
  stream: TicketedEventStream<E>,
  onEvent: (event: E) => void,
  read: () => Promise<void> | void,
  everyMs: number,
  timers: Timers = globalTimers,
): () => void {
  const unsubscribe = stream.subscribe(onEvent, () => void read());
  const stopPolling = pollWhileDown(stream, read, everyMs, timers);
  return () => {
    unsubscribe();
    stopPolling();
  };
}
