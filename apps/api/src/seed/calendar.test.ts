import { describe, expect, it } from 'vitest';
import { addDays, dateRange, dayOfMonth, epochDay, inMonthDayRange, todayIn, weekday } from './calendar.ts';
import { missingDates } from './top-up.ts';

describe('todayIn', () => {
  it('reads the date in the hotel zone, not UTC', () => {
    // 16:30 UTC is already the next day in Tokyo and Taipei, still the same day in London.
    const now = new Date('2026-11-22T16:30:00Z');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-23');
    expect(todayIn('Asia/Taipei', now)).toBe('2026-11-23');
    expect(todayIn('Europe/London', now)).toBe('2026-11-22');
  });
});

describe('date arithmetic', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(epochDay('1970-01-02')).toBe(1);
  });

  it('lists consecutive dates and names weekdays', () => {
    expect(dateRange('2026-11-27', 3)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(dateRange('2026-11-27', 0)).toEqual([]);
    expect(weekday('2026-11-27')).toBe(5); // a Friday
    expect(dayOfMonth('2026-11-07')).toBe(7);
  });

  it('matches month-day ranges, including ones that wrap the new year', () => {
    expect(inMonthDayRange('2026-12-30', '12-28', '01-03')).toBe(true);
    expect(inMonthDayRange('2027-01-03', '12-28', '01-03')).toBe(true);
    expect(inMonthDayRange('2027-01-04', '12-28', '01-03')).toBe(false);
    expect(inMonthDayRange('2026-04-01', '03-25', '04-10')).toBe(true);
    expect(inMonthDayRange('2026-04-11', '03-25', '04-10')).toBe(false);
  });
});

describe('missingDates', () => {
  it('fills 365 nights from today when nothing is stored', () => {
    const dates = missingDates('2026-11-22', null);
    expect(dates).toHaveLength(365);
    expect(dates[0]).toBe('2026-11-22');
    expect(dates.at(-1)).toBe('2027-11-21');
  });

  it('only adds the nights after the last stored one', () => {
    expect(missingDates('2026-11-25', '2027-11-21')).toEqual(['2027-11-22', '2027-11-23', '2027-11-24']);
    expect(missingDates('2026-11-22', '2027-11-21')).toEqual([]);
  });

  it('starts from today again when the stored nights are all in the past', () => {
    expect(missingDates('2026-11-22', '2026-01-01')[0]).toBe('2026-11-22');
  });
});
