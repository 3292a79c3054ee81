// Hotel plans (what is sold: meals, payment, sale period) and room plans (a plan in a room type),
// spec part 1 §3 "Room result and selection". Codes are the public identifiers in URLs and searches.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentType, Translations } from '@noren/core/domain';
import { cancellationPolicies } from './cancellation.ts';
import { hotels } from './hotels.ts';
import { roomTypes } from './rooms.ts';
import type { MealType } from './types.ts';

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    hotelPlanCode: text('hotel_plan_code').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    mealType: text('meal_type').$type<MealType>().notNull().default('none'),
    paymentMethod: text('payment_method').$type<PaymentType>().notNull().default('on_site'),
    membersOnly: boolean('members_only').notNull().default(false),
    /** Discount for signed-in members, basis points off the rate (member-exclusive rate). */
    memberDiscountBp: integer('member_discount_bp').notNull().default(0),
    /** Only reachable by its code (secret mode in the search criteria). */
    secret: boolean('secret').notNull().default(false),
    /** Dates in the hotel's time zone when the plan may be booked; null means open. */
    saleStart: date('sale_start', { mode: 'string' }),
    saleEnd: date('sale_end', { mode: 'string' }),
    /** Stay dates (check-in nights) the plan covers; null means open. */
    stayStart: date('stay_start', { mode: 'string' }),
    stayEnd: date('stay_end', { mode: 'string' }),
    minNights: smallint('min_nights').notNull().default(1),
    maxNights: smallint('max_nights'),
    /** Bookable until this many days before check-in, at booking_deadline_hour local time. */
    bookingDeadlineDays: smallint('booking_deadline_days').notNull().default(0),
    bookingDeadlineHour: smallint('booking_deadline_hour'),
    /** Consumption tax of the plan in basis points (800 where the reduced rate applies); null: the hotel's. */
    taxRateBp: integer('tax_rate_bp'),
    /** Share of the total taken as a deposit for deposit payment, basis points; null: none. */
    depositBp: integer('deposit_bp'),
    cancellationPolicyId: integer('cancellation_policy_id').references(() => cancellationPolicies.id, { onDelete: 'set null' }),
    translations: jsonb('translations').$type<Translations<'name' | 'description'>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('plans_hotel_code_uq').on(t.hotelId, t.hotelPlanCode),
    check('plans_nights_ck', sql`${t.minNights} >= 1 and (${t.maxNights} is null or ${t.maxNights} >= ${t.minNights})`),
    check('plans_deadline_ck', sql`${t.bookingDeadlineDays} >= 0 and (${t.bookingDeadlineHour} is null or ${t.bookingDeadlineHour} between 0 and 23)`),
    check('plans_discount_ck', sql`${t.memberDiscountBp} between 0 and 10000`),
  ],
);

export const roomPlans = pgTable(
  'room_plans',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomPlanCode: text('room_plan_code').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    /** Most rooms one booking may take on this room plan; null means no limit (spec part 1 §4). */
    saleLimit: smallint('sale_limit'),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('room_plans_hotel_code_uq').on(t.hotelId, t.roomPlanCode),
    uniqueIndex('room_plans_plan_room_type_uq').on(t.planId, t.roomTypeId),
    index('room_plans_room_type_idx').on(t.roomTypeId),
    check('room_plans_sale_limit_ck', sql`${t.saleLimit} is null or ${t.saleLimit} >= 1`),
  ],
);
