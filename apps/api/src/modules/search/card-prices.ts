// The prices a search result card shows (part 1 §3 "Price fields"): the totals, the prices before
// and after discount, and only the discounts that apply. A search prices hundreds of room plans,
// and all twenty fields of each (forty with multi-currency) made most of a 550 KB answer; the full
// breakdown of a selection is GET /rooms/price's.
import type { CardPrices, PriceAmounts, RoomPriceLine, StaySummary } from '@noren/core/domain';

const DISCOUNTS = ['brr_discount_amount', 'coupon_discount_amount', 'promotion_discount_amount', 'total_special_discount', 'voucher_coupon_discount_amount'] as const;

export function toCardPrices(amounts: PriceAmounts, mcpAmounts: PriceAmounts | null = null): CardPrices {
  const card: CardPrices = {
    total_price: amounts.total_price,
    total_price_without_tax: amounts.total_price_without_tax,
    tax: amounts.tax,
    accommodation_tax: amounts.accommodation_tax,
    original_price: amounts.original_price,
    discounted_price: amounts.discounted_price,
  };
  for (const field of DISCOUNTS) if (amounts[field] !== 0) card[field] = amounts[field];
  if (amounts.rounding_discount_amount !== 0) card.rounding_discount = { discount_amount: amounts.rounding_discount_amount };
  if (mcpAmounts) {
    card.mcp_total_price = { cents: mcpAmounts.total_price };
    card.mcp_total_price_without_tax = { cents: mcpAmounts.total_price_without_tax };
  }
  return card;
}

/** Each searched room's share, for pricing a selected room; the lines add up to the card's totals. */
export function roomPriceLines(summary: StaySummary): RoomPriceLine[] {
  return summary.rooms.map((line, i) => {
    const out: RoomPriceLine = {
      index: i,
      total_price: line.amounts.total_price,
      total_price_without_tax: line.amounts.total_price_without_tax,
      tax: line.amounts.tax,
    };
    if (line.mcpAmounts) out.mcp_total_price = { cents: line.mcpAmounts.total_price };
    return out;
  });
}
