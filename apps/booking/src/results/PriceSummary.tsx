// The price of what is selected, from GET /rooms/price (PricingStore), updated as the selection,
// extras or coupon change: each room, extras with a quantity, discounts, taxes and the total, in
// the multi-currency view when it is on. The total is a polite live region.
import type { ReactNode } from 'react';
import { Spinner, observer, useStores, useTranslation } from '@noren/core/ui';
import type { PriceField } from '@noren/core/domain';
import { useFormat } from '../format/useFormat.ts';
import { guestsText } from '../format/guests.ts';
import type { ResultNames } from './names.ts';

export interface PriceSummaryProps {
  names: ResultNames;
  extraName?: (extraId: number) => string;
  title?: string;
  children?: ReactNode;
}

export const PriceSummary = observer(function PriceSummary({ names, extraName, title, children }: PriceSummaryProps) {
  const { pricing, settings } = useStores();
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation('common');
  const format = useFormat();
  const quote = pricing.quote;
  const currency = pricing.currencyCode;
  const money = (field: PriceField) => {
    const m = pricing.total(field);
    return m ? format.money(m.amount, m.currency) : '';
  };
  const taxIncluded = settings.settings?.show_prices_tax_included ?? true;
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" className="booking-summary__title">
        {title ?? t('summary.title')}
      </h2>
      {!quote && pricing.quoting && <Spinner label={t('summary.updating')} />}
      {quote && currency && (
        <>
          <ul className="booking-summary__lines">
            {quote.rooms.map((room, i) => {
              const total = pricing.roomTotal(i, taxIncluded ? 'total_price' : 'total_price_without_tax');
              return (
                <li key={i} className="booking-summary__line">
                  <span>
                    {t('summary.room', { number: room.index + 1 })}: {names.roomType(room.room_type_code)} · {names.plan(room.room_plan_code)}
                    <span className="booking-summary__guests"> ({guestsText(t, room.adults, room.children)})</span>
                  </span>
                  <span className="booking-summary__amount">{total ? format.money(total.amount, total.currency) : ''}</span>
                </li>
              );
            })}
            {quote.rooms.flatMap((room) =>
              room.extras
                .filter((e) => e.quantity > 0)
                .map((e, k) => {
                  const amount = pricing.readsMcp && e.prices.mcp_total_price ? e.prices.mcp_total_price.cents : e.prices.total_price;
                  return (
                    <li key={`${room.index}-${e.extra_id}-${k}`} className="booking-summary__line booking-summary__line--extra">
                      <span>
                        {extraName?.(e.extra_id) ?? t('summary.extra')} × {e.quantity}
                      </span>
                      <span className="booking-summary__amount">{format.money(amount, currency)}</span>
                    </li>
                  );
                }),
            )}
            {quote.coupon && (pricing.totals?.coupon_discount_amount ?? 0) > 0 && (
              <li className="booking-summary__line booking-summary__line--discount">
                <span>{t('summary.coupon', { code: quote.coupon.code })}</span>
                <span className="booking-summary__amount">−{money('coupon_discount_amount')}</span>
              </li>
            )}
            {(pricing.totals?.promotion_discount_amount ?? 0) > 0 && (
              <li className="booking-summary__line booking-summary__line--discount">
                <span>{t('summary.promotion')}</span>
                <span className="booking-summary__amount">−{money('promotion_discount_amount')}</span>
              </li>
            )}
            <li className="booking-summary__line booking-summary__line--minor">
              <span>{t('summary.tax')}</span>
              <span className="booking-summary__amount">{money('tax')}</span>
            </li>
            {(pricing.totals?.accommodation_tax ?? 0) > 0 && (
              <li className="booking-summary__line booking-summary__line--minor">
                <span>{t('summary.accommodationTax')}</span>
                <span className="booking-summary__amount">{money('accommodation_tax')}</span>
              </li>
            )}
          </ul>
          <p className="booking-summary__total" aria-live="polite" aria-atomic="true">
            <span>{t('summary.total')}</span> <span className="noren-price__amount">{money('total_price')}</span>{' '}
            <span className="noren-price__tax">{tc('price.taxIncluded')}</span>
          </p>
          {pricing.quoting && <p className="booking-summary__note">{t('summary.updating')}</p>}
        </>
      )}
      {children}
    </section>
  );
});
