// Every message key a payment rule can return exists in the English source of errors.json, so the
// apps never show a raw key.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCardBrand } from './brandRules.ts';
import { validateCard } from './card.ts';
import { checkPaymentSelection } from './methodRules.ts';
import { CARD_ISSUES, cardIssueMessageKey, type PaymentProblem } from './problems.ts';

const errors = JSON.parse(readFileSync(new URL('../../../../locales/en/errors.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors);

describe('payment message keys', () => {
  it('all exist in locales/en/errors.json', () => {
    const problems: PaymentProblem[] = [
      ...validateCard({ number: '', expMonth: '', expYear: '', securityCode: '', holder: '' }, { today: '2026-01-01', koreanDomestic: true }),
      ...validateCard({ number: '4242424242424241', expMonth: '1', expYear: '2026', securityCode: '1', holder: '山田', brand: 'master' }, { today: '2026-01-01', checkout: '2026-02-01' }),
      ...validateCard({ number: '4242424242424242', expMonth: '1', expYear: '2026', securityCode: '123', holder: 'A', brand: 'master' }, { today: '2026-01-01' }),
      ...validateCard({ number: '4242424242424242', expMonth: '1', expYear: '2025', securityCode: '123', holder: 'A', brand: 'discover' }, { today: '2026-01-01' }),
      ...['visa', 'jcb', 'amex', 'discover'].flatMap((brand) => [
        checkCardBrand(brand, { hotelCurrency: 'JPY', shownCurrency: 'JPY', chargeCurrency: 'JPY', totalYen: 2_000_000 }),
        checkCardBrand(brand, { hotelCurrency: 'JPY', shownCurrency: 'USD', chargeCurrency: 'USD', totalYen: 1 }),
        checkCardBrand(brand, { hotelCurrency: 'JPY', shownCurrency: 'USD', chargeCurrency: 'JPY', totalYen: 1, acceptedBrands: ['jcb'] }),
      ]).filter((p): p is PaymentProblem => p !== null),
      ...checkPaymentSelection({ type: 'credit_card', roomMethods: ['on_site', 'credit_card'], planTypes: ['on_site', 'credit_card'], total: 0, chargeCurrency: 'JPY', hotelCurrency: 'JPY' }),
      ...checkPaymentSelection({ type: 'on_site', roomMethods: [], planTypes: [], total: 1, chargeCurrency: 'USD', hotelCurrency: 'JPY' }),
    ];
    const keys = new Set(problems.map((p) => p.messageKey));
    expect(keys.size).toBeGreaterThanOrEqual(15);
    for (const key of keys) expect(typeof lookup(key), key).toBe('string');
    for (const issue of CARD_ISSUES) expect(typeof lookup(cardIssueMessageKey(issue)), issue).toBe('string');
  });
});
