// Inputs and outputs of the pricing engine. All amounts are integer minor units of the hotel
// currency; rates are basis points (100 bp = 1%). Hotel prices are stored tax-exclusive.
import type { ExchangeRateTable } from '../money/exchange.ts';
import type { IsoDate } from '../search/dates.ts';
import type { AccommodationTaxTable } from './accommodationTax.ts';
import type { CouponDefinition } from './coupon.ts';

/** A percent (basis points) or a fixed amount off each room-night. */
export type DiscountRule = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; amount: number };

/** Part 1 §3 "Discount scopes" less rounding, in the spec's order, which is the order they apply. */
export const DISCOUNT_SCOPES = ['brr', 'member', 'all', 'secret'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

/** A child's price per night: a percent of one adult's share of the room rate, or a fixed amount. */
export type KidsTierPrice = { kind: 'percent'; basisPoints: number } | { kind: 'amount'; amount: number };

export interface KidsTierPricing {
  code: string;
  /** Inclusive ages the tier covers; used when children come as ages (kids_type ages). */
  ageFrom?: number;
  ageTo?: number;
  price: KidsTierPrice;
}

export type ChildSpec = { tier: string } | { age: number };

export interface NightRate {
  date: IsoDate;
  /** Tax-exclusive room price for the night by number of adults: { 1: 9000, 2: 12000 }. */
  ratesByOccupancy: Readonly<Record<number, number>>;
}

export interface RoomLineInput {
  roomTypeCode: string;
  roomPlanCode: string;
  hotelPlanCode: string;
  adults: number;
  children: readonly ChildSpec[];
  /** One entry per night; a day-use stay has one entry for its day. */
  nights: readonly NightRate[];
  /** The plan's consumption tax; the hotel default when absent (8% where configured). */
  taxRateBp?: number;
  /** Special and brr discounts of the plan; member applies only to signed-in viewers. */
  discounts?: Partial<Record<DiscountScope, DiscountRule>>;
  promotion?: DiscountRule | null;
}

export interface ExtraInput {
  extraId: string | number;
  /** Tax-exclusive price of one unit. */
  unitPrice: number;
  quantity: number;
  /** Consumption tax of the extra; the hotel default when absent (8% for food where configured). */
  taxRateBp?: number;
  /** The room line the extra is booked with; the first when absent. */
  roomIndex?: number;
}

export interface TaxSettings {
  /** Consumption tax in basis points, 1000 (10%) in Japan. */
  defaultTaxRateBp: number;
  /** show_prices_tax_included: changes original_price and discounted_price only. */
  showPricesTaxIncluded: boolean;
  accommodationTax?: AccommodationTaxTable | null;
}

export interface CouponRequest {
  /** As requested: more than one code is refused (only one coupon at a time). */
  code: string | readonly string[];
  /** The hotel's coupon stored under that code, or null when there is none. */
  definition: CouponDefinition | null;
  /** Usage so far, for the usage limit. */
  usageCount?: number;
}

export interface PriceStayInput {
  currency: string;
  /** The hotel's today, for coupon validity. */
  today: IsoDate;
  lines: readonly RoomLineInput[];
  kidsTiers?: readonly KidsTierPricing[];
  tax: TaxSettings;
  /** Member discounts apply to signed-in viewers only (members-only rates priced for guests). */
  viewerSignedIn?: boolean;
  isDayUse?: boolean;
  coupon?: CouponRequest | null;
  couponActive?: boolean;
  percentageCouponDiscountOnly?: boolean;
  /** A voucher coupon's value, taken off the rooms' tax-exclusive price. */
  voucherCouponAmount?: number;
  /** Each room line's total is rounded down to a multiple of this (e.g. 100 yen); absent: none. */
  roundingUnit?: number | null;
  /** Points to spend, as money; capped at the price. */
  pointsValue?: number;
  /** Deposit share of the total for deposit payment types. */
  depositBasisPoints?: number | null;
  extras?: readonly ExtraInput[];
  extrasTaxRateBp?: number;
  mcp?: { currency: string; rates: ExchangeRateTable } | null;
}

/** The additive price fields of part 1 §3, flat (rounding_discount.discount_amount flattened). */
export const PRICE_FIELDS = [
  'accommodation_tax', 'brr_discount_amount', 'coupon_discount_amount', 'deposit_amount', 'discounted_price',
  'extra_price_without_tax', 'original_price', 'original_price_with_tax', 'promotion_discount_amount',
  'remain_amount', 'room_price_without_tax', 'total_special_discount', 'spending_point_value', 'tax',
  'total_extra_price', 'total_price', 'total_price_before_point_discount', 'total_price_without_tax',
  'voucher_coupon_discount_amount', 'rounding_discount_amount',
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];
export type PriceAmounts = Record<PriceField, number>;

/** A literal rather than Object.fromEntries: the engine makes one per night, and this is 20x faster. */
export function zeroAmounts(): PriceAmounts {
  return {
    accommodation_tax: 0, brr_discount_amount: 0, coupon_discount_amount: 0, deposit_amount: 0, discounted_price: 0,
    extra_price_without_tax: 0, original_price: 0, original_price_with_tax: 0, promotion_discount_amount: 0,
    remain_amount: 0, room_price_without_tax: 0, total_special_discount: 0, spending_point_value: 0, tax: 0,
    total_extra_price: 0, total_price: 0, total_price_before_point_discount: 0, total_price_without_tax: 0,
    voucher_coupon_discount_amount: 0, rounding_discount_amount: 0,
  };
}

/** Field by field, spelled out: keyed access over PRICE_FIELDS was the engine's hottest loop. */
export function addAmounts(parts: readonly PriceAmounts[]): PriceAmounts {
  const t = zeroAmounts();
  for (const p of parts) {
    t.accommodation_tax += p.accommodation_tax;
    t.brr_discount_amount += p.brr_discount_amount;
    t.coupon_discount_amount += p.coupon_discount_amount;
    t.deposit_amount += p.deposit_amount;
    t.discounted_price += p.discounted_price;
    t.extra_price_without_tax += p.extra_price_without_tax;
    t.original_price += p.original_price;
    t.original_price_with_tax += p.original_price_with_tax;
    t.promotion_discount_amount += p.promotion_discount_amount;
    t.remain_amount += p.remain_amount;
    t.room_price_without_tax += p.room_price_without_tax;
    t.total_special_discount += p.total_special_discount;
    t.spending_point_value += p.spending_point_value;
    t.tax += p.tax;
    t.total_extra_price += p.total_extra_price;
    t.total_price += p.total_price;
    t.total_price_before_point_discount += p.total_price_before_point_discount;
    t.total_price_without_tax += p.total_price_without_tax;
    t.voucher_coupon_discount_amount += p.voucher_coupon_discount_amount;
    t.rounding_discount_amount += p.rounding_discount_amount;
  }
  return t;
}

interface Priced {
  amounts: PriceAmounts;
  /** The same fields in the multi-currency view, or null when there is none. */
  mcpAmounts: PriceAmounts | null;
}

export interface NightPrice extends Priced {
  date: IsoDate;
  /** 0-based night of the stay, for the coupon's first-n-nights rule. */
  index: number;
}

export interface ExtraPrice extends Priced {
  extraId: string | number;
  quantity: number;
  unitPrice: number;
}

export interface RoomLinePrice extends Priced {
  index: number;
  roomTypeCode: string;
  roomPlanCode: string;
  hotelPlanCode: string;
  adults: number;
  /** Tier code of each child, after ages were mapped to tiers. */
  childTiers: string[];
  taxRateBp: number;
  nights: NightPrice[];
  extras: ExtraPrice[];
}

export interface AppliedCoupon {
  code: string;
  kind: 'percent' | 'amount';
  discount: number;
}

export interface StayPrice extends Priced {
  currency: string;
  mcpCurrency: string | null;
  showPricesTaxIncluded: boolean;
  rooms: RoomLinePrice[];
  coupon: AppliedCoupon | null;
}
