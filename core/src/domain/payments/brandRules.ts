// Which card brands may pay a given charge (spec part 1 §5, part 2 §9 "Currency").
//
// How we read "local" and "switched" currency (the spec does not define them): both only arise in
// multi-currency mode, when the guest views prices in a currency other than the hotel's.
//  - local: the charge is in the guest's shown currency (the mcp_ amounts). Only visa and master
//    can be charged in it.
//  - switched: choosing jcb, amex or diners temporarily switches the currency back to the hotel's
//    (part 1 §4 "Choosing a payment method"); in that switched currency only those three are
//    accepted, because visa and master would have been charged in the local currency instead.
//  - single: the guest views the hotel's own currency; every brand the hotel accepts may pay.
// Reading "local" as the hotel's own currency would forbid JCB for an ordinary yen booking at a
// Japanese hotel, which no hotel or guest would expect.
// The 1,000,000 yen ceiling for visa and master applies on top, whatever the currency mode.
import { CARD_BRAND_LIMIT_JPY } from '../constants.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { CANONICAL_CARD_BRANDS, canonicalBrand, type CanonicalCardBrand } from './brands.ts';
import { paymentProblem, type PaymentProblem } from './problems.ts';

export type CardCurrencyMode = 'single' | 'local' | 'switched';

export const LOCAL_CURRENCY_BRANDS: readonly CanonicalCardBrand[] = ['visa', 'master'];
export const SWITCHED_CURRENCY_BRANDS: readonly CanonicalCardBrand[] = ['jcb', 'amex', 'diners'];
const LIMITED_BRANDS: readonly CanonicalCardBrand[] = ['visa', 'master'];

export interface CardChargeContext {
  hotelCurrency: string;
  /** The currency the guest views prices in (shown currency of part 1 §6). */
  shownCurrency: string;
  /** The currency the charge is made in: the shown one, or the hotel's once switched. */
  chargeCurrency: string;
  /** The charge in yen, for the 1,000,000 yen ceiling; null when no yen amount is known. */
  totalYen: number | null;
  /** payment_gateway_setting.accepted_card_brands; every brand when left out. */
  acceptedBrands?: readonly string[];
}

export function cardCurrencyMode(ctx: Pick<CardChargeContext, 'hotelCurrency' | 'shownCurrency' | 'chargeCurrency'>): CardCurrencyMode {
  if (ctx.shownCurrency === ctx.hotelCurrency) return 'single';
  return ctx.chargeCurrency === ctx.hotelCurrency ? 'switched' : 'local';
}

export function overVisaMasterLimit(totalYen: number | null): boolean {
  return totalYen !== null && totalYen > CARD_BRAND_LIMIT_JPY;
}

/** The brands that may pay this charge, in the order the payment form lists them. */
export function allowedCardBrands(ctx: CardChargeContext): CanonicalCardBrand[] {
  const accepted = ctx.acceptedBrands === undefined ? null : new Set(ctx.acceptedBrands.map(canonicalBrand));
  const mode = cardCurrencyMode(ctx);
  return CANONICAL_CARD_BRANDS.filter((brand) => {
    if (accepted !== null && !accepted.has(brand)) return false;
    if (mode === 'local' && !LOCAL_CURRENCY_BRANDS.includes(brand)) return false;
    if (mode === 'switched' && !SWITCHED_CURRENCY_BRANDS.includes(brand)) return false;
    return !(LIMITED_BRANDS.includes(brand) && overVisaMasterLimit(ctx.totalYen));
  });
}

/** Why `brand` may not pay this charge, or null when it may. */
export function checkCardBrand(brand: string, ctx: CardChargeContext): PaymentProblem | null {
  const canonical = canonicalBrand(brand);
  if (canonical === null) return paymentProblem('brand', ErrorCode.invalid, 'validation.cardBrand', 'is not a card brand');
  if (LIMITED_BRANDS.includes(canonical) && overVisaMasterLimit(ctx.totalYen)) {
    return paymentProblem('brand', ErrorCode.cardNotAccepted, 'validation.cardLimitVisaMaster', 'cannot pay over 1,000,000 yen');
  }
  const mode = cardCurrencyMode(ctx);
  if (mode === 'local' && !LOCAL_CURRENCY_BRANDS.includes(canonical)) {
    return paymentProblem('brand', ErrorCode.cardNotAccepted, 'validation.cardBrandLocalCurrency', `cannot pay in ${ctx.chargeCurrency}`);
  }
  if (mode === 'switched' && !SWITCHED_CURRENCY_BRANDS.includes(canonical)) {
    return paymentProblem('brand', ErrorCode.cardNotAccepted, 'validation.cardBrandSwitchedCurrency', `cannot pay in the switched currency ${ctx.chargeCurrency}`);
  }
  if (ctx.acceptedBrands !== undefined && !ctx.acceptedBrands.some((b) => canonicalBrand(b) === canonical)) {
    return paymentProblem('brand', ErrorCode.cardNotAccepted, 'validation.cardBrand', 'is not accepted by this hotel');
  }
  return null;
}

/**
 * The temporary currency after the guest picks a payment method (part 1 §4, part 2 §9): cleared
 * (null: charge in the shown currency) for a card whose brand may pay in the local currency, else
 * the hotel's own currency.
 */
export function temporaryCurrencyAfterChoosing(
  method: { card: boolean; brand?: string | null },
  ctx: { hotelCurrency: string; totalYen?: number | null },
): string | null {
  const brand = method.brand ? canonicalBrand(method.brand) : null;
  const allowed = brand !== null && LOCAL_CURRENCY_BRANDS.includes(brand) && !(LIMITED_BRANDS.includes(brand) && overVisaMasterLimit(ctx.totalYen ?? null));
  return method.card && allowed ? null : ctx.hotelCurrency;
}
