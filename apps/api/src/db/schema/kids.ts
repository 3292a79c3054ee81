// Children tiers (spec part 1 §3 kids_tiers; child modes tiers, tiers_with_meal_and_bed_as_extras, ages).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '@noren/core/domain';
import { hotels } from './hotels.ts';
import type { KidsRateType } from './types.ts';

export const kidsTiers = pgTable(
  'kids_tiers',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    ageFrom: smallint('age_from').notNull(),
    ageTo: smallint('age_to').notNull(),
    withBed: boolean('with_bed').notNull().default(true),
    withMeal: boolean('with_meal').notNull().default(true),
    rateType: text('rate_type').$type<KidsRateType>().notNull().default('percent'),
    /** Percent of the adult rate (rate_type percent) or minor units per night (fixed). */
    rateValue: integer('rate_value').notNull().default(0),
    translations: jsonb('translations').$type<Translations<'name'>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('kids_tiers_hotel_code_uq').on(t.hotelId, t.code),
    check('kids_tiers_age_ck', sql`${t.ageFrom} >= 0 and ${t.ageFrom} <= ${t.ageTo}`),
    check('kids_tiers_rate_ck', sql`${t.rateValue} >= 0`),
  ],
);
