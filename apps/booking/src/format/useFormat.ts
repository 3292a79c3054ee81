// Prices and stay dates in the page language: money through core/domain formatMoney (the
// currency's own symbol and decimals), dates through Intl with LANGUAGE_TAGS.
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
  return {
    language,
    // Unknown codes (not in the spec's table) still format: currencyInfo falls back to the code itself.
    money: (amount, currency) => formatMoney({ amount, currency: currency as CurrencyCode }, language),
    date: (date, style = 'long') => formatIsoDate(date, language, style),
  };
}
