// Money in the page language with the currency's own symbol and decimals (core/domain formatMoney),
// and, when asked, whether tax is included.
import { useTranslation } from 'react-i18next';
import { formatMoney, normaliseLanguage, type Money } from '@noren/core/domain';

export interface PriceProps {
  value: Money;
  /** true: "Tax included"; false: "Tax excluded"; left out: no note. */
  taxIncluded?: boolean;
  className?: string;
}

export function Price({ value, taxIncluded, className }: PriceProps) {
  const { t, i18n } = useTranslation('common');
  const language = normaliseLanguage(i18n.language) ?? 'en';
  return (
    <span className={['noren-price', className].filter(Boolean).join(' ')} data-currency={value.currency}>
      <span className="noren-price__amount">{formatMoney(value, language)}</span>
      {taxIncluded !== undefined && <span className="noren-price__tax"> {t(taxIncluded ? 'price.taxIncluded' : 'price.taxExcluded')}</span>}
    </span>
  );
}
