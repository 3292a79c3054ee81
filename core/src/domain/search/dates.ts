// Stay dates are calendar dates (YYYY-MM-DD) in the hotel's time zone. Arithmetic runs on UTC
// midnights so that no daylight-saving shift can add or lose a night.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date in YYYY-MM-DD form (2025-02-30 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

function toUtcMs(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: '${date}'`);
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Same day of the month n months later, clamped to the month's last day (01-31 + 1 -> 02-28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number);
  toUtcMs(date);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return fromUtcMs(first.getTime());
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(toUtcMs(a) - toUtcMs(b));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The dates of each night of a stay: check-in up to, not including, check-out. */
export function eachStayDate(checkin: IsoDate, checkout: IsoDate): IsoDate[] {
  const n = daysBetween(checkin, checkout);
  const dates: IsoDate[] = [];
  for (let i = 0; i < n; i++) dates.push(addDays(checkin, i));
  return dates;
}

/**
 * One formatter per time zone: making an Intl.DateTimeFormat is costly (the first one of a zone
 * reads the zone's rules), and the search asks for the hotel's today on every check of its
 * criteria (issue 14 §4: 70 ms of the results page's start-up at 4× CPU slowdown were new ones).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at instant `now` in `timeZone` (an IANA name such as Asia/Tokyo). */
export function todayInTimeZone(now: Date, timeZone: string): IsoDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD; formatToParts keeps us independent of that detail anyway.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
