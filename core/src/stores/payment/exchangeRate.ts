// Part 2 §8.5 "Exchange rate updated: recheck prices": the 409 the API answers when only the rate
// moved; the payment step shows the new amounts and books at them once the guest confirms.
import type { PriceChange } from '@noren/core/domain';
import type { ShownError } from '../shownError.ts';

/** Part 2 §8.5 "Exchange rate updated: recheck prices": the 409 the API answers when only the rate moved. */
export function exchangeRateChange(error: ShownError): PriceChange | null {
  const payload = error.payload as (Partial<PriceChange> & { reason?: string }) | undefined;
  if (payload?.reason !== 'exchange_rate_changed' || typeof payload.total_price !== 'number') return null;
  return {
    direction: payload.direction ?? 'more_expensive',
    expected_total_price: payload.expected_total_price ?? payload.total_price,
    total_price: payload.total_price,
    mcp_currency: payload.mcp_currency ?? null,
    expected_mcp_total_price: payload.expected_mcp_total_price ?? null,
    mcp_total_price: payload.mcp_total_price ?? null,
    message_key: payload.message_key ?? 'messages.priceChanged.moreExpensive',
  };
}
