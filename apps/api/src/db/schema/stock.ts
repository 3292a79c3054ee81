// Prices and stock per stay date. The composite primary keys (owner, stay_date) serve every
// lookup, which is always an owner over a date range; no extra index slows the bulk writes.
// Bookings take rooms with conditional updates
// (`set sold = sold + n where sold + n <= total`), so the checks below are the last line against
// overselling: even a buggy caller cannot drive sold past total or below zero.
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { plans, roomPlans } from './plans.ts';
import { roomTypes } from './rooms.ts';

/** Tax-exclusive price of one room for one night, by number of adults, in the hotel's currency minor units. */
export const rates = pgTable(
  'rates',
  {
    roomPlanId: integer('room_plan_id')
      .notNull()
      .references(() => roomPlans.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    adults: smallint('adults').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'rates_pk', columns: [t.roomPlanId, t.stayDate, t.adults] }),
    check('rates_ck', sql`${t.adults} >= 1 and ${t.amount} >= 0`),
  ],
);

/** Rooms of a type for a night. No row means the room type is closed that night. */
export const inventory = pgTable(
  'inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'inventory_pk', columns: [t.roomTypeId, t.stayDate] }),
    check('inventory_sold_le_total', sql`${t.sold} <= ${t.total}`),
    check('inventory_sold_ge_zero', sql`${t.sold} >= 0`),
  ],
);

/**
 * Rooms a hotel plan may sell in a night across its room types (plan_stock_count). No row means
 * no plan limit: only the room type's inventory applies (spec part 2 §9 "inventory limit unlimited when absent").
 */
export const planStock = pgTable(
  'plan_stock',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'plan_stock_pk', columns: [t.planId, t.stayDate] }),
    check('plan_stock_sold_le_stock', sql`${t.sold} <= ${t.stock}`),
    check('plan_stock_sold_ge_zero', sql`${t.sold} >= 0`),
  ],
);
