// What other modules call: queue a mail inside the transaction of the change it tells about, and
// wake the sender after commit. Queueing writes only what to send (outbox.ts); a failure to write
// it fails the change itself, so a committed change always has its mail.
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '@noren/core/domain';
import type { Executor } from '../db/database.ts';
import { reservations, reservationUpdates } from '../db/schema/index.ts';
import { queueMail, sendDueMail } from './outbox.ts';
import type { MailKind } from './templates.ts';
import { mailTransport } from './transport.ts';

/**
 * Queues a reservation's mail in `tx`: one per event, by its dedupe key (the reservation for a
 * confirmation or cancellation, the update row for an update, which the hook runs after writing).
 */
export async function queueReservationMail(tx: Executor, clock: Clock, kind: MailKind, reservationId: number): Promise<void> {
  const [reservation] = await tx.select({ language: reservations.language }).from(reservations).where(eq(reservations.id, reservationId)).limit(1);
  if (!reservation) throw new Error(`no reservation ${reservationId} to mail about`);
  const { language } = reservation;
  let dedupeKey = `${kind}:${reservationId}`;
  let payload: Record<string, unknown> = {};
  if (kind === 'update') {
    const [u] = await tx.select({ id: reservationUpdates.id }).from(reservationUpdates).where(eq(reservationUpdates.reservationId, reservationId)).orderBy(desc(reservationUpdates.id)).limit(1);
    if (!u) throw new Error(`reservation ${reservationId} has no update to mail about`);
    dedupeKey = `update:${reservationId}:${u.id}`;
    payload = { updateId: u.id };
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
