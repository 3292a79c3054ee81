// Cancelling and refunding links, and what a reservation's change does to its links:
//   - staff cancel an open link (audit entry, event); a payment still pending on it is voided;
//   - a cancelled reservation cancels its open links (reservation hook, in its transaction);
//   - an update that changes the balance cancels its open balance links and reissues each at the
//     new balance (none when nothing is left to pay);
//   - staff refund (manager only) part or all of what a paid link took, with a reason; a link for
//     a reservation gives the amount back to its balance through the reservation module.
import { money, type Language, type RefundPayLinkRequest, type StaffPayLinkView, invalidField } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { findHotelById, type HotelRow } from '../hotels/index.ts';
import { reservationBalance, settleLinkPayment } from '../reservations/index.ts';
import type { Actor, PayLinkDeps } from './deps.ts';
import { managerOnly, notEditable } from './errors.ts';
import { voidPayment } from './capture.ts';
import { findById, lockLink, LinkMoveRefused, moveLinkStatus, openLinksOf, pendingPaymentsOf, setReplacedBy, type PayLinkRecord, type PayLinkRow } from './repository.ts';
import { hotelLink, insertNewLink, staffLinkView } from './service.ts';
import { statusOf } from './view.ts';

const SYSTEM: Actor = { kind: 'system', id: null, role: null, display: 'pay links (reservation change)' };

/** Voids what was authorised or challenged on a link that can no longer take it (recorded once the gateway says so). Outside any transaction. */
export async function voidPending(deps: PayLinkDeps, payLinkId: number): Promise<void> {
  for (const paymentId of await pendingPaymentsOf(deps.db, payLinkId)) await voidPayment(deps, paymentId, 'voided');
}

async function cancelInTx(deps: PayLinkDeps, tx: Executor, r: PayLinkRow, reason: string, actor: Actor): Promise<void> {
  const now = deps.clock.now();
  // A link past due is expired already: cancelling it changes nothing a guest could do.
  await moveLinkStatus(tx, r.id, 'open', 'cancelled', now, { cancelledAt: now, cancelReason: reason });
  await deps.hooks.changed(tx, { hotelId: r.hotelId, paymentNumber: r.paymentNumber, status: 'cancelled' });
  if (actor.kind !== 'system') {
    await deps.hooks.audit(tx, { hotelId: r.hotelId, actor, action: 'pay_link.cancel', target: { type: 'pay_link', id: r.paymentNumber }, details: { reason } });
  }
}

export async function cancelLink(deps: PayLinkDeps, hotel: HotelRow, actor: Actor, paymentNumber: string, reason: string | undefined): Promise<StaffPayLinkView> {
  const now = deps.clock.now();
  const r = await deps.db.transaction(async (tx) => {
    const found = await hotelLink(tx, hotel, paymentNumber);
    await lockLink(tx, found.id);
    const current = (await findById(tx, found.id))!;
    const status = statusOf(current, now);
    if (status !== 'open') throw notEditable(status);
    await cancelInTx(deps, tx, current, reason?.trim() || 'staff', actor).catch((error: unknown) => {
      // Being paid right now (a capture holds the claim): it cannot be cancelled under the guest.
      throw error instanceof LinkMoveRefused ? notEditable(status) : error;
    });
    return (await findById(tx, found.id))!;
  });
  await voidPending(deps, r.id);
  return staffLinkView(deps, r);
}

/**
 * The reservation hook (wired in app.ts): in the reservation's own transaction, a cancellation
 * cancels its open links and an update reissues its open balance links when the balance moved.
 * Payments pending on them are voided when the guest comes back (pay.ts), or by the sweep of
 * abandoned authorisations after 30 minutes (sweep.ts).
 */
export async function onReservationChanged(deps: PayLinkDeps, tx: Executor, change: { reservationId: number; hotelId: number; kind: 'cancelled' | 'updated' }): Promise<void> {
  const now = deps.clock.now();
  if (change.kind === 'cancelled') {
    for (const link of await openLinksOf(tx, change.reservationId)) {
      if (link.capturingPaymentId !== null || link.dueAt.getTime() <= now.getTime()) continue;
      await cancelInTx(deps, tx, link, 'reservation_cancelled', SYSTEM);
    }
    return;
  }
  const balance = await reservationBalance(tx, change.hotelId, { id: change.reservationId });
  if (!balance) return;
  const hotel = await findHotelById(tx, change.hotelId);
  if (!hotel) return;
  for (const link of await openLinksOf(tx, change.reservationId, 'balance')) {
    if (link.capturingPaymentId !== null || link.dueAt.getTime() <= now.getTime() || link.amount === balance.balance) continue;
    await cancelInTx(deps, tx, link, 'reservation_updated', SYSTEM);
    if (balance.balance <= 0) continue;
    const reissued = await insertNewLink(deps, tx, hotel, SYSTEM, {
      subject: link.subject, dueAt: link.dueAt, reservation: { id: change.reservationId }, recipientEmail: link.recipientEmail, language: link.language as Language, kind: 'balance',
    });
    await setReplacedBy(tx, link.id, reissued.id);
  }
}

export async function refundLink(deps: PayLinkDeps, hotel: HotelRow, actor: Actor, paymentNumber: string, body: RefundPayLinkRequest): Promise<StaffPayLinkView> {
  if (actor.role !== 'manager') throw managerOnly();
  const reason = body.reason.trim();
  if (!reason) throw invalidField('reason', 'blank', {}, 'A refund needs a reason');
  const before = await hotelLink(deps.db, hotel, paymentNumber);
  const refundable = (r: PayLinkRecord) => {
    const status = statusOf(r, deps.clock.now());
    if (status !== 'paid' && status !== 'partly_refunded') throw invalidField('status', `not_refundable_${status}`, {}, 'Only a paid link can be refunded');
    return { status, left: r.paidAmount - r.refundedAmount };
  };
  const { left } = refundable(before);
  if (!before.gatewayPaymentId) throw invalidField('status', 'no_gateway_payment', {}, 'This link was not paid through the payment provider, so it cannot be refunded here');
  const amount = body.amount ?? left;
  if (amount > left) throw invalidField('amount', 'more_than_paid', {}, `At most ${left} can be refunded`);
  // The gateway first, outside any transaction (a provider call never holds a lock): it refunds
  // never more than was captured, so of two refunds racing for the last yen it refuses one, and
  // what it gave back is then recorded under the row lock.
  await deps.gateway.refund(before.gatewayPaymentId, money(amount, before.currency));
  const now = deps.clock.now();
  const record = await deps.db.transaction(async (tx) => {
    await lockLink(tx, before.id);
    const current = (await findById(tx, before.id))!;
    const { status } = refundable(current);
    const refunded = current.refundedAmount + amount;
    await moveLinkStatus(tx, current.id, status, refunded >= current.paidAmount ? 'refunded' : 'partly_refunded', now, { refundedAmount: refunded, refundedAt: now });
    if (current.reservationId !== null) await settleLinkPayment(tx, { reservationId: current.reservationId, amount: -amount, currency: current.currency, now });
    await deps.hooks.audit(tx, { hotelId: hotel.id, actor, action: 'pay_link.refund', target: { type: 'pay_link', id: paymentNumber }, details: { amount, currency: current.currency, reason, refunded_total: refunded } });
    const after = (await findById(tx, current.id))!;
    await deps.hooks.changed(tx, { hotelId: hotel.id, paymentNumber, status: after.status });
    return after;
  });
  return staffLinkView(deps, record);
}

export type { PayLinkRecord };
