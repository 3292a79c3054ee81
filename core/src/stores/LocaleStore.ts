// The current language (spec part 1 §1 and §4 "Locale change"): the `locale` query parameter or the
// stored choice, resolved against the hotel's book languages with the first as fallback.
import { action, computed, makeObservable, observable } from 'mobx';
import { isRtl, normaliseLanguage, resolveLanguage, type Language } from '@noren/core/domain';
import type { AppEnv } from './env.ts';

export const LOCALE_STORAGE_KEY = 'noren.locale';
export const LOCALE_QUERY_PARAM = 'locale';

export class LocaleStore {
  language: Language;
  /** The hotel's book languages once settings arrive; empty before. */
  bookLanguages: Language[] = [];

  constructor(private readonly env: AppEnv) {
    // Before settings arrive any known language may show the spinner and errors; English otherwise.
    this.language = this.requestedLanguage() ?? 'en';
    makeObservable(this, {
      language: observable,
      bookLanguages: observable,
      dir: computed,
      applyBookLanguages: action,
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

  applyBookLanguages(languages: readonly Language[]): void {
    this.bookLanguages = [...languages];
    this.language = resolveLanguage(this.requestedLanguage(), this.bookLanguages);
  }

  /**
   * The guest's choice: kept in storage and, when the address carries `locale`, written there too,
   * or a reload would bring the old language back. A language the hotel does not offer falls back
   * to its first.
   */
  setLanguage(requested: string): void {
    const language = this.bookLanguages.length > 0 ? resolveLanguage(requested, this.bookLanguages) : normaliseLanguage(requested);
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
