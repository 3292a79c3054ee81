// The hotel's catalogue kept per (hotel, data_version): everything a search, price or calendar
// call reads that does not depend on the stay. A request reads the version (one indexed row),
// then finds the catalogue here, so a search's only other database work is its stay.
// Safe across processes for the reason given in cache/versioned-cache.ts; and a catalogue is never
// older than the version it is filed under, since it is read after the version was.
import type { Clock, Language, RoomTypeInfo } from '@noren/core/domain';
import { VersionedCache } from '../../cache/versioned-cache.ts';
import type { HotelVersion } from '../../cache/hotel-version.ts';
import type { Executor } from '../../db/database.ts';
import { translated, hotelNotFound, hotelRules, localTime, type HotelContext } from '../hotels/index.ts';
import { photoView } from '../images/index.ts';
import {
  loadCoupon, loadHotelCatalogue, type CouponRow, type HotelCatalogueRows, type PlanRow, type RoomPlanRow, type RoomTypeRow,
} from './repository.ts';

export interface HotelCatalogue extends HotelCatalogueRows {
  id: number;
  version: number;
  base: Omit<HotelContext, 'today' | 'hour'>;
  /** Epoch ms the catalogue was read at; exchange rates are only known from then on. */
  loadedAt: number;
  plansById: Map<number, PlanRow>;
  roomPlansByRoomType: Map<number, RoomPlanRow[]>;
  /** Extras included in each hotel plan. */
  inclusive: Map<string, number[]>;
  /** Whether a plan closes at an hour of its last booking day: then the hour is part of a cache key. */
  hasDeadlineHour: boolean;
  roomTypeCodes: Set<string>;
  planCodes: Set<string>;
  roomPlanCodes: Set<string>;
  filterIds: Set<string>;
  /** Coupons looked up by lower-case code during this version (coupon changes bump the version). */
  coupons: Map<string, CouponRow | null>;
  /** Names and room type descriptions per language, made the first time a language is asked for. */
  texts: Map<Language, CatalogueTexts>;
}

export interface CatalogueTexts {
  planNames: Map<number, string>;
  roomTypes: Map<number, RoomTypeInfo>;
}

const CATALOGUE_BYTES = 32 * 1024 * 1024;
const CATALOGUE_MAX_AGE_MS = 60_000;
/** A flood of made-up coupon codes must not grow a catalogue without bound. */
const MAX_REMEMBERED_COUPONS = 1000;

export class CatalogueCache {
  private readonly cache: VersionedCache<HotelCatalogue>;
  private readonly loading = new Map<string, Promise<HotelCatalogue>>();

  constructor(private readonly clock: Clock) {
    this.cache = new VersionedCache({ maxBytes: CATALOGUE_BYTES, maxAgeMs: CATALOGUE_MAX_AGE_MS, now: () => clock.now().getTime() });
  }

  /** The catalogue of `head`'s version; concurrent requests for the same one share one read. */
  async get(db: Executor, head: HotelVersion): Promise<HotelCatalogue> {
    const now = this.clock.now();
    const cached = this.cache.get(head.id, head.version, '');
    // A clock set back before the read (tests) could need an exchange rate the catalogue skipped.
    if (cached && cached.loadedAt <= now.getTime()) return cached;
    const key = `${head.id}:${head.version}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = loadCatalogue(db, head, now).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
      const catalogue = await pending;
      this.cache.set(head.id, head.version, '', catalogue, estimateBytes(catalogue));
      return catalogue;
    }
    return pending;
  }
}

/** A rough size: the catalogue's JSON, about what it takes in memory as objects. */
function estimateBytes(c: HotelCatalogue): number {
  const { hotel, tiers, room_types, plans, room_plans, extras, filters, promotions, exchange_rates } = c;
  return 2 * JSON.stringify({ hotel, tiers, room_types, plans, room_plans, extras, filters, promotions, exchange_rates }).length;
}

/** Reads the catalogue without keeping it (calls that are not cached, such as the facilities list). */
export async function loadCatalogue(db: Executor, head: HotelVersion, now: Date): Promise<HotelCatalogue> {
  const rows = await loadHotelCatalogue(db, head.id, now);
  if (!rows) throw hotelNotFound(head.code);
  const roomPlansByRoomType = new Map<number, RoomPlanRow[]>();
  for (const rp of rows.room_plans) {
    const list = roomPlansByRoomType.get(rp.room_type_id);
    if (list) list.push(rp);
    else roomPlansByRoomType.set(rp.room_type_id, [rp]);
  }
  const inclusive = new Map<string, number[]>();
  for (const e of rows.extras) for (const code of e.inclusive_plan_codes) inclusive.set(code, [...(inclusive.get(code) ?? []), e.id]);
  return {
    ...rows,
    id: head.id,
    version: head.version,
    base: hotelRules(rows.hotel, rows.tiers),
    loadedAt: now.getTime(),
    plansById: new Map(rows.plans.map((p) => [p.id, p])),
    roomPlansByRoomType,
    inclusive,
    hasDeadlineHour: rows.plans.some((p) => p.booking_deadline_hour !== null),
    roomTypeCodes: new Set(rows.room_types.map((r) => r.code)),
    planCodes: new Set(rows.plans.map((p) => p.code)),
    roomPlanCodes: new Set(rows.room_plans.map((p) => p.code)),
    filterIds: new Set(rows.filters.map((f) => String(f.id))),
    coupons: new Map(),
    texts: new Map(),
  };
}

/** The context of one call: the catalogue's hotel rules at the hotel's local date and hour now. */
export function contextAt(catalogue: HotelCatalogue, now: Date): HotelContext {
  return { ...catalogue.base, ...localTime(now, catalogue.hotel.timeZone) };
}

export async function couponOf(db: Executor, catalogue: HotelCatalogue, code: string): Promise<CouponRow | null> {
  const key = code.toLowerCase();
  if (catalogue.coupons.has(key)) return catalogue.coupons.get(key)!;
  const row = await loadCoupon(db, catalogue.id, code);
  if (catalogue.coupons.size < MAX_REMEMBERED_COUPONS) catalogue.coupons.set(key, row);
  return row;
}

export function textsOf(catalogue: HotelCatalogue, language: Language): CatalogueTexts {
  let texts = catalogue.texts.get(language);
  if (texts) return texts;
  const fallbacks = catalogue.hotel.bookLanguages;
  texts = {
    planNames: new Map(catalogue.plans.map((p) => [p.id, translated(p.translations, 'name', language, fallbacks, p.code)])),
    roomTypes: new Map(catalogue.room_types.map((rt) => [rt.id, roomTypeInfo(rt, fallbacks, language)])),
  };
  catalogue.texts.set(language, texts);
  return texts;
}

export function roomTypeInfo(rt: RoomTypeRow, fallbacks: readonly Language[], language: Language): RoomTypeInfo {
  const name = translated(rt.translations, 'name', language, fallbacks, rt.code);
  return {
    name,
    description: translated(rt.translations, 'description', language, fallbacks, ''),
    photos: rt.photos.map((p) => photoView(p, translated(p.alt, 'alt', language, fallbacks, name))),
    size: { value: rt.size_value, unit: rt.size_unit },
    bed_type: rt.bed_type,
    max_adults: rt.max_adults,
    max_children: rt.max_children,
    max_occupancy: rt.max_occupancy,
  };
}
