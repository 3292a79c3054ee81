// The guest's mail about a reservation, queued in the change's own transaction (the outbox floor,
// mail/outbox.ts, imports no module, so the reservation module calls it directly): it commits with
// the change or not at all. The route that made the change wakes the sender after commit
// (mail/hooks.ts kickSender); mail-templates/ renders it from the reservation when it is sent.
import type { Clock } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { queueMail } from '../../mail/outbox.ts';

/** The reservation's events a guest is mailed about. */
export type ReservationMailKind = 'booking_confirmation' | 'cancellation' | 'update';

export interface ReservationMailRequest {
  kind: ReservationMailKind;
  reservationId: number;
  /** The reservation's language now: the mail is written in it. */
  language: string;
  /** For an update mail: the update it tells about. */
  updateId?: number;
}

/**
 * One mail per event, by its dedupe key: the reservation for a confirmation or cancellation, the
 * update row for an update.
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
