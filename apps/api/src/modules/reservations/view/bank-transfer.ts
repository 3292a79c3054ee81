// What a bank_transfer reservation asks of the guest (spec part 1 §3 payment types): the amount, the
// due date and the hotel's account in the reservation's language. The account is read from the
// hotel's payment_options as it is now, not as it was at booking: if the hotel moves its account,
// a guest who has not paid yet must see the new one, never a closed account.
import {
  bankTransferDueDate, todayInTimeZone, type BankTransferInstructions, type BankTransferView, type Language, type PaymentOption,
} from '@noren/core/domain';
import { translated } from '../../hotels/index.ts';

export interface BankTransferFacts {
  paymentType: string;
  /** When the reservation was made: the due date counts from that day in the hotel's zone. */
  createdAt: Date;
  checkinDate: string;
  remaining: number;
  currency: string;
  language: Language;
  hotel: { time_zone: string; book_languages: readonly Language[]; payment_options: readonly PaymentOption[] };
}

/** The hotel's transfer account in `language` (falling back through its book languages), or null. */
export function transferInstructions(options: readonly PaymentOption[], language: Language, bookLanguages: readonly Language[]): BankTransferInstructions | null {
  const account = options.find((o) => o.payment_type === 'bank_transfer')?.bank_account;
  if (!account) return null;
  const text = (key: 'bank_name' | 'branch_name' | 'account_holder' | 'note') => translated(account.translations, key, language, bookLanguages, '');
  return {
    bank_name: text('bank_name'),
    branch_name: text('branch_name'),
    account_type: account.account_type,
    account_number: account.account_number,
    account_holder: text('account_holder'),
    swift_code: account.swift_code ?? null,
    note: text('note') || null,
  };
}

export function bankTransferView(f: BankTransferFacts): BankTransferView | null {
  if (f.paymentType !== 'bank_transfer') return null;
  const booked = todayInTimeZone(f.createdAt, f.hotel.time_zone);
  // A booking is refused when the transfer cannot arrive in time, so this is null only for a
  // reservation whose check-in was moved closer afterwards: the transfer is then due at once.
  const due = bankTransferDueDate(booked, f.checkinDate) ?? booked;
  return {
    due_date: due,
    amount: f.remaining,
    currency: f.currency,
    instructions: transferInstructions(f.hotel.payment_options, f.language, f.hotel.book_languages),
  };
}
