import { describe, expect, it } from 'vitest';
import type { PaymentType } from '../contract/settings.ts';
import { PAYMENT_TYPES, PAYMENT_TYPE_RULES, asksForCard, bankTransferDueDate, chargesCard, isPaymentType, paymentDue } from './paymentTypes.ts';

const amounts = { total: 30_000, deposit: 9_000 };

describe('paymentDue', () => {
  it.each([
    // type, card use, authorise, charge now, remaining, settled by
    ['on_site', 'none', 0, 0, 30_000, 'hotel'],
    ['credit_card', 'charge', 30_000, 30_000, 0, 'card'],
    ['credit_card_full', 'charge', 30_000, 30_000, 0, 'card'],
    ['credit_card_international', 'charge', 30_000, 30_000, 0, 'card'],
    ['korean_domestic_card', 'charge', 30_000, 30_000, 0, 'card'],
    ['credit_card_deposit', 'charge', 9_000, 9_000, 21_000, 'hotel'],
    ['on_site_credit_card_required', 'guarantee', 0, 0, 30_000, 'hotel'],
    ['deferred_payment', 'none', 0, 0, 30_000, 'invoice'],
    ['bank_transfer', 'none', 0, 0, 30_000, 'bank_transfer'],
    ['pre_paid', 'none', 0, 0, 0, 'prepaid'],
  ] as const)('%s', (type, card, authorize, chargeNow, remaining, remainder) => {
    expect(paymentDue(type, amounts)).toEqual({ type, card, authorize, chargeNow, remaining, remainder });
  });

  it('covers every payment type of spec part 1 §3', () => {
    expect(PAYMENT_TYPES).toHaveLength(10);
    for (const type of PAYMENT_TYPES) expect(PAYMENT_TYPE_RULES[type]).toBeDefined();
  });

  it('refuses amounts that are not minor units or a deposit above the total', () => {
    expect(() => paymentDue('credit_card', { total: 1.5, deposit: 0 })).toThrow(RangeError);
    expect(() => paymentDue('credit_card', { total: -1, deposit: 0 })).toThrow(RangeError);
    expect(() => paymentDue('credit_card_deposit', { total: 100, deposit: 101 })).toThrow(RangeError);
  });

  it('a deposit of the whole total leaves nothing at the hotel', () => {
    expect(paymentDue('credit_card_deposit', { total: 100, deposit: 100 })).toMatchObject({ chargeNow: 100, remaining: 0 });
  });
});

describe('card questions per type', () => {
  it.each([
    ['on_site', false, false],
    ['credit_card', true, true],
    ['on_site_credit_card_required', true, false],
    ['credit_card_deposit', true, true],
    ['korean_domestic_card', true, true],
    ['bank_transfer', false, false],
    ['pre_paid', false, false],
    ['deferred_payment', false, false],
  ] as const)('%s asks for a card: %s, charges it: %s', (type, asks, charges) => {
    expect(asksForCard(type)).toBe(asks);
    expect(chargesCard(type)).toBe(charges);
  });

  it('only the Korean domestic card asks the extras, only bank transfer needs instructions', () => {
    const korean = PAYMENT_TYPES.filter((t: PaymentType) => PAYMENT_TYPE_RULES[t].koreanExtras);
    const instructions = PAYMENT_TYPES.filter((t: PaymentType) => PAYMENT_TYPE_RULES[t].instructions);
    expect(korean).toEqual(['korean_domestic_card']);
    expect(instructions).toEqual(['bank_transfer']);
  });

  it('recognises payment types', () => {
    expect(isPaymentType('bank_transfer')).toBe(true);
    expect(isPaymentType('cash')).toBe(false);
    expect(isPaymentType(undefined)).toBe(false);
  });
});

describe('bankTransferDueDate', () => {
  it.each([
    ['2026-11-22', '2027-01-10', '2026-11-29'], // 7 days after booking
    ['2026-11-22', '2026-12-01', '2026-11-28'], // 3 days before check-in comes first
    ['2026-11-22', '2026-11-25', '2026-11-22'], // due today
    ['2026-11-22', '2026-11-24', null], // too late for a transfer
  ])('booked %s, check-in %s -> %s', (bookedOn, checkin, due) => {
    expect(bankTransferDueDate(bookedOn, checkin)).toBe(due);
  });
});
