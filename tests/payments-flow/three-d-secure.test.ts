/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// The 3-D Secure card (4000 0000 0000 3220) through a booking: the reservation waits as
// payment_pending (pre_3d_secure, 15 minutes) with the challenge URL; the guest answers on the
// sandbox page; payment_result reads the gateway and ends it. Success captures; three wrong codes
// or cancel end it cancelled with its rooms released; 15 minutes without an answer, and the job
// cancels it and releases the rooms.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { expirePendingPayments } from '../../apps/api/src/jobs/expire-pending-payments.ts';
import { priceQuery } from '../../apps/api/src/modules/reservations/index.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { arrivalQuestion, inventoryOf, kyotoBody, NOW, noLookupLimit, setInventory } from '../reservations/helpers.ts';
import { answerChallenge, cardApi, cardPayment, carriesCardNumber, expectNoOpenAuthorisation, sandboxPayments, type CardApi } from './support.ts';

const HOTEL = 'kyoto-gion';
const ROOM = 'modern-twin';
const CHALLENGE_CARD = '4000 0000 0000 3220';

async function oneTimeCode(app: FastifyInstance, challengeUrl: string): Promise<string> {
  const page = await app.inject({ method: 'GET', url: challengeUrl });
  expect(page.statusCode).toBe(200);
  return /data-testid="one-time-code">(\d{6})</.exec(page.body)![1];
}

forEachDatabase(
  'payments flow: 3-D Secure',
  (ctx) => {
    let a: CardApi;
    let questionId: number;

    beforeAll(async () => {
      a = await cardApi(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    /** Books the challenge card for [checkin, checkin + 1) with 4 rooms, 1 sold; returns the 201 data. */
    const bookChallenged = async (checkin: string, checkout: string) => {
      const db = ctx().database;
      await setInventory(db, HOTEL, ROOM, checkin, checkout, 4, 1);
      const b: any = { ...kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: `kaiseki_${ROOM}`, adults: 2 }] }), payment: await cardPayment(ctx().app, CHALLENGE_CARD) };
      const search = new URLSearchParams(Object.entries(priceQuery(b)).map(([k, v]) => [k, String(v)]));
      b.expected_total_price = (await a.get(`/api/v1/hotels/${HOTEL}/rooms/price?${search}`)).body.data.prices.total_price;
      const r = await a.post(HOTEL, b);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const data = r.body.data;
      expect(data.status).toBe('payment_pending');
      expect(data.reservation.payment.status).toBe('pre_3d_secure');
      expect(data.challenge_url).toMatch(/^\/sandbox-gateway\/3ds\/pay_/);
      expect(new Date(data.payment_expires_at).getTime() - ctx().clock.now().getTime()).toBe(15 * 60 * 1000);
      expect((await inventoryOf(db, HOTEL, ROOM, checkin, checkout))[0].sold).toBe(2);
      return { data, total: b.expected_total_price as number };
    };

    const row = async (number: string) =>
      (await query<{ status: string; payment_status: string }>(ctx().database, `select status, payment_status from reservations where reservation_number = $1`, [number]))[0];

    it('success: the right code, then payment_result captures and the booking is done', async () => {
      const { data, total } = await bookChallenged('2027-02-01', '2027-02-02');
      const code = await oneTimeCode(ctx().app, data.challenge_url);
      const back = await answerChallenge(ctx().app, data.challenge_url, { code, action: 'submit' });
      expect(back.status).toBe(303);
      expect(back.location).toMatch(new RegExp(`^/reservation/3ds-return\\?code=${HOTEL}&number=${data.reservation_number}&payment_id=pay_.+&result=success$`));
      const r = await a.paymentResult(HOTEL, data.reservation_number, data.bypass_token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject({ status: 'done', payment_status: 'captured', failure: null });
      expect(await row(data.reservation_number)).toEqual({ status: 'done', payment_status: 'captured' });
      expect(await sandboxPayments(ctx().database, data.reservation_number)).toMatchObject([{ status: 'captured', amount_captured: total }]);
      expect((await inventoryOf(ctx().database, HOTEL, ROOM, '2027-02-01', '2027-02-02'))[0].sold).toBe(2);
      // Asking again changes nothing.
      expect((await a.paymentResult(HOTEL, data.reservation_number, data.bypass_token)).body.data.payment_status).toBe('captured');
    });

    it('failure: three wrong codes fail the challenge; the booking is cancelled and its room released', async () => {
      const { data } = await bookChallenged('2027-02-03', '2027-02-04');
      for (let i = 0; i < 2; i++) expect((await answerChallenge(ctx().app, data.challenge_url, { code: '000000', action: 'submit' })).status).toBe(422);
      const back = await answerChallenge(ctx().app, data.challenge_url, { code: '000000', action: 'submit' });
      expect(back.location).toMatch(/result=failed$/);
      // The query string is never trusted: a forged "success" changes nothing.
      const r = await a.paymentResult(HOTEL, data.reservation_number, data.bypass_token);
      expect(r.body.data).toMatchObject({ status: 'cancelled', payment_status: 'failed', failure: { code: 3006 } });
      expect((await inventoryOf(ctx().database, HOTEL, ROOM, '2027-02-03', '2027-02-04'))[0].sold).toBe(1);
      await expectNoOpenAuthorisation(ctx().database);
    });

    it('cancel: the guest cancels on the page; the booking is cancelled (3008) and its room released', async () => {
      const { data } = await bookChallenged('2027-02-05', '2027-02-06');
      const back = await answerChallenge(ctx().app, data.challenge_url, { action: 'cancel' });
      expect(back.location).toMatch(/result=cancelled$/);
      const r = await a.paymentResult(HOTEL, data.reservation_number, data.bypass_token);
      expect(r.body.data).toMatchObject({ status: 'cancelled', payment_status: 'cancelled', failure: { code: 3008 } });
      expect((await inventoryOf(ctx().database, HOTEL, ROOM, '2027-02-05', '2027-02-06'))[0].sold).toBe(1);
    });

    it('payment_result needs the bypass token: a wrong one is 404 and changes nothing', async () => {
      const { data } = await bookChallenged('2027-02-07', '2027-02-08');
      const r = await a.paymentResult(HOTEL, data.reservation_number, 'wrong-token');
      expect(r.status).toBe(404);
      expect(await row(data.reservation_number)).toEqual({ status: 'payment_pending', payment_status: 'pre_3d_secure' });
      // Still waiting: payment_result answers the pending state.
      expect((await a.paymentResult(HOTEL, data.reservation_number, data.bypass_token)).body.data).toMatchObject({ status: 'payment_pending', payment_status: 'pre_3d_secure', failure: null });
    });

    it('timeout: 15 minutes later the job cancels every unanswered booking and releases its rooms', async () => {
      const { data } = await bookChallenged('2027-02-09', '2027-02-10');
      const early = await expirePendingPayments(ctx().app);
      expect(early.reservations).toBe(0);
      ctx().clock.advance(15 * 60 * 1000);
      const report = await expirePendingPayments(ctx().app);
      expect(report.reservations).toBeGreaterThanOrEqual(1);
      expect(await row(data.reservation_number)).toEqual({ status: 'cancelled', payment_status: 'cancelled' });
      expect((await inventoryOf(ctx().database, HOTEL, ROOM, '2027-02-09', '2027-02-10'))[0].sold).toBe(1);
      expect(await sandboxPayments(ctx().database, data.reservation_number)).toMatchObject([{ status: 'expired' }]);
      const r = await a.paymentResult(HOTEL, data.reservation_number, data.bypass_token);
      expect(r.body.data).toMatchObject({ status: 'cancelled', failure: { code: 3001 } });
      // Nothing pending is left past its window.
      expect(await query(ctx().database, `select 1 from reservations where status = 'payment_pending' and payment_expires_at <= $1::timestamptz`, [ctx().clock.now().toISOString()])).toEqual([]);
      await expectNoOpenAuthorisation(ctx().database);
    });

    it('no body sent to /api/v1 carried a card number', () => {
      for (const sent of a.sent) expect(carriesCardNumber(sent), sent).toBe(false);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
