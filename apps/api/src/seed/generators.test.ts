import { describe, expect, it } from 'vitest';
import { dateRange } from './calendar.ts';
import { nightlyRate, planStockFor, roomAvailability, seasonFactor, type PricingRules } from './generators.ts';
import { kyotoGion } from './kyoto-gion.ts';

const rules: PricingRules = kyotoGion.pricing;
const room = { baseRate: 18000, extraAdultRate: 9000, minAdults: 1 };
const roomOnly = { perAdultAddon: 0, discountBp: 0 };

describe('nightlyRate', () => {
  it('is the base rate on a plain weekday outside any season', () => {
    // Tuesday 2026-10-20: no season, weekday factor 1.
    expect(nightlyRate('2026-10-20', 1, room, roomOnly, rules)).toBe(18000);
  });

  it('charges more on Saturdays and in high season, in whole hundreds of yen', () => {
    const tuesday = nightlyRate('2026-10-20', 2, room, roomOnly, rules);
    const saturday = nightlyRate('2026-10-24', 2, room, roomOnly, rules);
    const autumnLeaves = nightlyRate('2026-11-24', 2, room, roomOnly, rules);
    expect(saturday).toBeGreaterThan(tuesday);
    expect(autumnLeaves).toBeGreaterThan(tuesday);
    for (const amount of [tuesday, saturday, autumnLeaves]) expect(amount % 100).toBe(0);
  });

  it('adds the extra-adult rate and meals per adult, then the plan discount', () => {
    const withBreakfast = { perAdultAddon: 2800, discountBp: 0 };
    expect(nightlyRate('2026-10-20', 2, room, withBreakfast, rules)).toBe(18000 + 9000 + 2 * 2800);
    expect(nightlyRate('2026-10-20', 2, room, { perAdultAddon: 2800, discountBp: 1000 }, rules)).toBe(29300); // 32,600 less 10% is 29,340, rounded to the hundred
  });

  it('gives the same number for the same inputs', () => {
    expect(nightlyRate('2027-03-30', 3, room, roomOnly, rules)).toBe(nightlyRate('2027-03-30', 3, room, roomOnly, rules));
  });
});

describe('seasonFactor', () => {
  it('finds the season, including the one across the new year', () => {
    expect(seasonFactor('2027-01-02', rules.seasons)).toBe(1.5);
    expect(seasonFactor('2027-04-01', rules.seasons)).toBe(1.6);
    expect(seasonFactor('2026-10-20', rules.seasons)).toBe(1);
  });
});

describe('roomAvailability', () => {
  it('sells out the first room type on the 7th, 14th, 21st and 28th', () => {
    for (const date of ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28']) {
      expect(roomAvailability(date, 0, 20, rules.seasons)).toEqual({ total: 20, sold: 20 });
    }
    expect(roomAvailability('2026-12-07', 1, 20, rules.seasons).sold).toBeLessThan(20);
  });

  it('leaves 1 to 9 rooms of the other types on Fridays, Saturdays and busy nights', () => {
    for (const date of ['2026-10-23', '2026-10-24', '2026-11-25']) {
      for (let index = 1; index < 6; index++) {
        const { total, sold } = roomAvailability(date, index, 20, rules.seasons);
        expect(total - sold).toBeGreaterThanOrEqual(1);
        expect(total - sold).toBeLessThanOrEqual(9);
      }
    }
  });

  it('never sells more than it has nor fewer than none', () => {
    for (const date of dateRange('2026-11-22', 365)) {
      for (let index = 0; index < 6; index++) {
        const { total, sold } = roomAvailability(date, index, 4 + index * 3, rules.seasons);
        expect(sold).toBeGreaterThanOrEqual(0);
        expect(sold).toBeLessThanOrEqual(total);
      }
    }
  });
});

describe('planStockFor', () => {
  it('is sold out on the 1st and 15th and has room otherwise', () => {
    expect(planStockFor('2026-12-01', 6)).toEqual({ stock: 6, sold: 6 });
    expect(planStockFor('2026-12-15', 6)).toEqual({ stock: 6, sold: 6 });
    expect(planStockFor('2026-12-02', 6).sold).toBeLessThan(6);
  });
});
