import fc from 'fast-check';
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

  // The helpers parse by arithmetic now (no RegExp or Date, for the search's hundreds of checks per
  // request); the Date-based definitions they replaced are the reference.
  const DAY = 86_400_000;
  const referenceIsIso = (value: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!m) return false;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = new Date(Date.UTC(y, mo - 1, d));
    return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
  };
  const referenceAddDays = (date: string, days: number) => {
    const [y, m, d] = date.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d) + days * DAY).toISOString().slice(0, 10);
  };
  const digits = (n: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((a) => a.join(''));
  const dateLike = fc.oneof(
    fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`),
    fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
    fc.string({ maxLength: 12 }),
  );

  it('tells a date as the Date-based check did, for any string', () => {
    fc.assert(fc.property(dateLike, (value) => {
      expect(isIsoDate(value), value).toBe(referenceIsIso(value));
    }), { numRuns: 5000 });
    for (const edge of ['0099-12-31', '0100-01-01', '1900-02-29', '2000-02-29', '2100-02-29', '9999-12-31', '2025-02-28\n', '２０２５-01-01']) {
      expect(isIsoDate(edge), edge).toBe(referenceIsIso(edge));
    }
  });

  it('adds days, compares and counts as Date arithmetic does', () => {
    const date = fc.tuple(fc.integer({ min: 100, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(fc.property(date, date, fc.integer({ min: -40_000, max: 40_000 }), (a, b, n) => {
      expect(addDays(a, n)).toBe(referenceAddDays(a, n));
      expect(compareDates(a, b)).toBe(Math.sign(Date.parse(a) - Date.parse(b)));
      expect(daysBetween(a, b)).toBe(Math.round((Date.parse(b) - Date.parse(a)) / DAY));
    }), { numRuns: 5000 });
    // Past year 9999, as toISOString writes it (never a search's date, but unchanged).
    expect(addDays('9999-12-31', 1)).toBe(referenceAddDays('9999-12-31', 1));
    expect(addDays('0100-01-01', -1)).toBe(referenceAddDays('0100-01-01', -1));
  });
});
