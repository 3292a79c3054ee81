import { describe, expect, it } from 'vitest';
import { addDays, addMonths, compareDates, daysBetween, eachStayDate, isIsoDate, todayInTimeZone } from './dates.ts';

describe('YYYY-MM-DD helpers', () => {
  it.each([['2025-02-28', true], ['2024-02-29', true], ['2025-02-29', false], ['2025-13-01', false], ['2025-1-01', false], [20250101, false], ['', false]])(
    'isIsoDate(%j) = %s', (value, expected) => expect(isIsoDate(value)).toBe(expected));

  it.each([['2025-12-31', 1, '2026-01-01'], ['2024-02-28', 1, '2024-02-29'], ['2025-03-01', -1, '2025-02-28'], ['2025-03-29', 3, '2025-04-01']])(
    'addDays(%s, %i) = %s', (d, n, expected) => expect(addDays(d, n)).toBe(expected));

  it.each([['2025-01-31', 1, '2025-02-28'], ['2024-01-31', 1, '2024-02-29'], ['2025-05-15', 6, '2025-11-15'], ['2025-11-30', 3, '2026-02-28']])(
    'addMonths(%s, %i) = %s', (d, n, expected) => expect(addMonths(d, n)).toBe(expected));

  it('compares and counts days, across a DST change too', () => {
    expect(compareDates('2025-01-01', '2025-01-02')).toBe(-1);
    expect(compareDates('2025-01-02', '2025-01-02')).toBe(0);
    expect(daysBetween('2025-03-08', '2025-03-11')).toBe(3);
    expect(daysBetween('2025-01-05', '2025-01-01')).toBe(-4);
    expect(eachStayDate('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
    expect(eachStayDate('2025-01-01', '2025-01-01')).toEqual([]);
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });

  it("reads today in the hotel's time zone", () => {
    const instant = new Date('2025-06-30T16:30:00Z'); // 01:30 on 1 July in Tokyo, 16:30 on 30 June in London
    expect(todayInTimeZone(instant, 'Asia/Tokyo')).toBe('2025-07-01');
    expect(todayInTimeZone(instant, 'Asia/Taipei')).toBe('2025-07-01');
    expect(todayInTimeZone(instant, 'Europe/London')).toBe('2025-06-30');
    expect(todayInTimeZone(instant, 'America/Los_Angeles')).toBe('2025-06-30');
  });
});
