import { describe, expect, it } from 'vitest';
import { expiryYears, fieldErrors, formatCardNumber } from './cardForm.ts';

describe('card form helpers', () => {
  it('groups the number as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4'.repeat(25))).toHaveLength(19 + 4);
  });

  it('keeps the first problem of each field, a brand problem on the number', () => {
    expect(fieldErrors([
      { field: 'brand', code: 3007, messageKey: 'validation.cardLimitVisaMaster', reason: 'x' },
      { field: 'number', code: 3004, messageKey: 'validation.cardNumber', reason: 'x' },
      { field: 'holder', code: 1000, messageKey: 'validation.cardHolder', reason: 'x' },
    ])).toEqual({ number: 'validation.cardLimitVisaMaster', holder: 'validation.cardHolder' });
  });

  it('offers sixteen years from this one', () => {
    expect(expiryYears(2026)).toEqual(expect.arrayContaining(['2026', '2041']));
    expect(expiryYears(2026)).toHaveLength(16);
  });
});
