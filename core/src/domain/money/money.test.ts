import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate, convertMinor, convertMoney, convertParts, CURRENCIES, CURRENCY_CODES, currencyDecimals, currencySymbol,
  divideRounded, formatMoney, isCurrencyCode, minorToDecimalString, money, parseDecimal, percentOf, SUGGESTED_CURRENCIES,
  addMoney, subtractMoney, type ExchangeRateTable,
} from './index.ts';

describe('currency table (part 2 §9)', () => {
  it('has the 34 codes, each once', () => {
    expect(CURRENCY_CODES).toHaveLength(34);
    expect(new Set(CURRENCY_CODES).size).toBe(34);
    expect(Object.keys(CURRENCIES)).toHaveLength(34);
  });

  it.each([
    ['JPY', 0, '¥'], ['IDR', 0, 'IDR'], ['TWD', 0, 'NT$'], ['KRW', 0, '₩'], ['VND', 0, 'VND'],
    ['EUR', 2, '€'], ['GBP', 2, '£'], ['USD', 2, '$'], ['AUD', 2, 'AUD'], ['CHF', 2, 'CHF'], ['AED', 2, 'AED'],
  ])('%s has %i decimals and symbol %s', (code, decimals, symbol) => {
    expect(currencyDecimals(code)).toBe(decimals);
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('suggests AUD, CNY, EUR, TWD, KRW, USD and refuses unknown codes', () => {
    expect(SUGGESTED_CURRENCIES).toEqual(['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD']);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
    expect(() => currencyDecimals('XYZ')).toThrow(RangeError);
  });
});

describe('integer arithmetic', () => {
  it.each([
    [7n, 2n, 'down', 3n], [7n, 2n, 'up', 4n], [7n, 2n, 'half_up', 4n], [5n, 3n, 'half_up', 2n], [4n, 3n, 'half_up', 1n],
    [-7n, 2n, 'down', -3n], [-7n, 2n, 'half_up', -4n], [6n, 3n, 'up', 2n],
  ] as const)('divideRounded(%s, %s, %s) = %s', (n, d, mode, expected) => {
    expect(divideRounded(n, d, mode)).toBe(expected);
  });

  it.each([
    [12345, 1000, 'down', 1234], [12345, 1000, 'up', 1235], [12345, 1000, 'half_up', 1235], [12344, 1000, 'half_up', 1234],
    [10000, 800, 'down', 800], [999, 1000, 'down', 99], [0, 1000, 'up', 0],
  ] as const)('percentOf(%i, %i bp, %s) = %i', (amount, bp, mode, expected) => {
    expect(percentOf(amount, bp, mode)).toBe(expected);
  });

  it('refuses fractional minor units', () => {
    expect(() => percentOf(10.5, 1000, 'down')).toThrow(RangeError);
    expect(() => money(1.5, 'JPY')).toThrow(RangeError);
  });

  it('adds and subtracts money of one currency only', () => {
    expect(addMoney(money(100, 'JPY'), money(50, 'JPY'))).toEqual({ amount: 150, currency: 'JPY' });
    expect(subtractMoney(money(100, 'USD'), money(150, 'USD')).amount).toBe(-50);
    expect(() => addMoney(money(1, 'JPY'), money(1, 'USD'))).toThrow(RangeError);
  });
});

describe('allocate (largest remainder)', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [3, 3, 4], [3, 3, 4]],
    [7, [0, 5, 5], [0, 4, 3]],
    [5, [0, 0], [3, 2]],
    [0, [4, 6], [0, 0]],
    [1, [1, 1, 1], [1, 0, 0]],
    [2, [1, 2, 3], [0, 1, 1]],
    [-7, [1, 1], [-4, -3]],
  ])('allocate(%i, %j) = %j', (total, weights, expected) => {
    const parts = allocate(total, weights);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('never gives a part more than its weight when the total fits', () => {
    const weights = [3, 0, 7, 1, 9];
    for (let t = 0; t <= 20; t++) allocate(t, weights).forEach((p, i) => expect(p).toBeLessThanOrEqual(weights[i]));
  });

  it('stays exact for amounts past 2^53 / weights', () => {
    const parts = allocate(9_007_199_254_740_991, [1, 2]);
    expect(parts[0] + parts[1]).toBe(9_007_199_254_740_991);
  });
});

describe('conversion through decimal-string rates', () => {
  const table: ExchangeRateTable = { base: 'JPY', rates: { USD: '0.0067123400', TWD: '0.2150000000', EUR: '0.0061', KRW: '9.1234' } };

  it('parses decimals exactly and refuses anything else', () => {
    expect(parseDecimal('0.0067123400')).toEqual({ units: 67123400n, scale: 10 });
    expect(parseDecimal('12')).toEqual({ units: 12n, scale: 0 });
    for (const bad of ['1e-3', '-1', '', '.5', '1.', 'abc']) expect(() => parseDecimal(bad)).toThrow(RangeError);
  });

  it.each([
    [12000, 'JPY', 'USD', 8055], // 80.54808 USD -> 8054.808 cents -> 8055
    [745, 'JPY', 'USD', 500], // 5.00069 -> 500.069 cents -> 500
    [12000, 'JPY', 'TWD', 2580],
    [10, 'JPY', 'TWD', 2], // 2.15 -> 2
    [1000, 'JPY', 'KRW', 9123], // 9123.4
    [100, 'USD', 'JPY', 149], // 1 USD = 148.98 JPY -> 149
    [100, 'USD', 'EUR', 91], // 1 / 0.00671234 * 0.0061 = 0.90877 -> 91 cents
    [5000, 'JPY', 'JPY', 5000],
  ] as const)('%i %s -> %s = %i (half up)', (amount, from, to, expected) => {
    expect(convertMinor(amount, from, to, table)).toBe(expected);
  });

  it('rounds an exact half up', () => {
    const t: ExchangeRateTable = { base: 'JPY', rates: { USD: '0.005' } };
    expect(convertMinor(1, 'JPY', 'USD', t)).toBe(1); // 0.5 cent
    expect(convertMinor(3, 'JPY', 'USD', t)).toBe(2); // 1.5 cents
    expect(convertMinor(-1, 'JPY', 'USD', t)).toBe(-1);
  });

  it('fails loudly on a missing or zero rate', () => {
    expect(() => convertMinor(100, 'JPY', 'GBP', table)).toThrow(/No exchange rate for GBP/);
    expect(() => convertMinor(100, 'JPY', 'USD', { base: 'JPY', rates: { USD: '0.000' } })).toThrow(/zero/);
  });

  it('converts money and parts that add up to the converted total', () => {
    expect(convertMoney(money(12000, 'JPY'), 'USD', table)).toEqual({ amount: 8055, currency: 'USD' });
    const { total, parts } = convertParts([3333, 3333, 3334], 'JPY', 'USD', table);
    expect(total).toBe(convertMinor(10000, 'JPY', 'USD', table));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('formatting', () => {
  it('writes exact decimal strings', () => {
    expect(minorToDecimalString(123456, 2)).toBe('1234.56');
    expect(minorToDecimalString(5, 2)).toBe('0.05');
    expect(minorToDecimalString(-5, 2)).toBe('-0.05');
    expect(minorToDecimalString(1200, 0)).toBe('1200');
  });

  it.each([
    [12000, 'JPY', 'ja', '¥12,000'],
    [12000, 'JPY', 'en', '¥12,000'],
    [1200, 'USD', 'en', '$12.00'],
    [1234567, 'TWD', 'zh_Hant', 'NT$1,234,567'],
    [50000, 'KRW', 'ko', '₩50,000'],
    [995, 'EUR', 'en', '€9.95'],
    [995, 'AUD', 'en', 'AUD 9.95'],
    [123450, 'EUR', 'id', '€1.234,50'],
  ] as const)('%i %s in %s is %s', (amount, currency, language, expected) => {
    expect(formatMoney(money(amount, currency), language)).toBe(expected);
  });

  it('shows the code or nothing when asked', () => {
    expect(formatMoney(money(1200, 'USD'), 'en', { display: 'code' })).toBe('USD 12.00');
    expect(formatMoney(money(1200, 'JPY'), 'ja', { display: 'none' })).toBe('1,200');
  });

  it('keeps every digit of large amounts', () => {
    expect(formatMoney(money(9_007_199_254_740_991, 'USD'), 'en')).toBe('$90,071,992,547,409.91');
  });
});

describe('allocate properties', () => {
  it('sums to the total and gives each part the floor or ceiling of its exact share', () => {
    fc.assert(fc.property(
      fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })),
      fc.array(fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 2 ** 40 })), { minLength: 1, maxLength: 20 }),
      (total, weights) => {
        const parts = allocate(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const wsum = weights.reduce((a, b) => a + b, 0);
        parts.forEach((p, i) => {
          const [w, n] = wsum === 0 ? [1n, BigInt(weights.length)] : [BigInt(weights[i]), BigInt(wsum)];
          const floor = (BigInt(total) * w) / n;
          expect(BigInt(p) === floor || BigInt(p) === floor + 1n).toBe(true);
        });
      },
    ), { numRuns: 500 });
  });
});
