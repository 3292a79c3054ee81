// Dates and money as the console shows them, in its language.
import { formatMoney, normaliseLanguage } from '@noren/core/domain';
import { formatIsoDate, useTranslation } from '@noren/core/ui';

export function useConsoleFormat() {
  const { i18n } = useTranslation('admin');
  const language = normaliseLanguage(i18n.language) ?? 'en';
  return {
    language,
    date: (iso: string) => formatIsoDate(iso, language, 'medium'),
    money: (amount: number, currency: string) => formatMoney({ amount, currency }, language),
    instant: (iso: string | null) => (iso ? new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : ''),
  };
}
