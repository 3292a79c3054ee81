import { describe, expect, it } from 'vitest';
import { checkReceiptText, checkReceiptUnicode, drawable, receiptDate, receiptMoney, taxRate } from './format.ts';

describe('receipt formatting', () => {
  it('formats money with the currency’s own decimals and symbol', () => {
    expect(receiptMoney(42800, 'JPY', 'ja')).toBe('¥42,800');
    expect(receiptMoney(-1000, 'JPY', 'ja')).toBe('-¥1,000');
    expect(receiptMoney(3200, 'TWD', 'zh_Hant')).toBe('NT$3,200');
    expect(receiptMoney(12345, 'USD', 'en')).toBe('$123.45');
    expect(receiptMoney(5, 'EUR', 'en')).toBe('€0.05');
    expect(receiptMoney(150000, 'KRW', 'ko')).toBe('₩150,000');
  });

  it('leaves no bidi or zero-width marks and no exotic spaces for the fonts to miss', () => {
    for (const language of ['ar', 'th', 'id', 'ja'] as const) {
      const out = receiptMoney(123456, 'JPY', language) + receiptDate('2026-12-10', language) + taxRate(1000, language);
      expect(out, language).not.toMatch(/[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\u00A0\u202F]/);
    }
    expect(drawable('a\u200Fb\u00A0c\td\u202Ee')).toBe('ab c de');
    expect(drawable('山田\u3000花子')).toBe('山田\u3000花子');
  });

  it('writes dates and tax rates in the receipt’s language', () => {
    expect(receiptDate('2026-12-10', 'ja')).toBe('2026年12月10日');
    expect(receiptDate('2026-12-10', 'en')).toBe('December 10, 2026');
    expect(receiptDate('2026-01-01', 'zh_Hant')).toBe('2026年1月1日');
    expect(taxRate(1000, 'ja')).toBe('10%');
    expect(taxRate(800, 'en')).toBe('8%');
    expect(taxRate(825, 'en')).toBe('8.25%');
    expect(taxRate(0, 'en')).toBe('0%');
  });

  it('takes a Taiwan tax number of exactly 8 digits, full-width digits included', () => {
    expect(checkReceiptUnicode(undefined)).toEqual({ ok: true, value: null });
    expect(checkReceiptUnicode('  ')).toEqual({ ok: true, value: null });
    expect(checkReceiptUnicode('12345678')).toEqual({ ok: true, value: '12345678' });
    expect(checkReceiptUnicode('１２３４５６７８')).toEqual({ ok: true, value: '12345678' });
    for (const bad of ['1234567', '123456789', '1234567a', '12 345678', '١٢٣٤٥٦٧٨', '-1234567']) {
      expect(checkReceiptUnicode(bad), bad).toEqual({ ok: false, reason: 'eight_digits' });
    }
  });

  it('takes printable names of letters up to the limit, spaces collapsed', () => {
    expect(checkReceiptText('  暖簾  股份有限公司 ', 100)).toEqual({ ok: true, value: '暖簾 股份有限公司' });
    expect(checkReceiptText('', 100)).toEqual({ ok: true, value: null });
    expect(checkReceiptText('長'.repeat(100), 100)).toMatchObject({ ok: true });
    expect(checkReceiptText('長'.repeat(101), 100)).toEqual({ ok: false, reason: 'too_long' });
    expect(checkReceiptText('A\u0007B', 100)).toEqual({ ok: false, reason: 'invalid_characters' });
    expect(checkReceiptText('evil\u202Etxt', 100)).toEqual({ ok: false, reason: 'invalid_characters' });
    expect(checkReceiptText('12345', 100)).toEqual({ ok: false, reason: 'no_letters' });
  });
});
