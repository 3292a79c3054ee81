// Stay-date arithmetic on 'YYYY-MM-DD' strings. Stay dates live in the hotel's time zone, so
// "today" is read from the clock through that zone and all later steps are plain calendar days.

const DAY_MS = 86_400_000;

/** The calendar date at `now` in `timeZone`, e.g. 2026-11-23 in Asia/Tokyo at 2026-11-22T16:00Z. */
export function todayIn(timeZone: string, now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function epochDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date((epochDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function dayOfMonth(date: string): number {
  return Number(date.slice(8, 10));
}

/** `count` consecutive dates starting at `from`. */
export function dateRange(from: string, count: number): string[] {
  const start = epochDay(from);
  return Array.from({ length: Math.max(0, count) }, (_, i) => new Date((start + i) * DAY_MS).toISOString().slice(0, 10));
}

/** Whether the month-day of `date` lies in [from, to] (MM-DD, inclusive); ranges may wrap the new year. */
export function inMonthDayRange(date: string, from: string, to: string): boolean {
  const md = date.slice(5);
  return from <= to ? md >= from && md <= to : md >= from || md <= to;
}
