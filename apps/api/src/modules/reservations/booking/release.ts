// Gives back what a booking took (stock.ts): its nights from inventory and plan stock, its
// coupon use and its extras' stock, with conditional `sold = sold - n` updates so a release can
// never take a count below zero. The caller shares the hotel row (repository shareHotel), as every
// booking does, and locks the reservation's row first when another path may settle it meanwhile.
import { sql } from 'drizzle-orm';
import type { PaymentStatus } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import { moveStatus, movedStatus, removeReservation } from '../repository/index.ts';
import { lockStock } from './stock.ts';

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function releaseTaken(tx: Executor, reservationId: number): Promise<void> {
  // The rows in the one order every booking takes them (stock.ts): inventory, plan stock, the
  // coupon, extras, each by key, so a release beside a booking of the same nights cannot deadlock.
  await lockStock(tx, [], [], reservationId);
  await tx.execute(sql`
    with need as (
      select room_type_id, stay_date, count(*)::int as n from reservation_nights where reservation_id = ${reservationId} group by room_type_id, stay_date)
    update inventory i set sold = i.sold - need.n from need
      where i.room_type_id = need.room_type_id and i.stay_date = need.stay_date and i.sold >= need.n`);
  await tx.execute(sql`
    with need as (
      select plan_id, stay_date, count(*)::int as n from reservation_nights where reservation_id = ${reservationId} group by plan_id, stay_date)
    update plan_stock p set sold = p.sold - need.n from need
      where p.plan_id = need.plan_id and p.stay_date = need.stay_date and p.sold >= need.n`);
  // Only a coupon the pricing accepted took a use (stock.ts takeCouponUse).
  const [r] = rows<{ hotel_id: number; code: string | null }>(await tx.execute(sql`
    select hotel_id, price->'coupon'->>'code' as code from reservations where id = ${reservationId}`));
  if (r?.code) {
    await tx.execute(sql`update coupons set used_count = used_count - 1 where hotel_id = ${r.hotel_id} and lower(code) = lower(${r.code}) and used_count > 0`);
  }
  await tx.execute(sql`select 1 from extras e where e.id in (select extra_id from reservation_extras where reservation_id = ${reservationId}) order by e.id for update`);
  await tx.execute(sql`
    with need as (
      select extra_id, sum(quantity)::int as q from reservation_extras where reservation_id = ${reservationId} and extra_id is not null group by extra_id)
    update extras e set sold = e.sold - need.q from need
      where e.id = need.extra_id and e.sold >= need.q`);
}

/** A booking whose card was refused leaves nothing behind: its rows go (children cascade). */
export async function deleteReservation(tx: Executor, reservationId: number): Promise<void> {
  await releaseTaken(tx, reservationId);
  await removeReservation(tx, reservationId);
}

/**
 * Ends a pending booking: cancelled with the payment's final status, its stock released. Only
 * from payment_pending with the payment status read (`from`), so the job and a late
 * payment_result cannot both release; false when the other one moved it first. `record`: the
 * gateway payment found by its key, written with the move.
 */
export async function cancelPending(
  tx: Executor, reservationId: number, from: PaymentStatus | null, paymentStatus: 'failed' | 'cancelled', now: Date, record: { gatewayPaymentId?: string } = {},
): Promise<boolean> {
  const moved = await movedStatus(moveStatus(tx, reservationId, { status: 'payment_pending', payment: from }, { status: 'cancelled', payment: paymentStatus }, now, { paymentExpiresAt: null, ...record }));
  if (moved) await releaseTaken(tx, reservationId);
  return moved;
}
