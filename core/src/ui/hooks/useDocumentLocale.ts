// <html lang dir> follow the chosen language, so screen readers pronounce it and Arabic reads right to left.
import { useEffect } from 'react';
import { LANGUAGE_TAGS, isRtl, type Language } from '@noren/core/domain';

export function useDocumentLocale(language: Language): void {
  useEffect(() => {
    const html = document.documentElement;
    html.lang = LANGUAGE_TAGS[language];
    html.dir = isRtl(language) ? 'rtl' : 'ltr';
  }, [language]);
}
