// The Idempotency-Key's answer for a card booking settled after its first call (the expiry job,
// the guest's return from 3-D Secure, a retry finding it settled): what that call would have
// answered had it lived. Written in the settlement's own transaction, so a retry never sees the
// reservation settled with its key still "in progress". The bypass token was sealed on the key
// when it was claimed (booking/idempotency.ts linkClaim); the body carries none in clear.
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { Database, Executor } from '../../../db/database.ts';
import { answerClaim, judgeClaim, staleClaims } from '../booking/idempotency.ts';
import type { CreateAnswer } from '../booking/service.ts';
import { findReservationById, loadGraph } from '../repository/index.ts';
import { toView } from '../view/display.ts';

export interface Refusal {
  code: number;
  reason: string;
}

/**
 * Answers key `keyId` from reservation `reservationId` as it now stands: a booking done or still
 * pending (a 3-D Secure challenge, `extra` its URL) is the 201; a cancelled one is the refusal
 * (`refusal`, else the window's timeout), as chargeCard would have stored it.
 */
export async function answerFromReservation(tx: Executor, keyId: number | null, reservationId: number, refusal: Refusal | null, extra: Partial<CreateAnswer> = {}): Promise<void> {
  if (keyId === null) return;
  const row = await findReservationById(tx, reservationId);
  if (!row) return;
  if (row.status === 'cancelled') {
    const { code, reason } = refusal ?? { code: ErrorCode.paymentTimeout, reason: 'timeout' };
    const error = new NorenError(code, { payload: { field: 'payment.token', reason } });
    await answerClaim(tx, keyId, error.httpStatus, error.toEnvelope() as unknown as Record<string, unknown>);
    return;
  }
  const view = toView(await loadGraph(tx, row));
  const data: CreateAnswer = { reservation_number: row.reservationNumber, bypass_token: null as unknown as string, status: view.status, reservation: view, ...extra };
  await answerClaim(tx, keyId, 201, { data });
}

/**
 * Claims left unanswered past ABANDONED_CLAIM_MS with no pending reservation (the expiry job, after
 * settling): answered from their settled reservation, or released when nothing of the call is left.
 */
export async function answerStaleClaims(db: Database, now: Date): Promise<number> {
  const claims = await staleClaims(db, now);
  for (const claim of claims) {
    if ((await judgeClaim(db, claim, now)) === 'settled') await db.transaction((tx) => answerFromReservation(tx, claim.id, claim.reservationId!, null));
  }
  return claims.length;
}
