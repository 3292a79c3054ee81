// Where a reservation's money stands (ReservationPaymentView): what the card paid, what went back
// (payment_refunds, one row per gateway refund) and what a cancellation kept. Built from the graph
// alone, like the rest of the view, so the guest's page, the staff console and the API agree.
import type { ReservationPaymentView } from '@noren/core/domain';
import { feeCharged } from '../cancel/fee.ts';
import type { ReservationGraph } from '../repository/index.ts';

export function paymentView(g: ReservationGraph, remaining: number): ReservationPaymentView {
  const r = g.reservation;
  const c = g.cancellation;
  const refunds = g.refunds.map((x) => ({ amount: x.amount, currency: x.currency, reason: x.reason as 'cancellation' | 'update', refunded_at: x.refundedAt.toISOString() }));
  const refunded = refunds.reduce((n, x) => n + x.amount, 0);
  // An update's refund lowers charge_amount when the change commits; the card had paid it before.
  const updateRefunds = refunds.filter((x) => x.reason === 'update').reduce((n, x) => n + x.amount, 0);
  const held = r.paymentStatus === 'captured' ? r.chargeAmount : 0;
  // Pay links are paid in the reservation's currency; they count as paid when that is the charge's.
  const paid = held + updateRefunds + (r.chargeCurrency === r.currency ? r.linkPaidAmount : 0);
  const sameCurrency = r.chargeCurrency === r.currency;
  // The fee in the payment's currency; a fee above a deposit paid is shown whole (the rest is owed).
  const cancellationFee = c === null ? null : held > 0 ? feeCharged(held, c.fee, r.totalPrice, sameCurrency) : c.fee;
  const refundStatus: ReservationPaymentView['refund_status'] =
    c?.refundStatus === 'pending' || c?.refundStatus === 'failed' ? c.refundStatus
      : refunded === 0 ? 'none'
        : refunded >= paid ? 'refunded' : 'partly_refunded';
  return {
    type: r.paymentType,
    status: r.paymentStatus,
    charged_amount: r.chargeAmount,
    remaining_amount: remaining,
    currency: r.chargeCurrency,
    paid_amount: paid,
    refunded_amount: refunded,
    cancellation_fee: cancellationFee,
    refund_status: refundStatus,
    refunds,
  };
}
