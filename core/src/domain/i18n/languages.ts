// The product's languages (spec part 1 §1, part 2 §9). English is the source of every text.
export const LANGUAGES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages a hotel may book in; id, th and ar exist in the locale list only. */
export const BOOK_LANGUAGES: readonly Language[] = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'];

/** Each language's name in itself, for the language selector. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  ar: 'العربية',
};

/** BCP 47 tags for Intl and the document's lang attribute. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en', ja: 'ja', ko: 'ko', zh_Hans: 'zh-Hans', zh_Hant: 'zh-Hant', id: 'id', th: 'th', ar: 'ar',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isRtl(language: Language): boolean {
  return language === 'ar';
}

/** Accepts the spellings seen in URLs and browsers (zh-TW, zh_hant, ja-JP) and returns ours. */
export function normaliseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const v = value.trim().replace('-', '_').toLowerCase();
  if (v === 'zh_hant' || v === 'zh_tw' || v === 'zh_hk' || v === 'zh_mo') return 'zh_Hant';
  if (v === 'zh_hans' || v === 'zh_cn' || v === 'zh_sg' || v === 'zh') return 'zh_Hans';
  const base = v.split('_')[0];
  return isLanguage(base) ? base : null;
}

/**
 * The language to show: the requested one when the hotel offers it, else the hotel's first book
 * language (spec part 1 §1: "the chosen language falls back to the first supported one").
 */
export function resolveLanguage(requested: string | null | undefined, supported: readonly Language[]): Language {
  const wanted = normaliseLanguage(requested);
  if (wanted && supported.includes(wanted)) return wanted;
  return supported[0] ?? 'en';
}
