// Ending a payment_pending booking (spec part 1 §4 "3-D Secure pending"): after the guest comes
// back from the challenge (POST .../payment_result), or when its 15 minutes ran out (jobs/). The
// outcome is always read from the gateway's status(), never from the redirect's query string.
//   authorised            -> captured (or kept, for a guarantee), reservation done;
//   failed or cancelled   -> reservation cancelled, payment_status failed|cancelled, stock released;
//   still challenged      -> unchanged, unless the window closed (then voided and cancelled).
import { ErrorCode, failureCode, money, NorenError, normaliseReservationNumber, type Clock, type ReservationView } from '@noren/core/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { PaymentGateway } from '../../../payments/gateway.ts';
import { findHotel, hotelNotFound } from '../../hotels/index.ts';
import { toView } from '../view/display.ts';
import { cancelPending } from '../booking/release.ts';
import { findReservation, loadGraph, lockHotel, moveStatus, movedStatus, type ReservationRow } from '../repository/index.ts';
import { DECOY_HASH, tokenMatches } from '../access/tokens.ts';
import { forgetUnpaidCard, rememberCard } from '../../saved-cards/index.ts';
import type { ReservationHooks } from '../hooks.ts';

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
}

export async function paymentResult(deps: SettleDeps, hotelRef: string, number: string, bypassToken: string): Promise<PaymentResult> {
  const { db } = deps;
  const hotel = await findHotel(db, hotelRef);
  if (!hotel) throw hotelNotFound(hotelRef);
  const row = /^[0-9]+$/.test(number) ? undefined : await findReservation(db, { hotelId: hotel.id, number: normaliseReservationNumber(number) });
  // Same comparison whether or not the number exists, as GET does.
  if (!(tokenMatches(bypassToken, row?.bypassTokenHash ?? DECOY_HASH) && row)) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });
  const failure = await settlePending(deps, row, false);
  const after = (await findReservation(db, { hotelId: hotel.id, id: row.id }))!;
  const view = toView(await loadGraph(db, after));
  return { reservation_number: after.reservationNumber, status: after.status, payment_status: after.paymentStatus, failure, reservation: view };
}

/**
 * Moves one pending reservation on from the gateway's answer. `expired`: its window has closed,
 * so a challenge still open is voided and the booking cancelled. Returns the refusal, if any.
 */
export async function settlePending(deps: SettleDeps, row: ReservationRow, expired: boolean): Promise<{ code: number; reason: string } | null> {
  const { db, clock, gateway } = deps;
  if (row.status !== 'payment_pending') {
    return row.paymentStatus === 'failed' || row.paymentStatus === 'cancelled' ? await storedFailure(gateway, row) : null;
  }
  const cancel = async (paymentStatus: 'failed' | 'cancelled') => {
    await db.transaction(async (tx) => {
      await lockHotel(tx, row.hotelId);
      await cancelPending(tx, row.id, row.paymentStatus, paymentStatus, clock.now());
    });
  };
  if (!row.gatewayPaymentId) {
    // Committed but never sent to the gateway (the process stopped): release once it expired.
    if (expired) await cancel('cancelled');
    return expired ? { code: ErrorCode.paymentTimeout, reason: 'timeout' } : null;
  }
  const state = await gateway.status(row.gatewayPaymentId);
  // A member's booking paid with a card kept for it ("save this card"): saved once paid, taken back otherwise.
  const keptCard = row.memberId !== null && state.savedCardId && state.card ? { ...state.card, id: state.savedCardId } : null;
  const forget = async () => {
    if (keptCard) await forgetUnpaidCard(db, gateway, row.hotelId, row.memberId!, keptCard.id);
  };
  if (state.status === 'failed' || state.status === 'cancelled') {
    await cancel(state.status);
    await forget();
    return state.failure ? { code: state.failure.code, reason: state.failure.reason } : { code: ErrorCode.threeDSecureCancelled, reason: 'three_d_secure_cancelled' };
  }
  if (state.status === 'pre_3d_secure') {
    if (!expired) return null;
    await gateway.cancel(row.gatewayPaymentId).catch(() => undefined);
    await cancel('cancelled');
    await forget();
    return { code: ErrorCode.paymentTimeout, reason: 'three_d_secure_expired' };
  }
  if (state.status === 'authorized') {
    let captured = false;
    try {
      if (row.chargeAmount > 0) {
        await gateway.capture(row.gatewayPaymentId);
        captured = true;
      }
    } catch {
      await gateway.cancel(row.gatewayPaymentId).catch(() => undefined);
      await cancel('failed');
      await forget();
      return { code: ErrorCode.paymentFailed, reason: 'capture_failed' };
    }
    const paymentId = row.gatewayPaymentId;
    const finished = await db.transaction(async (tx) => {
      const done = await movedStatus(moveStatus(tx, row.id, { status: 'payment_pending', payment: row.paymentStatus }, { status: 'done', payment: captured ? 'captured' : 'authorized' }, clock.now(), { paymentExpiresAt: null }));
      if (!done) return false;
      if (keptCard) await rememberCard(tx, clock.now(), gateway.name, row.hotelId, row.memberId!, keptCard);
      // Done by the guest's return or by the expiry job: either way the confirmation commits with it.
      await deps.hooks.inTransaction.queueMail(tx, { kind: 'booking_confirmation', reservationId: row.id, language: row.language });
      return true;
    });
    if (!finished) {
      // Another caller (the job) ended it first: give the money back rather than hold it.
      if (captured) await gateway.refund(paymentId, money(row.chargeAmount, row.chargeCurrency)).catch(() => undefined);
      else await gateway.cancel(paymentId).catch(() => undefined);
      await forget();
    }
    return null;
  }
  return null;
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
export async function settleExpiredPayments(deps: SettleDeps & { log: { error(details: object, message: string): void } }): Promise<number> {
  let settled = 0;
  for (const row of await expiredPending(deps.db, deps.clock.now())) {
    try {
      await settlePending(deps, row, true);
      settled += 1;
    } catch (error) {
      deps.log.error({ err: error, reservation: row.reservationNumber }, 'could not end a pending payment');
    }
  }
  return settled;
}
