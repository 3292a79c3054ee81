// Reads behind the search calls. A search makes two round trips whatever the hotel's size: the
// hotel row with its kids tiers (context.ts), then ONE statement that returns the hotel's catalogue
// (room types, plans, room plans, extras, filters), the coupon, promotions and exchange rate asked for, and the stay's
// rates, inventory and plan stock for every room plan and night at once, aggregated in the
// database (one row per room plan and adult count, rates as an array in stay-date order; the
// fewest rooms left over the stay per room type and per plan).
// Owners are matched with `= any(array(select id ...))`, not a join: the primary keys lead with
// the owner id, and only this form lets PostgreSQL (15, without skip scans) walk the key once per
// owner instead of the whole index.
// Amounts travel as float8: exact for every safe integer, and both drivers parse it to a number.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { HotelRow } from '../hotels/repository.ts';
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
  photos: Array<{ url: string; alt: Translations<'alt'> }>;
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

export interface KidsTierRow {
  code: string;
  age_from: number;
  age_to: number;
  rate_type: 'percent' | 'fixed' | 'free';
  rate_value: number;
  translations: Translations<'name'>;
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

export interface RateRow {
  room_plan_id: number;
  adults: number;
  /** One per stay date in order, shorter when a night has no rate; undated: the window's lowest. */
  amounts: number[];
}

export interface StockRow {
  /** 'r' room type (inventory), 'p' plan (plan stock) */
  kind: 'r' | 'p';
  id: number;
  left: number;
  nights: number;
}

export interface StayData {
  rates: RateRow[];
  stock: StockRow[];
}

export interface CatalogueRequest {
  hotel: HotelRow;
  couponCode: string | null;
  promoCode: string | null;
  mcpCurrency: string | null;
  now: Date;
}

export interface StayRequest {
  hotelId: number;
  /** First stay date and the day after the last (check-out, or check-in + 1 for day use). */
  from: string;
  to: string;
  adults: readonly number[];
  /** Undated searches want the lowest rate of each room plan over the window, not each night. */
  lowestOnly: boolean;
}

const catalogueSql = (r: CatalogueRequest) => sql`
  select
    (select coalesce(json_agg(json_build_object(
        'id', rt.id, 'code', rt.code, 'min_adults', rt.min_adults, 'max_adults', rt.max_adults,
        'max_children', rt.max_children, 'max_occupancy', rt.max_occupancy, 'size_value', rt.size_value::float8,
        'size_unit', rt.size_unit, 'bed_type', rt.bed_type, 'photos', rt.photos, 'translations', rt.translations)
        order by rt.sort_order, rt.id), '[]'::json)
      from room_types rt where rt.hotel_id = ${r.hotel.id} and rt.active) as room_types,
    (select coalesce(json_agg(json_build_object(
        'id', p.id, 'code', p.hotel_plan_code, 'meal_type', p.meal_type, 'payment_method', p.payment_method,
        'members_only', p.members_only, 'member_discount_bp', p.member_discount_bp, 'secret', p.secret,
        'sale_start', p.sale_start, 'sale_end', p.sale_end, 'stay_start', p.stay_start, 'stay_end', p.stay_end,
        'min_nights', p.min_nights, 'max_nights', p.max_nights, 'booking_deadline_days', p.booking_deadline_days,
        'booking_deadline_hour', p.booking_deadline_hour, 'tax_rate_bp', p.tax_rate_bp, 'deposit_bp', p.deposit_bp,
        'cancellation_policy_id', p.cancellation_policy_id, 'translations', p.translations)
        order by p.sort_order, p.id), '[]'::json)
      from plans p where p.hotel_id = ${r.hotel.id} and p.active) as plans,
    (select coalesce(json_agg(json_build_object(
        'id', rp.id, 'code', rp.room_plan_code, 'plan_id', rp.plan_id, 'room_type_id', rp.room_type_id, 'sale_limit', rp.sale_limit)
        order by rp.sort_order, rp.id), '[]'::json)
      from room_plans rp where rp.hotel_id = ${r.hotel.id} and rp.active) as room_plans,
    (select coalesce(json_agg(json_build_object(
        'id', e.id, 'code', e.code, 'stock', e.stock, 'sold', e.sold, 'inclusive_plan_codes', e.inclusive_plan_codes)
        order by e.sort_order, e.id), '[]'::json)
      from extras e where e.hotel_id = ${r.hotel.id} and e.active) as extras,
    (select coalesce(json_agg(json_build_object('id', f.id, 'room_type_codes', f.room_type_codes) order by f.sort_order, f.id), '[]'::json)
      from room_search_filters f where f.hotel_id = ${r.hotel.id}) as filters,
    (select json_build_object(
        'code', c.code, 'kind', c.kind, 'value', c.value::float8, 'valid_from', c.valid_from, 'valid_until', c.valid_until,
        'hotel_plan_codes', c.hotel_plan_codes, 'max_stay_nights', c.max_stay_nights, 'usage_limit', c.usage_limit,
        'used_count', c.used_count)
      from coupons c where c.hotel_id = ${r.hotel.id} and c.active and lower(c.code) = lower(${r.couponCode ?? ''}) limit 1) as coupon,
    (select coalesce(json_agg(json_build_object(
        'code', pr.code, 'kind', pr.kind, 'value', pr.value::float8, 'hotel_plan_codes', pr.hotel_plan_codes, 'target_mode', pr.target_mode)
        order by pr.id), '[]'::json)
      from promotions pr where pr.hotel_id = ${r.hotel.id} and pr.active
        and (pr.target_mode is not null or lower(pr.code) = lower(${r.promoCode ?? ''}))) as promotions,
    (select x.rate::text from exchange_rates x
      where x.base_currency = ${r.hotel.currency} and x.quote_currency = ${r.mcpCurrency ?? ''} and x.effective_at <= ${r.now.toISOString()}::timestamptz
      order by x.effective_at desc limit 1) as exchange_rate`;

const staySql = (s: StayRequest) => {
  const adults = `{${s.adults.map((a) => Math.trunc(a)).join(',')}}`;
  const rates = s.lowestOnly
    ? sql`select r.room_plan_id, r.adults, array[min(r.amount)::float8] as amounts`
    : sql`select r.room_plan_id, r.adults, array_agg(r.amount::float8 order by r.stay_date) as amounts`;
  return sql`
    select
      (select coalesce(json_agg(json_build_object('room_plan_id', x.room_plan_id, 'adults', x.adults, 'amounts', x.amounts)), '[]'::json)
        from (${rates}
          from rates r
          where r.room_plan_id = any(array(select rp.id from room_plans rp where rp.hotel_id = ${s.hotelId} and rp.active))
            and r.stay_date >= ${s.from}::date and r.stay_date < ${s.to}::date
            and r.adults = any(${adults}::smallint[])
          group by r.room_plan_id, r.adults) x) as rates,
      (select coalesce(json_agg(json_build_object('kind', y.kind, 'id', y.id, 'left', y.left_, 'nights', y.nights)), '[]'::json)
        from (
          select 'r' as kind, i.room_type_id as id, min(i.total - i.sold) as left_, count(*)::int as nights
            from inventory i
            where i.room_type_id = any(array(select rt.id from room_types rt where rt.hotel_id = ${s.hotelId}))
              and i.stay_date >= ${s.from}::date and i.stay_date < ${s.to}::date
            group by i.room_type_id
          union all
          select 'p', ps.plan_id, min(ps.stock - ps.sold), count(*)::int
            from plan_stock ps
            where ps.plan_id = any(array(select p.id from plans p where p.hotel_id = ${s.hotelId}))
              and ps.stay_date >= ${s.from}::date and ps.stay_date < ${s.to}::date
            group by ps.plan_id) y) as stock`;
};

function firstRow<T>(result: unknown): T {
  return (result as { rows: T[] }).rows[0];
}

/** The catalogue and, when `stay` is given, the stay's prices and stock, in one statement. */
export async function loadSearchData(db: Executor, catalogue: CatalogueRequest, stay: StayRequest | null): Promise<Catalogue & StayData> {
  const query = stay
    ? sql`select c.*, s.* from (${catalogueSql(catalogue)}) c, (${staySql(stay)}) s`
    : sql`select c.*, '[]'::json as rates, '[]'::json as stock from (${catalogueSql(catalogue)}) c`;
  return firstRow<Catalogue & StayData>(await db.execute(query));
}

/** Only the stay's prices and stock (the calendar reads many stays of one catalogue). */
export async function loadStayData(db: Executor, stay: StayRequest): Promise<StayData> {
  return firstRow<StayData>(await db.execute(staySql(stay)));
}

