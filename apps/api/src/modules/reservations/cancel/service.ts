// Cancelling a reservation online (spec part 1 §4, §5, §6; part 2 §7.4, §9 "Cancellation").
//
// One transaction, the hotel row shared first (as bookings share it), then the reservation row: the
// status becomes cancelled, every night, plan stock, the coupon's use and extras' stock are given
// back with conditional updates, and the fee and reason are recorded with the mail to send. The
// refund of a captured card payment runs after commit (a gateway call never holds the lock) and
// its outcome is recorded on the cancellation row.
//
// Access is that of GET: the bypass token or the guest's e-mail, and a wrong one is the same 404
// as a number that does not exist.
import {
  ErrorCode, NorenError, type CancelPreviewView, type CancelResultView, type Clock,
} from '@noren/core/domain';
import type { Database, Executor } from '../../../db/database.ts';
import type { PaymentGateway } from '../../../payments/gateway.ts';
import type { ReservationHooks } from '../hooks.ts';
import { queueReservationMail } from '../mail-queue.ts';
import {
  findReservation, insertCancellation, loadGraph, shareHotel, lockReservation, moveStatus, recordCancellationRefund, staffAltered, StatusTransitionRefused,
  type ReservationGraph,
} from '../repository/index.ts';
import { refundFromPayments } from '../payment/refunds.ts';
import { sharedRefusal } from '../refusals.ts';
import { releaseTaken } from '../booking/release.ts';
import { openReservation, type Access } from '../access/open.ts';

export type { Access };
import { reservationFee, refundOf, type ReservationFee } from './fee.ts';
import type { CancelBody } from '@noren/core/contract';



/** Why this reservation cannot be cancelled online, or null. */
async function blocker(db: Executor, g: ReservationGraph, fee: ReservationFee): Promise<string | null> {
  const r = g.reservation;
  if (r.status === 'cancelled') return 'already_cancelled';
  if (r.bookingMethod === 'widget_to_agency') return 'travel_agency';
  if (await staffAltered(db, r.id)) return 'staff_altered';
  if (r.status === 'payment_pending') return 'payment_pending';
  return fee.refusal;
}

function refusal(reason: string, g: ReservationGraph, fee: ReservationFee): NorenError {
  switch (reason) {
    case 'staff_altered':
    case 'payment_pending':
    case 'travel_agency':
      return sharedRefusal(reason, g.hotel.url);
    case 'already_cancelled':
      return new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'status', reason }, message: 'This reservation is already cancelled.' });
    default:
      return new NorenError(ErrorCode.invalid, {
        httpStatus: 422,
        payload: { field: 'checkin_date', reason, cancellation_fee: fee.fee },
        message: 'Reservations cannot be cancelled online on the day of check-in or later. Please contact the hotel.',
      });
  }
}

function previewOf(g: ReservationGraph, fee: ReservationFee, reason: string | null): CancelPreviewView {
  const r = g.reservation;
  const captured = r.paymentStatus === 'captured' && r.gatewayPaymentId ? r.chargeAmount : 0;
  return {
    reservation_number: r.reservationNumber,
    status: r.status,
    cancellable: reason === null,
    reason,
    cancellation_fee: fee.fee,
    currency: fee.currency,
    refund_amount: refundOf(captured, fee.fee, r.totalPrice, r.chargeCurrency === r.currency),
    refund_currency: r.chargeCurrency,
    fee_changes_at: fee.changes_at,
    rooms: fee.rooms,
  };
}

export async function previewCancel(db: Executor, clock: Clock, hotelRef: string, number: string, access: Access): Promise<CancelPreviewView> {
  const row = await openReservation(db, hotelRef, number, access);
  const g = await loadGraph(db, row);
  const fee = reservationFee(g, clock.now());
  return previewOf(g, fee, await blocker(db, g, fee));
}

export interface CancelDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
  /** The cancellation mail is queued in the transaction; the sender is woken after commit. */
  hooks: ReservationHooks;
}

export async function cancelReservation(deps: CancelDeps, hotelRef: string, number: string, access: Access, body: CancelBody): Promise<CancelResultView> {
  const { db, clock } = deps;
  const found = await openReservation(db, hotelRef, number, access);
  const outcome = await db.transaction(async (tx) => {
    await shareHotel(tx, found.hotelId);
    // Re-read under the reservation's lock: a second cancel waiting here sees the first one's status.
    await lockReservation(tx, found.id);
    const current = await findReservation(tx, { hotelId: found.hotelId, id: found.id });
    const g = await loadGraph(tx, current!);
    const now = clock.now();
    const fee = reservationFee(g, now);
    const why = await blocker(tx, g, fee);
    if (why) throw refusal(why, g, fee);
    if (body.cancellation_fee_displayed !== fee.fee) {
      throw new NorenError(ErrorCode.invalid, {
        httpStatus: 409,
        payload: { field: 'cancellation_fee_displayed', reason: 'cancellation_fee_changed', cancellation_fee: fee.fee, currency: fee.currency },
        message: 'The cancellation fee has changed. Please check the new fee and cancel again.',
      });
    }
    const preview = previewOf(g, fee, null);
    const r = g.reservation;
    // Under the row lock the blocker saw it done; a refusal here would be a second cancel that got past it.
    await moveStatus(tx, r.id, { status: 'done', payment: r.paymentStatus }, { status: 'cancelled', payment: r.paymentStatus }, now).catch((error: unknown) => {
      throw error instanceof StatusTransitionRefused ? refusal('already_cancelled', g, fee) : error;
    });
    await releaseTaken(tx, r.id);
    const refunding = preview.refund_amount > 0 && r.gatewayPaymentId !== null;
    const cancellationId = await insertCancellation(tx, {
      reservationId: r.id, reason: body.reason, details: body.details?.trim() || null, fee: fee.fee, feeDisplayed: body.cancellation_fee_displayed,
      cancelledBy: 'guest', refundStatus: refunding ? 'pending' : 'none', refundAmount: refunding ? preview.refund_amount : 0,
      refundCurrency: refunding ? r.chargeCurrency : null, cancelledAt: now,
    });
    await queueReservationMail(tx, clock, { kind: 'cancellation', reservationId: r.id, language: r.language });
    await deps.hooks.inTransaction.reservationChanged?.(tx, { reservationId: r.id, hotelId: r.hotelId, kind: 'cancelled' });
    return { preview: { ...preview, status: 'cancelled' as const, cancellable: false, reason: 'already_cancelled' }, refunding, paymentId: r.gatewayPaymentId, cancellationId, reservationId: r.id };
  });

  let refundStatus: CancelResultView['refund_status'] = 'none';
  if (outcome.refunding && outcome.paymentId) {
    refundStatus = await refund(deps, outcome.cancellationId, outcome.reservationId, outcome.preview.refund_amount, outcome.preview.refund_currency);
  }
  return { ...outcome.preview, refund_status: refundStatus };
}

/**
 * Refunds after commit and records the outcome; a failure is kept for staff, never undoes the
 * cancel. The money may sit in several payments (an update charged a difference): refunds.ts.
 */
async function refund(deps: CancelDeps, cancellationId: number, reservationId: number, amount: number, currency: string): Promise<'refunded' | 'failed'> {
  const { db, clock } = deps;
  try {
    await refundFromPayments(db, deps.payments, clock, reservationId, amount, currency, 'cancellation');
    await recordCancellationRefund(db, cancellationId, { refundedAt: clock.now() });
    return 'refunded';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordCancellationRefund(db, cancellationId, { error: message });
    return 'failed';
  }
}
