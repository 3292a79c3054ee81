// Coupons (part 1 §3 "Coupon", §5; part 2 §8.4, §8.5): one code at a time; amount or percentage;
// percentage_coupon_discount_only refuses amount coupons; target plans; the first n nights;
// a usage limit (1501); anything else wrong with it is 1500.
import { ErrorCode, NorenError } from '../errors/index.ts';
import { compareDates, type IsoDate } from '../search/dates.ts';
import type { DiscountRule } from './types.ts';

export interface CouponDefinition {
  code: string;
  /** Percent: off each eligible room-night. Amount: off the booking, spread over eligible nights. */
  discount: DiscountRule;
  validFrom?: IsoDate | null;
  /** Last day the coupon can be used, inclusive. */
  validUntil?: IsoDate | null;
  /** Hotel plans it is for; empty or absent means every plan. */
  hotelPlanCodes?: readonly string[] | null;
  /** Discounts only the first n nights of each room (max stay nights). */
  maxStayNights?: number | null;
  usageLimit?: number | null;
}

export type CouponRefusal = 'inactive' | 'invalid' | 'not_yet_valid' | 'expired' | 'percentage_only' | 'not_for_this_plan' | 'usage_limit';

/** Splits what was requested into one code; several codes are a 1000 on coupon_code. */
export function singleCouponCode(code: string | readonly string[]): string | null {
  const codes = (typeof code === 'string' ? code.split(',') : [...code]).map((c) => c.trim()).filter((c) => c !== '');
  if (codes.length > 1) {
    throw new NorenError(ErrorCode.invalid, { payload: { field: 'coupon_code', reason: 'one_coupon_at_a_time' } });
  }
  return codes[0] ?? null;
}

function refuse(code: string, reason: CouponRefusal): NorenError {
  const errorCode = reason === 'usage_limit' ? ErrorCode.couponUsageLimit : ErrorCode.couponInvalid;
  return new NorenError(errorCode, { payload: { coupon_code: code, reason } });
}

export interface CouponCheck {
  code: string;
  definition: CouponDefinition | null;
  usageCount?: number;
  today: IsoDate;
  couponActive?: boolean;
  percentageCouponDiscountOnly?: boolean;
  /** The hotel plans being priced; at least one must be a target. */
  hotelPlanCodes: readonly string[];
}

/** The coupon when it may be used for this stay; otherwise throws 1500 or 1501 with the reason. */
export function checkCoupon(c: CouponCheck): CouponDefinition {
  const def = c.definition;
  if (c.couponActive === false) throw refuse(c.code, 'inactive');
  // Codes compare case-insensitively: guests type them from e-mails and flyers.
  if (!def || def.code.toUpperCase() !== c.code.toUpperCase()) throw refuse(c.code, 'invalid');
  if (def.discount.kind === 'percent' ? !(def.discount.basisPoints > 0) : !(def.discount.amount > 0)) throw refuse(c.code, 'invalid');
  if (def.validFrom && compareDates(c.today, def.validFrom) < 0) throw refuse(c.code, 'not_yet_valid');
  if (def.validUntil && compareDates(c.today, def.validUntil) > 0) throw refuse(c.code, 'expired');
  if (c.percentageCouponDiscountOnly && def.discount.kind !== 'percent') throw refuse(c.code, 'percentage_only');
  if (def.usageLimit != null && (c.usageCount ?? 0) >= def.usageLimit) throw refuse(c.code, 'usage_limit');
  if (!c.hotelPlanCodes.some((p) => couponTargetsPlan(def, p))) throw refuse(c.code, 'not_for_this_plan');
  return def;
}

export function couponTargetsPlan(def: CouponDefinition, hotelPlanCode: string): boolean {
  return !def.hotelPlanCodes || def.hotelPlanCodes.length === 0 || def.hotelPlanCodes.includes(hotelPlanCode);
}

export function couponCoversNight(def: CouponDefinition, nightIndex: number): boolean {
  return def.maxStayNights == null || nightIndex < def.maxStayNights;
}
