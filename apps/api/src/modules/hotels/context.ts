// The hotel a guest-side call is about, with its kids tiers and the rules its settings imply.
// One query: the hotel row and its tiers. Every catalogue read (search, plans, extras, questions)
// starts here, so an unknown hotel is the 404 envelope before anything else is looked at.
import { and, eq, sql } from 'drizzle-orm';
import { searchRulesFromSettings, type SearchRules, type Translations } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { hotels } from '../../db/schema/index.ts';
import { MAX_SERIAL_ID, type HotelRow } from './repository.ts';
import { hotelNotFound } from './service.ts';

export interface KidsTierRow {
  code: string;
  age_from: number;
  age_to: number;
  rate_type: 'percent' | 'fixed' | 'free';
  rate_value: number;
  translations: Translations<'name'>;
}

export interface HotelContext {
  hotel: HotelRow;
  tiers: KidsTierRow[];
  rules: SearchRules;
  /** The hotel's today and local hour, from the app clock in the hotel's time zone. */
  today: string;
  hour: number;
}

export async function loadHotelContext(db: Executor, ref: string, now: Date): Promise<HotelContext> {
  const byId = /^[0-9]+$/.test(ref);
  if (byId && Number(ref) > MAX_SERIAL_ID) throw hotelNotFound(ref);
  const tiers = sql<KidsTierRow[]>`(select coalesce(json_agg(json_build_object(
      'code', k.code, 'age_from', k.age_from, 'age_to', k.age_to, 'rate_type', k.rate_type, 'rate_value', k.rate_value,
      'translations', k.translations) order by k.sort_order, k.id), '[]'::json)
    from kids_tiers k where k.hotel_id = "hotels"."id")`;
  const [row] = await db
    .select({ hotel: hotels, tiers })
    .from(hotels)
    .where(and(byId ? eq(hotels.id, Number(ref)) : eq(hotels.code, ref)))
    .limit(1);
  if (!row) throw hotelNotFound(ref);
  return { ...hotelRules(row.hotel, row.tiers), ...localTime(now, row.hotel.timeZone) };
}

/** The part of the context that depends on the stored hotel alone (the search's catalogue keeps it per data_version). */
export function hotelRules(hotel: HotelRow, tiers: KidsTierRow[]): Omit<HotelContext, 'today' | 'hour'> {
  const rules = searchRulesFromSettings({
    max_guests_per_room: hotel.maxGuestsPerRoom,
    kids_setting: { kids_type: hotel.kidsType, accept_type: hotel.kidsAcceptType, shared_bed_type: hotel.kidsSharedBedType, max_children_per_adult: hotel.maxChildrenPerAdult },
    kids_tiers: tiers.map((t) => ({ code: t.code, age_from: t.age_from, age_to: t.age_to, with_bed: true, with_meal: true, name: t.code, translations: {} })),
    multi_rooms_search_enabled: hotel.multiRoomsSearchEnabled,
    multi_rooms_search_limit: hotel.multiRoomsSearchLimit,
    day_use_search_active: hotel.dayUseSearchActive,
    default_search_setting: { yesterday_bookable: hotel.yesterdayBookable, available_rooms_only: hotel.availableRoomsOnly, checkin_offset_days: hotel.checkinOffsetDays },
    reservable_period_months: hotel.reservablePeriodMonths,
  });
  return { hotel, tiers, rules };
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** The last answer per time zone and the quarter hour it holds for. */
const lastAnswers = new Map<string, { from: number; to: number; value: { today: string; hour: number } }>();
/** Every time zone's offset is a whole number of quarter hours, so its date and hour change only on a UTC quarter hour. */
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The hotel's today and local hour at `now`. Every cached call needs this before its cache key, so
 * the formatter (costly to build) is made once per time zone, and its answer is reused for the
 * rest of the quarter hour (checked both ways: a test clock may go back).
 */
export function localTime(now: Date, timeZone: string): { today: string; hour: number } {
  const ms = now.getTime();
  const last = lastAnswers.get(timeZone);
  if (last && ms >= last.from && ms < last.to) return last.value;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(now)) parts[p.type] = p.value;
  const value = { today: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
  const from = Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  if (Number.isFinite(from)) lastAnswers.set(timeZone, { from, to: from + QUARTER_HOUR_MS, value });
  return value;
}
