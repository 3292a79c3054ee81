// The process's one listener on the events channel, fanned out to its SSE clients. Subscribing
// costs no database connection: the hub's LISTEN connection (db/listener.ts) is the only one, and
// each client is a function in this process's memory that dies with its HTTP connection; nothing
// another process needs is kept here (each process has its own listener and its own clients). A
// `revoked` event closes this process's streams of that credential: the revoking process sends it
// on the same channel, so every process hears it, the revoker's own included.
import type { Unlisten, OnNotify } from '../db/listener.ts';
import { EVENTS_CHANNEL, parseEvent, type HotelEvent, type StreamCredential } from './events.ts';

export interface Subscriber {
  hotelId: number;
  /** The device or staff session whose ticket opened the stream: its revocation ends it. */
  credential: StreamCredential;
  /** Whether this client may see the event (a device sees only its own alerts and the links it shows). */
  accepts(event: HotelEvent): boolean;
  send(event: HotelEvent): void;
  /** Ends the client's stream: its credential was revoked, or the process is shutting down. */
  close(): void;
}

export type Listen = (channel: string, onNotify: OnNotify) => Promise<Unlisten>;

export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private unlisten: Unlisten | null = null;

  /** `maxStreamMs`: the longest a stream stays open (live/sse.ts MAX_STREAM_MS unless configured). */
  constructor(private readonly listen: Listen, readonly maxStreamMs: number) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload));
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    for (const s of [...this.subscribers]) s.close();
    this.subscribers.clear();
    await unlisten?.();
  }

  /** Adds a client; the returned function removes it (call it when its connection closes). */
  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  private dispatch(payload: string): void {
    const event = parseEvent(payload);
    if (!event) return;
    if (event.type === 'revoked') {
      for (const s of [...this.subscribers]) {
        if (s.credential.kind !== event.kind || s.credential.id !== event.id) continue;
        this.subscribers.delete(s);
        s.close();
      }
      return;
    }
    for (const s of this.subscribers) {
      if (s.hotelId !== event.hotelId || !s.accepts(event)) continue;
      try {
        s.send(event);
      } catch {
        // A client whose socket broke is removed by its own close handler.
      }
    }
  }
}
