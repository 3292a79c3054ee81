// Text helpers of the receipt: money in the reservation's currency with its decimals, dates and
// tax rates in the receipt's language, and the two Taiwan fields of part 1 §5. Everything that is
// drawn goes through `drawable`, since Intl inserts bidi marks and narrow spaces that fonts lack
// (the PDF builder orders right-to-left text itself).
import { formatMoney, LANGUAGE_TAGS, type Language } from '@noren/core/domain';

/** Generous bounds: a company name on a Taiwan receipt is rarely over 60 characters. */
export const RECEIPT_NAME_MAX = 100;
export const RECEIPT_TITLE_MAX = 100;

// Control characters (\p{Cc}, tab and line feed excepted) and the format marks Intl adds.
const INVISIBLE = /(?![\t\n])[\p{Cc}\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;
const SPACES = /[\t\n\u00A0\u2000-\u200A\u202F\u205F]/g;

/** The text as the fonts can draw it: no bidi or zero-width marks, one kind of space. */
export function drawable(text: string): string {
  return text.replace(INVISIBLE, '').replace(SPACES, ' ');
}

export function receiptMoney(amount: number, currency: string, language: Language): string {
  return drawable(formatMoney({ amount, currency: currency as never }, language));
}

export function receiptDate(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number);
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language] ?? 'en', { dateStyle: 'long', timeZone: 'UTC' });
  return drawable(format.format(new Date(Date.UTC(y, m - 1, d))));
}

/** A rate in basis points as a percent: 1000 -> "10%", 825 -> "8.25%". */
export function taxRate(basisPoints: number, language: Language): string {
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[language] ?? 'en', { style: 'percent', maximumFractionDigits: 2 });
  return drawable(format.format(basisPoints / 10_000));
}

export type FieldCheck = { ok: true; value: string | null } | { ok: false; reason: string };

/**
 * Taiwan's unified business number (統一編號): 8 digits (part 1 §5). Full-width digits, as typed
 * on Chinese keyboards, count as digits. The number's check digit is not verified: the spec asks
 * for 8 digits only, and the tax office changed the rule in 2023.
 */
export function checkReceiptUnicode(raw: string | undefined): FieldCheck {
  if (raw === undefined) return { ok: true, value: null };
  const value = raw.normalize('NFKC').trim();
  if (value === '') return { ok: true, value: null };
  return /^[0-9]{8}$/.test(value) ? { ok: true, value } : { ok: false, reason: 'eight_digits' };
}

/**
 * A free name printed on the receipt (the addressee or the Taiwan buyer name): printable text of
 * at most `max` characters, spaces collapsed. The spec asks Taiwan buyer names in traditional
 * Chinese, but a company name may be in Latin letters, and no script test can tell traditional
 * from simplified characters, so any letters are accepted.
 */
export function checkReceiptText(raw: string | undefined, max: number): FieldCheck {
  if (raw === undefined) return { ok: true, value: null };
  const value = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (value === '') return { ok: true, value: null };
  if (/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u.test(value)) return { ok: false, reason: 'invalid_characters' };
  if (!/\p{L}/u.test(value)) return { ok: false, reason: 'no_letters' };
  if ([...value].length > max) return { ok: false, reason: 'too_long' };
  return { ok: true, value };
}
