// Currency conversion through an exchange-rate table whose rates are decimal strings, computed in
// BigInt fixed point so that no float ever touches an amount.
//
// THE ROUNDING RULE (one, everywhere): the exact converted value in the target currency's minor
// units is rounded half up (halves away from zero) once. Amounts that must add up — room lines to
// a stay total, nights to a room line — are not converted one by one: the total is converted once
// and split over the parts with `allocate` (largest remainder), weighted by the parts' amounts in
// the source currency, so the parts add up to the converted total exactly.
import { allocate, assertMinorUnits, divideRounded, toSafeNumber } from './arithmetic.ts';
import { currencyInfo, type CurrencyCode } from './currencies.ts';
import { money, type Money } from './money.ts';

/**
 * Rates against one base currency: `rates[X]` is how many units of X one unit of `base` buys, as
 * a decimal string ('0.0067123400' USD per JPY). The base's own rate is 1 whether listed or not.
 */
export interface ExchangeRateTable {
  base: CurrencyCode;
  rates: Readonly<Partial<Record<CurrencyCode, string>>>;
}

interface Fixed {
  /** value = units / 10^scale */
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Parses a non-negative decimal string exactly; anything else (exponents, signs, '') throws. */
export function parseDecimal(text: string): Fixed {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new RangeError(`Not a decimal rate: '${text}'`);
  const fraction = m[2] ?? '';
  return { units: BigInt(m[1] + fraction), scale: fraction.length };
}

function rateOf(table: ExchangeRateTable, code: CurrencyCode): Fixed {
  if (code === table.base) return { units: 1n, scale: 0 };
  const text = table.rates[code];
  if (text === undefined) throw new RangeError(`No exchange rate for ${code}`);
  const rate = parseDecimal(text);
  if (rate.units === 0n) throw new RangeError(`Exchange rate for ${code} is zero`);
  return rate;
}

export function hasRate(table: ExchangeRateTable, code: string): boolean {
  return code === table.base || table.rates[code as CurrencyCode] !== undefined;
}

/** The exact conversion as a fraction of target minor units: numerator / denominator. */
function conversionRatio(table: ExchangeRateTable, from: CurrencyCode, to: CurrencyCode): { num: bigint; den: bigint } {
  const r1 = rateOf(table, from);
  const r2 = rateOf(table, to);
  const d1 = currencyInfo(from).decimals;
  const d2 = currencyInfo(to).decimals;
  // target_minor = source_minor / 10^d1 × (r2 / r1) × 10^d2, with r = units / 10^scale.
  const num = r2.units * 10n ** BigInt(r1.scale + d2);
  const den = r1.units * 10n ** BigInt(r2.scale + d1);
  return { num, den };
}

/**
 * A converter from `from` to `to` with the rates parsed once, for converting many amounts; each
 * amount is rounded half up once.
 */
export function minorConverter(from: string, to: string, table: ExchangeRateTable): (amount: number) => number {
  const source = currencyInfo(from).code;
  const target = currencyInfo(to).code;
  if (source === target) return (amount) => (assertMinorUnits(amount), amount);
  const { num, den } = conversionRatio(table, source, target);
  return (amount) => {
    assertMinorUnits(amount);
    return amount === 0 ? 0 : toSafeNumber(divideRounded(BigInt(amount) * num, den, 'half_up'));
  };
}

/** Converts minor units of `from` to minor units of `to`, rounded half up once. */
export function convertMinor(amount: number, from: string, to: string, table: ExchangeRateTable): number {
  return minorConverter(from, to, table)(amount);
}

export function convertMoney(value: Money, to: string, table: ExchangeRateTable): Money {
  return money(convertMinor(value.amount, value.currency, to, table), to);
}

/**
 * Converts the sum of `parts` once and splits the result over the parts in proportion to their
 * source amounts, so the converted parts add up exactly to the converted total.
 */
export function convertParts(parts: readonly number[], from: string, to: string, table: ExchangeRateTable): { total: number; parts: number[] } {
  let total = 0;
  for (const p of parts) total += p;
  const converted = convertMinor(total, from, to, table);
  if (parts.some((p) => p < 0)) throw new RangeError('convertParts takes non-negative parts');
  return { total: converted, parts: allocate(converted, parts) };
}
