// One server-sent-events stream: the reply is taken over from Fastify (hijack), written as
// text/event-stream, subscribed to the process's EventHub, and kept alive by a comment every
// HEARTBEAT_MS (proxies close quiet connections). No database connection is held while it is open.
// It ends when its credential is revoked (the hub hears `revoked`), when the credential expires,
// and at the latest after the hub's maximum lifetime (MAX_STREAM_MS): the client then opens it
// again with a fresh ticket, whose making checks the credential again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventHub } from './event-hub.ts';
import type { HotelEvent, StreamCredential } from './events.ts';

export const HEARTBEAT_MS = 25_000;
/**
 * The longest a stream stays open. A stream's credential is checked only when it opens, and a
 * revocation reaches it through its process's LISTEN connection, whose notifications are lost
 * while it reconnects after a drop (db/listener.ts): this bounds how long a revoked device or a
 * signed-out session can go on hearing in that case. Reopening costs the client a ticket call.
 */
export const MAX_STREAM_MS = 10 * 60_000;
/** How long an EventSource waits before reconnecting after a drop. */
const RETRY_MS = 3000;

/** The event as clients read it (KioskEvent in core/src/contract/kiosk.ts). */
export function wireEvent(event: HotelEvent): Record<string, unknown> {
  return event.type === 'pay_link'
    ? { type: 'pay_link', payment_number: event.paymentNumber, status: event.status }
    : { type: 'alert', alert_id: event.alertId, status: event.status, device_id: event.deviceId };
}

export interface StreamScope {
  hotelId: number;
  credential: StreamCredential;
  accepts(event: HotelEvent): boolean;
  /** How long the credential stays valid (a staff session's expiry), when it expires at all. */
  validForMs?: number;
}

export function openEventStream(request: FastifyRequest, reply: FastifyReply, hub: EventHub, scope: StreamScope): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and the like would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  // setTimeout takes at most 2^31-1 ms (about 24 days); anything longer would fire at once.
  const lifetime = setTimeout(() => end(), Math.max(0, Math.min(hub.maxStreamMs, scope.validForMs ?? Infinity, 2 ** 31 - 1)));
  lifetime.unref();
  let unsubscribe = () => {};
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    raw.end();
  };
  unsubscribe = hub.subscribe({
    hotelId: scope.hotelId,
    credential: scope.credential,
    accepts: scope.accepts,
    send: (event) => {
      raw.write(`event: ${event.type}\ndata: ${JSON.stringify(wireEvent(event))}\n\n`);
    },
    close: end,
  });
  // The client went away (or the reply was ended above).
  request.raw.on('close', end);
  raw.on('close', end);
}
