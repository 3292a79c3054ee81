// The console's live events (issue #16): one server-sent event stream per console tab for the hotel
// it shows, carrying `pay_link` and `alert` events, shared by every screen that listens (the kiosk
// alerts and the pay links). The mechanism (ticket, EventSource, reconnect with a fresh ticket,
// `connected`) is core's TicketedEventStream; what is the console's own is here: the ticket comes
// from the staff call for the hotel shown, the stream opens with the first listener and closes with
// the last, and a screen follows it with followLive (reading again on each (re)connect and every POLL_MS while it is down).
import { TicketedEventStream, followStream, ticketedStreamUrl, type OpenEventSource } from '@noren/core/stores';
import { staffEventsUrl, type KioskEvent, type StaffKioskApi } from '@noren/core/api';

export { RECONNECT_MS, browserEventSource, type EventSourceLike, type OpenEventSource } from '@noren/core/stores';

/** How often a listener polls while the stream is down (the fallback). */
export const POLL_MS = 15_000;

export interface StaffLiveEventsDeps {
  api: Pick<StaffKioskApi, 'eventsTicket'>;
  /** The hotel the console shows; nothing opens without one. */
  hotelId: () => string | null;
  open?: OpenEventSource;
}

export class StaffLiveEvents extends TicketedEventStream<KioskEvent> {
  constructor(deps: StaffLiveEventsDeps) {
    super({
      streamUrl: ticketedStreamUrl(deps.hotelId, (hotel) => deps.api.eventsTicket(hotel), staffEventsUrl),
      eventTypes: ['pay_link', 'alert'],
      open: deps.open,
      closeWithLastListener: true,
    });
  }
}

/** Follows the live events for one screen: `read` runs on each (re)connect and every POLL_MS while down. */
export function followLive(live: StaffLiveEvents, onEvent: (event: KioskEvent) => void, read: () => Promise<void> | void): () => void {
  return followStream(live, onEvent, read, POLL_MS);
}
