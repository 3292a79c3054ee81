// From database rows to the pricing engine's input: the engine (core/domain/pricing) holds every
// rule; this file only says which stored setting feeds which input.
import {
  checkCoupon, childrenInRoom, couponTargetsPlan, ErrorCode, NorenError, singleCouponCode,
  type ChildSpec, type CouponDefinition, type DiscountRule, type ExchangeRateTable, type NightRate,
  type PriceStayInput, type RoomLineInput, type SearchRoom,
} from '@noren/core/domain';
import type { HotelContext } from '../hotels/index.ts';
import { accommodationTaxTable, tierPricing, type SearchViewer } from './context.ts';
import type { CouponRow, PlanRow, PromotionRow } from './repository.ts';

export function couponDefinition(row: CouponRow | null): CouponDefinition | null {
  if (!row) return null;
  return {
    code: row.code,
    discount: row.kind === 'percent' ? { kind: 'percent', basisPoints: row.value } : { kind: 'amount', amount: row.value },
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    hotelPlanCodes: row.hotel_plan_codes,
    maxStayNights: row.max_stay_nights,
    usageLimit: row.usage_limit,
  };
}

/**
 * The coupon a search or price call asked for, checked once for the whole call (1500, 1501, or
 * 1000 for two codes at once); null when none was asked for.
 */
export function requestedCoupon(ctx: HotelContext, code: string | null, row: CouponRow | null, planCodes: readonly string[]): { definition: CouponDefinition; usageCount: number } | null {
  const single = code ? singleCouponCode(code) : null;
  if (!single) return null;
  const definition = couponDefinition(row);
  checkCoupon({
    code: single, definition, usageCount: row?.used_count ?? 0, today: ctx.today,
    couponActive: ctx.hotel.couponActive, percentageCouponDiscountOnly: ctx.hotel.percentageCouponDiscountOnly,
    hotelPlanCodes: planCodes,
  });
  return { definition: definition!, usageCount: row!.used_count };
}

export function promotionRule(promotions: readonly PromotionRow[], hotelPlanCode: string): DiscountRule | null {
  const p = promotions.find((x) => x.code !== null && (x.hotel_plan_codes.length === 0 || x.hotel_plan_codes.includes(hotelPlanCode)));
  if (!p) return null;
  return p.kind === 'percent' ? { kind: 'percent', basisPoints: p.value } : { kind: 'amount', amount: p.value };
}

export function paymentPromotionInfo(promotions: readonly PromotionRow[]): { target_mode: 'include' | 'exclude'; hotel_plan_codes: string[] } | null {
  const p = promotions.find((x) => x.target_mode !== null);
  return p ? { target_mode: p.target_mode!, hotel_plan_codes: p.hotel_plan_codes } : null;
}

export function exchangeTable(ctx: HotelContext, mcpCurrency: string | null, rate: string | null): { currency: string; rates: ExchangeRateTable } | null {
  if (!mcpCurrency) return null;
  if (mcpCurrency === ctx.hotel.currency) return { currency: mcpCurrency, rates: { base: ctx.hotel.currency as ExchangeRateTable['base'], rates: {} } };
  if (!rate) throw new NorenError(ErrorCode.invalid, { payload: { field: 'mcp_currency', reason: 'no_exchange_rate' } });
  return { currency: mcpCurrency, rates: { base: ctx.hotel.currency as ExchangeRateTable['base'], rates: { [mcpCurrency]: rate } } };
}

export function childrenOf(room: SearchRoom): ChildSpec[] {
  const out: ChildSpec[] = [];
  for (const t of room.kids_tiers) for (let i = 0; i < t.children; i++) out.push({ tier: t.code });
  for (const a of room.kids_age_range) for (let i = 0; i < a.count; i++) out.push({ tier: a.code });
  return out;
}

export function guestsOf(rooms: readonly SearchRoom[]): { adults: number; children: number } {
  let adults = 0;
  let children = 0;
  for (const r of rooms) {
    adults += r.adults;
    children += childrenInRoom(r);
  }
  return { adults, children };
}

/** The parts of every engine input that depend on the hotel only: built once per call. */
export interface SharedPricing {
  kidsTiers: PriceStayInput['kidsTiers'];
  tax: PriceStayInput['tax'];
}

export function sharedPricing(ctx: HotelContext): SharedPricing {
  return {
    kidsTiers: tierPricing(ctx.tiers),
    tax: {
      defaultTaxRateBp: ctx.hotel.consumptionTaxBp,
      showPricesTaxIncluded: ctx.hotel.showPricesTaxIncluded,
      accommodationTax: accommodationTaxTable(ctx.hotel.accommodationTax, ctx.hotel.code),
    },
  };
}

export interface PlanPricingInput {
  ctx: HotelContext;
  shared: SharedPricing;
  viewer: SearchViewer;
  plan: PlanRow;
  roomTypeCode: string;
  roomPlanCode: string;
  rooms: readonly SearchRoom[];
  nights: readonly NightRate[];
  isDayUse: boolean;
  promotions: readonly PromotionRow[];
  coupon: { definition: CouponDefinition; usageCount: number } | null;
  mcp: { currency: string; rates: ExchangeRateTable } | null;
}

/** The engine input for `rooms` all booked on one room plan over `nights`. */
export function stayInput(p: PlanPricingInput): PriceStayInput {
  const { ctx, plan } = p;
  const promotion = promotionRule(p.promotions, plan.code);
  const discounts = plan.member_discount_bp > 0 ? { member: { kind: 'percent' as const, basisPoints: plan.member_discount_bp } } : undefined;
  const lines: RoomLineInput[] = p.rooms.map((room) => ({
    roomTypeCode: p.roomTypeCode,
    roomPlanCode: p.roomPlanCode,
    hotelPlanCode: plan.code,
    adults: room.adults,
    children: childrenOf(room),
    nights: p.nights,
    taxRateBp: plan.tax_rate_bp ?? undefined,
    discounts,
    promotion,
  }));
  const coupon = p.coupon && couponTargetsPlan(p.coupon.definition, plan.code)
    ? { code: p.coupon.definition.code, definition: p.coupon.definition, usageCount: p.coupon.usageCount }
    : null;
  return {
    currency: ctx.hotel.currency,
    today: ctx.today,
    lines,
    kidsTiers: p.shared.kidsTiers,
    tax: p.shared.tax,
    viewerSignedIn: p.viewer.signedIn,
    isDayUse: p.isDayUse,
    coupon,
    couponActive: ctx.hotel.couponActive,
    percentageCouponDiscountOnly: ctx.hotel.percentageCouponDiscountOnly,
    roundingUnit: ctx.hotel.roundingUnit,
    depositBasisPoints: plan.payment_method === 'credit_card_deposit' ? plan.deposit_bp : null,
    mcp: p.mcp,
  };
}

const CARD_PAYMENTS = new Set(['credit_card', 'credit_card_full', 'credit_card_deposit', 'credit_card_international', 'pre_paid', 'on_site_credit_card_required', 'korean_domestic_card']);

export function isCardPayment(paymentMethod: string): boolean {
  return CARD_PAYMENTS.has(paymentMethod);
}

export interface SelectedLine {
  room: SearchRoom;
  plan: PlanRow;
  roomTypeCode: string;
  roomPlanCode: string;
  nights: readonly NightRate[];
}

/** The engine input for a selection: each room on its own room plan, with extras and a coupon. */
export function selectionInput(
  base: Omit<PlanPricingInput, 'plan' | 'roomTypeCode' | 'roomPlanCode' | 'rooms' | 'nights'>,
  selection: readonly SelectedLine[],
  extras: PriceStayInput['extras'],
): PriceStayInput {
  const lines = selection.map((s) => stayInput({ ...base, plan: s.plan, roomTypeCode: s.roomTypeCode, roomPlanCode: s.roomPlanCode, rooms: [s.room], nights: s.nights }).lines[0]);
  const first = stayInput({ ...base, plan: selection[0].plan, roomTypeCode: selection[0].roomTypeCode, roomPlanCode: selection[0].roomPlanCode, rooms: [selection[0].room], nights: selection[0].nights });
  const anyCouponPlan = base.coupon && selection.some((s) => couponTargetsPlan(base.coupon!.definition, s.plan.code));
  const deposit = selection.find((s) => s.plan.payment_method === 'credit_card_deposit')?.plan.deposit_bp ?? null;
  return {
    ...first,
    lines,
    coupon: anyCouponPlan ? { code: base.coupon!.definition.code, definition: base.coupon!.definition, usageCount: base.coupon!.usageCount } : null,
    depositBasisPoints: deposit,
    extras,
  };
}
