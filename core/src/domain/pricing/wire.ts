// The price fields as the wire carries them (part 1 §3 "Price fields"): rounding_discount is an
// object with discount_amount, and in multi-currency mode each field X also comes as mcp_X.cents
// ("cents" meaning minor units of the mcp currency, whatever its decimals).
import { PRICE_FIELDS, type PriceAmounts, type PriceField } from './types.ts';

type FlatField = Exclude<PriceField, 'rounding_discount_amount'>;
type Cents = { cents: number };

export type PriceFieldsWire = Record<FlatField, number> & Partial<Record<`mcp_${FlatField}`, Cents>> & {
  rounding_discount: { discount_amount: number; mcp_discount_amount?: Cents };
};

// Pure (annotated), like every top-level value of core/domain: a page pays only for what it reads.
const FLAT_FIELDS = /* @__PURE__ */ PRICE_FIELDS.filter((f): f is FlatField => f !== 'rounding_discount_amount');

/** A loop over a constant list rather than Object.entries: a search shapes hundreds of these. */
export function toPriceFields(amounts: PriceAmounts, mcpAmounts: PriceAmounts | null = null): PriceFieldsWire {
  const wire: Record<string, unknown> = {};
  for (const field of FLAT_FIELDS) {
    wire[field] = amounts[field];
    if (mcpAmounts) wire[`mcp_${field}`] = { cents: mcpAmounts[field] };
  }
  wire.rounding_discount = mcpAmounts
    ? { discount_amount: amounts.rounding_discount_amount, mcp_discount_amount: { cents: mcpAmounts.rounding_discount_amount } }
    : { discount_amount: amounts.rounding_discount_amount };
  return wire as PriceFieldsWire;
}
