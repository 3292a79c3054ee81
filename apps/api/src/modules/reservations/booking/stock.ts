// Taking what a booking needs, inside its transaction: every night of every room from inventory,
// the plans' stock where the hotel limits it, the coupon's usage and the extras' stock. ONE
// conditional update per table (`sold + n <= total`), and each returns what it could NOT take,
// so the caller rolls everything back and names the dates.
// Bookings of a hotel run in parallel (they share the hotel row, repository shareHotel), so rows
// are locked in ONE order by every transaction that takes or gives back stock, or two bookings of
// overlapping nights could each hold a row the other waits for: the tables in the order inventory,
// plan stock, coupon, extras (the order of book() in write.ts and of release.ts), and within a
// table by key (room type or plan, then date; extra id), by a SELECT ... ORDER BY ... FOR UPDATE
// before each conditional update (an UPDATE ... FROM takes its rows in whatever order its plan
// reads them). An update takes its old and new nights together first (lockStock).
// Arrays travel as PostgreSQL array literals: every element is an integer from the database or a
// date the pricing engine produced, never raw input.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';

export interface NightNeed {
  id: number;
  date: string;
  count: number;
}

/** Sums needs of the same owner and date (two rooms of one type on one night need 2). */
export function combine(needs: readonly NightNeed[]): NightNeed[] {
  const out = new Map<string, NightNeed>();
  for (const n of needs) {
    const key = `${n.id}:${n.date}`;
    const found = out.get(key);
    if (found) found.count += n.count;
    else out.set(key, { ...n });
  }
  return [...out.values()];
}

const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
const dateArray = (values: readonly string[]) => {
  for (const v of values) if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new Error(`not a date: ${v}`);
  return `{${values.join(',')}}`;
};

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Locks the inventory rows of `rooms` and the plan stock rows of `plans`, with those of the nights
 * `reservationId` holds (an update gives them back and takes new ones), in the one order.
 */
export async function lockStock(tx: Executor, rooms: readonly NightNeed[], plans: readonly NightNeed[], reservationId: number | null = null): Promise<void> {
  const held = (column: string) => reservationId === null ? sql`` : sql` union select ${sql.raw(column)}, stay_date from reservation_nights where reservation_id = ${reservationId}`;
  await tx.execute(sql`
    select 1 from inventory i
      where (i.room_type_id, i.stay_date) in (
        select * from unnest(${intArray(rooms.map((n) => n.id))}::int[], ${dateArray(rooms.map((n) => n.date))}::date[])${held('room_type_id')})
      order by i.room_type_id, i.stay_date for update`);
  await tx.execute(sql`
    select 1 from plan_stock p
      where (p.plan_id, p.stay_date) in (
        select * from unnest(${intArray(plans.map((n) => n.id))}::int[], ${dateArray(plans.map((n) => n.date))}::date[])${held('plan_id')})
      order by p.plan_id, p.stay_date for update`);
}

/** Takes rooms from inventory; returns the (room type, date) pairs that had too few left or no row (closed). */
export async function takeInventory(tx: Executor, needs: readonly NightNeed[]): Promise<Array<{ id: number; date: string }>> {
  if (needs.length === 0) return [];
  await tx.execute(sql`
    select 1 from inventory i
      where (i.room_type_id, i.stay_date) in (select * from unnest(${intArray(needs.map((n) => n.id))}::int[], ${dateArray(needs.map((n) => n.date))}::date[]))
      order by i.room_type_id, i.stay_date for update`);
  const result = await tx.execute(sql`
    with need(room_type_id, stay_date, n) as (
      select * from unnest(${intArray(needs.map((n) => n.id))}::int[], ${dateArray(needs.map((n) => n.date))}::date[], ${intArray(needs.map((n) => n.count))}::int[])),
    taken as (
      update inventory i set sold = i.sold + need.n
        from need
        where i.room_type_id = need.room_type_id and i.stay_date = need.stay_date and i.sold + need.n <= i.total
        returning i.room_type_id, i.stay_date)
    select need.room_type_id as id, need.stay_date::text as date
      from need
      where not exists (select 1 from taken t where t.room_type_id = need.room_type_id and t.stay_date = need.stay_date)
      order by need.stay_date, need.room_type_id`);
  return rows<{ id: number; date: string }>(result);
}

/** Takes plan stock where the hotel keeps a row for the plan and night; returns the pairs short of stock. */
export async function takePlanStock(tx: Executor, needs: readonly NightNeed[]): Promise<Array<{ id: number; date: string }>> {
  if (needs.length === 0) return [];
  await tx.execute(sql`
    select 1 from plan_stock p
      where (p.plan_id, p.stay_date) in (select * from unnest(${intArray(needs.map((n) => n.id))}::int[], ${dateArray(needs.map((n) => n.date))}::date[]))
      order by p.plan_id, p.stay_date for update`);
  const result = await tx.execute(sql`
    with need(plan_id, stay_date, n) as (
      select * from unnest(${intArray(needs.map((n) => n.id))}::int[], ${dateArray(needs.map((n) => n.date))}::date[], ${intArray(needs.map((n) => n.count))}::int[])),
    taken as (
      update plan_stock p set sold = p.sold + need.n
        from need
        where p.plan_id = need.plan_id and p.stay_date = need.stay_date and p.sold + need.n <= p.stock
        returning p.plan_id, p.stay_date)
    select need.plan_id as id, need.stay_date::text as date
      from need
      where exists (select 1 from plan_stock p where p.plan_id = need.plan_id and p.stay_date = need.stay_date)
        and not exists (select 1 from taken t where t.plan_id = need.plan_id and t.stay_date = need.stay_date)
      order by need.stay_date, need.plan_id`);
  return rows<{ id: number; date: string }>(result);
}

/** One use of the coupon, if its usage limit allows; false when the limit is reached. */
export async function takeCouponUse(tx: Executor, hotelId: number, code: string): Promise<boolean> {
  const result = await tx.execute(sql`
    update coupons set used_count = used_count + 1
      where hotel_id = ${hotelId} and active and lower(code) = lower(${code})
        and (usage_limit is null or used_count < usage_limit)
      returning id`);
  return rows(result).length === 1;
}

/** Takes extras' stock (unlimited extras count sold only); returns the ids short of stock. */
export async function takeExtras(tx: Executor, hotelId: number, needs: ReadonlyArray<{ id: number; quantity: number }>): Promise<number[]> {
  if (needs.length === 0) return [];
  await tx.execute(sql`select 1 from extras e where e.id = any(${intArray(needs.map((n) => n.id))}::int[]) and e.hotel_id = ${hotelId} order by e.id for update`);
  const result = await tx.execute(sql`
    with need(extra_id, q) as (
      select * from unnest(${intArray(needs.map((n) => n.id))}::int[], ${intArray(needs.map((n) => n.quantity))}::int[])),
    taken as (
      update extras e set sold = e.sold + need.q
        from need
        where e.id = need.extra_id and e.hotel_id = ${hotelId} and (e.stock is null or e.sold + need.q <= e.stock)
        returning e.id)
    select need.extra_id as id from need where not exists (select 1 from taken t where t.id = need.extra_id)`);
  return rows<{ id: number }>(result).map((r) => Number(r.id));
}

/**
 * Nights of `inventory` and `plan stock` too short for `needs`, read without taking anything:
 * names the dates when pricing already saw a room sold out.
 */
export async function shortNights(tx: Executor, rooms: readonly NightNeed[], plans: readonly NightNeed[]): Promise<{ rooms: Array<{ id: number; date: string }>; plans: Array<{ id: number; date: string }> }> {
  const empty = { rows: [] };
  const r = rooms.length === 0 ? empty : await tx.execute(sql`
      select need.room_type_id as id, need.stay_date::text as date
        from unnest(${intArray(rooms.map((n) => n.id))}::int[], ${dateArray(rooms.map((n) => n.date))}::date[], ${intArray(rooms.map((n) => n.count))}::int[]) as need(room_type_id, stay_date, n)
        left join inventory i on i.room_type_id = need.room_type_id and i.stay_date = need.stay_date
        where i.room_type_id is null or i.total - i.sold < need.n
        order by need.stay_date`);
  const p = plans.length === 0 ? empty : await tx.execute(sql`
      select need.plan_id as id, need.stay_date::text as date
        from unnest(${intArray(plans.map((n) => n.id))}::int[], ${dateArray(plans.map((n) => n.date))}::date[], ${intArray(plans.map((n) => n.count))}::int[]) as need(plan_id, stay_date, n)
        join plan_stock p on p.plan_id = need.plan_id and p.stay_date = need.stay_date
        where p.stock - p.sold < need.n
        order by need.stay_date`);
  return { rooms: rows(r), plans: rows(p) };
}
