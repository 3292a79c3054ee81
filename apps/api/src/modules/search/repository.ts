// Reads behind the search calls, in two parts. The hotel's catalogue (the hotel row and kids tiers,
// room types, plans, room plans, extras, filters, promotions, exchange rates) is ONE statement
// that depends on the hotel alone, so catalogue.ts keeps it per data_version. The stay's rates,
// inventory and plan stock are ONE statement per search, for the candidate room plans only (the
// catalogue has already ruled out what cannot be shown) and the adult counts searched.
// Rates come back as one text of `room_plan_id,adults,night,amount` entries: no sort, no grouping
// and no JSON building in the database, which were most of the statement's time; the night index
// places each amount, so the order rows arrive in does not matter.
// Owners are matched with `= any(array of ids)`, not a join: the primary keys lead with the
// owner id, and only this form lets PostgreSQL (15, without skip scans) walk the key once per
// owner instead of the whole index.
// Other amounts travel as float8: exact for every safe integer, and both drivers parse it to a number.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotels } from '../../db/schema/index.ts';
import type { HotelRow, KidsTierRow } from '../hotels/index.ts';
import type { PaymentType, Translations } from '@noren/core/domain';

export interface RoomTypeRow {
  id: number;
  code: string;
  min_adults: number;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  size_value: number | null;
  size_unit: string;
  bed_type: string | null;
  photos: Array<{ image?: string; url?: string; width?: number; height?: number; alt: Translations<'alt'> }>;
  translations: Translations<'name' | 'description' | 'bed'>;
}

export interface PlanRow {
  id: number;
  code: string;
  meal_type: string;
  payment_method: PaymentType;
  members_only: boolean;
  member_discount_bp: number;
  secret: boolean;
  sale_start: string | null;
  sale_end: string | null;
  stay_start: string | null;
  stay_end: string | null;
  min_nights: number;
  max_nights: number | null;
  booking_deadline_days: number;
  booking_deadline_hour: number | null;
  tax_rate_bp: number | null;
  deposit_bp: number | null;
  cancellation_policy_id: number | null;
  translations: Translations<'name' | 'description'>;
}

export interface RoomPlanRow {
  id: number;
  code: string;
  plan_id: number;
  room_type_id: number;
  sale_limit: number | null;
}

export interface ExtraSummaryRow {
  id: number;
  code: string;
  stock: number | null;
  sold: number;
  inclusive_plan_codes: string[];
}

export interface FilterRow {
  id: number;
  room_type_codes: string[];
}

export interface CouponRow {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  hotel_plan_codes: string[];
  max_stay_nights: number | null;
  usage_limit: number | null;
  used_count: number;
}

export interface PromotionRow {
  code: string | null;
  kind: 'percent' | 'amount';
  value: number;
  hotel_plan_codes: string[];
  target_mode: 'include' | 'exclude' | null;
}

export interface ExchangeRateRow {
  quote: string;
  /** Units of the quote currency per unit of the hotel currency, as a decimal string. */
  rate: string;
  /** effective_at in epoch milliseconds. */
  at: number;
}

/** What a search needs of the hotel that does not depend on the stay. */
export interface HotelCatalogueRows {
  hotel: HotelRow;
  tiers: KidsTierRow[];
  room_types: RoomTypeRow[];
  plans: PlanRow[];
  room_plans: RoomPlanRow[];
  extras: ExtraSummaryRow[];
  filters: FilterRow[];
  /** Every active promotion: payment promotions and those a promo_code unlocks. */
  promotions: PromotionRow[];
  /** Rates from the hotel currency: per quote currency the one in force at load time and any later ones, newest first. */
  exchange_rates: ExchangeRateRow[];
}

/** The catalogue as one search sees it: the coupon, promotions and exchange rate it asked for. */
export interface Catalogue {
  room_types: RoomTypeRow[];
  plans: PlanRow[];
  room_plans: RoomPlanRow[];
  extras: ExtraSummaryRow[];
  filters: FilterRow[];
  coupon: CouponRow | null;
  promotions: PromotionRow[];
  /** Units of the mcp currency per unit of the hotel currency, as a decimal string. */
  exchange_rate: string | null;
}

export interface StockRow {
  /** 'r' room type (inventory), 'p' plan (plan stock) */
  kind: 'r' | 'p';
  id: number;
  left: number;
  nights: number;
}

/** Per room plan and adult count, the amount of each priced night (undefined where a night has none). */
export type RateGrid = Map<number, Map<number, Array<number | undefined>>>;

export interface StayData {
  rates: RateGrid;
  stock: StockRow[];
}

export interface StayRequest {
  /** First stay date and the day after the last (check-out, or check-in + 1 for day use). */
  from: string;
  to: string;
  /** How many nights the grid holds: the stay's, or 1 for the lowest rate of an undated search. */
  nights: number;
  roomPlanIds: readonly number[];
  roomTypeIds: readonly number[];
  planIds: readonly number[];
  adults: readonly number[];
  /** Undated searches want the lowest rate of each room plan over the window, not each night. */
  lowestOnly: boolean;
}

const ints = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

function hotelCatalogueSql(hotelId: number, now: Date) {
  return sql`
  select
    (select coalesce(json_agg(json_build_object(
        'code', k.code, 'age_from', k.age_from, 'age_to', k.age_to, 'rate_type', k.rate_type, 'rate_value', k.rate_value,
        'translations', k.translations) order by k.sort_order, k.id), '[]'::json)
      from kids_tiers k where k.hotel_id = ${hotelId}) as tiers,
    (select coalesce(json_agg(json_build_object(
        'id', rt.id, 'code', rt.code, 'min_adults', rt.min_adults, 'max_adults', rt.max_adults,
        'max_children', rt.max_children, 'max_occupancy', rt.max_occupancy, 'size_value', rt.size_value::float8,
        'size_unit', rt.size_unit, 'bed_type', rt.bed_type, 'photos', rt.photos, 'translations', rt.translations)
        order by rt.sort_order, rt.id), '[]'::json)
      from room_types rt where rt.hotel_id = ${hotelId} and rt.active) as room_types,
    (select coalesce(json_agg(json_build_object(
        'id', p.id, 'code', p.hotel_plan_code, 'meal_type', p.meal_type, 'payment_method', p.payment_method,
        'members_only', p.members_only, 'member_discount_bp', p.member_discount_bp, 'secret', p.secret,
        'sale_start', p.sale_start, 'sale_end', p.sale_end, 'stay_start', p.stay_start, 'stay_end', p.stay_end,
        'min_nights', p.min_nights, 'max_nights', p.max_nights, 'booking_deadline_days', p.booking_deadline_days,
        'booking_deadline_hour', p.booking_deadline_hour, 'tax_rate_bp', p.tax_rate_bp, 'deposit_bp', p.deposit_bp,
        'cancellation_policy_id', p.cancellation_policy_id, 'translations', p.translations)
        order by p.sort_order, p.id), '[]'::json)
      from plans p where p.hotel_id = ${hotelId} and p.active) as plans,
    (select coalesce(json_agg(json_build_object(
        'id', rp.id, 'code', rp.room_plan_code, 'plan_id', rp.plan_id, 'room_type_id', rp.room_type_id, 'sale_limit', rp.sale_limit)
        order by rp.sort_order, rp.id), '[]'::json)
      from room_plans rp where rp.hotel_id = ${hotelId} and rp.active) as room_plans,
    (select coalesce(json_agg(json_build_object(
        'id', e.id, 'code', e.code, 'stock', e.stock, 'sold', e.sold, 'inclusive_plan_codes', e.inclusive_plan_codes)
        order by e.sort_order, e.id), '[]'::json)
      from extras e where e.hotel_id = ${hotelId} and e.active) as extras,
    (select coalesce(json_agg(json_build_object('id', f.id, 'room_type_codes', f.room_type_codes) order by f.sort_order, f.id), '[]'::json)
      from room_search_filters f where f.hotel_id = ${hotelId}) as filters,
    (select coalesce(json_agg(json_build_object(
        'code', pr.code, 'kind', pr.kind, 'value', pr.value::float8, 'hotel_plan_codes', pr.hotel_plan_codes, 'target_mode', pr.target_mode)
        order by pr.id), '[]'::json)
      from promotions pr where pr.hotel_id = ${hotelId} and pr.active) as promotions,
    (select coalesce(json_agg(json_build_object(
        'quote', x.quote_currency, 'rate', x.rate::text, 'at', (extract(epoch from x.effective_at) * 1000)::float8)
        order by x.effective_at desc), '[]'::json)
      from exchange_rates x, hotels h
      where h.id = ${hotelId} and x.base_currency = h.currency
        and (x.effective_at > ${now.toISOString()}::timestamptz or x.effective_at = (
          select max(y.effective_at) from exchange_rates y
          where y.base_currency = x.base_currency and y.quote_currency = x.quote_currency and y.effective_at <= ${now.toISOString()}::timestamptz))) as exchange_rates`;
}

function firstRow<T>(result: unknown): T {
  return (result as { rows: T[] }).rows[0];
}

/** The hotel row and everything of the catalogue, in one statement; undefined for an unknown id. */
export async function loadHotelCatalogue(db: Executor, hotelId: number, now: Date): Promise<HotelCatalogueRows | undefined> {
  const [row] = await db
    .select({ hotel: hotels, rest: sql<Omit<HotelCatalogueRows, 'hotel'>>`(select row_to_json(c) from (${hotelCatalogueSql(hotelId, now)}) c)` })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .limit(1);
  return row && { hotel: row.hotel, ...row.rest };
}

/** The hotel's active coupon with this code (case-insensitive), or null. */
export async function loadCoupon(db: Executor, hotelId: number, code: string): Promise<CouponRow | null> {
  const row = firstRow<{ coupon: CouponRow | null } | undefined>(await db.execute(sql`
    select json_build_object(
        'code', c.code, 'kind', c.kind, 'value', c.value::float8, 'valid_from', c.valid_from, 'valid_until', c.valid_until,
        'hotel_plan_codes', c.hotel_plan_codes, 'max_stay_nights', c.max_stay_nights, 'usage_limit', c.usage_limit,
        'used_count', c.used_count) as coupon
      from coupons c where c.hotel_id = ${hotelId} and c.active and lower(c.code) = lower(${code}) limit 1`));
  return row?.coupon ?? null;
}

/** The promotions a search sees: payment promotions always, coded ones when promo_code names them. */
export function promotionsFor(all: readonly PromotionRow[], promoCode: string | null): PromotionRow[] {
  const wanted = promoCode?.toLowerCase() ?? null;
  return all.filter((p) => p.target_mode !== null || (wanted !== null && p.code !== null && p.code.toLowerCase() === wanted));
}

/** The rate in force at `now` for the quote currency, from the newest-first list. */
export function exchangeRateAt(rates: readonly ExchangeRateRow[], quote: string | null, now: Date): string | null {
  if (!quote) return null;
  const at = now.getTime();
  return rates.find((r) => r.quote === quote && r.at <= at)?.rate ?? null;
}

export interface CatalogueRequest {
  hotel: HotelRow;
  couponCode: string | null;
  promoCode: string | null;
  mcpCurrency: string | null;
  now: Date;
}

/**
 * The catalogue as one uncached call sees it (the plans index); searches read their stay with
 * loadStay, for their candidate room plans only. One query after the other: the executor may be
 * a transaction, whose single connection cannot run two at once.
 */
export async function loadSearchData(db: Executor, r: CatalogueRequest): Promise<Catalogue> {
  const rows = await loadHotelCatalogue(db, r.hotel.id, r.now);
  const coupon = r.couponCode ? await loadCoupon(db, r.hotel.id, r.couponCode) : null;
  if (!rows) throw new Error(`hotel ${r.hotel.id} vanished while it was read`);
  return {
    room_types: rows.room_types, plans: rows.plans, room_plans: rows.room_plans, extras: rows.extras, filters: rows.filters,
    coupon, promotions: promotionsFor(rows.promotions, r.promoCode), exchange_rate: exchangeRateAt(rows.exchange_rates, r.mcpCurrency, r.now),
  };
}

const staySql = (s: StayRequest) => {
  const rates = s.lowestOnly
    ? sql`select string_agg(concat_ws(',', x.room_plan_id, x.adults, 0, x.amount), ';')
        from (select r.room_plan_id, r.adults, min(r.amount) as amount from rates r
          where r.room_plan_id = any(${ints(s.roomPlanIds)}::int[]) and r.stay_date >= ${s.from}::date and r.stay_date < ${s.to}::date
            and r.adults = any(${ints(s.adults)}::smallint[])
          group by r.room_plan_id, r.adults) x`
    : sql`select string_agg(concat_ws(',', r.room_plan_id, r.adults, r.stay_date - ${s.from}::date, r.amount), ';')
        from rates r
        where r.room_plan_id = any(${ints(s.roomPlanIds)}::int[]) and r.stay_date >= ${s.from}::date and r.stay_date < ${s.to}::date
          and r.adults = any(${ints(s.adults)}::smallint[])`;
  return sql`
    select
      (${rates}) as rates,
      (select coalesce(json_agg(json_build_object('kind', y.kind, 'id', y.id, 'left', y.left_, 'nights', y.nights)), '[]'::json)
        from (
          select 'r' as kind, i.room_type_id as id, min(i.total - i.sold) as left_, count(*)::int as nights
            from inventory i
            where i.room_type_id = any(${ints(s.roomTypeIds)}::int[]) and i.stay_date >= ${s.from}::date and i.stay_date < ${s.to}::date
            group by i.room_type_id
          union all
          select 'p', ps.plan_id, min(ps.stock - ps.sold), count(*)::int
            from plan_stock ps
            where ps.plan_id = any(${ints(s.planIds)}::int[]) and ps.stay_date >= ${s.from}::date and ps.stay_date < ${s.to}::date
            group by ps.plan_id) y) as stock`;
};

/**
 * Parses the rates text into the grid, one character at a time: splitting 10,000 entries into
 * strings cost more than the database took to read them. Amounts are decimal text, exact for
 * every safe integer.
 */
export function parseRates(text: string | null, nights: number): RateGrid {
  const grid: RateGrid = new Map();
  if (!text) return grid;
  const fields = [0, 0, 0, 0];
  let field = 0;
  let value = 0;
  let negative = false;
  const place = () => {
    const [roomPlanId, adults, night, amount] = fields;
    if (night < 0 || night >= nights) return;
    let byAdults = grid.get(roomPlanId);
    if (!byAdults) grid.set(roomPlanId, (byAdults = new Map()));
    let amounts = byAdults.get(adults);
    if (!amounts) byAdults.set(adults, (amounts = new Array<number | undefined>(nights).fill(undefined)));
    amounts[night] = amount;
  };
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : SEMICOLON;
    if (c >= ZERO && c <= NINE) value = value * 10 + (c - ZERO);
    else if (c === MINUS) negative = true;
    else {
      fields[field] = negative ? -value : value;
      value = 0;
      negative = false;
      if (c === COMMA && field < 3) field++;
      else {
        place();
        field = 0;
      }
    }
  }
  return grid;
}

const ZERO = 48;
const NINE = 57;
const MINUS = 45;
const COMMA = 44;
const SEMICOLON = 59;

/** The amounts of every night, or null when a night has no rate (the room plan cannot be sold). */
export function fullNights(grid: RateGrid, roomPlanId: number, adults: number): number[] | null {
  const amounts = grid.get(roomPlanId)?.get(adults);
  if (!amounts) return null;
  for (const a of amounts) if (a === undefined) return null;
  return amounts as number[];
}

/** The stay's rates, inventory and plan stock for the given room plans, room types and plans. */
export async function loadStay(db: Executor, stay: StayRequest): Promise<StayData> {
  if (stay.roomPlanIds.length === 0 && stay.roomTypeIds.length === 0) return { rates: new Map(), stock: [] };
  const row = firstRow<{ rates: string | null; stock: StockRow[] }>(await db.execute(staySql(stay)));
  return { rates: parseRates(row.rates, stay.nights), stock: row.stock };
}
