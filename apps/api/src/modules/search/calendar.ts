// GET /hotels/{id}/rooms/availability and /rooms/inventory: the date picker's calendar. For each
// check-in date of a bounded range, a one-night stay for the given guests: whether any room plan
// can be sold (the same availability rule and plan rules as the search) and the lowest engine
// price; /inventory also gives each room type's rooms left and its own lowest price.
import type { Calendar, CalendarDay } from '@noren/core/domain';
import { sql } from 'drizzle-orm';
import {
  addDays, compareDates, daysBetween, invalidField, isFewRoomsLeft, isIsoDate, keepPlan, keepRoom,
  priceStaySummary, type Clock, type SearchRoom,
} from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { contextAt, type CatalogueCache, type HotelCatalogue } from './catalogue.ts';
import type { HotelContext } from '../hotels/index.ts';
import { GUEST, viewerAt, type SearchViewer } from './context.ts';
import { exchangeTable, sharedPricing, stayInput } from './pricing.ts';
import { codeList, parseSearchQuery, type RawQuery } from './query.ts';
import { exchangeRateAt } from './repository.ts';
import { catalogueOf } from './service.ts';
import { planSellable } from './stay.ts';

/** Most days one calendar call covers: two months of a date picker. */
export const CALENDAR_MAX_DAYS = 62;



interface DailyRow {
  kind: 'rate' | 'r' | 'p';
  id: number;
  date: string;
  value: number;
}

/** A calendar call with its parameters checked against the catalogue, before its days are read. */
export interface PreparedCalendar {
  catalogue: HotelCatalogue;
  ctx: HotelContext;
  from: string;
  to: string;
  room: SearchRoom;
  roomCount: number;
  roomTypeCodes: string[];
  planCodes: string[];
  mcpCurrency: string | null;
  exchangeRate: string | null;
  perRoomType: boolean;
  viewer: SearchViewer;
}

export function prepareCalendar(catalogue: HotelCatalogue, now: Date, query: RawQuery, perRoomType: boolean, viewer: SearchViewer = GUEST): PreparedCalendar {
  const ctx = contextAt(catalogue, now);
  const from = String(query.from);
  const to = String(query.to);
  if (!isIsoDate(from)) throw invalidField('from', 'invalid_date');
  if (!isIsoDate(to)) throw invalidField('to', 'invalid_date');
  if (compareDates(to, from) < 0) throw invalidField('to', 'before_from');
  if (daysBetween(from, to) >= CALENDAR_MAX_DAYS) throw invalidField('to', 'range_too_long', { max_days: CALENDAR_MAX_DAYS });
  if (compareDates(to, addDays(ctx.today, -1)) < 0) throw invalidField('to', 'date_in_past');
  const input = parseSearchQuery({ adults: query.adults, kids_tiers: query.kids_tiers, room_count: query.room_count }, ctx.tiers);
  const room: SearchRoom = { adults: input.adults ?? 2, kids_tiers: input.kids_tiers ?? [], kids_age_range: [] };
  const roomCount = input.room_count ?? 1;
  if (room.adults < 1) throw invalidField('adults', 'no_adults');
  if (roomCount < 1) throw invalidField('room_count', 'invalid_count');
  const roomTypeCodes = codeList(query, 'room_type_codes') ?? [];
  const planCodes = codeList(query, 'hotel_plan_codes') ?? [];
  for (const code of roomTypeCodes) if (!catalogue.roomTypeCodes.has(code)) throw invalidField('room_type_codes', 'unknown_code', { codes: [code] });
  for (const code of planCodes) if (!catalogue.planCodes.has(code)) throw invalidField('hotel_plan_codes', 'unknown_code', { codes: [code] });
  const mcpCurrency = typeof query.mcp_currency === 'string' ? query.mcp_currency : null;
  const exchangeRate = exchangeRateAt(catalogue.exchange_rates, mcpCurrency, now);
  exchangeTable(ctx, mcpCurrency, exchangeRate);
  return { catalogue, ctx, from, to, room, roomCount, roomTypeCodes, planCodes, mcpCurrency, exchangeRate, perRoomType, viewer: viewerAt(viewer, ctx.hotel) };
}

export async function calendar(db: Executor, clock: Clock, ref: string, query: RawQuery, perRoomType: boolean, viewer: SearchViewer = GUEST, catalogues?: CatalogueCache): Promise<Calendar> {
  const catalogue = await catalogueOf(db, clock, ref, catalogues);
  return answerCalendar(db, prepareCalendar(catalogue, clock.now(), query, perRoomType, viewer));
}

export async function answerCalendar(db: Executor, p: PreparedCalendar): Promise<Calendar> {
  const { catalogue: data, ctx, from, to, room, roomCount, roomTypeCodes, planCodes, perRoomType, viewer } = p;
  const end = addDays(to, 1);
  const roomPlanIds = `{${data.room_plans.map((rp) => rp.id).join(',')}}`;
  const roomTypeIds = `{${data.room_types.map((rt) => rt.id).join(',')}}`;
  const planIds = `{${data.plans.map((plan) => plan.id).join(',')}}`;
  const daily = await db.execute(sql`
      select 'rate' as kind, r.room_plan_id as id, r.stay_date::text as date, r.amount::float8 as value
        from rates r
        where r.room_plan_id = any(${roomPlanIds}::int[]) and r.adults = ${room.adults} and r.stay_date >= ${from}::date and r.stay_date < ${end}::date
      union all
      select 'r', i.room_type_id, i.stay_date::text, (i.total - i.sold)::float8
        from inventory i
        where i.room_type_id = any(${roomTypeIds}::int[]) and i.stay_date >= ${from}::date and i.stay_date < ${end}::date
      union all
      select 'p', ps.plan_id, ps.stay_date::text, (ps.stock - ps.sold)::float8
        from plan_stock ps
        where ps.plan_id = any(${planIds}::int[]) and ps.stay_date >= ${from}::date and ps.stay_date < ${end}::date`);
  const mcp = exchangeTable(ctx, p.mcpCurrency, p.exchangeRate);
  const values = new Map<string, number>();
  for (const row of (daily as unknown as { rows: DailyRow[] }).rows) values.set(`${row.kind}:${row.id}:${row.date}`, row.value);

  const shared = sharedPricing(ctx);
  const plansById = new Map(data.plans.map((p) => [p.id, p]));
  const search = { room_count: roomCount, is_including_occupied: false, search_type: 'dated' as const, mode: null };
  const dates: CalendarDay[] = [];
  for (let d = from; compareDates(d, to) <= 0; d = addDays(d, 1)) {
    const past = compareDates(d, ctx.rules.yesterdayBookable ? addDays(ctx.today, -1) : ctx.today) < 0;
    const stay = { dates: [d], nights: 1, from: d, to: addDays(d, 1), undated: false };
    const day: CalendarDay = { date: d, available: false, rooms_left: 0, few_rooms_left: false, lowest_price: null, mcp_lowest_price: null };
    const perType: NonNullable<CalendarDay['room_types']> = [];
    for (const rt of data.room_types) {
      if (roomTypeCodes.length > 0 && !roomTypeCodes.includes(rt.code)) continue;
      const left = Math.max(0, values.get(`r:${rt.id}:${d}`) ?? 0);
      let lowest: number | null = null;
      let lowestMcp: number | null = null;
      const kids = room.kids_tiers.reduce((n, t) => n + t.children, 0);
      const fits = room.adults >= rt.min_adults && room.adults <= rt.max_adults && kids <= rt.max_children && room.adults + kids <= rt.max_occupancy;
      if (!past && fits && keepRoom({ room_count: left }, search)) {
        for (const rp of data.room_plans) {
          if (rp.room_type_id !== rt.id) continue;
          const plan = plansById.get(rp.plan_id);
          if (!plan || plan.secret || (plan.members_only && !viewer.signedIn)) continue;
          if (planCodes.length > 0 && !planCodes.includes(plan.code)) continue;
          const rate = values.get(`rate:${rp.id}:${d}`);
          if (rate === undefined || !planSellable(plan, stay, ctx)) continue;
          if (!keepPlan({ sale_limit: rp.sale_limit, plan_stock_count: values.get(`p:${plan.id}:${d}`) ?? null }, search)) continue;
          const summary = priceStaySummary(stayInput({
            ctx, shared, viewer, plan, roomTypeCode: rt.code, roomPlanCode: rp.code, rooms: [room],
            nights: [{ date: d, ratesByOccupancy: { [room.adults]: rate } }], isDayUse: false, promotions: [], coupon: null, mcp,
          }));
          if (lowest === null || summary.amounts.total_price < lowest) {
            lowest = summary.amounts.total_price;
            lowestMcp = summary.mcpAmounts?.total_price ?? null;
          }
        }
      }
      perType.push({ room_type_code: rt.code, rooms_left: left, few_rooms_left: isFewRoomsLeft(left), lowest_price: lowest });
      if (lowest !== null) {
        day.available = true;
        day.rooms_left += left;
        if (day.lowest_price === null || lowest < day.lowest_price) {
          day.lowest_price = lowest;
          day.mcp_lowest_price = lowestMcp === null ? null : { cents: lowestMcp };
        }
      }
    }
    day.few_rooms_left = isFewRoomsLeft(day.rooms_left);
    if (perRoomType) day.room_types = perType;
    dates.push(day);
  }
  return { currency: ctx.hotel.currency, mcp_currency: mcp?.currency ?? null, adults: room.adults, room_count: roomCount, dates };
}

