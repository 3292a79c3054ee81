// Demo exchange rates for the suggested currencies (spec part 2 §9) and the two hotel currencies,
// every ordered pair derived from one table of US dollar rates so cross rates agree with each other.

/** Units of each currency per US dollar, rounded as a bank's daily reference would be. */
const PER_USD: Record<string, number> = {
  USD: 1,
  JPY: 152.3,
  TWD: 31.85,
  AUD: 1.532,
  CNY: 7.118,
  EUR: 0.869,
  KRW: 1415,
};

export interface ExchangeRateSeed {
  baseCurrency: string;
  quoteCurrency: string;
  rate: string;
}

export function demoExchangeRates(): ExchangeRateSeed[] {
  const codes = Object.keys(PER_USD);
  return codes.flatMap((base) =>
    codes
      .filter((quote) => quote !== base)
      .map((quote) => ({ baseCurrency: base, quoteCurrency: quote, rate: (PER_USD[quote] / PER_USD[base]).toFixed(10) })),
  );
}
