// The demo content is data, but broken data breaks the demo: every name in every book language,
// every reference pointing at something that exists.
import { describe, expect, it } from 'vitest';
import { BOOK_LANGUAGES } from '@noren/core/domain';
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
