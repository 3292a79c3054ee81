// Property: whatever the stay, guests, discounts, coupon and currencies, no amount is negative,
// room lines add up to the stay, nights and extras to their line, in the hotel currency and in
// the mcp view; and the fields relate as the engine's header says.
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { convertMinor, type ExchangeRateTable } from '../money/exchange.ts';
import { KYOTO_ACCOMMODATION_TAX, TOKYO_ACCOMMODATION_TAX } from './accommodationTax.ts';
import type { CouponDefinition } from './coupon.ts';
import { priceStay } from './engine.ts';
import { priceStaySummary } from './summary.ts';
import { KIDS_TIERS } from './fixtures.test-helpers.ts';
import { checkPriceInvariants } from './invariants.ts';
import { PRICE_FIELDS, type DiscountRule, type PriceStayInput, type RoomLineInput } from './types.ts';

// A hundred generated stays priced twice: about 1.5 s alone, past the default 5 s bound on a loaded
// 2-core machine (both Vitest workers busy).
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => vi.resetConfig());

const CURRENCIES = ['JPY', 'TWD', 'USD', 'EUR', 'KRW', 'GBP', 'IDR', 'VND', 'AUD'] as const;

// Rates from 0.001 to 1,000 per yen (real ones run from about 0.0067 for USD to 170 for VND): the
// cross rate of two of them, times a 100x shift in decimals, keeps a 14-night, 5-room stay a safe
// integer. Rates like 10^-10 made cross rates of 10^10 and overflowed, which no hotel can meet.
const rateString = fc.integer({ min: 1_000, max: 1_000_000_000 })
  .map((millionths) => `${Math.floor(millionths / 1_000_000)}.${String(millionths % 1_000_000).padStart(6, '0')}`);

const rule: fc.Arbitrary<DiscountRule> = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => ({ kind: 'percent' as const, basisPoints })),
  fc.integer({ min: 0, max: 30_000 }).map((amount) => ({ kind: 'amount' as const, amount })),
);

const child = fc.oneof(
  fc.constantFrom('A', 'B', 'C').map((tier) => ({ tier })),
  fc.integer({ min: 0, max: 11 }).map((age) => ({ age })),
);

const roomLine = (nightCount: number): fc.Arbitrary<RoomLineInput> => fc.record({
  adults: fc.integer({ min: 1, max: 4 }),
  children: fc.array(child, { maxLength: 3 }),
  plan: fc.constantFrom('STD', 'BRK', 'DIN'),
  rates: fc.array(fc.dictionary(fc.constantFrom('1', '2', '3', '4'), fc.integer({ min: 0, max: 300_000 }), { minKeys: 4 }), { minLength: nightCount, maxLength: nightCount }),
  taxRateBp: fc.constantFrom(undefined, 800, 1000),
  discounts: fc.record({ brr: rule, member: rule, all: rule, secret: rule }, { requiredKeys: [] }),
  promotion: fc.option(rule, { nil: undefined }),
}).map((l) => ({
  roomTypeCode: 'RT', roomPlanCode: `RT-${l.plan}`, hotelPlanCode: l.plan, adults: l.adults, children: l.children,
  nights: l.rates.map((r, i) => ({ date: `2025-08-${String(i + 1).padStart(2, '0')}`, ratesByOccupancy: Object.fromEntries(Object.entries(r).map(([k, v]) => [Number(k), v])) })),
  taxRateBp: l.taxRateBp, discounts: l.discounts, promotion: l.promotion,
}));

const couponDef: fc.Arbitrary<CouponDefinition> = fc.record({
  discount: fc.oneof(
    fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => ({ kind: 'percent' as const, basisPoints })),
    fc.integer({ min: 1, max: 500_000 }).map((amount) => ({ kind: 'amount' as const, amount })),
  ),
  maxStayNights: fc.option(fc.integer({ min: 1, max: 14 }), { nil: null }),
  hotelPlanCodes: fc.constantFrom(null, ['STD', 'BRK', 'DIN'], ['STD', 'BRK']),
}).map((c) => ({ code: 'PROP', ...c }));

const stayInput: fc.Arbitrary<PriceStayInput> = fc.integer({ min: 1, max: 14 }).chain((nightCount) => fc.record({
  lines: fc.array(roomLine(nightCount), { minLength: 1, maxLength: 5 }),
  currency: fc.constantFrom('JPY', 'JPY', 'TWD', 'USD'),
  mcpCurrency: fc.constantFrom(...CURRENCIES),
  rates: fc.dictionary(fc.constantFrom(...CURRENCIES), rateString, { minKeys: CURRENCIES.length }),
  coupon: fc.option(couponDef, { nil: null }),
  voucher: fc.integer({ min: 0, max: 100_000 }),
  roundingUnit: fc.constantFrom(null, 10, 100, 1000),
  points: fc.integer({ min: 0, max: 2_000_000 }),
  deposit: fc.integer({ min: 0, max: 10_000 }),
  extras: fc.array(fc.record({ unitPrice: fc.integer({ min: 0, max: 20_000 }), quantity: fc.integer({ min: 0, max: 5 }), taxRateBp: fc.constantFrom(undefined, 800), roomIndex: fc.integer({ min: 0, max: 4 }) }), { maxLength: 3 }),
  table: fc.constantFrom(null, KYOTO_ACCOMMODATION_TAX, TOKYO_ACCOMMODATION_TAX),
  included: fc.boolean(),
  signedIn: fc.boolean(),
  dayUse: fc.boolean(),
})).map((s): PriceStayInput => {
  const rates = Object.fromEntries(Object.entries(s.rates).filter(([code]) => code !== 'JPY').map(([code, r]) => [code, /^0\.0+$/.test(r) ? '1.0' : r]));
  // The coupon's target plans always include one being priced, so it applies instead of throwing.
  const coupon = s.coupon && s.coupon.hotelPlanCodes && !s.lines.some((l) => s.coupon!.hotelPlanCodes!.includes(l.hotelPlanCode))
    ? { ...s.coupon, hotelPlanCodes: null } : s.coupon;
  return {
    currency: s.currency, today: '2025-07-01', lines: s.lines, kidsTiers: KIDS_TIERS,
    tax: { defaultTaxRateBp: 1000, showPricesTaxIncluded: s.included, accommodationTax: s.table },
    viewerSignedIn: s.signedIn, isDayUse: s.dayUse,
    coupon: coupon ? { code: coupon.code, definition: coupon } : null,
    voucherCouponAmount: s.voucher, roundingUnit: s.roundingUnit, pointsValue: s.points, depositBasisPoints: s.deposit,
    extras: s.extras.map((e, i) => ({ extraId: i, ...e, roomIndex: e.roomIndex % s.lines.length })),
    mcp: { currency: s.mcpCurrency, rates: { base: 'JPY', rates } as ExchangeRateTable },
  };
});

describe('pricing engine properties', () => {
  it('adds up and never goes negative, in every currency', () => {
    fc.assert(fc.property(stayInput, (input) => {
      const result = priceStay(input);
      expect(checkPriceInvariants(result)).toEqual([]);
      for (const f of PRICE_FIELDS) {
        expect(result.mcpAmounts![f]).toBe(convertMinor(result.amounts[f], result.currency, result.mcpCurrency!, input.mcp!.rates));
      }
      const parts = result.rooms.flatMap((r) => [r, ...r.nights, ...r.extras]).concat([result as never]);
      for (const { amounts: a } of parts) {
        expect(a.total_price_before_point_discount).toBe(a.total_price_without_tax + a.tax + a.accommodation_tax - a.rounding_discount_amount);
        expect(a.total_price).toBe(a.total_price_before_point_discount - a.spending_point_value);
        expect(a.remain_amount + a.deposit_amount).toBe(a.total_price);
        expect(a.original_price_with_tax).toBeGreaterThanOrEqual(a.room_price_without_tax);
        expect(a.total_price_without_tax).toBe(a.room_price_without_tax + a.extra_price_without_tax);
        const discounts = a.brr_discount_amount + a.total_special_discount + a.promotion_discount_amount + a.coupon_discount_amount + a.voucher_coupon_discount_amount;
        if (!input.tax.showPricesTaxIncluded) {
          expect(a.original_price).toBe(a.room_price_without_tax + discounts);
          expect(a.discounted_price).toBe(a.room_price_without_tax);
        } else {
          expect(a.original_price).toBe(a.original_price_with_tax);
        }
      }
      for (const night of result.rooms.flatMap((r) => r.nights)) {
        const a = night.amounts;
        if (input.tax.showPricesTaxIncluded) expect(a.discounted_price).toBe(a.room_price_without_tax + a.tax);
        expect(a.extra_price_without_tax + a.total_extra_price).toBe(0);
      }
      for (const extra of result.rooms.flatMap((r) => r.extras)) {
        expect(extra.amounts.total_extra_price).toBe(extra.amounts.extra_price_without_tax + extra.amounts.tax);
        expect(extra.amounts.room_price_without_tax).toBe(0);
      }
      if (input.roundingUnit) for (const r of result.rooms) expect(r.amounts.total_price_before_point_discount % input.roundingUnit).toBe(0);
    }), { numRuns: 400 });
  });

  it('priceStaySummary gives priceStay\'s stay and line totals exactly, in both views', () => {
    fc.assert(fc.property(stayInput, (input) => {
      const full = priceStay(input);
      const summary = priceStaySummary(input);
      expect(summary.amounts).toEqual(full.amounts);
      expect(summary.mcpAmounts).toEqual(full.mcpAmounts);
      expect(summary.coupon).toEqual(full.coupon);
      expect(summary.rooms.map((r) => [r.amounts, r.mcpAmounts, r.childTiers])).toEqual(full.rooms.map((r) => [r.amounts, r.mcpAmounts, r.childTiers]));
    }), { numRuns: 400 });
  });
});
