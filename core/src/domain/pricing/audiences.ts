// sign_in_discount and non_sign_in_discount (part 1 §3): the same selection priced for a signed-in
// member and for a guest, so the widget can show what signing in would save.
import { priceStay } from './engine.ts';
import type { PriceStayInput } from './types.ts';

export interface AudienceTotals {
  total_price_after_discount: number;
  tax: number;
}

export function signInDiscountTotals(input: PriceStayInput): { sign_in_discount: AudienceTotals; non_sign_in_discount: AudienceTotals } {
  const totals = (signedIn: boolean): AudienceTotals => {
    const { amounts } = priceStay({ ...input, viewerSignedIn: signedIn, mcp: null });
    return { total_price_after_discount: amounts.total_price, tax: amounts.tax };
  };
  return { sign_in_discount: totals(true), non_sign_in_discount: totals(false) };
}
