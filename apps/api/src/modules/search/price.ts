// GET /hotels/{id}/rooms/price: a selection (each searched room on a room plan, plus extras) to
// the engine's full breakdown: every price field of the stay, of each room, of each night and of
// each extra, in the hotel currency and, with mcp_currency, the multi-currency view.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { PriceBreakdown } from '@noren/core/domain';
import {
  applySearchDefaults, assertValidSearch, checkPriceInvariants, ErrorCode, invalidField, keepPlan, keepRoom, NorenError, priceStay,
  signInDiscountTotals, toPriceFields, type Clock, type ExtraInput, type SearchRoom,
} from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { loadExtras, type ExtraRow } from './extras.ts';
import { contextAt, couponOf, type CatalogueCache } from './catalogue.ts';
import { GUEST, viewerAt, type SearchViewer } from './context.ts';
import { childrenOf, exchangeTable, requestedCoupon, selectionInput, sharedPricing, type SelectedLine } from './pricing.ts';
import { parseSearchQuery, type RawQuery } from './query.ts';
import { exchangeRateAt, fullNights, loadStay, promotionsFor } from './repository.ts';
import { catalogueOf } from './service.ts';
import { planSellable, stayWindow } from './stay.ts';

interface ExtraAsk {
  extra_id: number;
  quantity: number;
  room: number;
  date?: string;
}

const EXTRA_KEY = /^extras\[(\d{1,2})\]\[(extra_id|quantity|room|date)\]$/;

function extrasAsked(query: RawQuery): ExtraAsk[] {
  const byIndex = new Map<number, Partial<ExtraAsk>>();
  for (const [key, value] of Object.entries(query)) {
    const m = EXTRA_KEY.exec(key);
    if (!m) continue;
    const entry = byIndex.get(Number(m[1])) ?? {};
    const v = Array.isArray(value) ? value[value.length - 1] : value;
    if (m[2] === 'date') entry.date = String(v);
    else entry[m[2] as 'extra_id' | 'quantity' | 'room'] = Number(v);
    byIndex.set(Number(m[1]), entry);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([i, e]) => {
    if (e.extra_id === undefined) throw invalidField(`extras[${i}][extra_id]`, 'required');
    if (e.quantity === undefined) throw invalidField(`extras[${i}][quantity]`, 'required');
    return { extra_id: e.extra_id, quantity: e.quantity, room: e.room ?? 0, ...(e.date !== undefined && { date: e.date }) };
  });
}

function one(value: unknown): string | undefined {
  return Array.isArray(value) ? (value.length > 0 ? String(value[0]) : undefined) : typeof value === 'string' && value !== '' ? value : undefined;
}

export async function priceSelection(db: Executor, clock: Clock, ref: string, query: RawQuery, asked: SearchViewer = GUEST, catalogues?: CatalogueCache): Promise<PriceBreakdown> {
  const catalogue = await catalogueOf(db, clock, ref, catalogues);
  const ctx = contextAt(catalogue, clock.now());
  const viewer = viewerAt(asked, ctx.hotel);
  const criteria = applySearchDefaults(parseSearchQuery(query, ctx.tiers), ctx.rules, ctx.today);
  assertValidSearch(criteria, ctx.rules, ctx.today);
  if (criteria.search_type === 'undated') throw invalidField('search_type', 'price_needs_dates');
  const stay = stayWindow(criteria, ctx);
  const flatCode = one(query.room_plan_code);
  const codes = criteria.rooms.map((_, i) => one(query[`rooms[${i}][room_plan_code]`]) ?? flatCode);
  codes.forEach((code, i) => {
    if (!code) throw invalidField(criteria.rooms.length > 1 ? `rooms[${i}][room_plan_code]` : 'room_plan_code', 'required');
  });
  const mcpCurrency = one(query.mcp_currency) ?? null;
  const roomPlans = new Map(catalogue.room_plans.map((rp) => [rp.code, rp]));
  const plans = catalogue.plansById;
  const roomTypes = new Map(catalogue.room_types.map((rt) => [rt.id, rt]));
  const selected = [...new Set(codes.map((code) => roomPlans.get(code!)).filter((rp) => rp !== undefined))];
  const stayQuery = () => loadStay(db, {
    from: stay.from,
    to: stay.to,
    nights: stay.dates.length,
    roomPlanIds: selected.map((rp) => rp.id),
    roomTypeIds: [...new Set(selected.map((rp) => rp.room_type_id))],
    planIds: [...new Set(selected.map((rp) => rp.plan_id))],
    adults: [...new Set(criteria.rooms.map((r) => r.adults))],
    lowestOnly: false,
  });
  const extrasQuery = () => loadExtras(db, ctx.hotel.id, stay.from, stay.to);
  const couponQuery = () => (criteria.coupon_code ? couponOf(db, catalogue, criteria.coupon_code) : Promise.resolve(null));
  // The booking prices inside its transaction, whose one connection runs one query at a time
  // (node-postgres warns on overlap, and will refuse); the pool runs them side by side.
  const [data, extraRows, couponRow] = db instanceof PgTransaction
    ? [await stayQuery(), await extrasQuery(), await couponQuery()]
    : await Promise.all([stayQuery(), extrasQuery(), couponQuery()]);

  const roomsLeft = new Map<string, number>();
  for (const s of data.stock) roomsLeft.set(`${s.kind}:${s.id}`, s.kind === 'r' && s.nights < stay.dates.length ? 0 : s.left);

  const selection: SelectedLine[] = criteria.rooms.map((room: SearchRoom, i) => {
    const field = criteria.rooms.length > 1 ? `rooms[${i}][room_plan_code]` : 'room_plan_code';
    const rp = roomPlans.get(codes[i]!);
    if (!rp) throw invalidField(field, 'unknown_code', { codes: [codes[i]] });
    const plan = plans.get(rp.plan_id);
    const rt = roomTypes.get(rp.room_type_id);
    if (!plan || !rt || (plan.members_only && !viewer.signedIn) || !planSellable(plan, stay, ctx)) throw invalidField(field, 'not_available');
    const kids = childrenOf(room).length;
    if (room.adults < rt.min_adults || room.adults > rt.max_adults || kids > rt.max_children || room.adults + kids > rt.max_occupancy) {
      throw invalidField(field, 'guests_do_not_fit');
    }
    const amounts = fullNights(data.rates, rp.id, room.adults);
    if (!amounts) throw invalidField(field, 'not_available');
    return {
      room, plan, roomTypeCode: rt.code, roomPlanCode: rp.code,
      nights: stay.dates.map((date, k) => ({ date, ratesByOccupancy: { [room.adults]: amounts[k] } })),
    };
  });

  // The tiers-mode rule with room_count = the rooms this selection takes of each room type and plan.
  const perRoomType = new Map<string, number>();
  const perPlan = new Map<number, number>();
  for (const s of selection) {
    perRoomType.set(s.roomTypeCode, (perRoomType.get(s.roomTypeCode) ?? 0) + 1);
    perPlan.set(s.plan.id, (perPlan.get(s.plan.id) ?? 0) + 1);
  }
  selection.forEach((s, i) => {
    const rp = roomPlans.get(s.roomPlanCode)!;
    const search = { room_count: Math.max(perRoomType.get(s.roomTypeCode)!, perPlan.get(s.plan.id)!), is_including_occupied: false, search_type: 'dated' as const, mode: criteria.mode };
    const left = roomsLeft.get(`r:${rp.room_type_id}`) ?? 0;
    const plan = { sale_limit: rp.sale_limit, plan_stock_count: roomsLeft.get(`p:${s.plan.id}`) ?? null };
    if (!keepRoom({ room_count: left }, search) || !keepPlan(plan, search)) {
      throw invalidField(criteria.rooms.length > 1 ? `rooms[${i}][room_plan_code]` : 'room_plan_code', 'sold_out');
    }
  });

  const includeOutOfStock = query.include_extra_out_of_stock === true || one(query.include_extra_out_of_stock) === 'true';
  const outOfStock = new Set<number>();
  const extras: ExtraInput[] = extrasAsked(query).map((ask, i) => {
    const row = extraRows.find((e) => e.id === ask.extra_id);
    if (!row) throw new NorenError(ErrorCode.extrasInvalidId, { payload: { field: `extras[${i}][extra_id]`, extra_id: ask.extra_id } });
    if (ask.quantity < row.min_quantity || ask.quantity > row.max_quantity) {
      throw new NorenError(ErrorCode.extrasInvalidQuantity, { payload: { field: `extras[${i}][quantity]`, min: row.min_quantity, max: row.max_quantity } });
    }
    if (!Number.isInteger(ask.room) || ask.room < 0 || ask.room >= selection.length) throw invalidField(`extras[${i}][room]`, 'unknown_room');
    const unitPrice = extraUnitPrice(row, ask, i, stay.dates);
    if (row.left !== null && ask.quantity > row.left) {
      if (!includeOutOfStock) throw new NorenError(ErrorCode.extrasLimitInsufficient, { payload: { field: `extras[${i}][quantity]`, extra_id: row.id, inventory: row.left } });
      outOfStock.add(i);
    }
    return { extraId: row.id, unitPrice, quantity: ask.quantity, taxRateBp: row.tax_rate_bp ?? undefined, roomIndex: ask.room };
  });

  const coupon = requestedCoupon(ctx, criteria.coupon_code, couponRow, selection.map((s) => s.plan.code));
  const mcp = exchangeTable(ctx, mcpCurrency, exchangeRateAt(catalogue.exchange_rates, mcpCurrency, clock.now()));
  const promotions = promotionsFor(catalogue.promotions, criteria.promo_code);
  const input = selectionInput(
    { ctx, shared: sharedPricing(ctx), viewer, isDayUse: criteria.is_day_use, promotions, coupon, mcp },
    selection,
    extras,
  );
  const price = priceStay(input);
  const broken = checkPriceInvariants(price);
  if (broken.length > 0) throw new Error(`price invariants broken: ${broken.slice(0, 3).join('; ')}`);
  const audiences = signInDiscountTotals(input);
  // The engine keeps each room's extras in request order: map them back to the request's indexes.
  const requestIndexes = price.rooms.map((_, room) => extras.flatMap((e, k) => ((e.roomIndex ?? 0) === room ? [k] : [])));
  return {
    currency: price.currency,
    mcp_currency: price.mcpCurrency,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    nights: stay.nights,
    prices: toPriceFields(price.amounts, price.mcpAmounts),
    rooms: price.rooms.map((line, i) => ({
      index: i,
      room_type_code: line.roomTypeCode,
      room_plan_code: line.roomPlanCode,
      hotel_plan_code: line.hotelPlanCode,
      adults: line.adults,
      children: line.childTiers.length,
      child_tiers: line.childTiers,
      tax_rate_bp: line.taxRateBp,
      prices: toPriceFields(line.amounts, line.mcpAmounts),
      nights: line.nights.map((n) => ({ date: n.date, prices: toPriceFields(n.amounts, n.mcpAmounts) })),
      extras: line.extras.map((e, k) => ({
        extra_id: Number(e.extraId),
        quantity: e.quantity,
        unit_price: e.unitPrice,
        out_of_stock: outOfStock.has(requestIndexes[i][k]),
        prices: toPriceFields(e.amounts, e.mcpAmounts),
      })),
    })),
    coupon: price.coupon,
    sign_in_discount: audiences.sign_in_discount,
    non_sign_in_discount: audiences.non_sign_in_discount,
  };
}

function extraUnitPrice(row: ExtraRow, ask: ExtraAsk, i: number, stayDates: readonly string[]): number {
  if (row.extra_type === 'generic') return row.price;
  // A date-bound extra is bought for one stay date that has a price and is open for booking.
  const date = ask.date ?? stayDates[0];
  const price = row.prices.find((p) => p.date === date);
  const bookable = !row.booking_available_dates || row.booking_available_dates.includes(date);
  if (!stayDates.includes(date) || !price || !bookable) {
    throw new NorenError(ErrorCode.extrasNoLongerSold, { payload: { field: `extras[${i}][date]`, extra_id: row.id, date } });
  }
  return price.amount;
}
