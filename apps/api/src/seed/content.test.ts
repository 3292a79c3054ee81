// The demo content is data, but broken data breaks the demo: every name in every book language,
// every reference pointing at something that exists.
import { describe, expect, it } from 'vitest';
import { BOOK_LANGUAGES, PAYMENT_TYPES } from '@noren/core/domain';
import { demoExchangeRates } from './exchange-rates.ts';
import { DEMO_HOTELS } from './index.ts';

describe.each(DEMO_HOTELS.map((seed) => [seed.hotel.code, seed] as const))('demo hotel %s', (_code, seed) => {
  const languages = seed.hotel.bookLanguages!;

  it('books in the five book languages and has enough rooms and plans', () => {
    expect([...languages].sort()).toEqual([...BOOK_LANGUAGES].sort());
    expect(seed.roomTypes.length).toBeGreaterThanOrEqual(6);
    expect(seed.plans.length).toBeGreaterThanOrEqual(4);
    expect(seed.plans.some((p) => p.membersOnly)).toBe(true);
    expect(seed.plans.some((p) => p.saleWindow)).toBe(true);
  });

  it('has every text in every book language', () => {
    const texts: Array<[string, Record<string, Record<string, string>>]> = [
      ['hotel', seed.hotel.text],
      ...seed.roomTypes.map((r) => [`room ${r.code}`, r.text] as [string, Record<string, Record<string, string>>]),
      ...seed.plans.map((p) => [`plan ${p.code}`, p.text] as [string, Record<string, Record<string, string>>]),
      ...seed.kidsTiers.map((k) => [`kids ${k.code}`, k.text] as [string, Record<string, Record<string, string>>]),
      ...seed.policies.map((p) => [`policy ${p.code}`, p.text] as [string, Record<string, Record<string, string>>]),
      ...seed.filters.map((f) => [`filter ${f.code}`, f.text] as [string, Record<string, Record<string, string>>]),
    ];
    for (const [what, text] of texts) {
      const keys = Object.keys(text.en);
      for (const lang of languages) {
        for (const key of keys) expect(text[lang]?.[key]?.trim(), `${what} ${lang}.${key}`).toBeTruthy();
      }
    }
  });

  it('refers only to room types and policies that exist', () => {
    const rooms = new Set(seed.roomTypes.map((r) => r.code));
    const policies = new Set(seed.policies.map((p) => p.code));
    expect(rooms.size).toBe(seed.roomTypes.length);
    for (const plan of seed.plans) {
      expect(policies.has(plan.policyCode), plan.code).toBe(true);
      for (const code of plan.excludeRoomTypes ?? []) expect(rooms.has(code), code).toBe(true);
    }
    for (const filter of seed.filters) for (const code of filter.roomTypeCodes) expect(rooms.has(code), code).toBe(true);
  });

  it('keeps capacities and kids ages consistent', () => {
    for (const r of seed.roomTypes) {
      expect(r.minAdults).toBeGreaterThanOrEqual(1);
      expect(r.maxAdults).toBeGreaterThanOrEqual(r.minAdults);
      expect(r.maxOccupancy).toBeGreaterThanOrEqual(r.maxAdults);
      expect(r.maxOccupancy).toBeLessThanOrEqual(seed.hotel.maxGuestsPerRoom ?? 20);
    }
    for (const k of seed.kidsTiers) expect(k.ageFrom).toBeLessThanOrEqual(k.ageTo);
  });
});

describe('demo payment types', () => {
  it('sells every payment type in a plan of a hotel that offers it', () => {
    const sold = DEMO_HOTELS.flatMap((seed) =>
      seed.plans.filter((p) => seed.hotel.paymentOptions?.some((o) => o.payment_type === p.paymentMethod && o.enabled)).map((p) => p.paymentMethod),
    );
    expect([...new Set(sold)].sort()).toEqual([...PAYMENT_TYPES].sort());
  });

  it('gives deposit plans a deposit share and bank transfer hotels their account in every book language', () => {
    for (const seed of DEMO_HOTELS) {
      for (const plan of seed.plans.filter((p) => p.paymentMethod === 'credit_card_deposit')) {
        expect(plan.depositBp, plan.code).toBeGreaterThan(0);
        expect(plan.depositBp, plan.code).toBeLessThan(10_000);
      }
      const transfer = seed.hotel.paymentOptions?.find((o) => o.payment_type === 'bank_transfer');
      if (!transfer) continue;
      const account = transfer.bank_account!;
      expect(account.account_number, seed.hotel.code).toMatch(/^\d+$/);
      for (const lang of seed.hotel.bookLanguages!) {
        for (const key of ['bank_name', 'branch_name', 'account_holder', 'note'] as const) {
          expect(account.translations[lang]?.[key]?.trim(), `${seed.hotel.code} ${lang}.${key}`).toBeTruthy();
        }
      }
    }
  });
});

describe('demoExchangeRates', () => {
  it('covers every pair of the suggested currencies, JPY and TWD, and agrees with its inverse', () => {
    const rates = demoExchangeRates();
    expect(rates).toHaveLength(7 * 6);
    const rate = (base: string, quote: string) => Number(rates.find((r) => r.baseCurrency === base && r.quoteCurrency === quote)!.rate);
    expect(rate('USD', 'JPY')).toBeCloseTo(152.3, 6);
    expect(rate('JPY', 'TWD') * rate('TWD', 'JPY')).toBeCloseTo(1, 6);
    for (const r of rates) expect(r.rate).toMatch(/^\d+\.\d{10}$/);
  });
});
