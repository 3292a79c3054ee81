// Locale files are separate chunks: a guest downloads only their language (English, the fallback,
// only where the language lacks a file: createI18n.ts). Each app hands over the files it can need,
// as its own import.meta.glob of locales/, so its first chunk lists no other app's namespaces.
import type { Language } from '@noren/core/domain';

/**
 * 'booking' holds the results page's texts; 'bookingPages' those of the pages loaded later;
 * 'calendar' those of the lazily loaded DateRangePicker.
 */
export type Namespace = 'common' | 'calendar' | 'booking' | 'bookingPages' | 'admin' | 'kiosk' | 'errors' | 'orgAdmin' | 'orgSignIn' | 'staffContracts' | 'payLink' | 'staffPayLinks' | 'kioskQr' | 'staffKiosk' | 'payLinkReceipt' | 'kioskReceipt';
export type LocaleResource = Record<string, unknown>;
/** What `import.meta.glob('<path to>/locales/*\/{common,...}.json')` returns. */
export type LocaleGlob = Record<string, () => Promise<unknown>>;

export interface LocaleFiles {
  has(language: Language, namespace: Namespace): boolean;
  /** The namespace's texts in one language; an absent file is empty, so English fills in. */
  load(language: string, namespace: string): Promise<LocaleResource>;
}

export function localeFiles(glob: LocaleGlob): LocaleFiles {
  const byName = new Map<string, LocaleGlob[string]>();
  for (const [path, load] of Object.entries(glob)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match) byName.set(`${match[1]}/${match[2]}`, load);
  }
  return {
    has: (language, namespace) => byName.has(`${language}/${namespace}`),
    async load(language, namespace) {
      const load = byName.get(`${language}/${namespace}`);
      return load ? ((await load()) as { default: LocaleResource }).default : {};
    },
  };
}
