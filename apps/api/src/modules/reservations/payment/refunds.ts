// The one way money goes back to a guest's card: from the reservation's captured gateway payments
// (the booking's, then each update's increase), newest first, each up to what it still holds. A
// reservation whose update charged a difference has its money in two payments, and a refund of
// the whole (a cancellation) or of a decrease (an update) must be able to draw on both. Each
// gateway refund is recorded (payment_refunds) as soon as the gateway answers, so the reservation
// shows what really came back even when a later part fails.
import { money } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import type { PaymentGateway } from '../../../payments/gateway.ts';
import { insertRefund, paymentsOf, type RefundReason } from '../repository/index.ts';

export type { RefundReason };

/**
 * Refunds `amount` across the reservation's payments; throws when they hold less, after refunding
 * what they hold (the caller records the failure for staff). Runs outside any transaction: a
 * gateway call never holds a lock.
 */
export async function refundFromPayments(
  db: Executor, gateway: PaymentGateway, clock: { now(): Date }, reservationId: number, amount: number, currency: string, reason: RefundReason,
): Promise<void> {
  let left = amount;
  for (const paymentId of await paymentsOf(db, reservationId)) {
    if (left <= 0) break;
    const state = await gateway.status(paymentId);
    const refundable = state.captured - state.refunded;
    if (refundable <= 0 || state.amount.currency !== currency) continue;
    const part = Math.min(left, refundable);
    await gateway.refund(paymentId, money(part, currency));
    await insertRefund(db, { reservationId, gatewayPaymentId: paymentId, amount: part, currency, reason, refundedAt: clock.now() });
    left -= part;
  }
  if (left > 0) throw new Error(`${left} ${currency} could not be refunded: the payments hold less`);
}
