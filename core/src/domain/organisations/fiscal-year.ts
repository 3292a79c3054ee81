// The organisation contract's calendar (issue #15): a fiscal year starts on a month and day
// (day ≤ 28, so it exists every year) and is named by the calendar year it starts in; its periods
// are the twelve months from that day. Dates are calendar dates (YYYY-MM-DD): a night is placed by
// its own hotel-local stay date, and "today" is the date in the contract's zone.
import { addDays, addMonths, compareDates, type IsoDate } from '../search/dates.ts';

export interface FiscalCalendar {
  startMonth: number;
  startDay: number;
}

export const DEFAULT_CALENDAR: FiscalCalendar = { startMonth: 1, startDay: 1 };

const pad = (n: number) => String(n).padStart(2, '0');

export function checkCalendar(c: FiscalCalendar): FiscalCalendar {
  if (!Number.isInteger(c.startMonth) || c.startMonth < 1 || c.startMonth > 12) throw new RangeError('fiscal year start month must be 1–12');
  if (!Number.isInteger(c.startDay) || c.startDay < 1 || c.startDay > 28) throw new RangeError('fiscal year start day must be 1–28');
  return c;
}

/** The first day of fiscal year `year`. */
export function fiscalYearStart(year: number, c: FiscalCalendar): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad(c.startMonth)}-${pad(c.startDay)}`;
}

/** The fiscal year a date falls in. */
export function fiscalYearOf(date: IsoDate, c: FiscalCalendar): number {
  const year = Number(date.slice(0, 4));
  return compareDates(date, fiscalYearStart(year, c)) >= 0 ? year : year - 1;
}

/** First and last day (inclusive) of a fiscal year. */
export function fiscalYearBounds(year: number, c: FiscalCalendar): { startsOn: IsoDate; endsOn: IsoDate } {
  return { startsOn: fiscalYearStart(year, c), endsOn: addDays(fiscalYearStart(year + 1, c), -1) };
}

/** First and last day (inclusive) of period 1–12 of a fiscal year. */
export function periodBounds(year: number, period: number, c: FiscalCalendar): { startsOn: IsoDate; endsOn: IsoDate } {
  if (!Number.isInteger(period) || period < 1 || period > 12) throw new RangeError('period must be 1–12');
  const start = fiscalYearStart(year, c);
  return { startsOn: addMonths(start, period - 1), endsOn: addDays(addMonths(start, period), -1) };
}

/** The period (1–12) of its fiscal year that a date falls in. */
export function periodOf(date: IsoDate, c: FiscalCalendar): number {
  const year = fiscalYearOf(date, c);
  for (let p = 12; p > 1; p--) if (compareDates(date, periodBounds(year, p, c).startsOn) >= 0) return p;
  return 1;
}
