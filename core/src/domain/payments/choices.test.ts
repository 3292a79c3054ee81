// The payment-type rule shared by the payment step and the API's booking check, as a table.
import { describe, expect, it } from 'vitest';
import type { PaymentOption, PaymentType } from '../contract/settings.ts';
import { paymentChoices } from './choices.ts';

const options = (...types: PaymentType[]): PaymentOption[] => types.map((payment_type) => ({ payment_type, enabled: true }));
const all = options('on_site', 'credit_card', 'credit_card_full', 'credit_card_deposit', 'bank_transfer', 'korean_domestic_card', 'credit_card_international');

const table: Array<[string, Array<string | null>, PaymentOption[], PaymentType[]]> = [
  ['a card plan is paid by its own card type', ['credit_card'], all, ['credit_card']],
  ['card plans that settle alike share both types', ['credit_card', 'credit_card_full'], all, ['credit_card', 'credit_card_full']],
  ['a full-card plan is never paid by deposit', ['credit_card_full'], all, ['credit_card_full']],
  ['a deposit plan is not charged in full', ['credit_card_deposit'], all, ['credit_card_deposit']],
  ['a Korean card plan takes only the Korean card', ['korean_domestic_card'], all, ['korean_domestic_card']],
  ['an international card plan takes only international cards', ['credit_card_international'], all, ['credit_card_international']],
  ['card plans that settle differently have no common type', ['credit_card', 'credit_card_deposit'], all, []],
  ['an on-site plan is paid at the hotel', ['on_site'], all, ['on_site']],
  ['plans not known yet count as paid at the hotel', [null], all, ['on_site']],
  ['a bank transfer plan: its own way first, then a card up front', ['bank_transfer'], all, ['bank_transfer', 'credit_card']],
  ['a deferred plan with credit_card_full as the only ordinary card', ['deferred_payment'], options('credit_card_full', 'deferred_payment', 'korean_domestic_card'), ['deferred_payment', 'credit_card_full']],
  ['no ordinary card offered: the plan own way only', ['bank_transfer'], options('on_site', 'credit_card_deposit', 'bank_transfer'), ['bank_transfer']],
  ['a type the hotel switched off is not offered', ['credit_card'], [{ payment_type: 'credit_card', enabled: false }], []],
  ['a guarantee plan: its own way, or a card up front', ['on_site_credit_card_required'], all.concat(options('on_site_credit_card_required')), ['on_site_credit_card_required', 'credit_card']],
  ['a card plan with an on-site plan still takes only the card', ['on_site', 'credit_card'], all, ['credit_card']],
];

describe('paymentChoices', () => {
  it.each(table)('%s', (_name, plans, offered, expected) => {
    expect(paymentChoices(plans, offered)).toEqual(expected);
  });
});
