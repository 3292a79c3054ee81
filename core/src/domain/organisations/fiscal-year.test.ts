import { describe, expect, it } from 'vitest';
import { checkCalendar, fiscalYearBounds, fiscalYearOf, periodBounds, periodOf } from './fiscal-year.ts';

const APRIL = { startMonth: 4, startDay: 1 };
const MID = { startMonth: 10, startDay: 16 };

describe('fiscal calendar', () => {
  it('names a fiscal year by the calendar year it starts in', () => {
    expect(fiscalYearOf('2027-03-31', APRIL)).toBe(2026);
    expect(fiscalYearOf('2027-04-01', APRIL)).toBe(2027);
    expect(fiscalYearOf('2026-12-31', { startMonth: 1, startDay: 1 })).toBe(2026);
    expect(fiscalYearOf('2026-10-15', MID)).toBe(2025);
    expect(fiscalYearOf('2026-10-16', MID)).toBe(2026);
  });

  it('bounds years and periods, inclusive, across month ends and leap days', () => {
    expect(fiscalYearBounds(2027, APRIL)).toEqual({ startsOn: '2027-04-01', endsOn: '2028-03-31' });
    expect(periodBounds(2027, 11, APRIL)).toEqual({ startsOn: '2028-02-01', endsOn: '2028-02-29' });
    expect(periodBounds(2025, 1, MID)).toEqual({ startsOn: '2025-10-16', endsOn: '2025-11-15' });
    expect(periodBounds(2025, 12, MID)).toEqual({ startsOn: '2026-09-16', endsOn: '2026-10-15' });
    expect(periodOf('2025-11-15', MID)).toBe(1);
    expect(periodOf('2025-11-16', MID)).toBe(2);
    expect(periodOf('2028-03-31', APRIL)).toBe(12);
    expect(periodOf('2027-04-01', APRIL)).toBe(1);
  });

  it('refuses a start that is not a day of every year', () => {
    expect(() => checkCalendar({ startMonth: 2, startDay: 29 })).toThrow(RangeError);
    expect(() => checkCalendar({ startMonth: 13, startDay: 1 })).toThrow(RangeError);
    expect(() => periodBounds(2026, 0, APRIL)).toThrow(RangeError);
  });
});
