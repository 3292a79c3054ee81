// Extras (spec part 1 §3 "Extras", §5): options a guest adds to a booking. A generic extra has
// one price; a date-bound extra is sold per stay date and priced per date (extra_prices). Stock
// is per extra (null: unlimited); a booking takes it with a conditional update like rooms.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import type { Translations } from '@noren/core/domain';
import { hotels } from './hotels.ts';

export type ExtraType = 'generic' | 'date_bound';

export const extras = pgTable(
  'extras',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    extraType: text('extra_type').$type<ExtraType>().notNull().default('generic'),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** Tax-exclusive price of one unit of a generic extra; date-bound extras are priced in extra_prices. */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    /** Consumption tax in basis points; null: the hotel's rate (800 for food where it applies). */
    taxRateBp: integer('tax_rate_bp'),
    /** Units left to sell is stock - sold; null stock: unlimited. */
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    minQuantity: smallint('min_quantity').notNull().default(1),
    maxQuantity: smallint('max_quantity').notNull().default(10),
    /** Stay dates a date-bound extra may be booked for; null: any date that has a price. */
    bookingAvailableDates: date('booking_available_dates', { mode: 'string' }).array(),
    /** Hotel plans that include this extra in their price (inclusive_extra_ids of those plans). */
    inclusivePlanCodes: text('inclusive_plan_codes').array().notNull().default(sql`'{}'::text[]`),
    translations: jsonb('translations').$type<Translations<'name' | 'description'>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('extras_hotel_code_uq').on(t.hotelId, t.code),
    check('extras_quantity_ck', sql`${t.minQuantity} >= 0 and ${t.maxQuantity} >= ${t.minQuantity}`),
    check('extras_stock_ck', sql`${t.sold} >= 0 and (${t.stock} is null or ${t.sold} <= ${t.stock})`),
    check('extras_price_ck', sql`${t.price} >= 0`),
  ],
);

/** Price of one unit of a date-bound extra on a stay date. */
export const extraPrices = pgTable(
  'extra_prices',
  {
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'extra_prices_pk', columns: [t.extraId, t.stayDate] }), check('extra_prices_ck', sql`${t.amount} >= 0`), index('extra_prices_date_idx').on(t.stayDate)],
);
