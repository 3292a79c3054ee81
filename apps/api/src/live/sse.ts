// One server-sent-events stream: the reply is taken over from Fastify (hijack), written as
// text/event-stream, subscribed to the process's EventHub, and kept alive by a comment every
// HEARTBEAT_MS (proxies close quiet connections). No database connection is held while it is open.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventHub } from './event-hub.ts';
import type { LiveEvent } from './events.ts';

export const HEARTBEAT_MS = 25_000;
/** How long an EventSource waits before reconnecting after a drop. */
const RETRY_MS = 3000;

/** The event as clients read it (KioskEvent in core/src/contract/kiosk.ts). */
export function wireEvent(event: LiveEvent): Record<string, unknown> {
  return event.type === 'pay_link'
    ? { type: 'pay_link', payment_number: event.paymentNumber, status: event.status }
    : { type: 'alert', alert_id: event.alertId, status: event.status, device_id: event.deviceId };
}

export interface StreamScope {
  hotelId: number;
  accepts(event: LiveEvent): boolean;
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
  const unsubscribe = hub.subscribe({
    hotelId: scope.hotelId,
    accepts: scope.accepts,
    send: (event) => {
      raw.write(`event: ${event.type}\ndata: ${JSON.stringify(wireEvent(event))}\n\n`);
    },
    close: () => raw.end(),
  });
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
