// Money and stay dates in the screen's language: money through core/domain formatMoney, dates
// through core/ui's Intl formatter; `stay` is the one wording of a stay's dates (a day-use stay is
// its one date, else "check-in – check-out") shared by the stay choice, the done step and the lookup.
import { formatMoney, normaliseLanguage, type CurrencyCode } from '@noren/core/domain';
import { formatIsoDate, useTranslation } from '@noren/core/ui';

export function useKioskFormat() {
  const { t, i18n } = useTranslation('kiosk');
  const language = normaliseLanguage(i18n.language) ?? 'en';
  return {
    money: (amount: number, currency: string) => formatMoney({ amount, currency: currency as CurrencyCode }, language),
    date: (date: string) => formatIsoDate(date, language, 'long'),
    stay: (checkin: string, checkout: string, isDayUse: boolean) => {
      const date = (iso: string) => formatIsoDate(iso, language, 'long');
      return isDayUse ? date(checkin) : t('book.dates', { checkin: date(checkin), checkout: date(checkout) });
    },
  };
}
