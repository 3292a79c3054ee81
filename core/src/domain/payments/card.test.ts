import { describe, expect, it } from 'vitest';
import { cardValidThrough, expiryMonthIndex, normaliseHolder, validBirthDate, validateCard, validateCardNumber, validateExpiry, validateHolder, validateKoreanExtras, validateSecurityCode, type CardInput } from './card.ts';

const good: CardInput = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', securityCode: '123', holder: 'TARO YAMADA', brand: 'visa' };
const today = '2026-11-22';

const fields = (problems: { field: string }[]) => problems.map((p) => p.field);
const summary = (problems: { field: string; code: number; messageKey: string }[]) => problems.map((p) => `${p.field}:${p.code}:${p.messageKey}`);

describe('validateCard', () => {
  it('accepts a complete, consistent card', () => {
    expect(validateCard(good, { today, checkout: '2026-12-03' })).toEqual([]);
  });

  it('lists every problem in form order with code and message key', () => {
    const problems = validateCard({ number: '4242 4242 4242 4241', expMonth: '13', expYear: '2030', securityCode: '12', holder: 'やまだ', brand: 'visa' }, { today });
    expect(summary(problems)).toEqual([
      'number:3004:validation.cardNumber',
      'expiry:3005:validation.cardExpiry',
      'security_code:1000:validation.securityCode',
      'holder:1000:validation.cardHolder',
    ]);
    expect(problems.map((p) => p.cardIssue)).toEqual(['Invalid_card_number', 'INVALID_EXPIRATION_YEAR', 'INVALID_PARAMETER_SYNTAX', 'INVALID_PARAMETER_SYNTAX']);
  });

  it('asks the Korean extras only for a Korean domestic card', () => {
    expect(validateCard(good, { today, koreanDomestic: false })).toEqual([]);
    expect(fields(validateCard(good, { today, koreanDomestic: true }))).toEqual(['birth_date', 'pin_prefix']);
    expect(validateCard({ ...good, birthDate: '900131', pinPrefix: '12' }, { today, koreanDomestic: true })).toEqual([]);
  });
});

describe('card number and brand', () => {
  it.each([
    ['', 'visa', 'number:1000:validation.required'],
    ['4242424242424241', 'visa', 'number:3004:validation.cardNumber'],
    ['6011111111111117', null, 'number:3004:validation.cardNumber'],
    ['4242424242424242', 'master', 'number:3004:validation.cardNumberBrandMismatch'],
    ['378282246310005', 'jcb', 'number:3004:validation.cardNumberBrandMismatch'],
    ['4242424242424242', 'discover', 'brand:1000:validation.cardBrand'],
    ['4242424242424242', 'ponta_visa', null],
    ['5555555555554444', 'mastercard', null],
    ['4242424242424242', null, null],
  ])('%s chosen as %s -> %s', (number, brand, expected) => {
    expect(summary(validateCardNumber(number, brand))).toEqual(expected === null ? [] : [expected]);
  });
});

describe('expiry', () => {
  it.each([
    // month, year, check-out, expected message key or null
    ['12', '2030', null, null],
    ['11', '2026', null, null], // valid through the end of this month
    ['10', '2026', null, 'validation.cardExpiry'],
    ['11', '26', null, null],
    ['0', '2030', null, 'validation.cardExpiry'],
    ['13', '2030', null, 'validation.cardExpiry'],
    ['1', '203', null, 'validation.cardExpiry'],
    ['ab', '2030', null, 'validation.cardExpiry'],
    ['12', '2026', '2026-12-31', null],
    ['12', '2026', '2027-01-01', 'validation.cardExpiryBeforeCheckout'],
    ['1', '2027', '2027-01-02', null],
  ])('%s/%s, check-out %s -> %s', (month, year, checkout, key) => {
    const problems = validateExpiry(month, year, { today, checkout });
    expect(problems.map((p) => p.messageKey)).toEqual(key === null ? [] : [key]);
    for (const p of problems) expect(p.code).toBe(3005);
  });

  it('compares by month', () => {
    expect(expiryMonthIndex(1, 2030)).toBe(2030 * 12);
    expect(expiryMonthIndex('12', '30')).toBe(2030 * 12 + 11);
    expect(cardValidThrough('2', '2028', '2028-02-29')).toBe(true);
    expect(cardValidThrough('2', '2028', '2028-03-01')).toBe(false);
  });
});

describe('security code', () => {
  it.each([
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['12a', 'jcb', false],
    ['', 'diners', false],
    ['１２３', 'master', false],
    ['1234', null, true], // brand unknown yet: 3 or 4 digits
    ['12', null, false],
  ] as const)('%s for %s -> %s', (code, brand, ok) => {
    expect(validateSecurityCode(code, brand)).toHaveLength(ok ? 0 : 1);
  });
});

describe('holder', () => {
  it.each([
    ['TARO YAMADA', true],
    ['taro yamada', true],
    ['J. SMITH-JONES', true],
    ['', false],
    ['   ', false],
    ['ＴＡＲＯ ＹＡＭＡＤＡ', false], // full-width roman letters
    ['山田太郎', false],
    ['ИВАН', false],
    ['JOSÉ', false],
    ['TARO_YAMADA', false],
    ['-TARO', false],
    ['A'.repeat(51), false],
  ])('%s -> %s', (holder, ok) => {
    expect(validateHolder(holder)).toHaveLength(ok ? 0 : 1);
  });

  it('normalises to upper case with single spaces', () => {
    expect(normaliseHolder('  taro   yamada ')).toBe('TARO YAMADA');
  });
});

describe('Korean domestic card extras', () => {
  it.each([
    ['900131', true],
    ['000229', true], // 2000 was a leap year
    ['010229', false],
    ['901301', false],
    ['900132', false],
    ['9001', false],
    ['abcdef', false],
  ])('birth date %s -> %s', (value, ok) => {
    expect(validBirthDate(value)).toBe(ok);
  });

  it.each([
    ['900131', '12', []],
    ['900131', '1', ['pin_prefix']],
    ['900131', '123', ['pin_prefix']],
    [null, '12', ['birth_date']],
    ['991332', null, ['birth_date', 'pin_prefix']],
  ] as const)('%s / %s -> %j', (birth, pin, expected) => {
    expect(fields(validateKoreanExtras(birth, pin))).toEqual(expected);
  });
});
