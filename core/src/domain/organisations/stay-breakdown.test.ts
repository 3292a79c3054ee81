import { describe, expect, it } from 'vitest';
import { amountInFiscalYear, stayBreakdown, type BreakdownReservation } from './stay-breakdown.ts';
import { usageByFiscalYear } from './stays.ts';

const APRIL = { startMonth: 4, startDay: 1 };
const stay = (checkinDate: string, checkoutDate: string, booker: string, over: Partial<BreakdownReservation> = {}): BreakdownReservation => ({
  status: 'done', checkinDate, checkoutDate, isDayUse: false, rooms: 1, hotel: { code: 'kyoto-gion', name: 'Kyoto' }, booker, totalPrice: 30000, currency: 'JPY', ...over,
});

describe('the stay-count page’s sums of one fiscal year', () => {
  const stays = [
    stay('2027-03-31', '2027-04-02', 'Haruto', { rooms: 2, totalPrice: 61071 }), // 31 March in FY2026, 1 April in FY2027, 2 rooms
    stay('2027-03-10', '2027-03-13', 'Aiko'),
    stay('2027-04-05', '2027-04-05', 'Aiko', { isDayUse: true, rooms: 3, totalPrice: 9000, hotel: { code: 'taipei-daan', name: 'Taipei' }, currency: 'TWD' }),
    stay('2027-03-20', '2027-03-22', 'Ben', { status: 'cancelled' }),
  ];

  it('adds the bookers’ room-nights up to Used in each year, a stay across the boundary split by night', () => {
    const used = new Map(usageByFiscalYear(stays, APRIL, null).map((u) => [u.fiscalYear, u.used]));
    expect([...used]).toEqual([[2027, 5], [2026, 5]]);
    for (const [year, n] of used) {
      const byBooker = stayBreakdown(stays, APRIL, year).bookers;
      expect(byBooker.reduce((sum, b) => sum + b.stays, 0), `FY${year}`).toBe(n);
    }
    expect(stayBreakdown(stays, APRIL, 2026).bookers).toEqual([{ booker: 'Aiko', stays: 3 }, { booker: 'Haruto', stays: 2 }]);
    expect(stayBreakdown(stays, APRIL, 2027).bookers).toEqual([{ booker: 'Aiko', stays: 3 }, { booker: 'Haruto', stays: 2 }]);
  });

  it('splits a hotel’s spend by night in integer units that add up to the amount, never across currencies', () => {
    const [across] = stays;
    expect([amountInFiscalYear(across, 61071, APRIL, 2026), amountInFiscalYear(across, 61071, APRIL, 2027)]).toEqual([30536, 30535]);
    expect(amountInFiscalYear(across, 61071, APRIL, 2025)).toBe(0);
    expect(amountInFiscalYear(stays[3], 30000, APRIL, 2026)).toBe(0);
    expect(stayBreakdown(stays, APRIL, 2026).spend).toEqual([{ currency: 'JPY', total: 30000 + 30536, hotels: [{ code: 'kyoto-gion', name: 'Kyoto', amount: 60536 }] }]);
    expect(stayBreakdown(stays, APRIL, 2027).spend).toEqual([
      { currency: 'JPY', total: 30535, hotels: [{ code: 'kyoto-gion', name: 'Kyoto', amount: 30535 }] },
      { currency: 'TWD', total: 9000, hotels: [{ code: 'taipei-daan', name: 'Taipei', amount: 9000 }] },
    ]);
    expect([stayBreakdown(stays, APRIL, 2026).reservations, stayBreakdown(stays, APRIL, 2027).reservations]).toEqual([2, 2]);
  });
});
