// GET /hotels/{id}/rooms: the search (spec part 2 §7.3, part 1 §3 "Room result and selection").
// In two steps, so the route can look for a cached answer between them:
//   prepareSearch: the criteria after defaults and validation, from the hotel's catalogue alone
//     (catalogue.ts, kept per data_version): everything the cache key needs.
//   executeSearch: the stay's rates and stock for the candidate room plans (from the catalogue's
//     nights, stay-cache.ts: a statement only for nights this data_version has not read yet), the
//     rules of core/domain (tiers-mode availability, pricing), one engine summary per room plan.
// Results carry the fields of part 1 §3 and the prices a result card shows (card-prices.ts); the
// full breakdown of a selection is /rooms/price's job.
import type { CardPrices, MatchedSearchCriteria, PlanResult, RoomPlanResult, RoomResult, SearchResponse } from '@noren/core/domain';
import {
  applySearchDefaults, assertValidSearch, filterAvailableRooms, invalidField, isFewRoomsLeft, priceStaySummary, resolveLanguage,
  type Clock, type Language, type NightRate, type SearchCriteria, type SearchRoom,
} from '@noren/core/domain';
import { readHotelVersion } from '../../cache/hotel-version.ts';
import type { Executor } from '../../db/database.ts';
import { translated, hotelNotFound } from '../hotels/index.ts';
import { roomPriceLines, toCardPrices } from './card-prices.ts';
import { contextAt, couponOf, loadCatalogue, textsOf, type CatalogueCache, type HotelCatalogue } from './catalogue.ts';
import type { HotelContext } from '../hotels/index.ts';
import { GUEST, viewerAt, type SearchViewer } from './context.ts';
import { nextAvailableDate } from './next-available.ts';
import { exchangeTable, guestsOf, isCardPayment, paymentPromotionInfo, requestedCoupon, sharedPricing, stayInput } from './pricing.ts';
import { parseSearchQuery, type RawQuery } from './query.ts';
import { exchangeRateAt, fullNights, promotionsFor, type PlanRow, type RoomPlanRow, type RoomTypeRow, type StayData } from './repository.ts';
import { planSellable, stayWindow, type StayWindow } from './stay.ts';
import { stayFromNights } from './stay-cache.ts';

export interface SearchRequest {
  ref: string;
  query: RawQuery;
  requestedLanguage: string | null;
  viewer?: SearchViewer;
}

/** A search with its criteria settled and nothing of its stay read yet. */
export interface PreparedSearch {
  catalogue: HotelCatalogue;
  ctx: HotelContext;
  criteria: SearchCriteria;
  stay: StayWindow;
  language: Language;
  viewer: SearchViewer;
  mcpCurrency: string | null;
  /** The exchange rate in force now for mcpCurrency (a new rate taking effect changes the answer). */
  exchangeRate: string | null;
  matched: MatchedSearchCriteria;
}

/** Everything a search has computed, before it is shaped for the wire (the facilities list reuses it). */
export interface SearchOutcome {
  ctx: HotelContext;
  criteria: SearchCriteria;
  stay: StayWindow;
  language: Language;
  catalogue: HotelCatalogue;
  rooms: RoomResult[];
  mcpCurrency: string | null;
}

interface CandidatePlan {
  plan: PlanRow;
  roomPlan: RoomPlanRow;
  sale_limit: number | null;
  plan_stock_count: number | null;
}

interface Candidate {
  roomType: RoomTypeRow;
  room_count: number;
  room_plan: CandidatePlan[];
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

/** Criteria, defaults, validation and every check the catalogue can answer, without the stay. */
export function prepareSearch(catalogue: HotelCatalogue, now: Date, req: SearchRequest): PreparedSearch {
  const ctx = contextAt(catalogue, now);
  const criteria = applySearchDefaults(parseSearchQuery(req.query, ctx.tiers), ctx.rules, ctx.today);
  assertValidSearch(criteria, ctx.rules, ctx.today);
  checkCodes('room_type_codes', criteria.room_type_codes, catalogue.roomTypeCodes);
  checkCodes('hotel_plan_codes', criteria.hotel_plan_codes, catalogue.planCodes);
  checkCodes('room_plan_codes', criteria.room_plan_codes, catalogue.roomPlanCodes);
  checkCodes('room_search_filters', criteria.room_search_filters.map(String), catalogue.filterIds);
  const mcpCurrency = typeof req.query.mcp_currency === 'string' && req.query.mcp_currency !== '' ? req.query.mcp_currency : null;
  const guests = guestsOf(criteria.rooms);
  return {
    catalogue,
    ctx,
    criteria,
    stay: stayWindow(criteria, ctx),
    language: resolveLanguage(req.requestedLanguage, ctx.hotel.bookLanguages),
    viewer: viewerAt(req.viewer ?? GUEST, ctx.hotel),
    mcpCurrency,
    exchangeRate: exchangeRateAt(catalogue.exchange_rates, mcpCurrency, now),
    matched: {
      adults_count: guests.adults,
      children_count: guests.children,
      adults_with_companion: companions(req.query, 'adult_companion'),
      children_with_kid_tier_A_companion: companions(req.query, 'kid_tier_A_companion'),
    },
  };
}

/** The room plans the search could show, before stock and rates are known. */
function candidatePlans(p: PreparedSearch): Array<{ roomType: RoomTypeRow; plans: Array<{ plan: PlanRow; roomPlan: RoomPlanRow }> }> {
  const { catalogue, criteria: c, stay, ctx, viewer } = p;
  const secret = c.mode === 'secret';
  // Plan rules depend on the plan alone: decide them once per plan, not once per room plan.
  const sellable = new Map<number, boolean>();
  for (const plan of catalogue.plans) {
    // Secret mode shows exactly the plans named by hotel_plan_codes, secret ones included; secret
    // plans are otherwise never listed. Members-only plans are hidden from guests.
    const shown = (!plan.secret || secret) && (!plan.members_only || viewer.signedIn)
      && (c.hotel_plan_codes.length === 0 || c.hotel_plan_codes.includes(plan.code));
    sellable.set(plan.id, shown && planSellable(plan, stay, ctx));
  }
  const out = [];
  for (const roomType of searchedRoomTypes(c, catalogue)) {
    const plans = [];
    for (const roomPlan of catalogue.roomPlansByRoomType.get(roomType.id) ?? []) {
      if (c.room_plan_codes.length > 0 && !c.room_plan_codes.includes(roomPlan.code)) continue;
      if (!sellable.get(roomPlan.plan_id)) continue;
      plans.push({ plan: catalogue.plansById.get(roomPlan.plan_id)!, roomPlan });
    }
    out.push({ roomType, plans });
  }
  return out;
}

/** Reads the stay and prices every room plan the search can show. */
export async function executeSearch(db: Executor, p: PreparedSearch): Promise<SearchOutcome> {
  const { catalogue, ctx, criteria, stay, viewer } = p;
  // The coupon must suit one of the plans this search can show.
  const searchedPlans = criteria.hotel_plan_codes.length > 0 ? criteria.hotel_plan_codes : catalogue.plans.map((plan) => plan.code);
  const couponRow = criteria.coupon_code ? await couponOf(db, catalogue, criteria.coupon_code) : null;
  const coupon = requestedCoupon(ctx, criteria.coupon_code, couponRow, searchedPlans);
  const mcp = exchangeTable(ctx, p.mcpCurrency, p.exchangeRate);
  const promotions = promotionsFor(catalogue.promotions, criteria.promo_code);

  const shortlist = candidatePlans(p);
  const adults = [...new Set(criteria.rooms.map((r) => r.adults))];
  const nights = stay.undated ? 1 : stay.dates.length;
  const data = await stayFromNights(db, catalogue, {
    from: stay.from,
    to: stay.to,
    nights,
    roomPlanIds: shortlist.flatMap((s) => s.plans.map((x) => x.roomPlan.id)),
    roomTypeIds: shortlist.map((s) => s.roomType.id),
    planIds: [...new Set(shortlist.flatMap((s) => s.plans.map((x) => x.plan.id)))],
    adults,
    lowestOnly: stay.undated,
  }, stay.dates);

  const candidates = withStock(shortlist, data, nights, adults);
  const available = filterAvailableRooms(candidates, {
    room_count: criteria.room_count,
    is_including_occupied: criteria.is_including_occupied,
    search_type: criteria.search_type,
    mode: criteria.mode,
  });

  const shared = sharedPricing(ctx);
  const texts = textsOf(catalogue, p.language);
  const rooms: RoomResult[] = [];
  for (const c of available) {
    const plans: RoomPlanResult[] = [];
    for (const { plan, roomPlan, sale_limit, plan_stock_count } of c.room_plan) {
      const summary = priceStaySummary(stayInput({
        ctx, shared, viewer, plan, roomTypeCode: c.roomType.code, roomPlanCode: roomPlan.code, rooms: criteria.rooms,
        nights: nightRates(data, roomPlan.id, adults, stay), isDayUse: criteria.is_day_use, promotions, coupon, mcp,
      }));
      plans.push({
        room_plan_code: roomPlan.code,
        hotel_plan_code: plan.code,
        room_plan_name: texts.planNames.get(plan.id)!,
        matched_search_criteria: p.matched,
        inclusive_extra_ids: catalogue.inclusive.get(plan.code) ?? [],
        sale_limit,
        plan_stock_count,
        payment_method: { code: plan.payment_method },
        credit_card_payment: isCardPayment(plan.payment_method),
        members_only: plan.members_only,
        meal_type: plan.meal_type,
        cancellation_policy_id: plan.cancellation_policy_id,
        prices: toCardPrices(summary.amounts, summary.mcpAmounts),
        room_prices: roomPriceLines(summary),
      });
    }
    rooms.push({ room_type_code: c.roomType.code, room_count: c.room_count, few_rooms_left: isFewRoomsLeft(c.room_count), ...texts.roomTypes.get(c.roomType.id)!, room_plan: plans });
  }
  orderRooms(rooms, criteria.order);
  return { ctx, criteria, stay, language: p.language, catalogue, rooms, mcpCurrency: p.mcpCurrency };
}

/** The wire answer of a prepared search. */
export async function answerSearch(db: Executor, p: PreparedSearch): Promise<SearchResponse> {
  const outcome = await executeSearch(db, p);
  const { ctx, criteria, stay, catalogue, rooms } = outcome;
  let next: string | null = null;
  if (rooms.length === 0 && criteria.search_next_available_date_if_no_result && !stay.undated) {
    const roomTypeIds = searchedRoomTypes(criteria, catalogue).map((r) => r.id);
    next = await nextAvailableDate(db, stay, criteria.room_count, roomTypeIds);
  }
  const response: SearchResponse = {
    type: criteria.type,
    currency: ctx.hotel.currency,
    mcp_currency: outcome.mcpCurrency,
    extra_inventories: catalogue.extras.map((e) => ({ extra_id: e.id, inventory: e.stock === null ? null : Math.max(0, e.stock - e.sold) })),
    payment_promotion_info: paymentPromotionInfo(promotionsFor(catalogue.promotions, criteria.promo_code)),
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

/** The catalogue of `ref` through `catalogues`, or read afresh when the caller keeps none. */
export async function catalogueOf(db: Executor, clock: Clock, ref: string, catalogues?: CatalogueCache): Promise<HotelCatalogue> {
  const head = await readHotelVersion(db, ref);
  if (!head) throw hotelNotFound(ref);
  return catalogues ? catalogues.get(db, head) : loadCatalogue(db, head, clock.now());
}

export async function runSearch(db: Executor, clock: Clock, req: SearchRequest, catalogues?: CatalogueCache): Promise<SearchOutcome> {
  const catalogue = await catalogueOf(db, clock, req.ref, catalogues);
  return executeSearch(db, prepareSearch(catalogue, clock.now(), req));
}

export async function searchRooms(db: Executor, clock: Clock, req: SearchRequest, catalogues?: CatalogueCache): Promise<SearchResponse> {
  const catalogue = await catalogueOf(db, clock, req.ref, catalogues);
  return answerSearch(db, prepareSearch(catalogue, clock.now(), req));
}

/** Room plans that have a rate for every night and adult count searched, with their rooms and plan stock left. */
function withStock(shortlist: ReturnType<typeof candidatePlans>, data: StayData, nights: number, adults: readonly number[]): Candidate[] {
  const roomStock = new Map<number, number>();
  const planStock = new Map<number, number>();
  for (const s of data.stock) {
    if (s.kind === 'r') roomStock.set(s.id, s.nights >= nights ? Math.max(0, s.left) : 0);
    else planStock.set(s.id, Math.max(0, s.left));
  }
  const out: Candidate[] = [];
  for (const { roomType, plans } of shortlist) {
    const candidate: Candidate = { roomType, room_count: roomStock.get(roomType.id) ?? 0, room_plan: [] };
    for (const { plan, roomPlan } of plans) {
      if (!adults.every((a) => fullNights(data.rates, roomPlan.id, a) !== null)) continue;
      candidate.room_plan.push({ plan, roomPlan, sale_limit: roomPlan.sale_limit, plan_stock_count: planStock.get(plan.id) ?? null });
    }
    if (candidate.room_plan.length > 0) out.push(candidate);
  }
  return out;
}

/** Room types the search's filters keep and every searched room fits in. */
function searchedRoomTypes(c: SearchCriteria, catalogue: HotelCatalogue): RoomTypeRow[] {
  let codes: Set<string> | null = c.room_type_codes.length > 0 ? new Set(c.room_type_codes) : null;
  if (c.room_search_filters.length > 0) {
    const filtered = new Set(catalogue.filters.filter((f) => c.room_search_filters.includes(f.id)).flatMap((f) => f.room_type_codes));
    codes = codes ? new Set([...codes].filter((code) => filtered.has(code))) : filtered;
  }
  return catalogue.room_types.filter((rt) => (!codes || codes.has(rt.code)) && fits(rt, c.rooms));
}

/** The nights the engine prices for one room plan, with every adult count searched (undated: the lowest rate each night). */
function nightRates(data: StayData, roomPlanId: number, adults: readonly number[], stay: StayWindow): NightRate[] {
  const byAdults = adults.map((a) => [a, fullNights(data.rates, roomPlanId, a)!] as const);
  return stay.dates.map((date, i) => {
    const ratesByOccupancy: Record<number, number> = {};
    for (const [a, amounts] of byAdults) ratesByOccupancy[a] = stay.undated ? amounts[0] : amounts[i];
    return { date, ratesByOccupancy };
  });
}

const lowest = (plans: readonly { prices: CardPrices }[]) => Math.min(...plans.map((p) => p.prices.total_price));

/** price_low_to_high (default) and price_high_to_low by total; recommended keeps the hotel's order. */
function orderRooms(rooms: RoomResult[], order: SearchCriteria['order']): void {
  if (order === 'recommended') return;
  const sign = order === 'price_high_to_low' ? -1 : 1;
  for (const room of rooms) room.room_plan.sort((a, b) => sign * (a.prices.total_price - b.prices.total_price));
  rooms.sort((a, b) => sign * (lowest(a.room_plan) - lowest(b.room_plan)));
}

function byPlan(rooms: readonly RoomResult[], outcome: SearchOutcome): PlanResult[] {
  const { ctx, catalogue, language, criteria } = outcome;
  const plans = new Map<string, PlanResult>();
  for (const plan of catalogue.plans) {
    plans.set(plan.code, {
      hotel_plan_code: plan.code,
      name: translated(plan.translations, 'name', language, ctx.hotel.bookLanguages, plan.code),
      description: translated(plan.translations, 'description', language, ctx.hotel.bookLanguages, ''),
      meal_type: plan.meal_type,
      booking_start_date: plan.sale_start,
      inclusive_extra_ids: catalogue.inclusive.get(plan.code) ?? [],
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

