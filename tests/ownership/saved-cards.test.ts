/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// Saved cards of members (issue #6) through the booking, on both databases: "save this card" keeps
// the card once the payment went through (at once, or after 3-D Secure), a failed payment keeps
// nothing, the member lists, pays with and deletes their own cards, and nobody else's card can be
// used, listed or deleted. Only the gateway's card id, brand, last four and expiry are kept.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { arrivalQuestion, kyotoBody, NOW, noLookupLimit, quote, setInventory } from '../reservations/helpers.ts';
import { cardPayment, sandboxPayments } from '../payments-flow/support.ts';
import { client, expectNoLeak, HOTEL, memberSignIn, type Client } from './support.ts';

const ROOM = 'modern-twin';
const CARDS = `/hotels/${HOTEL}/memberships/credit_cards`;

async function oneTimeCode(app: FastifyInstance, challengeUrl: string): Promise<string> {
  const page = await app.inject({ method: 'GET', url: challengeUrl });
  return /data-testid="one-time-code">(\d{6})</.exec(page.body)![1];
}

forEachDatabase(
  'ownership: saved cards at checkout',
  (ctx) => {
    let c: Client;
    let member: string;
    let member2: string;
    let questionId: number;

    const body = async (checkin: string, checkout: string, payment: Record<string, unknown>) => {
      await setInventory(ctx().database, HOTEL, ROOM, checkin, checkout, 5, 0);
      const b: any = kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: `kaiseki_${ROOM}`, adults: 2 }] });
      b.payment = payment;
      b.expected_total_price = (await quote(c.api, HOTEL, b)).prices.total_price;
      return b;
    };
    const book = (b: unknown, bearer: string | null) => c.call('POST', `/hotels/${HOTEL}/reservations`, { payload: b, bearer });
    const cards = async (bearer: string) => {
      const r = await c.call('GET', CARDS, { bearer });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as Array<{ id: number; brand: string; last4: string; exp_month: number; exp_year: number }>;
    };
    const gatewayCards = async () => query<{ id: string; customer: string }>(ctx().database, `select id, customer from sandbox_tokens where reusable and deleted_at is null order by id`);

    beforeAll(async () => {
      c = await client(ctx().app);
      member = await memberSignIn(c, 'member@noren.example', 'Noren-Member-1');
      member2 = await memberSignIn(c, 'member2@noren.example', 'Noren-Member-2');
      questionId = await arrivalQuestion(ctx().database);
    });

    describe('in order', () => {
      let cardId: number;

      it('a guest cannot save a card, nor pay with a saved one', async () => {
        const save = await book(await body('2027-03-01', '2027-03-02', { ...(await cardPayment(ctx().app, '4242 4242 4242 4242')), save_card: true }), null);
        expect(expectNoLeak(save, '')).toMatchObject({ status: 400, code: 1000, payload: { field: 'payment.save_card', reason: 'member_only' } });
        const use = await book(await body('2027-03-01', '2027-03-02', { type: 'credit_card', saved_card_id: '1' }), null);
        expect(use.status).toBe(401);
        expect(await gatewayCards()).toEqual([]);
      });

      it('a failed payment saves nothing, here or at the gateway', async () => {
        const r = await book(await body('2027-03-03', '2027-03-04', { ...(await cardPayment(ctx().app, '4000 0000 0000 0002')), save_card: true }), member);
        expect(expectNoLeak(r, '')).toMatchObject({ code: 3003 });
        expect(await cards(member)).toEqual([]);
        expect(await gatewayCards()).toEqual([]);
      });

      it('save_card keeps the card once the booking is paid, with brand, last four and expiry only', async () => {
        const r = await book(await body('2027-03-05', '2027-03-06', { ...(await cardPayment(ctx().app, '4242 4242 4242 4242')), save_card: true }), member);
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        expect(r.body.data.reservation.payment.status).toBe('captured');
        const list = await cards(member);
        expect(list).toEqual([{ id: expect.any(Number), brand: 'visa', last4: '4242', exp_month: expect.any(Number), exp_year: expect.any(Number) }]);
        cardId = list[0].id;
        const [row] = await query<Record<string, unknown>>(ctx().database, `select * from saved_cards where id = $1`, [cardId]);
        expect(row.gateway_token).toMatch(/^card_/);
        expect(JSON.stringify(row)).not.toMatch(/4242424242424242/);
        // The payment was made with the kept card.
        const [payment] = await sandboxPayments(ctx().database, r.body.data.reservation_number);
        const [token] = await query<{ token_id: string }>(ctx().database, `select token_id from sandbox_payments where id = $1`, [payment.id]);
        expect(token.token_id).toBe(row.gateway_token);
      });

      it('the member pays again with the saved card; the same card saved again is kept once', async () => {
        const r = await book(await body('2027-03-07', '2027-03-08', { type: 'credit_card', saved_card_id: String(cardId) }), member);
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        expect(r.body.data.reservation.payment.status).toBe('captured');
        const again = await book(await body('2027-03-09', '2027-03-10', { ...(await cardPayment(ctx().app, '4242 4242 4242 4242')), save_card: true }), member);
        expect(again.status, JSON.stringify(again.body)).toBe(201);
        expect((await cards(member)).map((x) => x.id)).toEqual([cardId]);
      });

      it('nobody else can see, use or delete the card', async () => {
        expect(await cards(member2)).toEqual([]);
        for (const id of [String(cardId), '999999', 'card_abc', '-1']) {
          const r = await book(await body('2027-03-11', '2027-03-12', { type: 'credit_card', saved_card_id: id }), member2);
          const error = expectNoLeak(r, '');
          expect(error, id).toMatchObject({ status: 422, code: 1000, payload: { field: 'payment.saved_card_id', reason: 'unknown_saved_card' } });
          expect(JSON.stringify(r.body)).not.toContain('4242');
        }
        const del = await c.call('DELETE', `${CARDS}/${cardId}`, { bearer: member2 });
        expect(del.status).toBe(404);
        expect((await cards(member)).map((x) => x.id)).toEqual([cardId]);
        expect((await c.call('GET', CARDS)).status).toBe(401);
      });

      it('the member deletes the card; it can no longer pay', async () => {
        expect((await c.call('DELETE', `${CARDS}/${cardId}`, { bearer: member })).status).toBe(204);
        expect(await cards(member)).toEqual([]);
        expect(await gatewayCards()).toEqual([]);
        const r = await book(await body('2027-03-13', '2027-03-14', { type: 'credit_card', saved_card_id: String(cardId) }), member);
        expect(expectNoLeak(r, '')).toMatchObject({ status: 422, payload: { reason: 'unknown_saved_card' } });
      });

      it('3-D Secure: the card is kept on the successful payment_result, and not before', async () => {
        const r = await book(await body('2027-03-15', '2027-03-16', { ...(await cardPayment(ctx().app, '4000 0000 0000 3220')), save_card: true }), member);
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        const data = r.body.data;
        expect(data.status).toBe('payment_pending');
        expect(await cards(member)).toEqual([]);
        const code = await oneTimeCode(ctx().app, data.challenge_url);
        await ctx().app.inject({ method: 'POST', url: data.challenge_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `code=${code}&action=submit` });
        const result = await c.call('POST', `/hotels/${HOTEL}/reservations/${data.reservation_number}/payment_result`, { payload: { bypass_token: data.bypass_token } });
        expect(result.body.data).toMatchObject({ status: 'done', payment_status: 'captured' });
        expect((await cards(member)).map((x) => x.last4)).toEqual(['3220']);
      });

      it('3-D Secure cancelled: nothing is kept', async () => {
        const r = await book(await body('2027-03-17', '2027-03-18', { ...(await cardPayment(ctx().app, '4000 0000 0000 3220')), save_card: true }), member2);
        const data = r.body.data;
        await ctx().app.inject({ method: 'POST', url: data.challenge_url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=cancel' });
        const result = await c.call('POST', `/hotels/${HOTEL}/reservations/${data.reservation_number}/payment_result`, { payload: { bypass_token: data.bypass_token } });
        expect(result.body.data.status).toBe('cancelled');
        expect(await cards(member2)).toEqual([]);
        const [m2] = await query<{ id: number }>(ctx().database, `select id from members where email_normalised = 'member2@noren.example'`);
        expect((await gatewayCards()).filter((g) => g.customer.endsWith(`:${m2.id}`))).toEqual([]);
      });
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
