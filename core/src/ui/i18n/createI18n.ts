// One i18next instance per app, loading namespaces lazily per language with English as fallback.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@noren/core/domain';
import type { LocaleFiles, Namespace } from './localeFiles.ts';

const FALLBACK = 'en';

/**
 * Reads locale chunks, but stands in an empty English bundle for a namespace the shown language
 * has a file for: every locale is complete (locales/checks.test.ts fails on a missing key), so the
 * fallback would be downloaded for nothing. Those namespaces are remembered, and `needed` names
 * the ones a switch to `language` must fetch for real.
 */
function localeBackend(files: LocaleFiles, shown: () => string) {
  const skipped = new Set<string>();
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      if (language === FALLBACK && shown() !== FALLBACK && files.has(shown() as Language, namespace as Namespace)) {
        skipped.add(namespace);
        callback(null, {});
        return;
      }
      files.load(language, namespace).then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
  const needed = (language: string) => {
    const namespaces = [...skipped].filter((ns) => language === FALLBACK || !files.has(language as Language, ns as Namespace));
    for (const ns of namespaces) skipped.delete(ns);
    return namespaces;
  };
  return { backend, needed };
}

export interface CreateI18nOptions {
  language: Language;
  /**
   * The first is the default namespace. 'errors' is not loaded at start: the components that show
   * an error load it (core/ui ErrorBanner), so a first screen without errors never fetches it.
   */
  namespaces: Namespace[];
  /** The app's locale files (localeFiles of its own import.meta.glob). */
  locales: LocaleFiles;
}

export async function createI18n({ language, namespaces, locales }: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  let shown: string = language;
  const { backend, needed } = localeBackend(locales, () => shown);
  // A switch to English (or to a language lacking a namespace) first fetches the English bundles
  // that were stood in empty, so no key ever shows as its name.
  const changeLanguage = instance.changeLanguage.bind(instance);
  instance.changeLanguage = (async (lng, callback) => {
    if (lng) {
      shown = lng;
      const missing = needed(lng);
      if (missing.length > 0) await instance.reloadResources([FALLBACK], missing);
    }
    return changeLanguage(lng, callback);
  }) as I18n['changeLanguage'];
  const ns = [...new Set<Namespace>(namespaces)];
  await instance.use(backend).use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK,
    supportedLngs: [...LANGUAGES],
    // Our codes (zh_Hant) are not BCP 47, and there is no 'zh' file to try first.
    load: 'currentOnly',
    ns,
    defaultNS: ns[0],
    // The booking app's texts are split so the first screen downloads only its own: a key not in
    // 'booking' is looked up in 'bookingPages', which the later pages load (apps/booking App.tsx).
    fallbackNS: ['bookingPages'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keeps the guest's console free of the library's advert.
    showSupportNotice: false,
    // Switching language keeps the old texts until the new file arrives, with no Suspense flash.
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  });
  return instance;
}
