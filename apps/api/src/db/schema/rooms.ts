// Room types and the search filters that group them (spec part 1 §3; size in tatami mats or m²).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '@noren/core/domain';
import { hotels } from './hotels.ts';
import type { RoomPhoto, RoomSizeUnit } from './types.ts';

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    minAdults: smallint('min_adults').notNull().default(1),
    maxAdults: smallint('max_adults').notNull().default(2),
    maxChildren: smallint('max_children').notNull().default(0),
    /** Adults and children together; a futon room can sleep more than its adult maximum. */
    maxOccupancy: smallint('max_occupancy').notNull().default(2),
    sizeValue: numeric('size_value', { precision: 7, scale: 2, mode: 'number' }),
    sizeUnit: text('size_unit').$type<RoomSizeUnit>().notNull().default('sqm'),
    /** e.g. twin, double, queen, king, futon, bunk */
    bedType: text('bed_type'),
    bedCount: smallint('bed_count').notNull().default(1),
    smoking: boolean('smoking').notNull().default(false),
    photos: jsonb('photos').$type<RoomPhoto[]>().notNull().default([]),
    translations: jsonb('translations').$type<Translations<'name' | 'description' | 'bed'>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('room_types_hotel_code_uq').on(t.hotelId, t.code),
    check('room_types_capacity_ck', sql`${t.minAdults} >= 1 and ${t.minAdults} <= ${t.maxAdults} and ${t.maxAdults} <= ${t.maxOccupancy}`),
  ],
);

export const roomSearchFilters = pgTable(
  'room_search_filters',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    roomTypeCodes: jsonb('room_type_codes').$type<string[]>().notNull().default([]),
    translations: jsonb('translations').$type<Translations<'name'>>().notNull().default({}),
  },
  (t) => [uniqueIndex('room_search_filters_hotel_code_uq').on(t.hotelId, t.code), index('room_search_filters_hotel_idx').on(t.hotelId)],
);
