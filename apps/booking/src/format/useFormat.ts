// Prices and stay dates in the page language: money through core/domain formatMoney (the
// currency's own symbol and decimals), dates through Intl with LANGUAGE_TAGS.
import { useMemo } from 'react';
import { useTranslation } from '@noren/core/ui';
import { formatMoney, normaliseLanguage, type CurrencyCode, type IsoDate, type Language } from '@noren/core/domain';
import { formatIsoDate, type DateStyle } from '@noren/core/ui';

export interface Formatters {
  language: Language;
  money: (amount: number, currency: string) => string;
  date: (date: IsoDate, style?: DateStyle) => string;
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? 'en';
  // One object per language, so what is made from it (a callback, a memoised child's props) stays
  // the same between renders.
  return useMemo(() => ({
    language,
    // Unknown codes (not in the spec's table) still format: currencyInfo falls back to the code itself.
    money: (amount: number, currency: string) => formatMoney({ amount, currency: currency as CurrencyCode }, language),
    date: (date: IsoDate, style: DateStyle = 'long') => formatIsoDate(date, language, style),
  }), [language]);
}
