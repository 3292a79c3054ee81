// The device's live events (issue #16 §6): one server-sent event stream per kiosk carrying
// `pay_link` and `alert` events. The mechanism (ticket, EventSource, reconnect with a fresh ticket,
// `connected`) is core's TicketedEventStream; what is the kiosk's own is here: the ticket comes
// with the device credential, the stream stays open while the kiosk runs (it is closed when the
// kiosk is disposed or its credential refused, not when a watcher leaves), and a watcher polls
// every POLL_MS while it is down (a guest at the screen waits for it).
import { TicketedEventStream, followStream, ticketedStreamUrl, type OpenEventSource, type Timers } from '@noren/core/stores';
import type { KioskApi, KioskEvent } from '../api/kioskApi.ts';
import { eventsUrl } from '../api/kioskApi.ts';

export { RECONNECT_MS, browserEventSource, type EventSourceLike, type OpenEventSource } from '@noren/core/stores';

/** How often a watcher polls while the stream is down. */
export const POLL_MS = 3000;

export interface LiveEventsDeps {
  api: Pick<KioskApi, 'eventsTicket'>;
  credential: () => string | null;
  open?: OpenEventSource;
  timers?: Timers;
}

export class LiveEvents extends TicketedEventStream<KioskEvent> {
  constructor(deps: LiveEventsDeps) {
    super({
      streamUrl: ticketedStreamUrl(deps.credential, (credential) => deps.api.eventsTicket(credential), (_, ticket) => eventsUrl(ticket)),
      eventTypes: ['pay_link', 'alert'],
      open: deps.open,
      timers: deps.timers,
    });
  }
}

/** Follows the live events for one watcher: `read` runs on each (re)connect and every POLL_MS while down. */
export function followLive(live: LiveEvents, onEvent: (event: KioskEvent) => void, read: () => Promise<void> | void, timers?: Timers): () => void {
  return followStream(live, onEvent, read, POLL_MS, timers);
}
