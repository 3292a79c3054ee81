import { describe, expect, it } from 'vitest';
import { maskName } from './masking.ts';
import { countedRoomNights, stayAllowance, usageByFiscalYear, type CountedReservation } from './stays.ts';

const APRIL = { startMonth: 4, startDay: 1 };
const r = (checkinDate: string, checkoutDate: string, rooms = 1, status: CountedReservation['status'] = 'done', isDayUse = false): CountedReservation => ({
  status, checkinDate, checkoutDate, isDayUse, rooms,
});

describe('stays counted against the contract', () => {
  it('counts room-nights of reserved reservations only; a day-use counts 1 per room', () => {
    expect(countedRoomNights(r('2027-01-10', '2027-01-13', 2))).toBe(6);
    expect(countedRoomNights(r('2027-01-10', '2027-01-13', 2, 'cancelled'))).toBe(0);
    expect(countedRoomNights(r('2027-01-10', '2027-01-13', 2, 'payment_pending'))).toBe(0);
    expect(countedRoomNights(r('2027-01-10', '2027-01-10', 3, 'done', true))).toBe(3);
  });

  it('puts each night in the fiscal year and period of its own date, across the year boundary', () => {
    const across = r('2027-03-30', '2027-04-02', 2); // nights 30, 31 March (FY2026) and 1 April (FY2027)
    const usage = usageByFiscalYear([across, r('2027-04-10', '2027-04-10', 1, 'done', true), r('2027-04-20', '2027-04-25', 1, 'cancelled')], APRIL, 5);
    expect(usage.map((u) => [u.fiscalYear, u.used, u.remaining, u.overBy])).toEqual([[2027, 3, 2, 0], [2026, 4, 1, 0]]);
    expect(usage[1].months[11]).toEqual({ period: 12, startsOn: '2027-03-01', endsOn: '2027-03-31', used: 4 });
    expect(usage[0].months[0].used).toBe(3);
    expect(usage[0].months.slice(1).every((m) => m.used === 0)).toBe(true);
  });

  it('shows the years asked for even when empty, and over_by beyond the maximum', () => {
    const usage = usageByFiscalYear([r('2026-05-01', '2026-05-08', 1)], APRIL, 5, [2027]);
    expect(usage.map((u) => [u.fiscalYear, u.used, u.remaining, u.overBy])).toEqual([[2027, 0, 5, 0], [2026, 7, 0, 2]]);
    expect(usageByFiscalYear([r('2026-05-01', '2026-05-08', 1)], APRIL, null)[0]).toMatchObject({ remaining: null, overBy: 0, maximum: null });
  });

  it('tells the booker when a stay goes beyond the maximum, per fiscal year it touches', () => {
    const existing = [r('2027-03-01', '2027-03-05', 1)]; // FY2026: 4 used
    const allowance = stayAllowance(existing, { checkinDate: '2027-03-30', checkoutDate: '2027-04-01', isDayUse: false, rooms: 1 }, APRIL, 5);
    expect(allowance.overMaximum).toBe(true);
    expect(allowance.years).toEqual([{ fiscalYear: 2026, requested: 2, maximum: 5, remainingBefore: 1, overBy: 1 }]);
    expect(stayAllowance(existing, { checkinDate: '2027-04-01', checkoutDate: '2027-04-03', isDayUse: false, rooms: 2 }, APRIL, 5).overMaximum).toBe(false);
  });
});

describe('name masking', () => {
  it('keeps the first character of each word and hides the length', () => {
    expect(maskName('Hanako Yamada')).toBe('H*** Y***');
    expect(maskName('山田 花子')).toBe('山*** 花***');
    expect(maskName('  Al  ')).toBe('A***');
    expect(maskName('')).toBe('');
  });
});
