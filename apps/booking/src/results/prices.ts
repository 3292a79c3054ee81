// Which price a result shows (part 1 §3 "Price fields", InitSettings show_prices_tax_included):
// tax included or not, in the multi-currency view when the search answered in one.
import type { CardPrices, RoomPriceLine } from '@noren/core/domain';

/** An amount in minor units of a currency the API named. */
export interface Amount {
  amount: number;
  currency: string;
}

export interface PriceView {
  taxIncluded: boolean;
  currency: string;
  mcpCurrency: string | null;
}

export function planPrice(prices: CardPrices, view: PriceView): Amount {
  const field = view.taxIncluded ? 'total_price' : 'total_price_without_tax';
  const mcp = view.mcpCurrency ? prices[`mcp_${field}`] : undefined;
  return mcp ? { amount: mcp.cents, currency: view.mcpCurrency! } : { amount: prices[field], currency: view.currency };
}

/** One searched room's share; the multi-currency view carries the tax-included total only. */
export function roomLinePrice(line: RoomPriceLine, view: PriceView): Amount {
  if (view.mcpCurrency && line.mcp_total_price && view.taxIncluded) return { amount: line.mcp_total_price.cents, currency: view.mcpCurrency };
  return { amount: view.taxIncluded ? line.total_price : line.total_price_without_tax, currency: view.currency };
}
