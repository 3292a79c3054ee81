import { describe, expect, it } from 'vitest';
import type { PaymentOption } from '@noren/core/domain';
import { bankTransferView, transferInstructions } from './bank-transfer.ts';

const options: PaymentOption[] = [
  { payment_type: 'on_site', enabled: true },
  {
    payment_type: 'bank_transfer', enabled: true,
    bank_account: {
      account_type: 'ordinary', account_number: '1234567', swift_code: null,
      translations: {
        ja: { bank_name: 'のれん銀行', branch_name: '祇園支店', account_holder: 'カ）ノレン', note: '手数料はお客様負担です。' },
        en: { bank_name: 'Noren Bank', branch_name: 'Gion Branch', account_holder: 'NOREN CO., LTD.', note: '' },
      },
    },
  },
];
const hotel = { time_zone: 'Asia/Tokyo', book_languages: ['ja', 'en'] as const, payment_options: options };

describe('transferInstructions', () => {
  it('resolves the account in the language, falling back through the book languages; an empty note is none', () => {
    expect(transferInstructions(options, 'en', ['ja', 'en'])).toEqual({
      bank_name: 'Noren Bank', branch_name: 'Gion Branch', account_type: 'ordinary', account_number: '1234567', account_holder: 'NOREN CO., LTD.', swift_code: null, note: '手数料はお客様負担です。',
    });
    // Korean is not written: the hotel's first book language.
    expect(transferInstructions(options, 'ko', ['ja', 'en'])).toMatchObject({ bank_name: 'のれん銀行', note: '手数料はお客様負担です。' });
    expect(transferInstructions([{ payment_type: 'bank_transfer', enabled: true }], 'en', ['en'])).toBeNull();
  });
});

describe('bankTransferView', () => {
  const base = { paymentType: 'bank_transfer', checkinDate: '2027-03-01', remaining: 42_000, currency: 'JPY', language: 'en' as const, hotel };
  it('is due 7 days after the booking day in the hotel zone, at the latest 3 days before check-in', () => {
    // 2026-11-21 20:00 UTC is already the 22nd in Tokyo.
    expect(bankTransferView({ ...base, createdAt: new Date('2026-11-21T20:00:00Z') })).toMatchObject({ due_date: '2026-11-29', amount: 42_000, currency: 'JPY', instructions: { bank_name: 'Noren Bank' } });
    expect(bankTransferView({ ...base, createdAt: new Date('2026-11-22T03:00:00Z'), checkinDate: '2026-11-28' })?.due_date).toBe('2026-11-25');
  });

  it('is null for other payment types', () => {
    expect(bankTransferView({ ...base, paymentType: 'on_site', createdAt: new Date('2026-11-22T03:00:00Z') })).toBeNull();
  });
});
