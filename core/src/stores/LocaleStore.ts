// The current language (spec part 1 §1 and §4 "Locale change"): the `locale` query parameter or the
// stored choice, resolved against the languages the hotel offers with its first book language as
// fallback. Offered = the hotel's book languages (its content is written in them), then the other
// available_languages the widget's own texts exist in (e.g. Arabic, Indonesian, Thai); in those the
// hotel's names and descriptions fall back to its first book language.
import { action, computed, makeObservable, observable } from 'mobx';
import { isRtl, normaliseLanguage, resolveLanguage, type Language } from '@noren/core/domain';
import type { AppEnv } from './env.ts';

export const LOCALE_STORAGE_KEY = 'noren.locale';
export const LOCALE_QUERY_PARAM = 'locale';

export class LocaleStore {
  language: Language;
  /** The languages offered once settings arrive, book languages first; empty before. */
  offeredLanguages: Language[] = [];

  constructor(private readonly env: AppEnv) {
    // Before settings arrive any known language may show the spinner and errors; English otherwise.
    this.language = this.requestedLanguage() ?? 'en';
    makeObservable(this, {
      language: observable,
      offeredLanguages: observable,
      dir: computed,
      applyLanguages: action,
      setLanguage: action,
    });
  }

  get dir(): 'ltr' | 'rtl' {
    return isRtl(this.language) ? 'rtl' : 'ltr';
  }

  /** The query parameter wins over the stored choice, so a shared link opens in its language. */
  requestedLanguage(): Language | null {
    const fromQuery = normaliseLanguage(new URL(this.env.location.href).searchParams.get(LOCALE_QUERY_PARAM));
    if (fromQuery) return fromQuery;
    try {
      return normaliseLanguage(this.env.storage.getItem(LOCALE_STORAGE_KEY));
    } catch {
      return null;
    }
  }

  applyLanguages(bookLanguages: readonly Language[], availableLanguages: readonly Language[] = []): void {
    this.offeredLanguages = [...new Set([...bookLanguages, ...availableLanguages])];
    this.language = resolveLanguage(this.requestedLanguage(), this.offeredLanguages);
  }

  /**
   * The guest's choice: kept in storage and, when the address carries `locale`, written there too,
   * or a reload would bring the old language back. A language the hotel does not offer falls back
   * to its first.
   */
  setLanguage(requested: string): void {
    const language = this.offeredLanguages.length > 0 ? resolveLanguage(requested, this.offeredLanguages) : normaliseLanguage(requested);
    if (!language) return;
    this.language = language;
    try {
      this.env.storage.setItem(LOCALE_STORAGE_KEY, language);
    } catch {
      // Blocked storage: the choice lasts for this page only.
    }
    const url = new URL(this.env.location.href);
    if (url.searchParams.has(LOCALE_QUERY_PARAM) && url.searchParams.get(LOCALE_QUERY_PARAM) !== language) {
      url.searchParams.set(LOCALE_QUERY_PARAM, language);
      this.env.replaceUrl(url.toString());
    }
  }
}
