import { expect, it } from 'vitest';
import { TEST_CARDS } from '../../apps/api/src/modules/sandbox-gateway/test-cards.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { NOW, PUBLISHABLE_KEY, cardBody, digitsOf, tokenize } from './support.ts';

const TOKENS = '/sandbox-gateway/v1/tokens';

forEachDatabase(
  'sandbox tokens',
  (ctx) => {
    it.each(TEST_CARDS.map((card) => [card.number, card.brand] as const))('tokenises %s as %s', async (number, brand) => {
      const { app } = ctx();
      const answer = await tokenize(app, number);
      expect(answer).toEqual({ token: expect.stringMatching(/^tok_[A-Za-z0-9_-]{24}$/), brand, last4: digitsOf(number).slice(-4), exp_month: 12, exp_year: 2029 });
    });

    it('needs no Client-Session, answers CORS preflight and sends CORS headers with the answer', async () => {
      const { app } = ctx();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: TOKENS,
        headers: { origin: 'https://hotel.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/content-type/);
      expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/);

      const response = await app.inject({ method: 'POST', url: TOKENS, headers: { origin: 'https://hotel.example' }, payload: { key: PUBLISHABLE_KEY, ...cardBody('4242424242424242', { exp_month: 12, exp_year: 2029 }) } });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');

      const refused = await app.inject({ method: 'POST', url: TOKENS, headers: { origin: 'https://hotel.example', authorization: `Bearer ${PUBLISHABLE_KEY}` }, payload: cardBody('4242424242424241') });
      expect(refused.statusCode).toBe(422);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
    });

    it('refuses a missing or secret key in place of the publishable key', async () => {
      const { app } = ctx();
      for (const headers of [{}, { authorization: 'Bearer sk_sandbox_noren' }, { authorization: 'Bearer pk_live_x' }]) {
        const response = await app.inject({ method: 'POST', url: TOKENS, headers, payload: cardBody('4242424242424242') });
        expect(response.statusCode).toBe(401);
        expect(response.json().errors[0].details.code).toBe(9401);
      }
    });

    it.each([
      ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 3004, 'number', 'Invalid_card_number'],
      ['an unknown network', { number: '6011 1111 1111 1117' }, 3004, 'number', 'Invalid_card_number'],
      ['letters in the number', { number: '4242-abcd' }, 3004, 'number', 'Invalid_card_number'],
      ['a past expiry', { exp_month: '10', exp_year: '2026' }, 3005, 'expiry', 'INVALID_EXPIRATION_YEAR'],
      ['month 13', { exp_month: '13' }, 3005, 'expiry', 'INVALID_EXPIRATION_YEAR'],
      ['a 4-digit code on visa', { security_code: '1234' }, 1000, 'security_code', 'INVALID_PARAMETER_SYNTAX'],
      ['a full-width holder', { holder: 'ＴＡＲＯ ＹＡＭＡＤＡ' }, 1000, 'holder', 'INVALID_PARAMETER_SYNTAX'],
      ['a kanji holder', { holder: '山田太郎' }, 1000, 'holder', 'INVALID_PARAMETER_SYNTAX'],
      ['a Korean birth date that is no date', { birth_date: '901301', pin_prefix: '12' }, 1000, 'birth_date', 'INVALID_PARAMETER_SYNTAX'],
      ['one PIN digit', { birth_date: '900131', pin_prefix: '1' }, 1000, 'pin_prefix', 'INVALID_PARAMETER_SYNTAX'],
    ])('refuses %s with its code, field and card issue', async (_, overrides, code, field, issue) => {
      const { app } = ctx();
      const response = await app.inject({ method: 'POST', url: TOKENS, headers: { authorization: `Bearer ${PUBLISHABLE_KEY}` }, payload: cardBody('4242 4242 4242 4242', overrides) });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const details = response.json().errors[0].details;
      expect(details.code).toBe(code);
      expect(details.payload).toMatchObject({ field, card_issue: issue });
      expect(details.payload.message_key).toMatch(/^validation\./);
    });

    it('refuses a 3-digit code on amex and takes 4', async () => {
      const { app } = ctx();
      const three = await app.inject({ method: 'POST', url: TOKENS, headers: { authorization: `Bearer ${PUBLISHABLE_KEY}` }, payload: cardBody('378282246310005', { security_code: '123' }) });
      expect(three.json().errors[0].details.payload.field).toBe('security_code');
      expect((await tokenize(ctx().app, '378282246310005', { security_code: '1234' })).brand).toBe('amex');
    });

    it('takes Korean domestic card extras and keeps none of them', async () => {
      const { app, database } = ctx();
      const { token } = await tokenize(app, '4242424242424242', { birth_date: '900131', pin_prefix: '12' });
      const [row] = await query<Record<string, unknown>>(database, 'select * from sandbox_tokens where id = $1', [token]);
      expect(JSON.stringify(row)).not.toContain('900131');
      expect(Object.keys(row!)).not.toContain('birth_date');
    });

    it('answers malformed bodies with the envelope, never a 5xx', async () => {
      const { app } = ctx();
      const bodies = ['{', '[]', '"x"', JSON.stringify({ number: 4242 }), JSON.stringify({ ...cardBody('4242424242424242'), exp_month: { m: 1 } }), JSON.stringify({ ...cardBody('4242424242424242'), number: 'x'.repeat(100) })];
      for (const body of bodies) {
        const response = await app.inject({ method: 'POST', url: TOKENS, headers: { authorization: `Bearer ${PUBLISHABLE_KEY}`, 'content-type': 'application/json' }, body });
        expect(response.statusCode, body).toBe(400);
        expect(response.json().errors[0].details.code).toBe(1000);
      }
    });

    it('stores no card number in any text column of any table', async () => {
      const { app, database } = ctx();
      for (const card of TEST_CARDS) await tokenize(app, card.number);
      // Authorise and save some so payments, events and saved cards have rows too.
      const { token } = await tokenize(app, '4242424242424242');
      await app.payments.authorize({ token, amount: { amount: 100, currency: 'JPY' }, idempotencyKey: 'scan-1', returnUrl: '/r', reference: 'R-SCAN' });
      const { token: toSave } = await tokenize(app, '5555555555554444');
      await app.payments.saveCard!(toSave, 'member-1');

      const columns = await query<{ table_name: string; column_name: string }>(
        database,
        `select table_name, column_name from information_schema.columns
         where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json')`,
      );
      expect(columns.length).toBeGreaterThan(20);
      const numbers = TEST_CARDS.map((card) => digitsOf(card.number));
      let scanned = 0;
      for (const { table_name, column_name } of columns) {
        const rows = await query<{ v: string | null }>(database, `select "${column_name}"::text as v from "${table_name}"`);
        for (const { v } of rows) {
          if (v === null) continue;
          scanned++;
          const compact = v.replace(/[\s-]/g, '');
          for (const number of numbers) expect(compact.includes(number), `${table_name}.${column_name}`).toBe(false);
        }
      }
      expect(scanned).toBeGreaterThan(50);
    });
  },
  { now: NOW },
);
