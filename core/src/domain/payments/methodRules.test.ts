import { describe, expect, it } from 'vitest';
import type { PaymentType } from '../contract/settings.ts';
import { cardsOnly, checkCurrencyAllowsType, checkPaymentSelection, checkPlanPaymentTypes, checkSameMethodForRooms, checkZeroTotal } from './methodRules.ts';

describe('one payment method for all rooms', () => {
  it.each([
    [['credit_card', 'credit_card'], null],
    [['on_site'], null],
    [[], null],
    [['credit_card', 'on_site'], 'messages.differentPaymentMethods'],
    [['credit_card', 'credit_card_full'], 'messages.differentPaymentMethods'],
  ] as [PaymentType[], string | null][])('%j -> %s', (methods, key) => {
    expect(checkSameMethodForRooms(methods)?.messageKey ?? null).toBe(key);
  });
});

describe('plan payment types', () => {
  it.each([
    [['on_site', 'on_site'], null],
    [['credit_card', 'credit_card_full'], null], // both charge the total by card at booking
    [['credit_card', 'on_site'], 'messages.planPaymentTypesConflict'],
    [['credit_card', 'credit_card_deposit'], 'messages.planPaymentTypesConflict'],
    [['credit_card', 'korean_domestic_card'], 'messages.planPaymentTypesConflict'],
    [['credit_card', 'credit_card_international'], 'messages.planPaymentTypesConflict'],
    [['bank_transfer', 'deferred_payment'], 'messages.planPaymentTypesConflict'],
    [['on_site', 'on_site_credit_card_required'], 'messages.planPaymentTypesConflict'],
  ] as [PaymentType[], string | null][])('%j -> %s', (types, key) => {
    const problem = checkPlanPaymentTypes(types);
    expect(problem?.messageKey ?? null).toBe(key);
    if (problem) expect(problem).toMatchObject({ field: 'plans', code: 1000 });
  });
});

describe('zero total', () => {
  it.each([
    ['credit_card', 0, 'validation.zeroTotalCard'],
    ['credit_card_full', 0, 'validation.zeroTotalCard'],
    ['credit_card_deposit', 0, 'validation.zeroTotalCard'],
    ['credit_card', 1, null],
    ['on_site', 0, null],
    ['on_site_credit_card_required', 0, null], // a guarantee charges nothing anyway
  ] as [PaymentType, number, string | null][])('%s with %d -> %s', (type, total, key) => {
    expect(checkZeroTotal(type, total)?.messageKey ?? null).toBe(key);
  });
});

describe('non-hotel currency means cards only', () => {
  it.each([
    ['on_site', 'USD', 'JPY', 'validation.cardOnlyForCurrency'],
    ['bank_transfer', 'EUR', 'JPY', 'validation.cardOnlyForCurrency'],
    ['on_site_credit_card_required', 'USD', 'JPY', 'validation.cardOnlyForCurrency'],
    ['credit_card', 'USD', 'JPY', null],
    ['on_site', 'JPY', 'JPY', null],
    ['on_site', 'TWD', 'TWD', null],
  ] as [PaymentType, string, string, string | null][])('%s in %s at a %s hotel -> %s', (type, charge, hotel, key) => {
    expect(checkCurrencyAllowsType(type, charge, hotel)?.messageKey ?? null).toBe(key);
  });

  it('cardsOnly compares with the hotel currency', () => {
    expect(cardsOnly('USD', 'JPY')).toBe(true);
    expect(cardsOnly('JPY', 'JPY')).toBe(false);
  });
});

describe('checkPaymentSelection', () => {
  it('collects every booking-level problem', () => {
    const problems = checkPaymentSelection({
      type: 'on_site', roomMethods: ['on_site', 'credit_card'], planTypes: ['on_site', 'credit_card'], total: 0, chargeCurrency: 'USD', hotelCurrency: 'JPY',
    });
    expect(problems.map((p) => p.field)).toEqual(['rooms', 'plans', 'payment_type']);
  });

  it('is empty for a consistent card booking', () => {
    expect(checkPaymentSelection({ type: 'credit_card', roomMethods: ['credit_card'], planTypes: ['credit_card'], total: 10_000, chargeCurrency: 'JPY', hotelCurrency: 'JPY' })).toEqual([]);
  });
});
