// Stay dates (YYYY-MM-DD, the hotel's calendar) in the page language. They are formatted as UTC
// midnights in UTC, so the guest's own time zone can never move a date by a day.
import { LANGUAGE_TAGS, type IsoDate, type Language } from '@noren/core/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

export type DateStyle = 'long' | 'medium' | 'short' | 'monthYear' | 'weekdayShort' | 'weekdayLong' | 'day' | 'full';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' },
  long: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' },
  medium: { month: 'short', day: 'numeric', weekday: 'short' },
  short: { month: 'numeric', day: 'numeric' },
  monthYear: { year: 'numeric', month: 'long' },
  weekdayShort: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
  day: { day: 'numeric' },
};

function formatter(language: Language, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGE_TAGS[language] ?? 'en', { ...STYLES[style], timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

export function isoToUtcDate(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/**
 * Makes the formatters of `styles` for `language` ahead of their first use: a new
 * Intl.DateTimeFormat loads its locale's patterns, a few milliseconds each on a phone, which a
 * screen that opens on a tap (the date picker) would otherwise spend inside that tap.
 */
export function prepareDateStyles(language: Language, styles: readonly DateStyle[]): void {
  for (const style of styles) formatter(language, style);
}

export function formatIsoDate(date: IsoDate, language: Language, style: DateStyle = 'long'): string {
  return formatter(language, style).format(isoToUtcDate(date));
}

/** Sunday is 0, as Date#getUTCDay. */
export function weekdayOf(date: IsoDate): number {
  return isoToUtcDate(date).getUTCDay();
}
