import { describe, expect, it, vi } from 'vitest';
import { orgAdminApiFor, type OrganisationOverview, type OrgReservationListQuery, type OrgReservationRow } from '@noren/core/api';
import { OrgStaysStore, breakdownOf } from './OrgStaysStore.ts';
import { asOfText } from './fiscalYear.ts';
import { evenPace } from './pace.ts';

const contract = {
  configured: true, fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_year: 120, time_zone: 'Asia/Tokyo', time_zone_is_brand_default: false,
  mask_guest_names: false, updated_at: null,
};
const months = Array.from({ length: 12 }, (_, i) => ({ period: i + 1, starts_on: `2026-${String(i + 4).padStart(2, '0')}-01`, ends_on: '', used: i === 0 ? 100 : i === 1 ? 30 : 0 }));
const overview = (maximum: number | null): OrganisationOverview => ({
  organization: { id: 7, code: 'acme', name: 'ACME', display_name: 'ACME Travel' }, brand: { id: 1, code: 'noren', name: 'Noren' }, contract, current_fiscal_year: 2026,
  fiscal_years: [{ fiscal_year: 2026, starts_on: '2026-04-01', ends_on: '2027-03-31', maximum, used: 130, remaining: 0, over_by: 10, months }, { fiscal_year: 2025, starts_on: '', ends_on: '', maximum, used: 0, remaining: maximum, over_by: 0, months: [] }],
  as_of: '2026-11-25T14:00:00Z',
});
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A confirmed stay of `nights` nights from `checkin` (in FY2026 unless told). */
const row = (hotel: string, currency: string, total: number, booker: string | null, nights: number, checkin = '2026-06-01'): OrgReservationRow => ({
  reservation_number: 'NRN1', guest_name: 'G', hotel: { code: hotel, name: hotel.toUpperCase() }, checkin_date: checkin, checkout_date: addDays(checkin, nights), nights, is_day_use: false, rooms: 1,
  room_nights: nights, reserved_at: '', booker: booker ? { id: 1, name: booker } : null, status: 'done', total_price: total, currency,
});

describe('OrgStaysStore', () => {
  it('paces the periods evenly, and sums spend per currency from every page of the year’s confirmed stays', async () => {
    const queries: OrgReservationListQuery[] = [];
    const rows = [row('kyoto-gion', 'JPY', 90000, 'Aiko', 3), row('taipei-daan', 'TWD', 5000, 'Ben', 2), row('kyoto-gion', 'JPY', 10000, 'Aiko', 1)];
    const api = {
      ...orgAdminApiFor({}),
      orgOverview: async () => overview(120),
      orgReservations: async (_b: number, _o: number, q: OrgReservationListQuery) => {
        queries.push(q);
        const start = Number(q.cursor ?? 0);
        return { data: rows.slice(start, start + 2), next_cursor: start + 2 < rows.length ? String(start + 2) : null, total_entries: 3, room_nights: 6, as_of: '', masked: false };
      },
    };
    const store = new OrgStaysStore({ api, scope: () => ({ brandId: 1, orgId: 7 }) });
    await store.setFiscalYear(undefined);
    expect(store.year?.fiscal_year).toBe(2026);
    expect(store.years).toEqual([2026, 2025]);
    expect(store.months.slice(0, 3)).toEqual([
      { period: 1, month: '2026-04', stays: 100, cumulative: 100, pace: 10 },
      { period: 2, month: '2026-05', stays: 30, cumulative: 130, pace: 20 },
      { period: 3, month: '2026-06', stays: 0, cumulative: 130, pace: 30 },
    ]);
    expect(store.usedShare).toBe(1);
    expect(queries.map((q) => [q.fiscal_year, q.status, q.cursor])).toEqual([[2026, 'done', undefined], [2026, 'done', '2']]);
    expect(store.breakdown?.spend).toEqual([
      { currency: 'JPY', total: 100000, hotels: [{ code: 'kyoto-gion', name: 'KYOTO-GION', amount: 100000 }] },
      { currency: 'TWD', total: 5000, hotels: [{ code: 'taipei-daan', name: 'TAIPEI-DAAN', amount: 5000 }] },
    ]);
    expect(store.breakdown?.bookers).toEqual([{ booker: 'Aiko', stays: 4 }, { booker: 'Ben', stays: 2 }]);
  });

  it('keeps the last year’s breakdown while the next year’s loads, and clears it when that load fails', async () => {
    let release: (() => void) | null = null;
    let fail = false;
    const api = {
      ...orgAdminApiFor({}),
      orgOverview: async () => overview(120),
      orgReservations: async (_b: number, _o: number, q: OrgReservationListQuery) => {
        if (q.fiscal_year === 2025) {
          await new Promise<void>((resolve) => (release = resolve));
          if (fail) throw new Error('network down');
        }
        const data = q.fiscal_year === 2025 ? [row('kyoto-gion', 'JPY', 1, 'Chie', 1, '2025-06-01')] : [row('kyoto-gion', 'JPY', 1, 'Aiko', 1)];
        return { data, next_cursor: null, total_entries: 1, room_nights: 1, as_of: '', masked: false };
      },
    };
    const store = new OrgStaysStore({ api, scope: () => ({ brandId: 1, orgId: 7 }) });
    await store.refresh();
    expect(store.breakdown?.bookers).toEqual([{ booker: 'Aiko', stays: 1 }]);
    const next = store.setFiscalYear(2025);
    await vi.waitFor(() => expect(release).not.toBeNull());
    expect(store.breakdownLoading).toBe(true);
    expect(store.breakdown?.bookers).toEqual([{ booker: 'Aiko', stays: 1 }]);
    release!();
    await next;
    expect(store.breakdown?.bookers).toEqual([{ booker: 'Chie', stays: 1 }]);
    release = null;
    fail = true;
    const failing = store.setFiscalYear(2025);
    await vi.waitFor(() => expect(release).not.toBeNull());
    release!();
    await failing;
    expect(store.breakdown).toBeNull();
    expect(store.breakdownError).not.toBeNull();
  });

  it('has no pace and no share without a maximum', async () => {
    const api = { ...orgAdminApiFor({}), orgOverview: async () => overview(null), orgReservations: async () => ({ data: [], next_cursor: null, total_entries: 0, room_nights: 0, as_of: '', masked: false }) };
    const store = new OrgStaysStore({ api, scope: () => ({ brandId: 1, orgId: 7 }) });
    await store.refresh();
    expect(store.months[0].pace).toBeNull();
    expect(store.usedShare).toBeNull();
    expect(breakdownOf([row('x', 'JPY', 1, null, 1)], contract, 2026).bookers).toEqual([{ booker: '', stays: 1 }]);
  });

  it('splits a stay across the fiscal-year boundary by night: each year has its own nights and its share of the amount', () => {
    // 31 March and 1 April: one night in FY2025, one in FY2026 (April start); 61,071 JPY split 30,536 + 30,535.
    const rows = [row('kyoto-gion', 'JPY', 61071, 'Haruto', 2, '2026-03-31'), row('kyoto-gion', 'JPY', 10000, 'Aiko', 3, '2026-03-20'), row('kyoto-gion', 'JPY', 5000, 'Aiko', 1, '2026-04-10')];
    const before = breakdownOf(rows, contract, 2025);
    const after = breakdownOf(rows, contract, 2026);
    expect(before.bookers).toEqual([{ booker: 'Aiko', stays: 3 }, { booker: 'Haruto', stays: 1 }]);
    expect(after.bookers).toEqual([{ booker: 'Aiko', stays: 1 }, { booker: 'Haruto', stays: 1 }]);
    expect(before.spend[0].total).toBe(10000 + 30536);
    expect(after.spend[0].total).toBe(5000 + 30535);
    expect([before.reservations, after.reservations]).toEqual([2, 2]);
  });
});

describe('the contract zone', () => {
  it('reads instants in the zone', () => {
    expect(asOfText('2026-11-25T14:00:00Z', 'Asia/Tokyo')).toBe('2026-11-25 23:00 JST');
    expect(asOfText('2026-11-25T14:00:00Z', 'Nowhere/Unknown')).toBe('2026-11-25 14:00 UTC');
    expect(evenPace(10, 4)).toEqual([3, 5, 8, 10]);
  });
});
