// The price a guest saw against the price at booking (spec part 1 §4 "Prices are re-checked at
// booking", part 2 §8.5 "Price became cheaper or more expensive"). Any difference, either way,
// stops the booking: the guest rechecks and continues; the price never changes silently.

export type PriceChangeDirection = 'cheaper' | 'more_expensive';

export interface PriceChange {
  direction: PriceChangeDirection;
  /** What the guest saw and what the booking would cost now, minor units. */
  expected_total_price: number;
  total_price: number;
  /** The same in the multi-currency view, when the guest saw one. */
  mcp_currency: string | null;
  expected_mcp_total_price: number | null;
  mcp_total_price: number | null;
  /** The key of locales/<lang>/errors.json to show. */
  message_key: 'messages.priceChanged.cheaper' | 'messages.priceChanged.moreExpensive';
}

export interface SeenAndNow {
  expectedTotal: number;
  total: number;
  mcpCurrency?: string | null;
  expectedMcpTotal?: number | null;
  mcpTotal?: number | null;
}

/**
 * Null when the guest saw today's price. The hotel-currency total decides the direction; an mcp
 * total is compared only when the guest was shown one (its rounding can move without the price).
 */
export function priceChange(p: SeenAndNow): PriceChange | null {
  const mcpCompared = p.expectedMcpTotal !== undefined && p.expectedMcpTotal !== null;
  const mcpChanged = mcpCompared && p.expectedMcpTotal !== (p.mcpTotal ?? null);
  if (p.expectedTotal === p.total && !mcpChanged) return null;
  const lower = p.total !== p.expectedTotal ? p.total < p.expectedTotal : (p.mcpTotal ?? 0) < (p.expectedMcpTotal ?? 0);
  return {
    direction: lower ? 'cheaper' : 'more_expensive',
    expected_total_price: p.expectedTotal,
    total_price: p.total,
    mcp_currency: p.mcpCurrency ?? null,
    expected_mcp_total_price: mcpCompared ? p.expectedMcpTotal! : null,
    mcp_total_price: p.mcpTotal ?? null,
    message_key: lower ? 'messages.priceChanged.cheaper' : 'messages.priceChanged.moreExpensive',
  };
}
