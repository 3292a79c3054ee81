// Card brands of spec part 1 §3 and how a card number tells them apart. The enumeration carries
// aliases (ponta_visa is a co-branded Visa, mastercard and master are one network); every rule
// below works on the canonical brand.

export const CARD_BRANDS = ['visa', 'ponta_visa', 'master', 'mastercard', 'amex', 'jcb', 'diners'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CANONICAL_CARD_BRANDS = ['visa', 'master', 'jcb', 'amex', 'diners'] as const;
export type CanonicalCardBrand = (typeof CANONICAL_CARD_BRANDS)[number];

const ALIASES: Record<CardBrand, CanonicalCardBrand> = {
  visa: 'visa',
  ponta_visa: 'visa',
  master: 'master',
  mastercard: 'master',
  amex: 'amex',
  jcb: 'jcb',
  diners: 'diners',
};

export function isCardBrand(value: unknown): value is CardBrand {
  return typeof value === 'string' && Object.hasOwn(ALIASES, value);
}

/** The network a brand name belongs to; null for a name that is not a card brand. */
export function canonicalBrand(brand: string): CanonicalCardBrand | null {
  return isCardBrand(brand) ? ALIASES[brand] : null;
}

/** Number lengths each network issues (ISO/IEC 7812 as the networks publish them). */
export const CARD_NUMBER_LENGTHS: Readonly<Record<CanonicalCardBrand, readonly number[]>> = {
  visa: [13, 16, 19],
  master: [16],
  jcb: [16, 17, 18, 19],
  amex: [15],
  diners: [14, 15, 16, 17, 18, 19],
};

/** Amex prints a 4-digit code on the front; the others a 3-digit one on the back. */
export function securityCodeLength(brand: CanonicalCardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

const within = (prefix: string, digits: number, from: number, to: number): boolean => {
  const head = Number(prefix.slice(0, digits));
  return prefix.length >= digits && head >= from && head <= to;
};

/**
 * The network from the number's leading digits (IIN ranges), or null when none of ours. Spaces
 * and hyphens are ignored; any other character gives null.
 */
export function detectBrand(number: string): CanonicalCardBrand | null {
  const digits = normaliseCardNumber(number);
  if (digits === null || digits.length < 2) return null;
  if (digits.startsWith('34') || digits.startsWith('37')) return 'amex';
  if (within(digits, 4, 3528, 3589)) return 'jcb';
  if (within(digits, 3, 300, 305) || digits.startsWith('3095') || digits.startsWith('36') || digits.startsWith('38') || digits.startsWith('39')) {
    return 'diners';
  }
  if (within(digits, 2, 51, 55) || within(digits, 4, 2221, 2720)) return 'master';
  if (digits.startsWith('4')) return 'visa';
  return null;
}

/** The digits of a card number typed with spaces or hyphens; null when anything else is in it. */
export function normaliseCardNumber(number: string): string | null {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(number: string): boolean {
  const digits = normaliseCardNumber(number);
  if (digits === null || digits.length < 2) return false;
  let total = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}

/** A number is usable for `brand` when it belongs to that network, has one of its lengths and passes Luhn. */
export function cardNumberFitsBrand(number: string, brand: string): boolean {
  const canonical = canonicalBrand(brand);
  const digits = normaliseCardNumber(number);
  if (canonical === null || digits === null) return false;
  return detectBrand(digits) === canonical && CARD_NUMBER_LENGTHS[canonical].includes(digits.length) && luhnValid(digits);
}
