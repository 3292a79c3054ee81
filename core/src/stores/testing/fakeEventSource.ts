// A stand-in for the browser's EventSource in store unit tests (core's stream, the console's and
// the kiosk's stores): the test opens it, emits events and fails it (readyState 2: the browser gave
// up; 0: it retries by itself).
import type { EventSourceLike } from '../TicketedEventStream.ts';

export class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 0;
  closed = false;
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** A string is sent as it is (to test a body that is not JSON); anything else as its JSON. */
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  fail(readyState = 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
  }
}

/** An OpenEventSource that records each FakeSource it opens in `sources`. */
export function recordingOpen(sources: FakeSource[]): (url: string) => FakeSource {
  return (url) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source;
  };
}
