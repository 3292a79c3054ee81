/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// A cancelled card booking shows where its money went, on both databases: GET of the reservation
// (the guest's page opened again) and the staff console's detail show paid, the fee, refunded,
// whether it was refunded in part or in full, and each refund row with its amount, the clock's
// time and its reason; the cancellation mail says what was paid.
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { cardPayment } from '../payments-flow/support.ts';
import { api, arrivalQuestion, kyotoBody, NOW, noLookupLimit, priced, setInventory, type Api } from '../reservations/helpers.ts';

const HOTEL = 'kyoto-gion';
const PLAN = 'full-prepay_modern-twin';
const FRONT_DESK = { email: 'frontdesk@kyoto-gion.example', password: 'Noren-Staff-1' };

forEachDatabase(
  'manage: refunds shown with the payment',
  (ctx) => {
    let a: Api;
    let session: string;
    let questionId: number;

    beforeAll(async () => {
      questionId = await arrivalQuestion(ctx().database);
    });

    // Client sessions last 0.75 day on the clock, so each move of the clock opens a new one.
    const at = async (when: string) => {
      ctx().clock.set(new Date(when));
      a = await api(ctx().app);
      session = await openClientSession(ctx().app);
    };

    const put = async (url: string, payload: unknown) => {
      const r = await ctx().app.inject({ method: 'PUT', url, headers: { 'client-session': session }, payload: payload as object });
      return { status: r.statusCode, body: r.json() };
    };

    const staffDetail = async (number: string) => {
      const { app } = ctx();
      const staffSession = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
      const signIn = await app.inject({ method: 'POST', url: '/api/v1/staff/sign_in', headers: { 'client-session': staffSession }, payload: FRONT_DESK });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const r = await app.inject({
        method: 'GET', url: `/api/v1/staff/hotels/${HOTEL}/reservations/${number}`,
        headers: { 'client-session': staffSession, authorization: `Bearer ${signIn.json().data.session}` },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    };

    /** One night on the full-prepay plan paid by card: the total is captured at booking. */
    async function bookByCard(checkin: string, checkout: string) {
      await setInventory(ctx().database, HOTEL, 'modern-twin', checkin, checkout, 10, 0);
      const body = await priced(a, HOTEL, kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: PLAN, adults: 2 }] }));
      const r = await a.post(HOTEL, { ...body, payment: await cardPayment(ctx().app, '4242 4242 4242 4242', 'credit_card_full') });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.data;
    }

    it('a cancellation fee: paid X, fee Y, refunded X − Y, partly refunded, on GET and in the staff console', async () => {
      await at(NOW);
      const booked = await bookByCard('2026-12-27', '2026-12-28');
      const total = booked.reservation.prices.total_price as number;
      expect(booked.reservation.payment).toMatchObject({
        status: 'captured', currency: 'JPY', paid_amount: total, refunded_amount: 0, cancellation_fee: null, refund_status: 'none', refunds: [],
      });

      await at('2026-12-26T03:00:00.000Z'); // the day before in Tokyo: 50%
      const url = `/api/v1/hotels/${HOTEL}/reservations/${booked.reservation_number}`;
      const fee = Math.floor((total * 50) / 100);
      const cancelled = await put(`${url}/cancel?bypass_token=${booked.bypass_token}`, { reason: 'change_of_plans', cancellation_fee_displayed: fee });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.data).toMatchObject({ refund_status: 'refunded', refund_amount: total - fee });

      const payment = {
        type: 'credit_card_full', status: 'captured', currency: 'JPY', paid_amount: total, cancellation_fee: fee, refunded_amount: total - fee,
        refund_status: 'partly_refunded', refunds: [{ amount: total - fee, currency: 'JPY', reason: 'cancellation', refunded_at: '2026-12-26T03:00:00.000Z' }],
      };
      const seen = await a.get(`${url}?bypass_token=${booked.bypass_token}`);
      expect(seen.status, JSON.stringify(seen.body)).toBe(200);
      expect(seen.body.data).toMatchObject({ status: 'cancelled', payment });
      expect((await staffDetail(booked.reservation_number)).payment).toMatchObject(payment);

      const rows = await query<any>(ctx().database, `select f.amount::int as amount, f.currency, f.reason, f.refunded_at, f.gateway_payment_id from payment_refunds f
        join reservations r on r.id = f.reservation_id where r.reservation_number = $1`, [booked.reservation_number]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amount: total - fee, currency: 'JPY', reason: 'cancellation' });
      expect(new Date(rows[0].refunded_at).toISOString()).toBe('2026-12-26T03:00:00.000Z');
      expect(rows[0].gateway_payment_id).toMatch(/\S/);

      const [mail] = await query<{ text_body: string }>(ctx().database, `select m.text_body from mail_outbox m join reservations r on r.id = m.reservation_id
        where r.reservation_number = $1 and m.kind = 'cancellation'`, [booked.reservation_number]);
      const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
      expect(mail.text_body).toContain(`Paid online: ${yen(total)}`);
      expect(mail.text_body).toContain(`Cancellation fee: ${yen(fee)}`);
      expect(mail.text_body).toContain(`Refund: ${yen(total - fee)}`);
    });

    it('a free cancellation gives everything back: refunded in full, fee 0', async () => {
      await at(NOW);
      const booked = await bookByCard('2027-01-20', '2027-01-21');
      const total = booked.reservation.prices.total_price as number;
      const url = `/api/v1/hotels/${HOTEL}/reservations/${booked.reservation_number}`;
      await at('2026-11-23T01:30:00.000Z');
      const cancelled = await put(`${url}/cancel?bypass_token=${booked.bypass_token}`, { reason: 'illness', cancellation_fee_displayed: 0 });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const payment = {
        paid_amount: total, cancellation_fee: 0, refunded_amount: total, refund_status: 'refunded',
        refunds: [{ amount: total, currency: 'JPY', reason: 'cancellation', refunded_at: '2026-11-23T01:30:00.000Z' }],
      };
      expect((await a.get(`${url}?bypass_token=${booked.bypass_token}`)).body.data.payment).toMatchObject(payment);
      expect((await staffDetail(booked.reservation_number)).payment).toMatchObject(payment);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
