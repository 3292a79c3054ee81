// The currency table of spec part 2 §9: 34 codes, their decimals and display symbols.

export const CURRENCY_CODES = [
  'JPY', 'ARS', 'AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'INR', 'IDR', 'ILS', 'MOP',
  'MYR', 'MXN', 'TWD', 'NZD', 'NOK', 'PHP', 'GBP', 'QAR', 'RUB', 'SAR', 'SGD', 'ZAR', 'KRW', 'LKR',
  'SEK', 'CHF', 'THB', 'AED', 'USD', 'VND',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Offered first in the currency selector. */
export const SUGGESTED_CURRENCIES: readonly CurrencyCode[] = ['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD'];

// The spec's decimals, not ISO 4217's: TWD and IDR are shown and charged without a fraction.
const ZERO_DECIMALS: ReadonlySet<CurrencyCode> = new Set(['JPY', 'IDR', 'TWD', 'KRW', 'VND']);

const SYMBOLS: Partial<Record<CurrencyCode, string>> = {
  JPY: '¥', TWD: 'NT$', KRW: '₩', EUR: '€', GBP: '£', USD: '$',
};

export interface CurrencyInfo {
  code: CurrencyCode;
  /** Digits after the decimal point; an amount is stored as an integer count of 10^-decimals. */
  decimals: number;
  /** The spec's symbol, or the code itself for currencies without one. */
  symbol: string;
}

// Pure (annotated), like every top-level value of core/domain: a page pays only for what it reads.
export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = /* @__PURE__ */ (() => Object.fromEntries(
  CURRENCY_CODES.map((code) => [code, { code, decimals: ZERO_DECIMALS.has(code) ? 0 : 2, symbol: SYMBOLS[code] ?? code }]),
) as Record<CurrencyCode, CurrencyInfo>)();

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** The currency's entry; an unknown code is a programming or data error, so it throws. */
export function currencyInfo(code: string): CurrencyInfo {
  if (!isCurrencyCode(code)) throw new RangeError(`Unknown currency ${code}`);
  return CURRENCIES[code];
}

export function currencyDecimals(code: string): number {
  return currencyInfo(code).decimals;
}

export function currencySymbol(code: string): string {
  return currencyInfo(code).symbol;
}
