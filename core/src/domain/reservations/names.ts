// Which scripts a name may be written in (spec part 1 §5 "Guest name and full name", "Name fields
// per locale"). The spec names the scripts only; the separators (space, ideographic space, hyphen,
// apostrophe, full stop, the katakana middle dot and prolonged sound mark) are ours, since real
// names carry them ("Mary-Jane O'Neil", "ジョン・スミス").
import type { Language } from '../i18n/languages.ts';

const SEPARATORS = " \\u3000'’\\-.";
const LATIN = '\\p{Script=Latin}';
const HIRAGANA = '\\p{Script=Hiragana}';
const KATAKANA = '\\p{Script=Katakana}ー・';
const HAN = '\\p{Script=Han}々〆';
const HANGUL = '\\p{Script=Hangul}';

// Pure (annotated), like every top-level value of core/domain: a page pays only for what it reads.
const only = /* @__NO_SIDE_EFFECTS__ */ (scripts: string): RegExp => new RegExp(`^[${scripts}${SEPARATORS}]+$`, 'u');
/** At least one letter: a name of separators only is no name. */
export const HAS_LETTER = /\p{L}/u;

export interface NameRule {
  pattern: RegExp;
  /** The key of locales/<lang>/errors.json the form shows when the pattern refuses a value. */
  messageKey: string;
}

const ENGLISH: NameRule = { pattern: only(LATIN), messageKey: 'validation.nameEnglish' };

/** The guest's own name fields (first and last name): the scripts of the booking language, or English. */
export function nameRule(language: Language): NameRule {
  switch (language) {
    case 'ja':
      return { pattern: only(HIRAGANA + KATAKANA + HAN + LATIN), messageKey: 'validation.nameJapanese' };
    case 'zh_Hans':
    case 'zh_Hant':
      return { pattern: only(HAN + LATIN), messageKey: 'validation.nameChinese' };
    case 'ko':
      return { pattern: only(HANGUL + LATIN), messageKey: 'validation.nameKorean' };
    default:
      return ENGLISH;
  }
}

/**
 * The reading (kana) fields and each room's guest name: English, and in Japanese hiragana or
 * English, so the hotel can read the name aloud at check-in.
 */
export function readingRule(language: Language): NameRule {
  return language === 'ja' ? { pattern: only(HIRAGANA + 'ー' + LATIN), messageKey: 'validation.nameHiraganaOrAlphabet' } : ENGLISH;
}
