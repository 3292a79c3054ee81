import { describe, expect, it } from 'vitest';
import { orgAdminApiFor, type OrgStayCounts } from '@noren/core/api';
import { OrgStayCountsStore } from './OrgStayCountsStore.ts';
import { asOfText, evenPace, fiscalMonths, fiscalYearAt, fiscalYearRange } from './fiscalYear.ts';

const contract = { fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_fiscal_year: 120, time_zone: 'Asia/Tokyo', name_masking: 'none' as const };
const counts = (over: Partial<OrgStayCounts> = {}): OrgStayCounts => ({
  fiscal_year: 2026, period_start: '2026-04-01', period_end: '2027-03-31', contract, maximum: 120, used: 130, remaining: 0, over_by: 10,
  per_month: fiscalMonths(2026, contract).map((month, i) => ({ month, stays: i === 0 ? 100 : i === 1 ? 30 : 0 })),
  spend_by_hotel: [
    { hotel_code: 'taipei-daan', hotel_name: 'Daan', currency: 'TWD', amount: 5000 },
    { hotel_code: 'kyoto-gion', hotel_name: 'Gion', currency: 'JPY', amount: 90000 },
    { hotel_code: 'kyoto-annex', hotel_name: 'Annex', currency: 'JPY', amount: 10000 },
  ],
  stays_by_booker: [{ booker: 'A', stays: 130 }], fiscal_years: [2026], hotels: [], as_of: '2026-11-25T14:00:00Z', ...over,
});

describe('OrgStayCountsStore', () => {
  it('totals spend per currency, never across currencies, and paces the months evenly', async () => {
    const years: Array<number | undefined> = [];
    const api = { ...orgAdminApiFor({}), orgStayCounts: async (_b: number, _o: number, year: number | undefined) => (years.push(year), counts()) };
    const store = new OrgStayCountsStore({ api, scope: () => ({ brandId: 1, orgId: 7 }) });
    await store.setFiscalYear(2026);
    expect(years).toEqual([2026]);
    expect(store.spendByCurrency.map((g) => [g.currency, g.total])).toEqual([['JPY', 100000], ['TWD', 5000]]);
    expect(store.months.slice(0, 3)).toEqual([
      { month: '2026-04', stays: 100, cumulative: 100, pace: 10 },
      { month: '2026-05', stays: 30, cumulative: 130, pace: 20 },
      { month: '2026-06', stays: 0, cumulative: 130, pace: 30 },
    ]);
    expect(store.usedShare).toBe(1);
  });

  it('has no pace and no share without a maximum', async () => {
    const api = { ...orgAdminApiFor({}), orgStayCounts: async () => counts({ maximum: null, remaining: null, over_by: 0 }) };
    const store = new OrgStayCountsStore({ api, scope: () => ({ brandId: 1, orgId: 7 }) });
    await store.refresh();
    expect(store.months[0].pace).toBeNull();
    expect(store.usedShare).toBeNull();
  });
});

describe('fiscal year in the contract zone', () => {
  it('reads the year in the zone: 31 March 15:00 UTC is already 1 April in Tokyo', () => {
    expect(fiscalYearAt(new Date('2027-03-31T14:59:00Z'), contract)).toBe(2026);
    expect(fiscalYearAt(new Date('2027-03-31T15:00:00Z'), contract)).toBe(2027);
    expect(fiscalYearAt(new Date('2027-03-31T15:00:00Z'), { ...contract, time_zone: 'UTC' })).toBe(2026);
  });

  it('spans twelve months from the start day, a 29 February start falling on the 28th', () => {
    expect(fiscalYearRange(2026, contract)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(fiscalYearRange(2027, { ...contract, fiscal_year_start_month: 2, fiscal_year_start_day: 29 })).toEqual({ start: '2027-02-28', end: '2028-02-28' });
    expect(fiscalMonths(2026, { ...contract, fiscal_year_start_month: 10 })).toEqual(['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09']);
    expect(evenPace(10, 4)).toEqual([3, 5, 8, 10]);
    expect(asOfText('2026-11-25T14:00:00Z', 'Asia/Tokyo')).toBe('2026-11-25 23:00 JST');
  });
});
