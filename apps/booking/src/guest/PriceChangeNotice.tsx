// The price (or the exchange rate) moved since the guest last saw it (part 2 §8.5): what happened
// and the total before and after, in the currency the guest was shown.
import { useTranslation } from '@noren/core/ui';
import type { PriceChange } from '@noren/core/domain';
import { useFormat } from '../format/useFormat.ts';

export interface PriceChangeNoticeProps {
  change: PriceChange;
  hotelCurrency: string;
  /** A key of the errors namespace. */
  messageKey: string;
  /** A key of the booking namespace taking {before} and {after}. */
  wasKey: 'guest.priceWas' | 'paymentStep.changeWas';
}

export function PriceChangeNotice({ change, hotelCurrency, messageKey, wasKey }: PriceChangeNoticeProps) {
  const { t } = useTranslation('errors');
  const { t: tb } = useTranslation('booking');
  const format = useFormat();
  const mcp = change.mcp_currency && change.mcp_total_price !== null && change.expected_mcp_total_price !== null;
  const before = mcp ? format.money(change.expected_mcp_total_price!, change.mcp_currency!) : format.money(change.expected_total_price, hotelCurrency);
  const after = mcp ? format.money(change.mcp_total_price!, change.mcp_currency!) : format.money(change.total_price, hotelCurrency);
  return (
    <div className="booking-price-change" role="alert">
      <p>{t(messageKey)}</p>
      <p>{tb(wasKey, { before, after })}</p>
    </div>
  );
}
