// The orgSignIn texts (the console's way in, the booker's notice) load with the lazy screens that
// show them, through their own glob here rather than the app's start-up list, so the results
// page's first download does not even list their files (npm run bench -- results-js).
import { useEffect, useState } from 'react';
import { localeFiles, useTranslation } from '@noren/core/ui';

const FILES = localeFiles(import.meta.glob('../../../../locales/*/orgSignIn.json'));
const NS = 'orgSignIn';

/** t for the orgSignIn texts, and whether the language's (and English's) have arrived. */
export function useOrgSignInTexts(): { t: (key: string, options?: Record<string, unknown>) => string; ready: boolean } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const has = () => i18n.hasResourceBundle(language, NS) && i18n.hasResourceBundle('en', NS);
  const [loaded, setLoaded] = useState(has);
  useEffect(() => {
    let live = true;
    void Promise.all(
      [language, 'en'].map(async (l) => {
        if (!i18n.hasResourceBundle(l, NS)) i18n.addResourceBundle(l, NS, await FILES.load(l, NS), true, true);
      }),
    ).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return { t: i18n.getFixedT(null, NS), ready: loaded && has() };
}
