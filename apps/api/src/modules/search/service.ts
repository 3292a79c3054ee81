// GET /hotels/{id}/rooms: the search (spec part 2 §7.3, part 1 §3 "Room result and selection").
// Two database round trips (hotel, then everything else in one statement), the rules of
// core/domain (defaults, validation, tiers-mode availability, pricing), and one engine summary per
// room plan for all the searched rooms.
import type { MatchedSearchCriteria, RoomPlanResult, RoomPriceLine, RoomResult, RoomTypeInfo, SearchResponse, PlanResult } from '@noren/core/domain';
import {
  applySearchDefaults, assertValidSearch, filterAvailableRooms, isFewRoomsLeft, priceStaySummary, resolveLanguage,
  toPriceFields, type Clock, type Language, type NightRate, type PriceFieldsWire, type SearchCriteria, type SearchRoom,
  type StaySummary,
} from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { translated } from '../hotels/translate.ts';
import { GUEST, loadHotelContext, type HotelContext, type SearchViewer } from './context.ts';
import { nextAvailableDate } from './next-available.ts';
import { exchangeTable, guestsOf, isCardPayment, paymentPromotionInfo, requestedCoupon, sharedPricing, stayInput } from './pricing.ts';
import { invalidField, parseSearchQuery, type RawQuery } from './query.ts';
import { loadSearchData, type Catalogue, type PlanRow, type RoomPlanRow, type RoomTypeRow, type StayData } from './repository.ts';
import { planSellable, stayWindow, type StayWindow } from './stay.ts';









export interface SearchRequest {
  ref: string;
  query: RawQuery;
  requestedLanguage: string | null;
  viewer?: SearchViewer;
}

/** Everything a search has computed, before it is shaped for the wire (the facilities list reuses it). */
export interface SearchOutcome {
  ctx: HotelContext;
  criteria: SearchCriteria;
  stay: StayWindow;
  language: Language;
  data: Catalogue & StayData;
  rooms: RoomResult[];
  mcpCurrency: string | null;
}

interface Candidate {
  roomType: RoomTypeRow;
  room_count: number;
  room_plan: Array<{ plan: PlanRow; roomPlan: RoomPlanRow; sale_limit: number | null; plan_stock_count: number | null }>;
}

const COMPANION_MAX = 99;

function companions(query: RawQuery, key: string): number {
  const value = Array.isArray(query[key]) ? (query[key] as unknown[])[0] : query[key];
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > COMPANION_MAX) throw invalidField(key, 'invalid_count');
  return n;
}

function checkCodes(field: string, asked: readonly string[], known: ReadonlySet<string>): void {
  const unknown = asked.filter((c) => !known.has(c));
  if (unknown.length > 0) throw invalidField(field, 'unknown_code', { codes: unknown });
}

/** Room types every searched room fits in. */
function fits(rt: RoomTypeRow, rooms: readonly SearchRoom[]): boolean {
  return rooms.every((r) => {
    const kids = r.kids_tiers.reduce((n, t) => n + t.children, 0) + r.kids_age_range.reduce((n, a) => n + a.count, 0);
    return r.adults >= rt.min_adults && r.adults <= rt.max_adults && kids <= rt.max_children && r.adults + kids <= rt.max_occupancy;
  });
}

export async function runSearch(db: Executor, clock: Clock, req: SearchRequest): Promise<SearchOutcome> {
  const viewer = req.viewer ?? GUEST;
  const ctx = await loadHotelContext(db, req.ref, clock.now());
  const criteria = applySearchDefaults(parseSearchQuery(req.query, ctx.tiers), ctx.rules, ctx.today);
  assertValidSearch(criteria, ctx.rules, ctx.today);
  const mcpCurrency = typeof req.query.mcp_currency === 'string' && req.query.mcp_currency !== '' ? req.query.mcp_currency : null;
  const stay = stayWindow(criteria, ctx);
  const adults = [...new Set(criteria.rooms.map((r) => r.adults))];
  const data = await loadSearchData(
    db,
    { hotel: ctx.hotel, couponCode: criteria.coupon_code, promoCode: criteria.promo_code, mcpCurrency, now: clock.now() },
    { hotelId: ctx.hotel.id, from: stay.from, to: stay.to, adults, lowestOnly: stay.undated },
  );

  checkCodes('room_type_codes', criteria.room_type_codes, new Set(data.room_types.map((r) => r.code)));
  checkCodes('hotel_plan_codes', criteria.hotel_plan_codes, new Set(data.plans.map((p) => p.code)));
  checkCodes('room_plan_codes', criteria.room_plan_codes, new Set(data.room_plans.map((p) => p.code)));
  checkCodes('room_search_filters', criteria.room_search_filters.map(String), new Set(data.filters.map((f) => String(f.id))));
  // The coupon must suit one of the plans this search can show.
  const searchedPlans = criteria.hotel_plan_codes.length > 0 ? criteria.hotel_plan_codes : data.plans.map((p) => p.code);
  const coupon = requestedCoupon(ctx, criteria.coupon_code, data.coupon, searchedPlans);
  const mcp = exchangeTable(ctx, mcpCurrency, data.exchange_rate);

  const language = resolveLanguage(req.requestedLanguage, ctx.hotel.bookLanguages);
  const candidates = selectCandidates(ctx, criteria, stay, data, viewer);
  const available = filterAvailableRooms(candidates, {
    room_count: criteria.room_count,
    is_including_occupied: criteria.is_including_occupied,
    search_type: criteria.search_type,
    mode: criteria.mode,
  });

  const shared = sharedPricing(ctx);
  const matched: MatchedSearchCriteria = {
    adults_count: guestsOf(criteria.rooms).adults,
    children_count: guestsOf(criteria.rooms).children,
    adults_with_companion: companions(req.query, 'adult_companion'),
    children_with_kid_tier_A_companion: companions(req.query, 'kid_tier_A_companion'),
  };
  const inclusive = inclusiveExtras(data);
  const nightsCache = nightRates(data, stay);
  const planNames = new Map(data.plans.map((p) => [p.id, translated(p.translations, 'name', language, ctx.hotel.bookLanguages, p.code)]));
  const rooms: RoomResult[] = [];
  for (const c of available) {
    const plans: RoomPlanResult[] = [];
    for (const { plan, roomPlan, sale_limit, plan_stock_count } of c.room_plan) {
      const nights = nightsCache.get(roomPlan.id)!;
      const summary = priceStaySummary(stayInput({
        ctx, shared, viewer, plan, roomTypeCode: c.roomType.code, roomPlanCode: roomPlan.code, rooms: criteria.rooms, nights,
        isDayUse: criteria.is_day_use, promotions: data.promotions, coupon, mcp,
      }));
      plans.push({
        room_plan_code: roomPlan.code,
        hotel_plan_code: plan.code,
        room_plan_name: planNames.get(plan.id)!,
        matched_search_criteria: matched,
        inclusive_extra_ids: inclusive.get(plan.code) ?? [],
        sale_limit,
        plan_stock_count,
        payment_method: { code: plan.payment_method },
        credit_card_payment: isCardPayment(plan.payment_method),
        members_only: plan.members_only,
        meal_type: plan.meal_type,
        cancellation_policy_id: plan.cancellation_policy_id,
        prices: toPriceFields(summary.amounts, summary.mcpAmounts),
        room_prices: roomPriceLines(summary, criteria.rooms),
      });
    }
    rooms.push({ room_type_code: c.roomType.code, room_count: c.room_count, few_rooms_left: isFewRoomsLeft(c.room_count), ...roomTypeInfo(c.roomType, ctx, language), room_plan: plans });
  }
  orderRooms(rooms, criteria.order);
  return { ctx, criteria, stay, language, data, rooms, mcpCurrency };
}

export async function searchRooms(db: Executor, clock: Clock, req: SearchRequest): Promise<SearchResponse> {
  const outcome = await runSearch(db, clock, req);
  const { ctx, criteria, stay, data, rooms } = outcome;
  let next: string | null = null;
  if (rooms.length === 0 && criteria.search_next_available_date_if_no_result && !stay.undated) {
    const roomTypeIds = searchedRoomTypes(criteria, data).map((r) => r.id);
    next = await nextAvailableDate(db, stay, criteria.room_count, roomTypeIds);
  }
  const response: SearchResponse = {
    type: criteria.type,
    currency: ctx.hotel.currency,
    mcp_currency: outcome.mcpCurrency,
    extra_inventories: data.extras.map((e) => ({ extra_id: e.id, inventory: e.stock === null ? null : Math.max(0, e.stock - e.sold) })),
    payment_promotion_info: paymentPromotionInfo(data.promotions),
    search: {
      search_type: criteria.search_type,
      checkin: criteria.checkin,
      checkout: criteria.checkout,
      nights: stay.nights,
      is_day_use: criteria.is_day_use,
      rooms: criteria.rooms.map((r) => ({ adults: r.adults, children: guestsOf([r]).children, kids_tiers: r.kids_tiers, kids_age_range: r.kids_age_range })),
      room_count: criteria.room_count,
      order: criteria.order,
      mode: criteria.mode,
      coupon_code: criteria.coupon_code,
      promo_code: criteria.promo_code,
    },
    next_available_date: next,
  };
  if (criteria.type === 'plan') response.plans = byPlan(rooms, outcome);
  else response.rooms = rooms;
  return response;
}

function selectCandidates(ctx: HotelContext, c: SearchCriteria, stay: StayWindow, data: Catalogue & StayData, viewer: SearchViewer): Candidate[] {
  const plansById = new Map(data.plans.map((p) => [p.id, p]));
  const roomStock = new Map<number, number>();
  const planStock = new Map<number, number>();
  const wantedNights = stay.undated ? 1 : stay.dates.length;
  for (const s of data.stock) {
    if (s.kind === 'r') roomStock.set(s.id, s.nights >= wantedNights ? Math.max(0, s.left) : 0);
    else planStock.set(s.id, Math.max(0, s.left));
  }
  const priced = new Set<string>();
  for (const r of data.rates) if (r.amounts.length === (stay.undated ? 1 : stay.dates.length)) priced.add(`${r.room_plan_id}:${r.adults}`);
  const adults = [...new Set(c.rooms.map((r) => r.adults))];

  const secret = c.mode === 'secret';
  // Plan rules depend on the plan alone: decide them once per plan, not once per room plan.
  const sellable = new Map<number, boolean>();
  for (const plan of data.plans) {
    const shown = (!plan.secret || secret) && (!plan.members_only || viewer.signedIn)
      && (c.hotel_plan_codes.length === 0 || c.hotel_plan_codes.includes(plan.code));
    sellable.set(plan.id, shown && planSellable(plan, stay, ctx));
  }
  const out: Candidate[] = [];
  for (const roomType of searchedRoomTypes(c, data)) {
    const candidate: Candidate = { roomType, room_count: roomStock.get(roomType.id) ?? 0, room_plan: [] };
    for (const roomPlan of data.room_plans) {
      if (roomPlan.room_type_id !== roomType.id) continue;
      const plan = plansById.get(roomPlan.plan_id);
      if (!plan) continue;
      if (c.room_plan_codes.length > 0 && !c.room_plan_codes.includes(roomPlan.code)) continue;
      // Secret mode shows exactly the plans named by hotel_plan_codes, secret ones included; secret
      // plans are otherwise never listed. Members-only plans are hidden from guests.
      if (!sellable.get(plan.id)) continue;
      if (!adults.every((a) => priced.has(`${roomPlan.id}:${a}`))) continue;
      candidate.room_plan.push({ plan, roomPlan, sale_limit: roomPlan.sale_limit, plan_stock_count: planStock.get(plan.id) ?? null });
    }
    if (candidate.room_plan.length > 0) out.push(candidate);
  }
  return out;
}

/** Room types the search's filters keep and every searched room fits in. */
function searchedRoomTypes(c: SearchCriteria, data: Catalogue): RoomTypeRow[] {
  let codes: Set<string> | null = c.room_type_codes.length > 0 ? new Set(c.room_type_codes) : null;
  if (c.room_search_filters.length > 0) {
    const filtered = new Set(data.filters.filter((f) => c.room_search_filters.includes(f.id)).flatMap((f) => f.room_type_codes));
    codes = codes ? new Set([...codes].filter((code) => filtered.has(code))) : filtered;
  }
  return data.room_types.filter((rt) => (!codes || codes.has(rt.code)) && fits(rt, c.rooms));
}

/** Per room plan, the nights the engine prices, with every adult count searched. */
function nightRates(data: StayData, stay: StayWindow): Map<number, NightRate[]> {
  const out = new Map<number, NightRate[]>();
  for (const r of data.rates) {
    let nights = out.get(r.room_plan_id);
    if (!nights) {
      nights = stay.dates.map((date) => ({ date, ratesByOccupancy: {} as Record<number, number> }));
      out.set(r.room_plan_id, nights);
    }
    nights.forEach((n, i) => {
      (n.ratesByOccupancy as Record<number, number>)[r.adults] = stay.undated ? r.amounts[0] : r.amounts[i];
    });
  }
  return out;
}

function inclusiveExtras(data: Catalogue): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const e of data.extras) for (const code of e.inclusive_plan_codes) out.set(code, [...(out.get(code) ?? []), e.id]);
  return out;
}

function roomPriceLines(summary: StaySummary, rooms: readonly SearchRoom[]): RoomPriceLine[] {
  return summary.rooms.map((line, i) => {
    const out: RoomPriceLine = {
      index: i,
      adults: line.adults,
      children: guestsOf([rooms[i]]).children,
      total_price: line.amounts.total_price,
      total_price_without_tax: line.amounts.total_price_without_tax,
      tax: line.amounts.tax,
      accommodation_tax: line.amounts.accommodation_tax,
    };
    if (line.mcpAmounts) out.mcp_total_price = { cents: line.mcpAmounts.total_price };
    return out;
  });
}

export function roomTypeInfo(rt: RoomTypeRow, ctx: HotelContext, language: Language): RoomTypeInfo {
  const fallbacks = ctx.hotel.bookLanguages;
  const name = translated(rt.translations, 'name', language, fallbacks, rt.code);
  return {
    name,
    description: translated(rt.translations, 'description', language, fallbacks, ''),
    photos: rt.photos.map((p) => ({ url: p.url, alt: translated(p.alt, 'alt', language, fallbacks, name) })),
    size: { value: rt.size_value, unit: rt.size_unit },
    bed_type: rt.bed_type,
    max_adults: rt.max_adults,
    max_children: rt.max_children,
    max_occupancy: rt.max_occupancy,
  };
}

const lowest = (plans: readonly { prices: PriceFieldsWire }[]) => Math.min(...plans.map((p) => p.prices.total_price));

/** price_low_to_high (default) and price_high_to_low by total; recommended keeps the hotel's order. */
function orderRooms(rooms: RoomResult[], order: SearchCriteria['order']): void {
  if (order === 'recommended') return;
  const sign = order === 'price_high_to_low' ? -1 : 1;
  for (const room of rooms) room.room_plan.sort((a, b) => sign * (a.prices.total_price - b.prices.total_price));
  rooms.sort((a, b) => sign * (lowest(a.room_plan) - lowest(b.room_plan)));
}

function byPlan(rooms: readonly RoomResult[], outcome: SearchOutcome): PlanResult[] {
  const { ctx, data, language, criteria } = outcome;
  const plans = new Map<string, PlanResult>();
  const inclusive = inclusiveExtras(data);
  for (const plan of data.plans) {
    plans.set(plan.code, {
      hotel_plan_code: plan.code,
      name: translated(plan.translations, 'name', language, ctx.hotel.bookLanguages, plan.code),
      description: translated(plan.translations, 'description', language, ctx.hotel.bookLanguages, ''),
      meal_type: plan.meal_type,
      booking_start_date: plan.sale_start,
      inclusive_extra_ids: inclusive.get(plan.code) ?? [],
      payment_method: { code: plan.payment_method },
      credit_card_payment: isCardPayment(plan.payment_method),
      members_only: plan.members_only,
      cancellation_policy_id: plan.cancellation_policy_id,
      rooms: [],
    });
  }
  for (const room of rooms) {
    for (const rp of room.room_plan) {
      plans.get(rp.hotel_plan_code)!.rooms.push({
        room_type_code: room.room_type_code,
        room_type_name: room.name,
        room_count: room.room_count,
        few_rooms_left: room.few_rooms_left,
        room_plan_code: rp.room_plan_code,
        room_plan_name: rp.room_plan_name,
        matched_search_criteria: rp.matched_search_criteria,
        sale_limit: rp.sale_limit,
        plan_stock_count: rp.plan_stock_count,
        prices: rp.prices,
        room_prices: rp.room_prices,
      });
    }
  }
  const out = [...plans.values()].filter((p) => p.rooms.length > 0);
  if (criteria.order !== 'recommended') {
    const sign = criteria.order === 'price_high_to_low' ? -1 : 1;
    for (const p of out) p.rooms.sort((a, b) => sign * (a.prices.total_price - b.prices.total_price));
    out.sort((a, b) => sign * (lowest(a.rooms) - lowest(b.rooms)));
  }
  return out;
}

