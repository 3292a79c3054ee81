import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, canonicalBrand, cardNumberFitsBrand, detectBrand, luhnValid, normaliseCardNumber, securityCodeLength } from './brands.ts';

describe('detectBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4000-0000-0000-3220', 'visa'],
    ['5555555555554444', 'master'],
    ['2221000000000009', 'master'],
    ['2720990000000007', 'master'],
    ['3566002020360505', 'jcb'],
    ['3528000000000007', 'jcb'],
    ['3589000000000003', 'jcb'],
    ['378282246310005', 'amex'],
    ['340000000000009', 'amex'],
    ['3056930009020004', 'diners'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['3095000000000000', 'diners'],
    ['6011111111111117', null], // Discover is not a brand of ours
    ['2220990000000000', null],
    ['3527999999999999', null],
    ['1234', null],
    ['', null],
    ['4242abcd', null],
    ['４２４２４２４２４２４２４２４２', null], // full-width digits
  ])('%s -> %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });
});

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['378282246310006', false],
    ['0', false],
    ['00', true],
    ['4242 4242 4242 4242', true],
    ['4242x4242', false],
  ])('%s -> %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid);
  });
});

describe('brand names', () => {
  it.each([
    ['visa', 'visa'],
    ['ponta_visa', 'visa'],
    ['master', 'master'],
    ['mastercard', 'master'],
    ['jcb', 'jcb'],
    ['amex', 'amex'],
    ['diners', 'diners'],
    ['discover', null],
    ['VISA', null],
  ])('%s is %s', (name, canonical) => {
    expect(canonicalBrand(name)).toBe(canonical);
  });

  it('covers the seven names of spec part 1 §3', () => {
    expect([...CARD_BRANDS].sort()).toEqual(['amex', 'diners', 'jcb', 'master', 'mastercard', 'ponta_visa', 'visa']);
  });

  it('asks 4 digits of amex and 3 of the others', () => {
    expect([securityCodeLength('amex'), securityCodeLength('visa'), securityCodeLength('master'), securityCodeLength('jcb'), securityCodeLength('diners')]).toEqual([4, 3, 3, 3, 3]);
  });
});

describe('cardNumberFitsBrand', () => {
  it.each([
    ['4242424242424242', 'visa', true],
    ['4242424242424242', 'ponta_visa', true],
    ['4242424242424242', 'master', false],
    ['5555555555554444', 'mastercard', true],
    ['378282246310005', 'amex', true],
    ['37828224631000', 'amex', false], // 14 digits
    ['4242424242424', 'visa', false], // 13 digits, fails Luhn
    ['4222222222222', 'visa', true], // 13-digit visa
    ['42424242424242424', 'visa', false], // 17 digits is no visa length
    ['3566002020360505', 'jcb', true],
    ['3056930009020004', 'diners', true],
    ['4242424242424242', 'unknown', false],
  ])('%s as %s -> %s', (number, brand, fits) => {
    expect(cardNumberFitsBrand(number, brand)).toBe(fits);
  });

  it('normalises spaces and hyphens only', () => {
    expect(normaliseCardNumber(' 4242-4242 4242 4242 ')).toBe('4242424242424242');
    expect(normaliseCardNumber('4242.4242')).toBeNull();
  });
});
