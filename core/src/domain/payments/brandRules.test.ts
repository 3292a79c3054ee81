import { describe, expect, it } from 'vitest';
import { allowedCardBrands, cardCurrencyMode, checkCardBrand, temporaryCurrencyAfterChoosing, type CardChargeContext } from './brandRules.ts';

const yen = (totalYen: number | null, extra: Partial<CardChargeContext> = {}): CardChargeContext => ({
  hotelCurrency: 'JPY', shownCurrency: 'JPY', chargeCurrency: 'JPY', totalYen, ...extra,
});
const local = (totalYen: number | null) => yen(totalYen, { shownCurrency: 'USD', chargeCurrency: 'USD' });
const switched = (totalYen: number | null) => yen(totalYen, { shownCurrency: 'USD', chargeCurrency: 'JPY' });

describe('currency mode', () => {
  it.each([
    ['JPY', 'JPY', 'JPY', 'single'],
    ['JPY', 'USD', 'USD', 'local'],
    ['JPY', 'USD', 'JPY', 'switched'],
    ['TWD', 'TWD', 'TWD', 'single'],
  ] as const)('hotel %s, shown %s, charge %s -> %s', (hotelCurrency, shownCurrency, chargeCurrency, mode) => {
    expect(cardCurrencyMode({ hotelCurrency, shownCurrency, chargeCurrency })).toBe(mode);
  });
});

describe('allowedCardBrands', () => {
  it.each([
    ['single currency', yen(50_000), ['visa', 'master', 'jcb', 'amex', 'diners']],
    ['exactly 1,000,000 yen', yen(1_000_000), ['visa', 'master', 'jcb', 'amex', 'diners']],
    ['over 1,000,000 yen', yen(1_000_001), ['jcb', 'amex', 'diners']],
    ['local currency', local(50_000), ['visa', 'master']],
    ['local currency over the ceiling', local(1_200_000), []],
    ['switched currency', switched(50_000), ['jcb', 'amex', 'diners']],
    ['switched currency over the ceiling', switched(1_200_000), ['jcb', 'amex', 'diners']],
    ['yen amount unknown', yen(null), ['visa', 'master', 'jcb', 'amex', 'diners']],
    ['hotel accepts visa and jcb', yen(50_000, { acceptedBrands: ['ponta_visa', 'jcb'] }), ['visa', 'jcb']],
    ['hotel accepts mastercard only, local', local(50_000), ['visa', 'master']],
  ])('%s', (_, ctx, brands) => {
    expect(allowedCardBrands(ctx)).toEqual(brands);
  });
});

describe('checkCardBrand', () => {
  it.each([
    ['visa', yen(1_000_001), 'validation.cardLimitVisaMaster'],
    ['mastercard', yen(2_000_000), 'validation.cardLimitVisaMaster'],
    ['ponta_visa', yen(1_500_000), 'validation.cardLimitVisaMaster'],
    ['jcb', yen(2_000_000), null],
    ['visa', yen(1_000_000), null],
    ['jcb', local(10_000), 'validation.cardBrandLocalCurrency'],
    ['amex', local(10_000), 'validation.cardBrandLocalCurrency'],
    ['visa', local(10_000), null],
    ['visa', switched(10_000), 'validation.cardBrandSwitchedCurrency'],
    ['diners', switched(10_000), null],
    ['amex', yen(10_000, { acceptedBrands: ['visa'] }), 'validation.cardBrand'],
    ['discover', yen(10_000), 'validation.cardBrand'],
  ] as const)('%s -> %s', (brand, ctx, key) => {
    const problem = checkCardBrand(brand, ctx);
    expect(problem?.messageKey ?? null).toBe(key);
    if (problem && brand !== 'discover') expect(problem.code).toBe(3007);
  });

  it('agrees with allowedCardBrands for every brand and context', () => {
    const contexts = [yen(10), yen(2_000_000), local(10), local(2_000_000), switched(10), yen(10, { acceptedBrands: ['amex'] })];
    for (const ctx of contexts) {
      for (const brand of ['visa', 'master', 'jcb', 'amex', 'diners'] as const) {
        expect(checkCardBrand(brand, ctx) === null, `${brand} in ${JSON.stringify(ctx)}`).toBe(allowedCardBrands(ctx).includes(brand));
      }
    }
  });
});

describe('temporary currency after choosing a payment method', () => {
  it.each([
    [{ card: true, brand: 'visa' }, 10_000, null],
    [{ card: true, brand: 'master' }, 10_000, null],
    [{ card: true, brand: 'visa' }, 1_500_000, 'JPY'], // over the ceiling visa cannot pay: switched
    [{ card: true, brand: 'jcb' }, 10_000, 'JPY'],
    [{ card: true, brand: 'amex' }, 10_000, 'JPY'],
    [{ card: false }, 10_000, 'JPY'],
  ])('%j, %d yen -> %s', (method, totalYen, currency) => {
    expect(temporaryCurrencyAfterChoosing(method, { hotelCurrency: 'JPY', totalYen })).toBe(currency);
  });
});
