// Stay dates are calendar dates (YYYY-MM-DD) in the hotel's time zone. Arithmetic runs on UTC
// midnights so that no daylight-saving shift can add or lose a night.

export type IsoDate = string;

const DAY_MS = 86_400_000;
const ZERO = 48;
const DASH = 45;

/**
 * The day number (days since 1970-01-01) of a real calendar date in YYYY-MM-DD form, or NaN.
 * By arithmetic on the characters, with no RegExp, Date or split: the search checks a few hundred
 * dates per request (each plan's sale and stay windows), and the Date-based check was a tenth of
 * a distinct search's time. Years below 100 are refused, as Date.UTC (which maps them to 19xx)
 * made the check do before.
 */
function dayNumber(value: string): number {
  if (value.length !== 10 || value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) return NaN;
  let y = 0;
  let m = 0;
  let d = 0;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const digit = value.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return NaN;
    if (i < 4) y = y * 10 + digit;
    else if (i < 7) m = m * 10 + digit;
    else d = d * 10 + digit;
  }
  if (y < 100 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return NaN;
  return daysFromCivil(y, m, d);
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** Proleptic Gregorian date to day number (H. Hinnant's days_from_civil), as Date.UTC counts. */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Day number to YYYY-MM-DD (civil_from_days); years outside 0-9999 as toISOString writes them. */
function isoOfDay(days: number): IsoDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9999) return new Date(days * DAY_MS).toISOString().slice(0, 10);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${pad2(m)}-${pad2(d)}`;
}

/** True for a real calendar date in YYYY-MM-DD form (2025-02-30 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && !Number.isNaN(dayNumber(value));
}

function toUtcMs(date: IsoDate): number {
  const days = typeof date === 'string' ? dayNumber(date) : NaN;
  if (Number.isNaN(days)) throw new RangeError(`Not a YYYY-MM-DD date: '${date}'`);
  return days * DAY_MS;
}

function fromUtcMs(ms: number): IsoDate {
  // A fraction of a day or an impossible number: as Date writes it (or throws).
  if (!Number.isFinite(ms) || ms % DAY_MS !== 0) return new Date(ms).toISOString().slice(0, 10);
  return isoOfDay(ms / DAY_MS);
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
