// What other modules call: queue a mail inside the transaction of the change it tells about, and
// wake the sender after commit. Queueing writes only what to send (outbox.ts); a failure to write
// it fails the change itself, so a committed change always has its mail.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@noren/core/domain';
import type { Executor } from '../db/database.ts';
import type { ReservationMailRequest } from '../modules/reservations/index.ts';
import { queueMail, sendDueMail } from './outbox.ts';
import { mailTransport } from './transport.ts';

/**
 * Queues a reservation's mail in `tx` (the reservation module's queueMail hook, wired in app.ts):
 * one per event, by its dedupe key (the reservation for a confirmation or cancellation, the
 * update row for an update).
 */
export async function queueReservationMail(tx: Executor, clock: Clock, mail: ReservationMailRequest): Promise<void> {
  const { kind, reservationId, language } = mail;
  let dedupeKey = `${kind}:${reservationId}`;
  let payload: Record<string, unknown> = {};
  if (kind === 'update') {
    if (mail.updateId === undefined) throw new Error(`reservation ${reservationId}: an update mail needs its update`);
    dedupeKey = `update:${reservationId}:${mail.updateId}`;
    payload = { updateId: mail.updateId };
  }
  await queueMail(tx, clock, { kind, reservationId, language, dedupeKey, payload });
}

// Keyed by the database: routes see their plugin's own Fastify instance, which shares the app's db.
const inFlight = new WeakMap<object, Set<Promise<unknown>>>();

/** Sends due mail in the background, after a commit queued some; errors are logged, never thrown. */
export function kickSender(app: FastifyInstance): void {
  const running = inFlight.get(app.db) ?? new Set<Promise<unknown>>();
  inFlight.set(app.db, running);
  const run: Promise<unknown> = sendDueMail(app, mailTransport(app.config.mail), app.log)
    .catch((error: unknown) => app.log.warn({ err: error }, 'mail sender failed'))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once the senders kickSender started have finished: tests read the outbox after it. */
export async function kickedSendersDone(app: FastifyInstance): Promise<void> {
  for (let running = inFlight.get(app.db); running && running.size > 0; ) await Promise.allSettled([...running]);
}
