/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// 100 parallel card bookings for the last 3 rooms of a night: exactly 3 captured payments, 97
// clear sold-out refusals, and no authorisation left open (the rooms are taken before the gateway
// is asked, so a refused booking never authorises). Racing twins with one Idempotency-Key book
// and charge once and get the same answer; a refused card's twin gets the same refusal.
import { beforeAll, expect, it } from 'vitest';
import { priceQuery } from '../../apps/api/src/modules/reservations/index.ts';
import { forEachDatabase } from '../support/app.ts';
import { arrivalQuestion, count, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, setInventory } from '../reservations/helpers.ts';
import { cardApi, cardPayment, carriesCardNumber, expectNoOpenAuthorisation, sandboxPayments, type CardApi } from './support.ts';

const HOTEL = 'kyoto-gion';

forEachDatabase(
  'payments flow: concurrency and idempotency',
  (ctx) => {
    let a: CardApi;
    let questionId: number;

    beforeAll(async () => {
      a = await cardApi(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    const priced = async (b: any) => {
      const search = new URLSearchParams(Object.entries(priceQuery(b)).map(([k, v]) => [k, String(v)]));
      return { ...b, expected_total_price: (await a.get(`/api/v1/hotels/${HOTEL}/rooms/price?${search}`)).body.data.prices.total_price };
    };

    it('100 parallel card bookings for the last 3 rooms: 3 captured, 97 sold out, nothing left authorised', async () => {
      const db = ctx().database;
      await setInventory(db, HOTEL, 'hinoki-suite', '2027-03-15', '2027-03-16', 5, 2);
      const base = await priced(kyotoBody(questionId, { checkin_date: '2027-03-15', checkout_date: '2027-03-16', rooms: [{ room_plan_code: 'kaiseki_hinoki-suite', adults: 2 }] }));
      const bodies = await Promise.all(Array.from({ length: 100 }, async (_, i) => ({ ...base, guest: { ...base.guest, notes: `guest ${i}` }, payment: await cardPayment(ctx().app, '4242 4242 4242 4242') })));
      const replies = await Promise.all(bodies.map((b) => a.post(HOTEL, b)));
      const ok = replies.filter((r) => r.status === 201);
      expect(ok).toHaveLength(3);
      for (const r of ok) expect(r.body.data.reservation.payment.status).toBe('captured');
      const refused = replies.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(97);
      for (const r of refused) expect(errorOf(r)).toMatchObject({ status: 409, code: 1000, payload: { reason: 'sold_out', dates: ['2027-03-15'] } });
      expect((await inventoryOf(db, HOTEL, 'hinoki-suite', '2027-03-15', '2027-03-16'))[0]).toMatchObject({ total: 5, sold: 5 });
      expect(await count(db, `select 1 from reservations where checkin_date = '2027-03-15'`)).toBe(3);
      const payments = (await sandboxPayments(db)).filter((p) => ok.some((r) => r.body.data.reservation_number === p.reference));
      expect(payments.map((p) => p.status)).toEqual(['captured', 'captured', 'captured']);
      expect(await count(db, `select 1 from sandbox_payments p where not exists (select 1 from reservations r where r.reservation_number = p.reference) and p.status not in ('failed', 'cancelled', 'expired')`)).toBe(0);
      await expectNoOpenAuthorisation(db);
    }, 120_000);

    it('racing twins with one Idempotency-Key: one booking, one capture, the same answer', async () => {
      const db = ctx().database;
      await setInventory(db, HOTEL, 'modern-twin', '2027-03-20', '2027-03-21', 5, 0);
      const b = { ...(await priced(kyotoBody(questionId, { checkin_date: '2027-03-20', checkout_date: '2027-03-21', rooms: [{ room_plan_code: 'kaiseki_modern-twin', adults: 2 }] }))), payment: await cardPayment(ctx().app, '4242 4242 4242 4242') };
      const key = { 'idempotency-key': `twins-${crypto.randomUUID()}` };
      const replies = await Promise.all(Array.from({ length: 4 }, () => a.post(HOTEL, b, key)));
      for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
      const numbers = new Set(replies.map((r) => r.body.data.reservation_number));
      expect(numbers.size).toBe(1);
      expect(new Set(replies.map((r) => r.body.data.bypass_token)).size).toBe(1);
      const [number] = numbers;
      expect(await sandboxPayments(db, number)).toMatchObject([{ status: 'captured' }]);
      expect((await inventoryOf(db, HOTEL, 'modern-twin', '2027-03-20', '2027-03-21'))[0].sold).toBe(1);
      const later = await a.post(HOTEL, b, key);
      expect(later.body.data.reservation_number).toBe(number);
      expect(later.body.data.reservation.payment.status).toBe('captured');
    });

    it('a refused card and its twins: the same 3003 for each, one authorisation attempt, nothing booked', async () => {
      const db = ctx().database;
      await setInventory(db, HOTEL, 'modern-twin', '2027-03-22', '2027-03-23', 5, 0);
      const b = { ...(await priced(kyotoBody(questionId, { checkin_date: '2027-03-22', checkout_date: '2027-03-23', rooms: [{ room_plan_code: 'kaiseki_modern-twin', adults: 2 }] }))), payment: await cardPayment(ctx().app, '4000 0000 0000 0002') };
      const key = { 'idempotency-key': `refused-${crypto.randomUUID()}` };
      const replies = await Promise.all(Array.from({ length: 3 }, () => a.post(HOTEL, b, key)));
      for (const r of replies) expect(errorOf(r)).toMatchObject({ code: 3003, payload: { reason: 'card_declined' } });
      expect(await count(db, `select 1 from sandbox_payments p join sandbox_tokens t on t.id = p.token_id where t.id = $1`, [b.payment.token])).toBe(1);
      expect(await count(db, `select 1 from reservations where checkin_date = '2027-03-22'`)).toBe(0);
      expect((await inventoryOf(db, HOTEL, 'modern-twin', '2027-03-22', '2027-03-23'))[0].sold).toBe(0);
    });

    it('no body sent to /api/v1 carried a card number', () => {
      expect(a.sent.length).toBeGreaterThan(100);
      for (const sent of a.sent) expect(carriesCardNumber(sent), sent).toBe(false);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit, postgres: { why: 'parallel card bookings and racing Idempotency-Key twins interleave only on a server' } },
);
