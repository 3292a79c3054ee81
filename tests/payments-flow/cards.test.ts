/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// Each sandbox test card through POST /hotels/{id}/reservations: the success card books and
// captures; every refusing card answers its §8.4 code and leaves no reservation, no rooms taken and
// no authorisation open. Card numbers only ever go to the sandbox tokeniser, never to /api/v1.
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { arrivalQuestion, count, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, setInventory } from '../reservations/helpers.ts';
import { cardApi, cardPayment, carriesCardNumber, expectNoOpenAuthorisation, sandboxPayments, type CardApi } from './support.ts';

const HOTEL = 'kyoto-gion';
const ROOM = 'modern-twin';

forEachDatabase(
  'payments flow: test cards',
  (ctx) => {
    let a: CardApi;
    let questionId: number;

    const body = async (number: string, checkin: string, checkout: string, over: Record<string, unknown> = {}) => {
      const base = kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: `kaiseki_${ROOM}`, adults: 2 }], ...over });
      return { ...base, payment: await cardPayment(ctx().app, number) };
    };

    beforeAll(async () => {
      a = await cardApi(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    const priceOf = async (b: any) => {
      const { priceQuery } = await import('../../apps/api/src/modules/reservations/booking/pricing.ts');
      const search = new URLSearchParams(Object.entries(priceQuery(b)).map(([k, v]) => [k, String(v)]));
      const r = await a.get(`/api/v1/hotels/${HOTEL}/rooms/price?${search}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data.prices.total_price as number;
    };

    it('4242 4242 4242 4242 books, authorises and captures the total', async () => {
      const db = ctx().database;
      await setInventory(db, HOTEL, ROOM, '2027-01-05', '2027-01-07', 5, 0);
      const b = await body('4242 4242 4242 4242', '2027-01-05', '2027-01-07');
      b.expected_total_price = await priceOf(b);
      const r = await a.post(HOTEL, b);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.data.status).toBe('done');
      expect(r.body.data.reservation.payment).toMatchObject({ type: 'credit_card', status: 'captured', charged_amount: b.expected_total_price });
      const [payment] = await sandboxPayments(db, r.body.data.reservation_number);
      expect(payment).toMatchObject({ status: 'captured', amount: b.expected_total_price, amount_captured: b.expected_total_price, currency: 'JPY' });
      const [row] = await query<{ status: string; payment_status: string; gateway_payment_id: string }>(db, `select status, payment_status, gateway_payment_id from reservations where reservation_number = $1`, [r.body.data.reservation_number]);
      expect(row).toEqual({ status: 'done', payment_status: 'captured', gateway_payment_id: payment.id });
      expect((await inventoryOf(db, HOTEL, ROOM, '2027-01-05', '2027-01-07')).map((n) => n.sold)).toEqual([1, 1]);
      const got = await a.get(`/api/v1/hotels/${HOTEL}/reservations/${r.body.data.reservation_number}?bypass_token=${r.body.data.bypass_token}`);
      expect(got.body.data.payment.status).toBe('captured');
    });

    describe.each([
      ['4000 0000 0000 0002', 3003, 'card_declined'],
      ['4000 0000 0000 0069', 3005, 'expired_card'],
      ['4000 0000 0000 0127', 3007, 'incorrect_cvc'],
      ['4000 0000 0000 0119', 3002, 'processing_error'],
      ['4000 0000 0000 9995', 3204, 'insufficient_funds'],
    ])('%s', (number, code, reason) => {
      it(`is refused with ${code} and leaves nothing behind`, async () => {
        const db = ctx().database;
        const checkin = '2027-01-12';
        await setInventory(db, HOTEL, ROOM, checkin, '2027-01-14', 5, 2);
        const before = await count(db, 'select 1 from reservations');
        const b = await body(number, checkin, '2027-01-14');
        b.expected_total_price = await priceOf(b);
        const r = await a.post(HOTEL, b);
        const error = errorOf(r);
        expect(error.code).toBe(code);
        expect(error.payload).toMatchObject({ field: 'payment.token', reason });
        expect(r.body.errors[0].title).toBeTruthy();
        expect(await count(db, 'select 1 from reservations')).toBe(before);
        expect((await inventoryOf(db, HOTEL, ROOM, checkin, '2027-01-14')).map((n) => n.sold)).toEqual([2, 2]);
        await expectNoOpenAuthorisation(db);
        const failed = await query<{ status: string }>(db, `select p.status from sandbox_payments p join sandbox_tokens t on t.id = p.token_id where t.id = $1`, [(b.payment as any).token]);
        expect(failed).toEqual([{ status: 'failed' }]);
      });
    });

    it('refuses a body carrying a card number anywhere with 1000 card_data_not_allowed, before anything else', async () => {
      const b = await body('4242 4242 4242 4242', '2027-01-05', '2027-01-07');
      const sneaky = { ...b, payment: { ...b.payment, number: '4242424242424242' } };
      // Sent around the recording caller on purpose: the suite's last test checks that one stays clean.
      const session = await openClientSession(ctx().app);
      const send = (payload: object) => ctx().app.inject({ method: 'POST', url: `/api/v1/hotels/${HOTEL}/reservations`, headers: { 'client-session': session }, payload });
      const before = await count(ctx().database, 'select 1 from reservations');
      const r = await send(sneaky);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].details).toMatchObject({ code: 1000, payload: { field: 'payment.number', reason: 'card_data_not_allowed' } });
      const inNotes = await send({ ...b, guest: { ...b.guest, notes: 'my card is 5555-5555-5555-4444 exp 12/29' } });
      expect(inNotes.json().errors[0].details).toMatchObject({ code: 1000, payload: { field: 'guest.notes', reason: 'card_data_not_allowed' } });
      expect(await count(ctx().database, 'select 1 from reservations')).toBe(before);
    });

    it('refuses a card payment without a token, and a saved card without a member (9401)', async () => {
      const b = await body('4242 4242 4242 4242', '2027-01-05', '2027-01-07');
      expect(errorOf(await a.post(HOTEL, { ...b, payment: { type: 'credit_card' } })).payload).toMatchObject({ field: 'payment.token', reason: 'required' });
      expect(errorOf(await a.post(HOTEL, { ...b, payment: { type: 'credit_card', saved_card_id: 'card_abc' } }))).toMatchObject({ status: 401, code: 9401 });
    });

    it('no body this suite sent to /api/v1 carried a card number', () => {
      expect(a.sent.length).toBeGreaterThan(5);
      for (const sent of a.sent) expect(carriesCardNumber(sent), sent).toBe(false);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
