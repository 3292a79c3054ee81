// Cancellation policies (spec part 1 §3 "Cancellation policy lines", part 2 §9 "Cancellation"):
// the fee is percentage_of_cost of the tier whose days_before the cancellation falls in, at the
// tier's local time of day; no-show and same-day have their own percent; 100% when none applies.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '@noren/core/domain';
import { hotels } from './hotels.ts';

export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    translations: jsonb('translations').$type<Translations<'name' | 'description'>>().notNull().default({}),
    noShowPercent: smallint('no_show_percent').notNull().default(100),
    sameDayPercent: smallint('same_day_percent').notNull().default(100),
    /**
     * Hour (hotel local time) on the check-in day until which a guest may cancel online; the spec
     * shows only the reservation field `cancel_before_at (hour)`. Null: the tiers alone decide.
     */
    cancelBeforeAt: smallint('cancel_before_at'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('cancellation_policies_hotel_code_uq').on(t.hotelId, t.code),
    check('cancellation_policies_pct_ck', sql`${t.noShowPercent} between 0 and 100 and ${t.sameDayPercent} between 0 and 100`),
    check('cancellation_policies_hour_ck', sql`${t.cancelBeforeAt} is null or ${t.cancelBeforeAt} between 0 and 23`),
  ],
);

export const cancellationPolicyParts = pgTable(
  'cancellation_policy_parts',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => cancellationPolicies.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    percentageOfCost: smallint('percentage_of_cost').notNull(),
    /** Local HH:MM on the day days_before from check-in when this tier starts; null means midnight. */
    timeOfDay: text('time_of_day'),
  },
  (t) => [
    uniqueIndex('cancellation_policy_parts_policy_days_uq').on(t.policyId, t.daysBefore),
    index('cancellation_policy_parts_policy_idx').on(t.policyId),
    check('cancellation_policy_parts_ck', sql`${t.daysBefore} >= 0 and ${t.percentageOfCost} between 0 and 100`),
    check('cancellation_policy_parts_time_ck', sql`${t.timeOfDay} is null or ${t.timeOfDay} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);
