// Giving back what a reservation held, inside the cancel transaction (the caller holds the hotel
// row lock, as bookings do, so the order of row locks is the same and nothing deadlocks). Each is
// one conditional update that never takes a counter below zero.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

export async function releaseInventory(tx: Executor, reservationId: number): Promise<void> {
  await tx.execute(sql`
    update inventory i set sold = i.sold - need.n
      from (select room_type_id, stay_date, count(*)::int as n from reservation_nights where reservation_id = ${reservationId} group by room_type_id, stay_date) need
      where i.room_type_id = need.room_type_id and i.stay_date = need.stay_date and i.sold >= need.n`);
}

export async function releasePlanStock(tx: Executor, reservationId: number): Promise<void> {
  await tx.execute(sql`
    update plan_stock p set sold = p.sold - need.n
      from (select plan_id, stay_date, count(*)::int as n from reservation_nights where reservation_id = ${reservationId} group by plan_id, stay_date) need
      where p.plan_id = need.plan_id and p.stay_date = need.stay_date and p.sold >= need.n`);
}

export async function releaseExtras(tx: Executor, reservationId: number, hotelId: number): Promise<void> {
  await tx.execute(sql`
    update extras e set sold = e.sold - need.q
      from (select extra_id, sum(quantity)::int as q from reservation_extras where reservation_id = ${reservationId} group by extra_id) need
      where e.id = need.extra_id and e.hotel_id = ${hotelId} and e.sold >= need.q`);
}

export async function releaseCoupon(tx: Executor, hotelId: number, code: string | null): Promise<void> {
  if (!code) return;
  await tx.execute(sql`update coupons set used_count = used_count - 1 where hotel_id = ${hotelId} and lower(code) = lower(${code}) and used_count > 0`);
}
