// Coupons (spec part 1 §3 "Coupon", §5) and promotions (promo_code, payment promotions). Codes are
// matched case-insensitively, so uniqueness is on lower(code).
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, serial, smallint, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';

export type DiscountKind = 'percent' | 'amount';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    /** Basis points for percent coupons, minor units of the hotel currency for amount coupons. */
    value: bigint('value', { mode: 'number' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    /** Last day it can be used, inclusive. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** Plans it is for; empty: every plan. */
    hotelPlanCodes: text('hotel_plan_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Discounts only the first n nights of each room; null: every night. */
    maxStayNights: smallint('max_stay_nights'),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('coupons_hotel_code_uq').on(t.hotelId, sql`lower(${t.code})`),
    check('coupons_value_ck', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 10000)`),
    check('coupons_usage_ck', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 0)`),
  ],
);

/**
 * A promotion: with a code it applies when the search carries promo_code; with target_mode it is
 * the hotel's payment promotion (payment_promotion_info: the plans it includes or excludes).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code'),
    kind: text('kind').$type<DiscountKind>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    hotelPlanCodes: text('hotel_plan_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Payment promotions only: include or exclude hotel_plan_codes. */
    targetMode: text('target_mode').$type<'include' | 'exclude'>(),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('promotions_hotel_code_uq').on(t.hotelId, sql`lower(${t.code})`),
    check('promotions_value_ck', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 10000)`),
  ],
);
