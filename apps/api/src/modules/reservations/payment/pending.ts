// Ending a payment_pending booking (spec part 1 §4 "3-D Secure pending"): after the guest comes
// back from the challenge (POST .../payment_result), or when its 15 minutes ran out (jobs/). The
// outcome is always read from the gateway's status(), never from the redirect's query string.
//   authorised            -> captured (or kept, for a guarantee), reservation done;
//   failed or cancelled   -> reservation cancelled, payment_status failed|cancelled, stock released;
//   still challenged      -> unchanged, unless the window closed (then voided and cancelled).
import { ErrorCode, failureCode, money, NorenError, normaliseReservationNumber, type Clock, type ReservationView } from '@noren/core/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { PaymentGateway, PaymentState } from '../../../payments/gateway.ts';
import { findHotel, hotelNotFound } from '../../hotels/index.ts';
import { toView } from '../view/display.ts';
import { cancelPending } from '../booking/release.ts';
import { findReservation, insertRefund, recordFoundPayment, loadGraph, shareHotel, moveStatus, movedStatus, type ReservationRow } from '../repository/index.ts';
import { cardPaymentKey } from './card-payment.ts';
import { answerFromReservation, answerStaleClaims, type Refusal } from './settled-answer.ts';
import { DECOY_HASH, tokenMatches } from '../access/tokens.ts';
import { forgetUnpaidCard, rememberCard } from '../../saved-cards/index.ts';
import type { ReservationHooks } from '../hooks.ts';
import { queueReservationMail } from '../mail-queue.ts';

export interface PaymentResult {
  reservation_number: string;
  status: ReservationView['status'];
  payment_status: string | null;
  /** The §8.4 code and its reason when the payment did not go through. */
  failure: { code: number; reason: string } | null;
  reservation: ReservationView;
}

/** What ending a pending payment needs: the confirmation mail is queued through the hooks. */
export interface SettleDeps {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  hooks: ReservationHooks;
  /** Ids only: what a settlement found and did (never a guest's details). */
  log?: { info(details: object, message: string): void };
}

export async function paymentResult(deps: SettleDeps, hotelRef: string, number: string, bypassToken: string): Promise<PaymentResult> {
  const { db } = deps;
  const hotel = await findHotel(db, hotelRef);
  if (!hotel) throw hotelNotFound(hotelRef);
  const row = /^[0-9]+$/.test(number) ? undefined : await findReservation(db, { hotelId: hotel.id, number: normaliseReservationNumber(number) });
  // Same comparison whether or not the number exists, as GET does.
  if (!(tokenMatches(bypassToken, row?.bypassTokenHash ?? DECOY_HASH) && row)) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });
  // A guest back after the window closed is settled as the job would (the call that booked is presumed gone).
  const expired = row.paymentExpiresAt !== null && row.paymentExpiresAt.getTime() <= deps.clock.now().getTime();
  const failure = await settlePending(deps, row, expired);
  const after = (await findReservation(db, { hotelId: hotel.id, id: row.id }))!;
  const view = toView(await loadGraph(db, after));
  return { reservation_number: after.reservationNumber, status: after.status, payment_status: after.paymentStatus, failure, reservation: view };
}

/**
 * Moves one pending reservation on from the gateway's answer. `expired`: its window has closed,
 * so a challenge still open is voided and the booking cancelled. Returns the refusal, if any.
 * Every write is conditional on the status read, and answers the booking's Idempotency-Key in the
 * same commit (settled-answer.ts), so a retry of the key gets this outcome.
 */
export async function settlePending(deps: SettleDeps, row: ReservationRow, expired: boolean): Promise<Refusal | null> {
  const { db, clock, gateway } = deps;
  if (row.status !== 'payment_pending') {
    return row.paymentStatus === 'failed' || row.paymentStatus === 'cancelled' ? await storedFailure(gateway, row) : null;
  }
  const from = { status: 'payment_pending' as const, payment: row.paymentStatus };
  const keyId = row.idempotencyKeyId;
  let state: PaymentState | null;
  if (row.gatewayPaymentId) {
    state = await gateway.status(row.gatewayPaymentId);
  } else {
    // Committed with no payment recorded: the call stopped before asking the gateway, or between
    // its answer and the record (a crash). While the window is open that call may still be
    // running, so only a closed window is settled, and only after asking the gateway by the key
    // the call used: money it took is then recorded, kept or given back, never left unrecorded.
    state = await gateway.findByIdempotencyKey(cardPaymentKey(row.reservationNumber));
    // Only a challenge is recorded while the window is open (recording it takes nothing; the
    // call, if alive, then finds it recorded): anything else waits for the window to close.
    if (!expired && state?.status !== 'pre_3d_secure') return null;
    deps.log?.info({ reservationId: row.id, gatewayPaymentId: state?.paymentId ?? null, gatewayStatus: state?.status ?? null }, 'pending payment without a record: asked the gateway by its key');
  }
  const cancel = async (paymentStatus: 'failed' | 'cancelled', refusal: Refusal, paymentId: string | null): Promise<Refusal> => {
    const moved = await db.transaction(async (tx) => {
      await shareHotel(tx, row.hotelId);
      if (!(await cancelPending(tx, row.id, row.paymentStatus, paymentStatus, clock.now(), paymentId === null ? {} : { gatewayPaymentId: paymentId }))) return false;
      await answerFromReservation(tx, keyId, row.id, refusal);
      return true;
    });
    if (moved) deps.log?.info({ reservationId: row.id, gatewayPaymentId: paymentId, paymentStatus }, 'pending payment cancelled');
    return refusal;
  };
  if (state === null) return cancel('cancelled', { code: ErrorCode.paymentTimeout, reason: 'timeout' }, null);
  const paymentId = state.paymentId;
  // A member's booking paid with a card kept for it ("save this card"): saved once paid, taken back otherwise.
  const keptCard = row.memberId !== null && state.savedCardId && state.card ? { ...state.card, id: state.savedCardId } : null;
  const forget = async () => {
    if (keptCard) await forgetUnpaidCard(db, gateway, row.hotelId, row.memberId!, keptCard.id);
  };
  if (state.status === 'failed' || state.status === 'cancelled') {
    const refusal = state.failure ? { code: state.failure.code, reason: state.failure.reason } : { code: ErrorCode.threeDSecureCancelled, reason: 'three_d_secure_cancelled' };
    await cancel(state.status, refusal, paymentId);
    await forget();
    return refusal;
  }
  if (state.status === 'pre_3d_secure') {
    if (!expired) {
      // Found by its key (the answer was lost): recorded as chargeCard records a challenge.
      if (!row.gatewayPaymentId) await recordChallenge(deps, row, state);
      return null;
    }
    await gateway.cancel(paymentId).catch(() => undefined);
    await cancel('cancelled', { code: ErrorCode.paymentTimeout, reason: 'three_d_secure_expired' }, paymentId);
    await forget();
    return { code: ErrorCode.paymentTimeout, reason: 'three_d_secure_expired' };
  }
  if (state.status !== 'authorized' && state.status !== 'captured') return null;
  // Authorised: capture what is charged now (a guarantee stays authorised); already captured
  // (the call stopped after its capture): only the record is missing.
  let captured = state.status === 'captured';
  if (!captured && row.chargeAmount > 0) {
    try {
      await gateway.capture(paymentId);
      captured = true;
    } catch {
      await gateway.cancel(paymentId).catch(() => undefined);
      await cancel('failed', { code: ErrorCode.paymentFailed, reason: 'capture_failed' }, paymentId);
      await forget();
      return { code: ErrorCode.paymentFailed, reason: 'capture_failed' };
    }
  }
  const finished = await db.transaction(async (tx) => {
    const done = await movedStatus(moveStatus(tx, row.id, from, { status: 'done', payment: captured ? 'captured' : 'authorized' }, clock.now(), { paymentExpiresAt: null, gatewayPaymentId: paymentId }));
    if (!done) return false;
    if (keptCard) await rememberCard(tx, clock.now(), gateway.name, row.hotelId, row.memberId!, keptCard);
    // Done by the guest's return or by the expiry job: either way the confirmation commits with it.
    await queueReservationMail(tx, clock, { kind: 'booking_confirmation', reservationId: row.id, language: row.language });
    await answerFromReservation(tx, keyId, row.id, null);
    return true;
  });
  if (finished) {
    deps.log?.info({ reservationId: row.id, gatewayPaymentId: paymentId, paymentStatus: captured ? 'captured' : 'authorized' }, 'pending payment confirmed');
    return null;
  }
  // Another caller ended it first (cancelled, its rooms released): give the money back rather than hold it.
  await giveBack(deps, row, paymentId, captured);
  await forget();
  return null;
}

/** Records a challenge found by its key on the reservation and answers the key with it, as chargeCard's finish would have. */
async function recordChallenge(deps: SettleDeps, row: ReservationRow, state: PaymentState): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const moved = await movedStatus(moveStatus(tx, row.id, { status: 'payment_pending', payment: row.paymentStatus }, { status: 'payment_pending', payment: 'pre_3d_secure' }, deps.clock.now(), { gatewayPaymentId: state.paymentId }));
    if (!moved) return;
    const extra = { ...(state.challengeUrl && { challenge_url: state.challengeUrl }), payment_expires_at: row.paymentExpiresAt?.toISOString() ?? null };
    await answerFromReservation(tx, row.idempotencyKeyId, row.id, null, extra);
  });
  deps.log?.info({ reservationId: row.id, gatewayPaymentId: state.paymentId }, 'pending payment challenge recorded');
}

/**
 * The reservation can no longer be kept: the authorisation is voided, or what was captured is
 * refunded; either way the payment is recorded on the reservation (its id, and the refund).
 */
async function giveBack(deps: SettleDeps, row: ReservationRow, paymentId: string, captured: boolean): Promise<void> {
  const { db, gateway, clock } = deps;
  // Recorded first: should the refund fail, the payment still shows on the reservation for staff.
  await recordFoundPayment(db, row.id, paymentId);
  if (!captured) {
    await gateway.cancel(paymentId).catch(() => undefined);
  } else {
    const state = await gateway.status(paymentId);
    const left = state.captured - state.refunded;
    if (left > 0) {
      await gateway.refund(paymentId, money(left, state.amount.currency));
      await insertRefund(db, { reservationId: row.id, gatewayPaymentId: paymentId, amount: left, currency: state.amount.currency, reason: 'cancellation', refundedAt: clock.now() });
    }
  }
  deps.log?.info({ reservationId: row.id, gatewayPaymentId: paymentId, refunded: captured }, 'pending payment given back: the reservation was ended first');
}

async function storedFailure(gateway: PaymentGateway, row: ReservationRow): Promise<{ code: number; reason: string } | null> {
  if (!row.gatewayPaymentId) return null;
  const state = await gateway.status(row.gatewayPaymentId).catch(() => null);
  if (state?.failure) return { code: state.failure.code, reason: state.failure.reason };
  return { code: row.paymentStatus === 'failed' ? failureCode('three_d_secure_failed') : ErrorCode.threeDSecureCancelled, reason: row.paymentStatus ?? 'cancelled' };
}

/** Reservations whose pending window has closed, oldest first. */
export async function expiredPending(db: Database, now: Date, limit = 200): Promise<ReservationRow[]> {
  const result = await db.execute(sql`select id, hotel_id from reservations where status = 'payment_pending' and payment_expires_at <= ${now.toISOString()}::timestamptz
    order by payment_expires_at limit ${limit}`);
  const out: ReservationRow[] = [];
  for (const r of (result as unknown as { rows: Array<{ id: number; hotel_id: number }> }).rows) {
    const row = await findReservation(db, { hotelId: Number(r.hotel_id), id: Number(r.id) });
    if (row) out.push(row);
  }
  return out;
}

/**
 * Ends every pending payment whose window has closed (the expiry job): each is settled from the
 * gateway's status, so a guest who passed the challenge but never came back still gets the
 * booking they paid for. One the gateway cannot answer for is logged and left for the next run.
 */
export async function settleExpiredPayments(deps: SettleDeps & { log: { info(details: object, message: string): void; error(details: object, message: string): void } }): Promise<number> {
  let settled = 0;
  for (const row of await expiredPending(deps.db, deps.clock.now())) {
    try {
      await settlePending(deps, row, true);
      settled += 1;
    } catch (error) {
      deps.log.error({ err: error, reservationId: row.id }, 'could not end a pending payment');
    }
  }
  // Then no Idempotency-Key stays "in progress" past its bound, whatever left it so.
  await answerStaleClaims(deps.db, deps.clock.now());
  return settled;
}
