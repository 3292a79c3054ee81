import { expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { NOW, SECRET_KEY, authorize, codeOf, newKey, tokenize } from './support.ts';

const yen = (amount: number) => ({ amount, currency: 'JPY' as const });

forEachDatabase(
  'sandbox payments: authorise, capture, cancel, refund',
  (ctx) => {
    it.each([
      ['4242 4242 4242 4242', 'visa'],
      ['5555 5555 5555 4444', 'master'],
      ['3566 0020 2036 0505', 'jcb'],
      ['3782 822463 10005', 'amex'],
      ['3056 9300 0902 0004', 'diners'],
      ['4111 1111 1111 1111', 'visa'], // not a listed test card: behaves as success
    ])('authorises %s (%s) at once', async (number, brand) => {
      const result = await authorize(ctx().app, number);
      expect(result).toMatchObject({ status: 'authorized', paymentId: expect.stringMatching(/^pay_/), card: { brand, last4: number.replace(/\s/g, '').slice(-4) } });
      expect(result.failure).toBeUndefined();
      expect(result.challengeUrl).toBeUndefined();
    });

    it.each([
      ['4000 0000 0000 0002', 'card_declined', 3003],
      ['4000 0000 0000 0069', 'expired_card', 3005],
      ['4000 0000 0000 0127', 'incorrect_cvc', 3007],
      ['4000 0000 0000 0119', 'processing_error', 3002],
      ['4000 0000 0000 9995', 'insufficient_funds', 3204],
      ['4000 0000 0000 0085', 'timeout', 3001],
    ])('refuses %s: %s -> %d, and holds nothing', async (number, reason, code) => {
      const { app } = ctx();
      const result = await authorize(app, number);
      expect(result).toMatchObject({ status: 'failed', failure: { reason, code } });
      const state = await app.payments.status(result.paymentId);
      expect(state).toMatchObject({ status: 'failed', captured: 0, failure: { reason, code } });
      expect(await codeOf(app.payments.capture(result.paymentId))).toBe(3201);
    });

    it('refuses a card that cannot do 3-D Secure only when 3-D Secure is required (3252)', async () => {
      const { app } = ctx();
      expect(await authorize(app, '4000 0000 0000 3253', 1000, { threeDSecure: 'required' })).toMatchObject({ status: 'failed', failure: { reason: 'not_three_d_secure_capable', code: 3252 } });
      expect((await authorize(app, '4000 0000 0000 3253', 1000)).status).toBe('authorized');
      // A capable card passes required 3-D Secure without a challenge (frictionless).
      expect((await authorize(app, '4242 4242 4242 4242', 1000, { threeDSecure: 'required' })).status).toBe('authorized');
    });

    it('refuses an expired card at authorisation even when it was valid at tokenisation', async () => {
      const { app, clock } = ctx();
      const { token } = await tokenize(app, '4242424242424242', { exp_month: '11', exp_year: '2026' });
      clock.set('2026-12-01T00:00:00Z');
      try {
        const result = await app.payments.authorize({ token, amount: yen(1000), idempotencyKey: newKey(), returnUrl: '/r', reference: 'R' });
        expect(result).toMatchObject({ status: 'failed', failure: { reason: 'expired_card', code: 3005 } });
      } finally {
        clock.set(NOW);
      }
    });

    it('captures in full, then refuses a second capture (3201)', async () => {
      const { app } = ctx();
      const { paymentId } = await authorize(app, '4242424242424242', 30_000);
      expect(await app.payments.capture(paymentId)).toMatchObject({ status: 'captured', amount: yen(30_000), captured: 30_000, refunded: 0 });
      expect(await codeOf(app.payments.capture(paymentId))).toBe(3201);
    });

    it('captures part and refunds up to what was captured, never more', async () => {
      const { app } = ctx();
      const { paymentId } = await authorize(app, '5555555555554444', 30_000);
      expect(await codeOf(app.payments.capture(paymentId, yen(30_001)))).toBe(1000);
      expect(await app.payments.capture(paymentId, yen(9_000))).toMatchObject({ status: 'captured', captured: 9_000 });
      expect(await app.payments.refund(paymentId, yen(4_000))).toMatchObject({ status: 'captured', refunded: 4_000 });
      expect(await codeOf(app.payments.refund(paymentId, yen(5_001)))).toBe(1000);
      expect(await app.payments.refund(paymentId, yen(5_000))).toMatchObject({ status: 'captured', captured: 9_000, refunded: 9_000 });
      expect(await codeOf(app.payments.refund(paymentId, yen(1)))).toBe(3200);
      expect(await codeOf(app.payments.refund(paymentId, { amount: 1, currency: 'USD' }))).toBe(1000);
    });

    it('refuses refunds before capture and zero or negative amounts', async () => {
      const { app } = ctx();
      const { paymentId } = await authorize(app, '4242424242424242', 5_000);
      expect(await codeOf(app.payments.refund(paymentId, yen(100)))).toBe(3200);
      expect(await codeOf(app.payments.refund(paymentId, yen(0)))).toBe(1000);
      expect(await codeOf(app.payments.capture(paymentId, yen(-1)))).toBe(1000);
    });

    it('voids an authorisation, twice without harm, and then cannot capture it', async () => {
      const { app } = ctx();
      const { paymentId } = await authorize(app, '4242424242424242', 5_000);
      expect((await app.payments.cancel(paymentId)).status).toBe('cancelled');
      expect((await app.payments.cancel(paymentId)).status).toBe('cancelled');
      expect(await codeOf(app.payments.capture(paymentId))).toBe(3201);
    });

    it('cannot void a captured payment (3200); refund it instead', async () => {
      const { app } = ctx();
      const { paymentId } = await authorize(app, '4242424242424242', 5_000);
      await app.payments.capture(paymentId);
      expect(await codeOf(app.payments.cancel(paymentId))).toBe(3200);
    });

    it('verifies a card for a guarantee with 0 and holds no money', async () => {
      const { app } = ctx();
      const result = await authorize(app, '4242424242424242', 0);
      expect(result.status).toBe('authorized');
      expect(await codeOf(app.payments.capture(result.paymentId))).toBe(3201);
      expect((await app.payments.cancel(result.paymentId)).status).toBe('cancelled');
    });

    it('answers an unknown payment with 9404', async () => {
      const { app } = ctx();
      for (const id of ['pay_doesnotexist', 'not-an-id', '']) expect(await codeOf(app.payments.status(id))).toBe(9404);
    });

    it('spends a token once', async () => {
      const { app } = ctx();
      const { token } = await tokenize(app, '4242424242424242');
      await app.payments.authorize({ token, amount: yen(100), idempotencyKey: newKey(), returnUrl: '/r', reference: 'R' });
      expect(await codeOf(app.payments.authorize({ token, amount: yen(100), idempotencyKey: newKey(), returnUrl: '/r', reference: 'R' }))).toBe(1000);
      expect(await codeOf(app.payments.authorize({ token: 'tok_nosuchtoken', amount: yen(100), idempotencyKey: newKey(), returnUrl: '/r', reference: 'R' }))).toBe(1000);
    });

    it('refuses an open redirect target and a bad currency', async () => {
      const { app } = ctx();
      for (const returnUrl of ['//evil.example/x', 'javascript:alert(1)', 'ftp://x']) {
        const { token } = await tokenize(app, '4242424242424242');
        expect(await codeOf(app.payments.authorize({ token, amount: yen(100), idempotencyKey: newKey(), returnUrl, reference: 'R' }))).toBe(1000);
      }
      const { token } = await tokenize(app, '4242424242424242');
      expect(await codeOf(app.payments.authorize({ token, amount: { amount: 100, currency: 'XXX' as 'JPY' }, idempotencyKey: newKey(), returnUrl: '/r', reference: 'R' }))).toBe(1000);
    });

    it('charges other currencies in their minor units', async () => {
      const { app } = ctx();
      const result = await authorize(app, '4242424242424242', 12_345, { currency: 'USD' });
      expect(await app.payments.capture(result.paymentId)).toMatchObject({ amount: { amount: 12_345, currency: 'USD' }, captured: 12_345 });
    });

    it('keeps the status history', async () => {
      const { app, database } = ctx();
      const { paymentId } = await authorize(app, '4242424242424242', 8_000);
      await app.payments.capture(paymentId, yen(6_000));
      await app.payments.refund(paymentId, yen(6_000));
      const events = await query<{ type: string; status: string; amount: string | number }>(database, 'select type, status, amount from sandbox_payment_events where payment_id = $1 order by id', [paymentId]);
      expect(events.map((e) => [e.type, e.status, Number(e.amount)])).toEqual([
        ['authorized', 'authorized', 8_000],
        ['captured', 'captured', 6_000],
        ['refunded', 'refunded', 6_000],
      ]);
    });
  },
  { now: NOW },
);

forEachDatabase(
  'sandbox payments: idempotency and concurrency',
  (ctx) => {
    it('gives the same answer for the same key and authorises once', async () => {
      const { app, database } = ctx();
      const { token } = await tokenize(app, '4242424242424242');
      const input = { token, amount: yen(10_000), idempotencyKey: newKey('idem'), returnUrl: '/r', reference: 'R-IDEM' };
      const first = await app.payments.authorize(input);
      await app.payments.capture(first.paymentId);
      const again = await app.payments.authorize(input);
      expect(again).toEqual(first);
      const rows = await query(database, 'select id from sandbox_payments where idempotency_key = $1', [input.idempotencyKey]);
      expect(rows).toHaveLength(1);
    });

    it('refuses the same key for a different request', async () => {
      const { app } = ctx();
      const { token } = await tokenize(app, '4242424242424242');
      const key = newKey('idem');
      await app.payments.authorize({ token, amount: yen(10_000), idempotencyKey: key, returnUrl: '/r', reference: 'R' });
      expect(await codeOf(app.payments.authorize({ token, amount: yen(10_001), idempotencyKey: key, returnUrl: '/r', reference: 'R' }))).toBe(1000);
    });

    it('twenty parallel calls with one key make one authorisation and one answer', async () => {
      const { app, database } = ctx();
      const { token } = await tokenize(app, '4242424242424242');
      const input = { token, amount: yen(10_000), idempotencyKey: newKey('race'), returnUrl: '/r', reference: 'R-RACE' };
      const results = await Promise.all(Array.from({ length: 20 }, () => app.payments.authorize(input)));
      expect(new Set(results.map((r) => r.paymentId)).size).toBe(1);
      expect(results.every((r) => r.status === 'authorized')).toBe(true);
      const rows = await query(database, 'select id from sandbox_payments where token_id = $1', [token]);
      expect(rows).toHaveLength(1);
    });

    it('twenty parallel captures of one authorisation capture it once', async () => {
      const { app, database } = ctx();
      const { paymentId } = await authorize(app, '4242424242424242', 10_000);
      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => app.payments.capture(paymentId)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as { code: number }).code).toBe(3201);
      const events = await query(database, `select id from sandbox_payment_events where payment_id = $1 and type = 'captured'`, [paymentId]);
      expect(events).toHaveLength(1);
    });

    it('parallel refunds never exceed the capture', async () => {
      const { app } = ctx();
      const { paymentId } = await authorize(app, '4242424242424242', 10_000);
      await app.payments.capture(paymentId);
      const outcomes = await Promise.allSettled(Array.from({ length: 15 }, () => app.payments.refund(paymentId, yen(1_000))));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
      expect((await app.payments.status(paymentId)).refunded).toBe(10_000);
    });

    it('a capture racing a void: exactly one wins', async () => {
      const { app } = ctx();
      const { paymentId } = await authorize(app, '4242424242424242', 10_000);
      const [capture, cancel] = await Promise.allSettled([app.payments.capture(paymentId), app.payments.cancel(paymentId)]);
      expect([capture.status, cancel.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
      expect(['captured', 'cancelled']).toContain((await app.payments.status(paymentId)).status);
    });
  },
  { now: NOW, postgres: { why: 'parallel authorise, capture, refund and capture against void race on rows only on a server' } },
);

forEachDatabase(
  'sandbox payments: saved cards, webhooks and the HTTP API',
  (ctx) => {
    it('saves a card for a member once, reuses it, lists and deletes it', async () => {
      const { app } = ctx();
      const first = await app.payments.saveCard!((await tokenize(app, '3566 0020 2036 0505')).token, 'member-42');
      const twice = await app.payments.saveCard!((await tokenize(app, '3566 0020 2036 0505')).token, 'member-42');
      expect(twice.id).toBe(first.id);
      expect(first).toEqual({ id: expect.stringMatching(/^card_/), brand: 'jcb', last4: '0505', expMonth: 12, expYear: 2029 });
      expect(await app.payments.listCards!('member-42')).toEqual([first]);
      expect(await app.payments.listCards!('someone-else')).toEqual([]);

      for (let i = 0; i < 2; i++) {
        const paid = await app.payments.authorize({ token: first.id, amount: yen(1_000), idempotencyKey: newKey(), returnUrl: '/r', reference: `R-SAVED-${i}` });
        expect(paid.status).toBe('authorized');
      }
      expect(await codeOf(app.payments.deleteCard!(first.id, 'someone-else'))).toBe(9404);
      await app.payments.deleteCard!(first.id, 'member-42');
      expect(await app.payments.listCards!('member-42')).toEqual([]);
      expect(await codeOf(app.payments.authorize({ token: first.id, amount: yen(1_000), idempotencyKey: newKey(), returnUrl: '/r', reference: 'R' }))).toBe(1000);
    });

    it('verifies webhook signatures and reads the event in Noren terms', async () => {
      const { app } = ctx();
      const { SandboxService } = await import('../../apps/api/src/modules/sandbox-gateway/service.ts');
      const sandbox = new SandboxService(app.db, app.clock, app.paymentsConfig.sandbox);
      const { paymentId } = await authorize(app, '4242424242424242', 7_000);
      await app.payments.capture(paymentId);
      const signed = await sandbox.signedEvent(paymentId, 'payment.captured');
      const event = await app.payments.handleWebhook(signed.headers, signed.body);
      expect(event).toMatchObject({ type: 'payment.captured', payment: { paymentId, status: 'captured', captured: 7_000 } });
      expect(await codeOf(app.payments.handleWebhook(signed.headers, signed.body.replace('7000', '7001')))).toBe(9401);
      expect(await codeOf(app.payments.handleWebhook({}, signed.body))).toBe(9401);
    });

    it('serves authorise, status, capture, refund, cancel and history over HTTP with the secret key', async () => {
      const { app } = ctx();
      const auth = { authorization: `Bearer ${SECRET_KEY}` };
      const { token } = await tokenize(app, '4242424242424242');
      const body = { token, amount: 20_000, currency: 'JPY', reference: 'R-HTTP', return_url: 'https://hotel.example/back' };

      const denied = await app.inject({ method: 'POST', url: '/sandbox-gateway/v1/payments', headers: { authorization: 'Bearer pk_sandbox_kyoto_gion' }, payload: body });
      expect(denied.statusCode).toBe(401);

      const created = await app.inject({ method: 'POST', url: '/sandbox-gateway/v1/payments', headers: { ...auth, 'idempotency-key': 'http-1' }, payload: body });
      expect(created.statusCode, created.body).toBe(201);
      const payment = created.json().data;
      expect(payment).toMatchObject({ status: 'authorized', amount: 20_000, currency: 'JPY', card: { brand: 'visa', last4: '4242' } });
      const replay = await app.inject({ method: 'POST', url: '/sandbox-gateway/v1/payments', headers: { ...auth, 'idempotency-key': 'http-1' }, payload: body });
      expect(replay.json().data).toEqual(payment);
      expect(replay.headers['idempotent-replayed']).toBe('true');

      const url = `/sandbox-gateway/v1/payments/${payment.id}`;
      expect((await app.inject({ method: 'GET', url, headers: auth })).json().data.status).toBe('authorized');
      expect((await app.inject({ method: 'POST', url: `${url}/capture`, headers: auth, payload: { amount: 15_000 } })).json().data).toMatchObject({ status: 'captured', amount_captured: 15_000 });
      const twice = await app.inject({ method: 'POST', url: `${url}/capture`, headers: auth, payload: {} });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().errors[0].details.code).toBe(3201);
      expect((await app.inject({ method: 'POST', url: `${url}/refunds`, headers: auth, payload: { amount: 15_000 } })).json().data).toMatchObject({ status: 'refunded', amount_refunded: 15_000 });
      const cancel = await app.inject({ method: 'POST', url: `${url}/cancel`, headers: auth });
      expect(cancel.json().errors[0].details.code).toBe(3200);
      const history = (await app.inject({ method: 'GET', url: `${url}/events`, headers: auth })).json().data;
      expect(history.map((e: { type: string }) => e.type)).toEqual(['authorized', 'captured', 'refunded']);

      const missing = await app.inject({ method: 'GET', url: '/sandbox-gateway/v1/payments/pay_nothing', headers: auth });
      expect(missing.statusCode).toBe(404);
      const unknownPath = await app.inject({ method: 'GET', url: '/sandbox-gateway/nothing-here', headers: { accept: 'text/html' } });
      expect(unknownPath.statusCode).toBe(404);
      expect(unknownPath.json().errors[0].details.code).toBe(9404);
    });
  },
  { now: NOW },
);
