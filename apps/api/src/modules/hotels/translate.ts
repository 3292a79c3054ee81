// Picking one language's text out of a translations object, with the hotel's fallback order:
// the language asked for, then the hotel's book languages in order, then English.
import type { Language, Translations } from '@noren/core/domain';

export function translated<K extends string>(
  translations: Translations<K> | null | undefined,
  key: K,
  language: Language,
  fallbacks: readonly Language[],
  otherwise: string,
): string {
  if (!translations) return otherwise;
  for (const lang of [language, ...fallbacks, 'en' as const]) {
    const text = translations[lang]?.[key];
    if (typeof text === 'string' && text !== '') return text;
  }
  return otherwise;
}

/** The same translations with only `keys` kept, each renamed by `rename` (e.g. hotel_name -> name). */
export function selectTranslations<From extends string, To extends string>(
  translations: Translations<From> | null | undefined,
  rename: Partial<Record<From, To>>,
): Translations<To> {
  const out: Translations<To> = {};
  for (const [lang, values] of Object.entries(translations ?? {}) as Array<[Language, Partial<Record<From, string>> | undefined]>) {
    if (!values) continue;
    const picked: Partial<Record<To, string>> = {};
    for (const [from, to] of Object.entries(rename) as Array<[From, To]>) {
      const text = values[from];
      if (typeof text === 'string') picked[to] = text;
    }
    if (Object.keys(picked).length > 0) out[lang] = picked;
  }
  return out;
}
