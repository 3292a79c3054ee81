// Keeps 365 nights of rates, inventory and plan stock ahead of "today" in each demo hotel's zone.
// Runs on every start: it only writes nights after the last one present, and `on conflict do
// nothing` makes a concurrent second process harmless. Rows a hotel has edited are never touched.
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { hotels, inventory, planStock, plans, rates, roomPlans, roomTypes } from '../db/schema/index.ts';
import { bulkInsert, type BulkColumn } from './batch.ts';
import { addDays, dateRange, epochDay, todayIn } from './calendar.ts';
import { nightlyRate, planStockFor, roomAvailability } from './generators.ts';
import type { HotelSeed } from './types.ts';

export const HORIZON_DAYS = 365;

type InventoryRow = typeof inventory.$inferInsert;
type RateRow = typeof rates.$inferInsert;
type PlanStockRow = typeof planStock.$inferInsert;

const INVENTORY_COLUMNS: BulkColumn<InventoryRow>[] = [
  { name: 'room_type_id', type: 'int', value: (r) => r.roomTypeId },
  { name: 'stay_date', type: 'date', value: (r) => r.stayDate },
  { name: 'total', type: 'int', value: (r) => r.total },
  { name: 'sold', type: 'int', value: (r) => r.sold ?? 0 },
];
const RATE_COLUMNS: BulkColumn<RateRow>[] = [
  { name: 'room_plan_id', type: 'int', value: (r) => r.roomPlanId },
  { name: 'stay_date', type: 'date', value: (r) => r.stayDate },
  { name: 'adults', type: 'smallint', value: (r) => r.adults },
  { name: 'amount', type: 'bigint', value: (r) => r.amount },
];
const PLAN_STOCK_COLUMNS: BulkColumn<PlanStockRow>[] = [
  { name: 'plan_id', type: 'int', value: (r) => r.planId },
  { name: 'stay_date', type: 'date', value: (r) => r.stayDate },
  { name: 'stock', type: 'int', value: (r) => r.stock },
  { name: 'sold', type: 'int', value: (r) => r.sold ?? 0 },
];

export interface TopUpCounts {
  rates: number;
  inventory: number;
  planStock: number;
}

/** Dates from the day after `last` (or today when earlier or absent) through the horizon. */
export function missingDates(today: string, last: string | null | undefined, days = HORIZON_DAYS): string[] {
  const end = addDays(today, days - 1);
  const from = last && last >= today ? addDays(last, 1) : today;
  return from > end ? [] : dateRange(from, epochDay(end) - epochDay(from) + 1);
}

function within(date: string, start: string | null, end: string | null): boolean {
  return (start === null || date >= start) && (end === null || date <= end);
}

/** The nights from `from` through the day before `today`: the past the demo bookings stayed in. */
export function pastDates(from: string, today: string): string[] {
  return from >= today ? [] : dateRange(from, epochDay(today) - epochDay(from));
}

/**
 * `backfillFrom`: instead of the nights ahead, write the past nights from that date through
 * yesterday (the demo bookings of seed/demo-bookings stayed then; a booking made "in the past"
 * needs the rates and rooms of its nights). Existing rows are kept either way.
 */
export async function topUpHotel(db: Executor, seed: HotelSeed, now: Date, backfillFrom?: string): Promise<TopUpCounts> {
  const counts: TopUpCounts = { rates: 0, inventory: 0, planStock: 0 };
  const [hotel] = await db.select({ id: hotels.id, timeZone: hotels.timeZone }).from(hotels).where(eq(hotels.code, seed.hotel.code));
  if (!hotel) return counts;
  const today = todayIn(hotel.timeZone, now);
  const datesFor = (last: string | null | undefined) => (backfillFrom === undefined ? missingDates(today, last) : pastDates(backfillFrom, today));

  const rooms = await db.select({ id: roomTypes.id, code: roomTypes.code }).from(roomTypes).where(eq(roomTypes.hotelId, hotel.id));
  const seededRooms = rooms.flatMap((r) => {
    const index = seed.roomTypes.findIndex((s) => s.code === r.code);
    return index < 0 ? [] : [{ ...r, index, seed: seed.roomTypes[index] }];
  });
  const lastInventory = await lastDates(
    db,
    inventory.roomTypeId,
    inventory.stayDate,
    seededRooms.map((r) => r.id),
  );
  const inventoryRows = seededRooms.flatMap((r) =>
    datesFor(lastInventory.get(r.id)).map((stayDate) => ({
      roomTypeId: r.id,
      stayDate,
      ...roomAvailability(stayDate, r.index, r.seed.rooms, seed.pricing.seasons),
    })),
  );

  const roomPlanRows = await db
    .select({
      id: roomPlans.id,
      planCode: plans.hotelPlanCode,
      roomTypeCode: roomTypes.code,
      stayStart: plans.stayStart,
      stayEnd: plans.stayEnd,
    })
    .from(roomPlans)
    .innerJoin(plans, eq(plans.id, roomPlans.planId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomPlans.roomTypeId))
    .where(eq(roomPlans.hotelId, hotel.id));
  const lastRate = await lastDates(
    db,
    rates.roomPlanId,
    rates.stayDate,
    roomPlanRows.map((r) => r.id),
  );
  const rateRows = roomPlanRows.flatMap((rp) => {
    const plan = seed.plans.find((p) => p.code === rp.planCode);
    const room = seed.roomTypes.find((r) => r.code === rp.roomTypeCode);
    if (!plan || !room) return [];
    const planPricing = { perAdultAddon: plan.perAdultAddon, discountBp: plan.discountBp ?? 0 };
    return datesFor(lastRate.get(rp.id))
      .filter((d) => within(d, rp.stayStart, rp.stayEnd))
      .flatMap((stayDate) =>
        Array.from({ length: room.maxAdults - room.minAdults + 1 }, (_, i) => room.minAdults + i).map((adults) => ({
          roomPlanId: rp.id,
          stayDate,
          adults,
          amount: nightlyRate(stayDate, adults, room, planPricing, seed.pricing),
        })),
      );
  });

  const stockedPlans = await db
    .select({ id: plans.id, code: plans.hotelPlanCode })
    .from(plans)
    .where(and(eq(plans.hotelId, hotel.id), inArray(plans.hotelPlanCode, seed.plans.filter((p) => p.planStock).map((p) => p.code).concat(''))));
  const lastStock = await lastDates(
    db,
    planStock.planId,
    planStock.stayDate,
    stockedPlans.map((p) => p.id),
  );
  const stockRows = stockedPlans.flatMap((p) => {
    const stock = seed.plans.find((s) => s.code === p.code)!.planStock!;
    return datesFor(lastStock.get(p.id)).map((stayDate) => ({ planId: p.id, stayDate, ...planStockFor(stayDate, stock) }));
  });

  if (inventoryRows.length + rateRows.length + stockRows.length === 0) return counts;
  await db.transaction(async (tx) => {
    counts.inventory = await bulkInsert(tx, 'inventory', INVENTORY_COLUMNS, inventoryRows);
    counts.rates = await bulkInsert(tx, 'rates', RATE_COLUMNS, rateRows);
    counts.planStock = await bulkInsert(tx, 'plan_stock', PLAN_STOCK_COLUMNS, stockRows);
  });
  return counts;
}

/** The last stay date present per owner id (room type, room plan or plan). */
async function lastDates(
  db: Executor,
  owner: typeof inventory.roomTypeId | typeof rates.roomPlanId | typeof planStock.planId,
  stayDate: typeof inventory.stayDate | typeof rates.stayDate | typeof planStock.stayDate,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: owner, last: max(stayDate) })
    .from(owner.table)
    .where(inArray(owner, ids))
    .groupBy(owner);
  return new Map(rows.flatMap((r) => (r.last ? [[r.id, r.last] as [number, string]] : [])));
}
