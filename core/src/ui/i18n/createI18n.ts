// One i18next instance per app, loading namespaces lazily per language with English as fallback.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@noren/core/domain';
import { loadLocaleFile, type Namespace } from './localeFiles.ts';

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadLocaleFile(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export interface CreateI18nOptions {
  language: Language;
  /** The first is the default namespace; 'errors' is always added for error messages. */
  namespaces: Namespace[];
}

export async function createI18n({ language, namespaces }: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  const ns = [...new Set<Namespace>([...namespaces, 'errors'])];
  await instance.use(localeBackend).use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // Our codes (zh_Hant) are not BCP 47, and there is no 'zh' file to try first.
    load: 'currentOnly',
    ns,
    defaultNS: ns[0],
    interpolation: { escapeValue: false },
    returnNull: false,
    // Keeps the guest's console free of the library's advert.
    showSupportNotice: false,
    // Switching language keeps the old texts until the new file arrives, with no Suspense flash.
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  });
  return instance;
}
