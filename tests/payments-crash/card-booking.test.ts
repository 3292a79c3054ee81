/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// Issue 27 §1-3: a card booking whose process dies at each step of the card flow (crash.ts), then
// the restart and the expiry job past the 15-minute window. Whatever the step: no payment at the
// gateway is captured or left authorised without its record on the reservation; a payment taken
// for a booking that can be kept confirms it (done, mail queued), one for a booking ended
// meanwhile is refunded and recorded; and the booking's Idempotency-Key answers a retry at once
// with that outcome, never "in progress".
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { expirePendingPayments } from '../../apps/api/src/jobs/expire-pending-payments.ts';
import { ABANDONED_CLAIM_MS, PENDING_WINDOW_MS } from '../../apps/api/src/modules/reservations/index.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { arrivalQuestion, count, inventoryOf, kyotoBody, NOW, noLookupLimit, setInventory } from '../reservations/helpers.ts';
import { cardApi, cardPayment, expectNoOpenAuthorisation, sandboxPayments, type CardApi } from '../payments-flow/support.ts';
import { crashAt, type CrashPoint } from './crash.ts';

const HOTEL = 'kyoto-gion';
const ROOM = 'modern-twin';
const PAYS = '4242 4242 4242 4242';
const CHALLENGE = '4000 0000 0000 3220';
const DECLINED = '4000 0000 0000 0002';
const PAST_WINDOW_MS = 16 * 60 * 1000;

interface Row {
  id: number;
  reservation_number: string;
  status: string;
  payment_status: string | null;
  gateway_payment_id: string | null;
}

forEachDatabase(
  'payments crash: a card booking whose process dies at each step',
  (ctx) => {
    let a: CardApi;
    let questionId: number;

    beforeAll(async () => {
      a = await cardApi(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    const priced = async (card: string, checkin: string, checkout: string, type: any = 'credit_card', plan = 'kaiseki') => {
      const b: any = { ...kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: `${plan}_${ROOM}`, adults: 2 }] }), payment: await cardPayment(ctx().app, card, type) };
      const { priceQuery } = await import('../../apps/api/src/modules/reservations/booking/pricing.ts');
      const search = new URLSearchParams(Object.entries(priceQuery(b)).map(([k, v]) => [k, String(v)]));
      b.expected_total_price = (await a.get(`/api/v1/hotels/${HOTEL}/rooms/price?${search}`)).body.data.prices.total_price;
      return b;
    };

    const reservationOn = async (checkin: string): Promise<Row> => {
      const rows = await query<Row>(ctx().database, `select id, reservation_number, status, payment_status, gateway_payment_id from reservations where checkin_date = $1`, [checkin]);
      expect(rows).toHaveLength(1);
      return rows[0];
    };

    const confirmations = (id: number) => count(ctx().database, `select 1 from mail_outbox where reservation_id = ${Number(id)} and kind = 'booking_confirmation'`);

    /** Books `card` with `key` while the process dies at `point`; returns the body and the state the restart finds. */
    const bookAndDie = async (point: CrashPoint, card: string, checkin: string, checkout: string, type?: string, plan?: string) => {
      await setInventory(ctx().database, HOTEL, ROOM, checkin, checkout, 4, 1);
      const b = await priced(card, checkin, checkout, type, plan);
      expect(b.expected_total_price, 'priced').toBeGreaterThan(0);
      const key = randomUUID();
      const crash = crashAt(ctx().app, point);
      let r;
      try {
        r = await a.post(HOTEL, b, { 'idempotency-key': key });
      } finally {
        crash.revive();
      }
      expect(crash.died(), 'the process died at the step').toBe(true);
      expect(r.status).toBe(500);
      const before = await reservationOn(checkin);
      // The crashed state: pending, its payment never recorded.
      expect(before).toMatchObject({ status: 'payment_pending', payment_status: null, gateway_payment_id: null });
      return { b, key, before };
    };

    /** The restart: past the window, the expiry job runs. */
    const restartAndExpire = async () => {
      ctx().clock.advance(PAST_WINDOW_MS);
      await expirePendingPayments(ctx().app);
    };

    /** A retry of the key answers at once (well under the 30 s wait) and never "in progress". */
    const retry = async (b: any, key: string) => {
      const started = Date.now();
      const r = await a.post(HOTEL, b, { 'idempotency-key': key });
      expect(Date.now() - started, 'the retry is answered promptly').toBeLessThan(5_000);
      expect(JSON.stringify(r.body)).not.toContain('idempotency_key_in_progress');
      return r;
    };

    /** Every payment the gateway holds or took for this reservation is recorded on it. */
    const expectRecorded = async (row: Row) => {
      const payments = await sandboxPayments(ctx().database, row.reservation_number);
      expect(payments).toHaveLength(1);
      expect(row.gateway_payment_id).toBe(payments[0].id);
      await expectNoOpenAuthorisation(ctx().database);
      return payments[0];
    };

    it.each([
      ['after_authorize', '2027-03-01'],
      ['after_capture', '2027-03-03'],
      ['before_finish', '2027-03-05'],
    ] as const)('dies %s: the job captures what is due, records it and confirms the booking; the key replays the booking', async (point, checkin) => {
      const checkout = checkin.replace(/..$/, (d) => String(Number(d) + 1).padStart(2, '0'));
      const { b, key, before } = await bookAndDie(point, PAYS, checkin, checkout);
      await restartAndExpire();
      const after = await reservationOn(checkin);
      expect(after).toMatchObject({ status: 'done', payment_status: 'captured' });
      const payment = await expectRecorded(after);
      expect(payment).toMatchObject({ status: 'captured', amount_captured: b.expected_total_price });
      expect(await confirmations(before.id)).toBe(1);
      expect((await inventoryOf(ctx().database, HOTEL, ROOM, checkin, checkout))[0].sold).toBe(2);
      const again = await retry(b, key);
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(again.body.data).toMatchObject({ reservation_number: before.reservation_number, status: 'done', reservation: { payment: { status: 'captured' } } });
      // The replayed bypass token is the real one: it opens the booking.
      const opened = await a.get(`/api/v1/hotels/${HOTEL}/reservations/${before.reservation_number}?bypass_token=${again.body.data.bypass_token}`);
      expect(opened.status).toBe(200);
      // Running the job again changes nothing: one capture, one mail.
      await expirePendingPayments(ctx().app);
      expect(await confirmations(before.id)).toBe(1);
      expect(await sandboxPayments(ctx().database, before.reservation_number)).toMatchObject([{ status: 'captured', amount_captured: b.expected_total_price }]);
    });

    it('dies before finish of a card guarantee: the verification is kept, nothing is captured, the booking is done', async () => {
      // The guarantee as payment-flow/types.test.ts offers it: the hotel's option, the late-arrival plan.
      const options = ['credit_card', 'on_site_credit_card_required'].map((t) => ({ payment_type: t, enabled: true }));
      await query(ctx().database, `update hotels set payment_options = $1::jsonb where code = $2`, [JSON.stringify(options), HOTEL]);
      const { b, key, before } = await bookAndDie('before_finish', PAYS, '2027-03-07', '2027-03-08', 'on_site_credit_card_required', 'late-arrival');
      await restartAndExpire();
      const after = await reservationOn('2027-03-07');
      expect(after).toMatchObject({ status: 'done', payment_status: 'authorized' });
      expect(await expectRecorded(after)).toMatchObject({ status: 'authorized', amount: 0, amount_captured: 0 });
      expect(await confirmations(before.id)).toBe(1);
      const again = await retry(b, key);
      expect(again.status).toBe(201);
      expect(again.body.data.status).toBe('done');
    });

    it('dies after 3-D Secure was required: past the window the challenge is voided and recorded, the booking cancelled, the key refused with 3001', async () => {
      const { b, key, before } = await bookAndDie('after_authorize', CHALLENGE, '2027-03-09', '2027-03-10');
      await restartAndExpire();
      const after = await reservationOn('2027-03-09');
      expect(after).toMatchObject({ status: 'cancelled', payment_status: 'cancelled' });
      const [payment] = await sandboxPayments(ctx().database, before.reservation_number);
      expect(after.gateway_payment_id).toBe(payment.id);
      expect(payment.status).toMatch(/^(expired|cancelled)$/);
      expect((await inventoryOf(ctx().database, HOTEL, ROOM, '2027-03-09', '2027-03-10'))[0].sold).toBe(1);
      expect(await confirmations(before.id)).toBe(0);
      const again = await retry(b, key);
      expect(again.status).toBe(402);
      expect(again.body.errors[0].details.code).toBe(3001);
    });

    it('dies after a refusal: the booking is cancelled as failed and the key answers the card\'s code', async () => {
      const { b, key } = await bookAndDie('after_authorize', DECLINED, '2027-03-11', '2027-03-12');
      await restartAndExpire();
      const after = await reservationOn('2027-03-11');
      expect(after).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
      expect(after.gateway_payment_id).toBe((await sandboxPayments(ctx().database, after.reservation_number))[0].id);
      const again = await retry(b, key);
      expect(again.status).toBe(402);
      expect(again.body.errors[0].details.code).toBe(3003);
    });

    it('dies after capture, and the booking is ended while the job asks the gateway: the capture is refunded and recorded', async () => {
      const { b, key, before } = await bookAndDie('after_capture', PAYS, '2027-03-13', '2027-03-14');
      ctx().clock.advance(PAST_WINDOW_MS);
      // A second settler (another process's job, the guest's return) ends the booking between the
      // job's question and its write: the job's conditional write loses, and it gives the money back.
      const gateway = ctx().app.payments;
      const find = gateway.findByIdempotencyKey;
      gateway.findByIdempotencyKey = async (k) => {
        const found = await find.call(gateway, k);
        await query(ctx().database, `update reservations set status = 'cancelled', payment_status = 'cancelled' where id = $1`, [before.id]);
        return found;
      };
      try {
        await expirePendingPayments(ctx().app);
      } finally {
        gateway.findByIdempotencyKey = find;
      }
      const after = await reservationOn('2027-03-13');
      expect(after.status).toBe('cancelled');
      const [payment] = await sandboxPayments(ctx().database, before.reservation_number);
      expect(after.gateway_payment_id).toBe(payment.id);
      expect((await ctx().app.payments.status(payment.id)).refunded).toBe(b.expected_total_price);
      expect(await query(ctx().database, `select gateway_payment_id, amount::int as amount from payment_refunds where reservation_id = $1`, [before.id])).toEqual([{ gateway_payment_id: payment.id, amount: b.expected_total_price }]);
      expect(await confirmations(before.id)).toBe(0);
      await expectNoOpenAuthorisation(ctx().database);
      const again = await retry(b, key);
      expect(again.status).toBeGreaterThanOrEqual(400);
    });

    it('a claim left unanswered with nothing of its call left is released past its bound, not "in progress" for ever', async () => {
      const db = ctx().database;
      await setInventory(db, HOTEL, ROOM, '2027-03-15', '2027-03-16', 4, 1);
      const b = await priced(PAYS, '2027-03-15', '2027-03-16');
      const key = randomUUID();
      // The state a call that died leaves when its claim names no reservation (keys claimed before
      // claims were linked): made by a first booking whose reservation and link are then taken away.
      expect((await a.post(HOTEL, b, { 'idempotency-key': key })).status).toBe(201);
      const [claim] = await query<{ id: number }>(db, `select id from idempotency_keys order by id desc limit 1`);
      const number = (await reservationOn('2027-03-15')).reservation_number;
      await query(db, `update idempotency_keys set response_status = 0, response_body = '{}'::jsonb, reservation_id = null where id = $1`, [claim.id]);
      await query(db, `update reservations set status = 'cancelled', payment_status = 'cancelled', idempotency_key_id = null where reservation_number = $1`, [number]);
      ctx().clock.advance(21 * 60 * 1000);
      await expirePendingPayments(ctx().app);
      expect(await count(db, `select 1 from idempotency_keys where id = ${Number(claim.id)}`)).toBe(0);
      const again = await retry({ ...b, payment: await cardPayment(ctx().app, PAYS) }, key);
      expect(again.status).not.toBe(409);
      // The bound the 21 minutes above passed: longer than the pending window, so a live booking is never cut.
      expect(ABANDONED_CLAIM_MS).toBeGreaterThan(PENDING_WINDOW_MS);
      expect(ABANDONED_CLAIM_MS).toBeLessThan(21 * 60 * 1000);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
