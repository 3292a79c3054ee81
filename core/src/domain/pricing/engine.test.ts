import { describe, expect, it } from 'vitest';
import { NorenError } from '../errors/index.ts';
import { convertMinor } from '../money/exchange.ts';
import { KYOTO_ACCOMMODATION_TAX, accommodationTaxPerPerson, TOKYO_ACCOMMODATION_TAX } from './accommodationTax.ts';
import { checkPriceInvariants } from './invariants.ts';
import { priceStay } from './engine.ts';
import { signInDiscountTotals } from './audiences.ts';
import { toPriceFields } from './wire.ts';
import { line, nights, stay } from './fixtures.test-helpers.ts';
import type { PriceStayInput } from './types.ts';

function price(input: PriceStayInput) {
  const result = priceStay(input);
  expect(checkPriceInvariants(result)).toEqual([]);
  return result;
}

function errorOf(fn: () => unknown): { code: number; payload: unknown } {
  try {
    fn();
  } catch (e) {
    if (e instanceof NorenError) return { code: e.code, payload: e.payload };
    throw e;
  }
  throw new Error('expected a NorenError');
}

describe('base rates and consumption tax', () => {
  it('prices 2 adults for 2 nights at 10%', () => {
    const { amounts, rooms } = price(stay());
    expect(amounts).toMatchObject({
      original_price: 26400, original_price_with_tax: 26400, room_price_without_tax: 24000, discounted_price: 26400,
      tax: 2400, total_price_without_tax: 24000, total_price_before_point_discount: 26400, total_price: 26400,
      remain_amount: 26400, deposit_amount: 0, accommodation_tax: 0, total_extra_price: 0,
    });
    expect(rooms[0].nights.map((n) => [n.date, n.amounts.total_price])).toEqual([['2025-07-01', 13200], ['2025-07-02', 13200]]);
  });

  it.each([
    ['10%, rounded down per night', 1000, 12345, 3, 1234 * 3],
    ['8%, rounded down per night', 800, 12345, 3, 987 * 3],
    ['10% exact', 1000, 10000, 1, 1000],
    ['0%', 0, 10000, 1, 0],
  ])('R5 %s', (_name, bp, rate, count, tax) => {
    const { amounts } = price(stay({ lines: [line({ taxRateBp: bp, nights: nights({ 2: rate }, count) })] }));
    expect(amounts.tax).toBe(tax);
    expect(amounts.total_price).toBe(rate * count + tax);
  });

  it('uses the plan rate of each line', () => {
    const { rooms } = price(stay({ lines: [line({ taxRateBp: 800 }), line()] }));
    expect(rooms.map((r) => r.amounts.tax)).toEqual([1920, 2400]);
  });

  it('R9: the tax-included switch changes only the display fields', () => {
    const on = price(stay({ lines: [line({ promotion: { kind: 'amount', amount: 1000 } })] })).amounts;
    const off = price(stay({ lines: [line({ promotion: { kind: 'amount', amount: 1000 } })], tax: { defaultTaxRateBp: 1000, showPricesTaxIncluded: false } })).amounts;
    expect(on.original_price).toBe(26400);
    expect(off.original_price).toBe(24000);
    expect(on.discounted_price).toBe(24200);
    expect(off.discounted_price).toBe(22000);
    const rest = (a: typeof on) => ({ ...a, original_price: 0, discounted_price: 0 });
    expect(rest(off)).toEqual(rest(on));
  });

  it('refuses an occupancy without a rate with 1000 on adults', () => {
    expect(errorOf(() => priceStay(stay({ lines: [line({ adults: 4 })] })))).toEqual({ code: 1000, payload: { field: 'adults', reason: 'no_rate_for_occupancy' } });
    expect(errorOf(() => priceStay(stay({ lines: [line({ adults: 0 })] }))).payload).toEqual({ field: 'adults', reason: 'invalid_count' });
  });
});

describe('kids tiers (R2)', () => {
  it.each([
    ['percent of the adult share', [{ tier: 'A' }], 12001, 12001 + 4200],
    ['fixed amount', [{ tier: 'B' }], 12000, 15000],
    ['free tier', [{ tier: 'C' }], 12000, 12000],
    ['ages mapped to tiers', [{ age: 8 }, { age: 4 }, { age: 1 }], 12000, 12000 + 4200 + 3000],
  ] as const)('%s', (_name, children, rate, perNight) => {
    const { rooms } = price(stay({ lines: [line({ children: [...children], nights: nights({ 2: rate }, 1) })] }));
    expect(rooms[0].nights[0].amounts.room_price_without_tax).toBe(perNight);
  });

  it('maps ages to tier codes and refuses ages or codes it cannot place', () => {
    expect(price(stay({ lines: [line({ children: [{ age: 8 }, { age: 0 }] })] })).rooms[0].childTiers).toEqual(['A', 'C']);
    expect(errorOf(() => priceStay(stay({ lines: [line({ children: [{ age: 15 }] })] }))).payload).toEqual({ field: 'kids_ages', reason: 'no_tier_for_age' });
    expect(errorOf(() => priceStay(stay({ lines: [line({ children: [{ tier: 'Z' }] })] }))).payload).toEqual({ field: 'kids_tiers', reason: 'unknown_code' });
  });
});

describe('accommodation tax (R6)', () => {
  const kyoto = (over: Partial<PriceStayInput> = {}) =>
    stay({ tax: { defaultTaxRateBp: 1000, showPricesTaxIncluded: true, accommodationTax: KYOTO_ACCOMMODATION_TAX }, ...over });

  it.each([
    ['kyoto', 0, 200], ['kyoto', 19_999, 200], ['kyoto', 20_000, 500],
    ['kyoto', 49_999, 500], ['kyoto', 50_000, 1_000], ['kyoto', 300_000, 1_000],
    ['tokyo', 9_999, 0], ['tokyo', 10_000, 100], ['tokyo', 15_000, 200],
  ] as const)('%s at %i per person-night: %i', (name, perPerson, tax) => {
    expect(accommodationTaxPerPerson(name === 'kyoto' ? KYOTO_ACCOMMODATION_TAX : TOKYO_ACCOMMODATION_TAX, perPerson)).toBe(tax);
  });

  it.each([
    ['1 adult under 20,000', 1, [], 19_999, 200],
    ['1 adult at 20,000', 1, [], 20_000, 500],
    ['2 adults at 50,000 each', 2, [], 100_000, 2_000],
    ['2 adults just under 50,000 each', 2, [], 99_999, 1_000],
    ['children count as guests', 2, [{ tier: 'C' }], 60_000, 1_500],
  ] as const)('%s', (_name, adults, children, rate, tax) => {
    const { amounts } = price(kyoto({ lines: [line({ adults, children: [...children], nights: nights({ [adults]: rate }, 1) })] }));
    expect(amounts.accommodation_tax).toBe(tax);
    expect(amounts.tax).toBe(Math.floor(rate / 10));
    expect(amounts.total_price).toBe(rate + Math.floor(rate / 10) + tax);
  });

  it('exempts the tiers the table names', () => {
    const table = { ...KYOTO_ACCOMMODATION_TAX, exemptTierCodes: ['C'] };
    const { amounts } = price(stay({ tax: { defaultTaxRateBp: 1000, showPricesTaxIncluded: true, accommodationTax: table }, lines: [line({ children: [{ tier: 'C' }], nights: nights({ 2: 60_000 }, 1) })] }));
    expect(amounts.accommodation_tax).toBe(1_000);
  });

  it('reads the discounted price, and skips day use', () => {
    const member = line({ nights: nights({ 2: 44_000 }, 1), discounts: { member: { kind: 'percent', basisPoints: 1000 } } });
    expect(price(kyoto({ lines: [member], viewerSignedIn: true })).amounts.accommodation_tax).toBe(400);
    expect(price(kyoto({ lines: [member], viewerSignedIn: false })).amounts.accommodation_tax).toBe(1_000);
    expect(price(kyoto({ isDayUse: true })).amounts.accommodation_tax).toBe(0);
  });
});

describe('discounts and promotions (R3, R4)', () => {
  const discounted = line({
    adults: 1, nights: nights({ 1: 10_000 }, 1),
    discounts: { brr: { kind: 'percent', basisPoints: 1000 }, member: { kind: 'amount', amount: 500 }, all: { kind: 'percent', basisPoints: 500 }, secret: { kind: 'amount', amount: 75 } },
    promotion: { kind: 'percent', basisPoints: 1000 },
  });

  it('applies brr, member, all, secret, promotion in order, each on what is left', () => {
    const { amounts } = price(stay({ lines: [discounted], viewerSignedIn: true }));
    expect(amounts).toMatchObject({
      brr_discount_amount: 1000, total_special_discount: 500 + 425 + 75, promotion_discount_amount: 800,
      room_price_without_tax: 7200, tax: 720, original_price_with_tax: 11_000, original_price: 11_000, discounted_price: 7920, total_price: 7920,
    });
  });

  it('skips member discounts for guests', () => {
    const { amounts } = price(stay({ lines: [discounted], viewerSignedIn: false }));
    expect(amounts.total_special_discount).toBe(450 + 75); // all 5% of 9000, secret 75
    expect(signInDiscountTotals(stay({ lines: [discounted] }))).toEqual({
      sign_in_discount: { total_price_after_discount: 7920, tax: 720 },
      non_sign_in_discount: { total_price_after_discount: 8390, tax: 762 }, // 10,000 - 1,000 - 450 - 75 - 847 = 7,628 + tax 762
    });
  });

  it('rounds percent discounts down and caps amounts at the price', () => {
    const pct = price(stay({ lines: [line({ adults: 1, nights: nights({ 1: 999 }, 1), discounts: { all: { kind: 'percent', basisPoints: 1000 } } })] })).amounts;
    expect(pct.total_special_discount).toBe(99);
    const big = price(stay({ lines: [line({ discounts: { all: { kind: 'amount', amount: 50_000 } }, promotion: { kind: 'percent', basisPoints: 5000 } })] })).amounts;
    expect(big).toMatchObject({ total_special_discount: 24_000, promotion_discount_amount: 0, room_price_without_tax: 0, tax: 0, total_price: 0 });
  });

  it('R7: rounds each line down to the unit, spread over its nights', () => {
    const one = price(stay({ lines: [line({ nights: nights({ 2: 12_345 }, 1) })], roundingUnit: 100 })).amounts;
    expect(one).toMatchObject({ total_price_before_point_discount: 13_500, rounding_discount_amount: 79, total_price: 13_500 });
    const two = price(stay({ lines: [line({ nights: nights({ 2: 12_345 }, 2) })], roundingUnit: 100 }));
    expect(two.amounts.rounding_discount_amount).toBe(58);
    expect(two.rooms[0].nights.map((n) => n.amounts.rounding_discount_amount)).toEqual([29, 29]);
    expect(toPriceFields(two.amounts).rounding_discount).toEqual({ discount_amount: 58 });
    expect(price(stay({ roundingUnit: 1000 })).amounts.rounding_discount_amount).toBe(400);
  });

  it('R8: points are capped at the price; the deposit is a share of what is left', () => {
    const points = price(stay({ pointsValue: 5_000, depositBasisPoints: 3_000 })).amounts;
    expect(points).toMatchObject({ total_price_before_point_discount: 26_400, spending_point_value: 5_000, total_price: 21_400, deposit_amount: 6_420, remain_amount: 14_980 });
    const all = price(stay({ pointsValue: 999_999 })).amounts;
    expect(all).toMatchObject({ spending_point_value: 26_400, total_price: 0, remain_amount: 0 });
    expect(errorOf(() => priceStay(stay({ pointsValue: -1 }))).payload).toEqual({ field: 'points', reason: 'invalid_count' });
  });

  it('takes a voucher coupon off the room price, capped', () => {
    const { amounts } = price(stay({ voucherCouponAmount: 5_000 }));
    expect(amounts).toMatchObject({ voucher_coupon_discount_amount: 5_000, room_price_without_tax: 19_000, tax: 1_900 });
    expect(price(stay({ voucherCouponAmount: 100_000 })).amounts.voucher_coupon_discount_amount).toBe(24_000);
  });
});

describe('coupons', () => {
  const amountCoupon = { code: 'SUMMER3000', discount: { kind: 'amount' as const, amount: 3000 } };
  const percentCoupon = { code: 'TEN', discount: { kind: 'percent' as const, basisPoints: 1000 } };
  const withCoupon = (definition: object | null, over: Partial<PriceStayInput> = {}, code: string | string[] = (definition as { code?: string } | null)?.code ?? 'NOPE') =>
    stay({ coupon: { code, definition: definition as never }, ...over });

  it('takes an amount coupon off the booking, spread over the nights', () => {
    const { amounts, rooms, coupon } = price(withCoupon(amountCoupon));
    expect(coupon).toEqual({ code: 'SUMMER3000', kind: 'amount', discount: 3000 });
    expect(amounts).toMatchObject({ coupon_discount_amount: 3000, room_price_without_tax: 21_000, tax: 2_100, total_price: 23_100 });
    expect(rooms[0].nights.map((n) => n.amounts.coupon_discount_amount)).toEqual([1500, 1500]);
  });

  it('takes a percentage coupon off each night', () => {
    const { amounts } = price(withCoupon(percentCoupon));
    expect(amounts).toMatchObject({ coupon_discount_amount: 2400, room_price_without_tax: 21_600, tax: 2_160 });
  });

  it.each([
    ['percent, first night only', { ...percentCoupon, maxStayNights: 1 }, [1200, 0, 0]],
    ['percent, first 2 nights', { ...percentCoupon, maxStayNights: 2 }, [1200, 1200, 0]],
    ['amount, first night only', { ...amountCoupon, maxStayNights: 1 }, [3000, 0, 0]],
    ['amount larger than the first night', { ...amountCoupon, discount: { kind: 'amount', amount: 20_000 }, maxStayNights: 1 }, [12_000, 0, 0]],
  ])('%s', (_name, def, perNight) => {
    const { rooms } = price(withCoupon(def, { lines: [line({ nights: nights({ 2: 12_000 }, 3) })] }));
    expect(rooms[0].nights.map((n) => n.amounts.coupon_discount_amount)).toEqual(perNight);
  });

  it('discounts only the target plans', () => {
    const def = { ...percentCoupon, hotelPlanCodes: ['STD'] };
    const { rooms } = price(withCoupon(def, { lines: [line(), line({ hotelPlanCode: 'BRK' })] }));
    expect(rooms.map((r) => r.amounts.coupon_discount_amount)).toEqual([2400, 0]);
  });

  it('matches codes regardless of case', () => {
    expect(price(withCoupon(percentCoupon, {}, 'ten')).coupon?.code).toBe('TEN');
  });

  it.each<[string, object | null, Partial<PriceStayInput>, string | string[] | undefined, number, unknown]>([
    ['unknown code', null, {}, 'NOPE', 1500, { coupon_code: 'NOPE', reason: 'invalid' }],
    ['other code', percentCoupon, {}, 'ELEVEN', 1500, { coupon_code: 'ELEVEN', reason: 'invalid' }],
    ['expired', { ...percentCoupon, validUntil: '2025-06-09' }, {}, undefined, 1500, { coupon_code: 'TEN', reason: 'expired' }],
    ['not yet valid', { ...percentCoupon, validFrom: '2025-06-11' }, {}, undefined, 1500, { coupon_code: 'TEN', reason: 'not_yet_valid' }],
    ['not for this plan', { ...percentCoupon, hotelPlanCodes: ['OTHER'] }, {}, undefined, 1500, { coupon_code: 'TEN', reason: 'not_for_this_plan' }],
    ['coupons switched off', percentCoupon, { couponActive: false }, undefined, 1500, { coupon_code: 'TEN', reason: 'inactive' }],
    ['percentage only refuses amounts', amountCoupon, { percentageCouponDiscountOnly: true }, undefined, 1500, { coupon_code: 'SUMMER3000', reason: 'percentage_only' }],
    ['usage limit reached', { ...percentCoupon, usageLimit: 5 }, {}, undefined, 1501, { coupon_code: 'TEN', reason: 'usage_limit' }],
    ['one coupon at a time (comma list)', percentCoupon, {}, 'TEN,SUMMER3000', 1000, { field: 'coupon_code', reason: 'one_coupon_at_a_time' }],
    ['one coupon at a time (array)', percentCoupon, {}, ['TEN', 'SUMMER3000'], 1000, { field: 'coupon_code', reason: 'one_coupon_at_a_time' }],
  ])('refuses: %s', (_name, def, over, code, errorCode, payload) => {
    const input = withCoupon(def, over, code ?? (def as { code: string }).code);
    if (input.coupon && _name === 'usage limit reached') input.coupon.usageCount = 5;
    expect(errorOf(() => priceStay(input))).toEqual({ code: errorCode, payload });
  });

  it('accepts percentage coupons when percentage only, and a coupon under its limit', () => {
    expect(price(withCoupon(percentCoupon, { percentageCouponDiscountOnly: true })).amounts.coupon_discount_amount).toBe(2400);
    const input = withCoupon({ ...percentCoupon, usageLimit: 5 });
    input.coupon!.usageCount = 4;
    expect(price(input).amounts.coupon_discount_amount).toBe(2400);
  });

  it('treats an empty code as no coupon', () => {
    expect(price(withCoupon(null, {}, ' ')).coupon).toBeNull();
  });
});

describe('extras', () => {
  it('adds extras with their own tax to their room line', () => {
    const { amounts, rooms } = price(stay({
      lines: [line({ nights: nights({ 2: 12_000 }, 1) }), line({ nights: nights({ 2: 12_000 }, 1) })],
      extras: [{ extraId: 1, unitPrice: 1500, quantity: 2, taxRateBp: 800, roomIndex: 1 }, { extraId: 2, unitPrice: 999, quantity: 1 }],
    }));
    expect(rooms[1].extras[0].amounts).toMatchObject({ extra_price_without_tax: 3000, tax: 240, total_extra_price: 3240, total_price: 3240 });
    expect(rooms[0].extras[0].amounts).toMatchObject({ extra_price_without_tax: 999, tax: 99, total_extra_price: 1098 });
    expect(amounts).toMatchObject({ extra_price_without_tax: 3999, total_extra_price: 4338, total_price_without_tax: 27_999, tax: 2400 + 339, total_price: 26_400 + 4338 });
  });

  it('refuses an extra for a room that is not there', () => {
    expect(errorOf(() => priceStay(stay({ extras: [{ extraId: 1, unitPrice: 100, quantity: 1, roomIndex: 3 }] }))).payload).toEqual({ field: 'extras', reason: 'unknown_room' });
  });
});

describe('multi-currency view (R10)', () => {
  const rates = { base: 'JPY' as const, rates: { USD: '0.0067123400', TWD: '0.2150000000', KRW: '9.1234' } };

  it.each([['USD', 17_721], ['TWD', 5_676], ['KRW', 240_858]])('converts the total to %s once and splits it over lines', (currency, total) => {
    const result = price(stay({ lines: [line(), line({ nights: nights({ 2: 12_345 }, 2) }), line({ adults: 1 })], mcp: { currency, rates } }));
    expect(result.mcpCurrency).toBe(currency);
    expect(result.mcpAmounts!.total_price).toBe(convertMinor(result.amounts.total_price, 'JPY', currency, rates));
    expect(result.mcpAmounts!.tax).toBe(convertMinor(result.amounts.tax, 'JPY', currency, rates));
    expect(result.rooms.reduce((a, r) => a + r.mcpAmounts!.total_price, 0)).toBe(result.mcpAmounts!.total_price);
    const single = price(stay({ mcp: { currency, rates } }));
    expect(single.mcpAmounts!.total_price).toBe(total);
  });

  it('writes mcp_{field}.cents on the wire', () => {
    const result = price(stay({ mcp: { currency: 'USD', rates }, roundingUnit: 1000 }));
    const wire = toPriceFields(result.amounts, result.mcpAmounts);
    expect(wire.total_price).toBe(26_000);
    expect(wire.mcp_total_price).toEqual({ cents: 17_452 }); // 26,000 × 0.00671234 = 174.52084 USD
    expect(wire.rounding_discount).toEqual({ discount_amount: 400, mcp_discount_amount: { cents: 268 } });
  });
});
