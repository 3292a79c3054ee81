// Money and stay dates in the screen's language: money through core/domain formatMoney, dates
// through core/ui's Intl formatter.
import { formatMoney, normaliseLanguage, type CurrencyCode } from '@noren/core/domain';
import { formatIsoDate, useTranslation } from '@noren/core/ui';

export function useKioskFormat() {
  const { i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? 'en';
  return {
    money: (amount: number, currency: string) => formatMoney({ amount, currency: currency as CurrencyCode }, language),
    date: (date: string) => formatIsoDate(date, language, 'long'),
  };
}
