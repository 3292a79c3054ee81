// Dates and money as the console shows them, in its language.
import { formatMoney, isCurrencyCode, normaliseLanguage } from '@noren/core/domain';
import { formatIsoDate, useTranslation } from '@noren/core/ui';

export function useConsoleFormat() {
  const { i18n } = useTranslation('admin');
  const language = normaliseLanguage(i18n.language) ?? 'en';
  return {
    language,
    date: (iso: string) => formatIsoDate(iso, language, 'medium'),
    // A currency the catalogue lacks (none is stored today) shows as a plain number with its code.
    money: (amount: number, currency: string) => (isCurrencyCode(currency) ? formatMoney({ amount, currency }, language) : `${amount} ${currency}`),
    number: (value: number) => new Intl.NumberFormat(language.replace('_', '-')).format(value),
    instant: (iso: string | null) => (iso ? new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : ''),
  };
}
