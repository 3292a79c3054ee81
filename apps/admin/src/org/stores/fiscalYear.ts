// The organisation's fiscal year, in the contract's time zone (moment-timezone, the console's only
// user of it; the trimmed ten-year build carries the zones' rules for the years a contract spans).
// A fiscal year is named by the calendar year it starts in: with a 1 April start, FY2026 runs from
// 2026-04-01 to 2027-03-31. Its twelve months start on the start day (the 21st to the 20th with a
// 21 April start) and are named by the month they start in.
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range.js';

export interface FiscalCalendar {
  fiscal_year_start_month: number;
  fiscal_year_start_day: number;
  time_zone: string;
}

/** The day a fiscal year starts; a 29 February start falls on the 28th in other years. */
function startOf(year: number, calendar: FiscalCalendar): moment.Moment {
  const month = calendar.fiscal_year_start_month - 1;
  const days = moment.utc({ year, month, day: 1 }).daysInMonth();
  return moment.utc({ year, month, day: Math.min(calendar.fiscal_year_start_day, days) });
}

/** The fiscal year that `instant` falls in, read in the contract's zone. */
export function fiscalYearAt(instant: Date, calendar: FiscalCalendar): number {
  const local = moment.tz(instant, zoneOrUtc(calendar.time_zone)).format('YYYY-MM-DD');
  const year = Number(local.slice(0, 4));
  return local >= startOf(year, calendar).format('YYYY-MM-DD') ? year : year - 1;
}

/** First and last day of a fiscal year (YYYY-MM-DD). */
export function fiscalYearRange(year: number, calendar: FiscalCalendar): { start: string; end: string } {
  return { start: startOf(year, calendar).format('YYYY-MM-DD'), end: startOf(year + 1, calendar).subtract(1, 'day').format('YYYY-MM-DD') };
}

/** The twelve months of a fiscal year, 'YYYY-MM', by the month each starts in. */
export function fiscalMonths(year: number, calendar: FiscalCalendar): string[] {
  const first = startOf(year, calendar);
  return Array.from({ length: 12 }, (_, i) => first.clone().add(i, 'month').format('YYYY-MM'));
}

/** The even pace: how many stays the contract allows by the end of each month, spread evenly. */
export function evenPace(maximum: number, months: number): number[] {
  return Array.from({ length: months }, (_, i) => Math.round((maximum * (i + 1)) / months));
}

/** "2026-11-25 23:15 JST": the moment in the contract's zone, in digits every language reads. */
export function asOfText(iso: string, zone: string): string {
  return moment.tz(iso, zoneOrUtc(zone)).format('YYYY-MM-DD HH:mm z');
}

function zoneOrUtc(zone: string): string {
  return moment.tz.zone(zone) ? zone : 'UTC';
}
