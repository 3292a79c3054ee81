// The money of an update, always outside the database transaction (card-payment.ts explains why):
// the difference of an increase is authorised on a new card token before the transaction and
// captured after it commits; a decrease is refunded after commit from the payments the guest
// made, newest first. Outcomes are recorded on the update's row (reservation_updates).
import { ErrorCode, money, NorenError } from '@noren/core/domain';
import type { Database } from '../../../db/database.ts';
import type { PaymentGateway } from '../../../payments/gateway.ts';
import { threeDsReturnUrl } from '../payment/card-payment.ts';
import { refundFromPayments } from '../payment/refunds.ts';
import { recordChargeFailed, recordUpdateSettlement, type ReservationRow } from '../repository/index.ts';

export interface HeldCharge {
  paymentId: string;
  amount: number;
  currency: string;
}

/** Authorises the difference on `token`; refusals are the card's §8.4 code on field card_token. */
export async function authoriseDifference(gateway: PaymentGateway, hotelCode: string, r: ReservationRow, amount: number, token: string): Promise<HeldCharge> {
  const currency = r.chargeCurrency;
  let auth;
  try {
    auth = await gateway.authorize({
      token,
      amount: money(amount, currency),
      // One authorisation per reservation version and amount, whatever retries happen on the way.
      idempotencyKey: `reservation-update:${r.reservationNumber}:${r.updatedAt.getTime()}:${amount}:${token.slice(-12)}`,
      returnUrl: threeDsReturnUrl(hotelCode, r.reservationNumber),
      reference: r.reservationNumber,
    });
  } catch (error) {
    if (error instanceof NorenError && error.httpStatus < 500) {
      throw new NorenError(error.code, { httpStatus: error.httpStatus, payload: { ...error.payload, field: 'card_token' }, message: error.message });
    }
    throw error;
  }
  if (auth.status === 'failed') {
    const failure = auth.failure ?? { reason: 'processing_error', code: ErrorCode.paymentFailed };
    throw new NorenError(failure.code, { payload: { field: 'card_token', reason: failure.reason } });
  }
  if (auth.status === 'requires_3ds') {
    // A change has no 3-D Secure return page of its own yet (our choice): the hold is voided and
    // the guest is asked for a card the issuer lets through, or to change the stay at the hotel.
    await gateway.cancel(auth.paymentId).catch(() => undefined);
    throw new NorenError(ErrorCode.invalid, {
      httpStatus: 422,
      payload: { field: 'card_token', reason: 'three_d_secure_not_available' },
      message: 'This card asks for 3-D Secure, which a reservation change cannot do online. Please use another card or contact the hotel.',
    });
  }
  return { paymentId: auth.paymentId, amount, currency };
}

/**
 * Captures a committed increase. If the gateway refuses now, the change stands (its rooms are
 * taken) and the difference moves to what is paid at the hotel, recorded as charge_failed.
 */
export async function captureDifference(deps: { db: Database; clock: { now(): Date }; payments: PaymentGateway }, reservationId: number, updateId: number, charge: HeldCharge): Promise<boolean> {
  try {
    await deps.payments.capture(charge.paymentId);
    await recordUpdateSettlement(deps.db, updateId, { settledAt: deps.clock.now() });
    return true;
  } catch (error) {
    await deps.payments.cancel(charge.paymentId).catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    await deps.db.transaction((tx) => recordChargeFailed(tx, reservationId, updateId, charge.amount, message));
    return false;
  }
}

/** Refunds `amount` from the reservation's payments, newest first, each up to what it still holds. */
export async function refundDifference(deps: { db: Database; clock: { now(): Date }; payments: PaymentGateway }, reservationId: number, updateId: number, amount: number, currency: string): Promise<boolean> {
  try {
    await refundFromPayments(deps.db, deps.payments, deps.clock, reservationId, amount, currency, 'update');
    await recordUpdateSettlement(deps.db, updateId, { settlement: 'refunded', settledAt: deps.clock.now() });
    return true;
  } catch (error) {
    // Kept for staff, never undoes the change (as a failed cancellation refund).
    const message = error instanceof Error ? error.message : String(error);
    await recordUpdateSettlement(deps.db, updateId, { settlement: 'refund_failed', error: message });
    return false;
  }
}
