import { describe, expect, it } from 'vitest';
import { findCardNumber, isCardNumber, issuerOf, textHasCardNumber } from './card-data.ts';

/**
 * Real-world-shaped phone numbers of the countries of our 8 languages (and the US, UK, Germany), in
 * international and local form. The 13-digit international ones pass Luhn on purpose: the guard
 * refused them when Luhn was its only test.
 */
const PHONES: ReadonlyArray<readonly [country: string, phone: string]> = [
  ['Japan', '+819012345678'], ['Japan', '+81312345678'], ['Japan', '09012345678'], ['Japan', '0312345678'],
  ['Korea', '+821012345678'], ['Korea', '+82212345678'], ['Korea', '01012345678'], ['Korea', '0212345678'],
  ['China', '+8613800138002'], ['China', '+8613912345602'], ['China', '+8618601234504'], ['China', '13800138000'], ['China', '01012345678'],
  ['Taiwan', '+886912345678'], ['Taiwan', '+886227221234'], ['Taiwan', '0912345678'],
  ['Hong Kong', '+85291234567'], ['Hong Kong', '91234567'],
  ['Indonesia', '+6281234567808'], ['Indonesia', '+62215551234'], ['Indonesia', '081234567890'],
  ['Thailand', '+66812345678'], ['Thailand', '+6621234567'], ['Thailand', '0812345678'],
  ['Saudi Arabia', '+966501234567'], ['Saudi Arabia', '0501234567'], ['UAE', '+971501234567'], ['UAE', '0501234567'],
  ['Egypt', '+201001234567'], ['Egypt', '01001234567'],
  ['US', '+12125551234'], ['US', '2125551234'], ['UK', '+447911123456'], ['UK', '07911123456'],
  ['Germany', '+4917012345675'], ['Germany', '+4917012345600'], ['Germany', '+4930123456'], ['Germany', '017012345675'],
];

/** The networks' published test numbers, as guests type them. */
const TEST_CARDS = [
  '4242 4242 4242 4242', '4111111111111111', '5555-5555-5555-4444', '5105105105105100', '2223003122003222',
  '3782 822463 10005', '371449635398431', '3530111333300000', '3566002020360505', '30569309025904', '38520000023237',
  '3056930009020004', '6011111111111117', '6011000990139424', '6200000000000005', '4222222222222',
];

describe('isCardNumber', () => {
  it.each(TEST_CARDS)('knows the test card %s', (card) => {
    expect(isCardNumber(card.replace(/[ -]/g, ''))).toBe(true);
  });

  it('wants an issuer prefix and that issuer\'s length, not only Luhn', () => {
    expect(issuerOf('4242424242424242')).toBe('visa');
    expect(issuerOf('6200000000000005')).toBe('unionpay');
    expect(isCardNumber('8613800138002')).toBe(false); // passes Luhn, no issuer starts with 86
    expect(isCardNumber('42424242424242')).toBe(false); // Visa, but 14 digits, and Luhn-valid
    expect(isCardNumber('5555555555555')).toBe(false); // Mastercard prefix, 13 digits
    expect(isCardNumber('4242424242424241')).toBe(false); // Luhn fails
  });

  it('reads 13 digits in the epoch-milliseconds range as a timestamp', () => {
    expect(isCardNumber('4070908800005')).toBe(false); // 2099-01-01, Luhn-valid, Visa-shaped
    expect(isCardNumber('4222222222222')).toBe(true); // past 2100: still a card
  });
});

describe('textHasCardNumber', () => {
  it.each(TEST_CARDS)('finds %s in a note', (card) => {
    expect(textHasCardNumber(`please charge ${card} exp 12/29`)).toBe(true);
  });

  it('finds a card after other digits in the same run', () => {
    expect(textHasCardNumber('room 2 4242 4242 4242 4242')).toBe(true);
  });

  it.each(PHONES)('leaves a phone of %s alone in a note: %s', (_, phone) => {
    expect(textHasCardNumber(`call me on ${phone} after 6pm`)).toBe(false);
  });

  it('leaves a phone written with spaces or dashes after + alone', () => {
    expect(textHasCardNumber('tel: +86 138 0013 8002')).toBe(false);
    expect(textHasCardNumber('tel: +49-170-1234-5675')).toBe(false);
  });

  it('leaves timestamps, dates and long references alone', () => {
    expect(textHasCardNumber('booked at 1795000000004 (Luhn-valid epoch ms)')).toBe(false);
    expect(textHasCardNumber('arriving 2026-11-25 around 14:00')).toBe(false);
    expect(textHasCardNumber('order 42424242424242424242')).toBe(false); // 20 digits in one piece
  });
});

describe('findCardNumber', () => {
  const booking = (guest: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ guest: { first_name: 'Mei', ...guest }, payment: { type: 'on_site' }, ...extra });

  it.each(PHONES)('never reads the phone of %s as card data: %s', (_, phone) => {
    expect(findCardNumber(booking({ phone }))).toBeNull();
  });

  it('never reads guest.phone as card data, whatever its digits', () => {
    expect(findCardNumber(booking({ phone: '+4242424242424242' }))).toBeNull();
  });

  it('names the field that holds a card: notes, answers, unknown fields, keys', () => {
    expect(findCardNumber(booking({ notes: 'card 5555-5555-5555-4444' }))).toBe('.guest.notes');
    expect(findCardNumber(booking({}, { answers: [{ question_id: 1, answer: '4111 1111 1111 1111' }] }))).toBe('.answers.0.answer');
    expect(findCardNumber(booking({}, { payment: { type: 'credit_card', number: '4242424242424242' } }))).toBe('.payment.number');
    expect(findCardNumber(booking({}, { payment: { type: 'credit_card', token: 378282246310005 } }))).toBe('.payment.token');
    expect(findCardNumber({ '4242424242424242': 1 })).toBe('.4242424242424242');
  });
});
