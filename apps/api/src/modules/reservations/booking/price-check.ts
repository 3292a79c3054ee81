// The price the guest saw against the price under the lock: never a silent change (spec part 1
// §6, part 2 §8.5 "Price became cheaper or more expensive"). Checked last, after the form: a guest
// fixes the form first, then confirms the new price.
import { ErrorCode, NorenError, priceChange, type CreateReservationRequest, type PriceBreakdown } from '@noren/core/domain';

/** The refusal's text by direction; an update's price check words it the same. */
export const PRICE_CHANGED_TEXT = {
  cheaper: 'The price has become cheaper because of a change in promotions. Please check the price and continue.',
  more_expensive: 'The price has become higher because of a change in promotions. Please check the price and continue.',
} as const;

/** Refuses when the total (or, multi-currency, only the shown amount) differs from what the guest saw. */
export function checkExpectedPrice(body: CreateReservationRequest, price: PriceBreakdown): void {
  const change = priceChange({
    expectedTotal: body.expected_total_price,
    total: price.prices.total_price,
    mcpCurrency: price.mcp_currency,
    expectedMcpTotal: body.mcp_currency ? (body.expected_mcp_total_price ?? null) : null,
    mcpTotal: price.prices.mcp_total_price?.cents ?? null,
  });
  if (change && change.expected_total_price === change.total_price && change.mcp_currency !== null) {
    // Only the rate moved: the guest rechecks the shown amounts; nothing is charged.
    throw new NorenError(ErrorCode.invalid, {
      httpStatus: 409,
      payload: { ...change, field: 'expected_mcp_total_price', reason: 'exchange_rate_changed', message_key: 'messages.exchangeRateUpdated' },
      message: 'The exchange rate has been updated. Please check the prices again.',
    });
  }
  if (change) {
    throw new NorenError(ErrorCode.invalid, {
      httpStatus: 409,
      payload: { field: 'expected_total_price', reason: 'price_changed', ...change },
      message: PRICE_CHANGED_TEXT[change.direction],
    });
  }
}
