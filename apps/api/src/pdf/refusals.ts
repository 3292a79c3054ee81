// The refusal every receipt shares: no font on this server for the receipt's language (9503,
// reason receipt_font_missing, with the script that is missing), so the guest may retry later or
// choose another language; never a receipt with boxes for letters.
import { ErrorCode, NorenError, type Language } from '@noren/core/domain';

/** The script of a character no face could draw, as the refusal names it. */
export function scriptOf(c: string): string {
  if (/\p{Script=Thai}/u.test(c)) return 'thai';
  if (/\p{Script=Arabic}/u.test(c)) return 'arabic';
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(c)) return 'cjk';
  return 'other';
}

export function fontMissing(language: Language, script: string): NorenError {
  return new NorenError(ErrorCode.unavailable, {
    payload: { reason: 'receipt_font_missing', locale: language, script },
    message: 'Receipts in this language cannot be printed right now. Please try again later or choose another language.',
  });
}
