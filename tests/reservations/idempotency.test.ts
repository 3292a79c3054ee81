// Idempotency-Key on POST /hotels/{id}/reservations: a repeat, even a racing one, returns the
// first answer and books nothing twice; the key with a different body is refused.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { api, arrivalQuestion, count, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, priced, setInventory, type Api } from './helpers.ts';
import { client, memberSignIn } from '../ownership/support.ts';

forEachDatabase(
  'reservations: Idempotency-Key',
  (ctx) => {
    let a: Api;
    let questionId: number;

    beforeAll(async () => {
      a = await api(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    const stay = (checkin: string, checkout: string) => kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout });

    it('replays the first answer, bypass token included, and books once', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'tatami-standard', '2027-02-02', '2027-02-03', 5, 0);
      const body = await priced(a, 'kyoto-gion', stay('2027-02-02', '2027-02-03'));
      const key = randomUUID();
      const first = await a.post('kyoto-gion', body, { 'idempotency-key': key });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const again = await a.post('kyoto-gion', body, { 'idempotency-key': key });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await count(db, `select 1 from reservations where checkin_date = '2027-02-02'`)).toBe(1);
      expect((await inventoryOf(db, 'kyoto-gion', 'tatami-standard', '2027-02-02', '2027-02-03'))[0].sold).toBe(1);
      // The replayed token opens the reservation: it is the real one, not a placeholder.
      const opened = await a.get(`/api/v1/hotels/kyoto-gion/reservations/${again.body.data.reservation_number}?bypass_token=${again.body.data.bypass_token}`);
      expect(opened.status).toBe(200);
      const [stored] = await query<{ dump: string }>(db, 'select t::text as dump from idempotency_keys t');
      expect(stored.dump).not.toContain(first.body.data.bypass_token);
      expect(stored.dump).not.toContain(key);
    });

    it('books once when identical requests with one key race each other', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'tatami-standard', '2027-02-09', '2027-02-10', 5, 0);
      const body = await priced(a, 'kyoto-gion', stay('2027-02-09', '2027-02-10'));
      const key = randomUUID();
      const replies = await Promise.all(Array.from({ length: 6 }, () => a.post('kyoto-gion', body, { 'idempotency-key': key })));
      for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(new Set(replies.map((r) => r.body.data.reservation_number)).size).toBe(1);
      expect(new Set(replies.map((r) => r.body.data.bypass_token)).size).toBe(1);
      expect(await count(db, `select 1 from reservations where checkin_date = '2027-02-09'`)).toBe(1);
      expect((await inventoryOf(db, 'kyoto-gion', 'tatami-standard', '2027-02-09', '2027-02-10'))[0].sold).toBe(1);
    });

    it('refuses the key with a different body (422, idempotency_key_reused), and a key too short to protect the answer', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'tatami-standard', '2027-02-16', '2027-02-18', 5, 0);
      const body = await priced(a, 'kyoto-gion', stay('2027-02-16', '2027-02-17'));
      const key = randomUUID();
      expect((await a.post('kyoto-gion', body, { 'idempotency-key': key })).status).toBe(201);
      const other = await priced(a, 'kyoto-gion', stay('2027-02-17', '2027-02-18'));
      expect(errorOf(await a.post('kyoto-gion', other, { 'idempotency-key': key }))).toMatchObject({
        status: 422, code: 1000, payload: { field: 'Idempotency-Key', reason: 'idempotency_key_reused' },
      });
      expect(errorOf(await a.post('kyoto-gion', other, { 'idempotency-key': 'short' }))).toMatchObject({ status: 400, code: 1000, payload: { field: 'idempotency-key' } });
      expect(await count(db, `select 1 from reservations where checkin_date = '2027-02-17'`)).toBe(0);
    });

    it('does not keep a refusal: the same key books once the problem is fixed', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'tatami-standard', '2027-02-23', '2027-02-24', 5, 0);
      const body = await priced(a, 'kyoto-gion', stay('2027-02-23', '2027-02-24'));
      const key = randomUUID();
      expect(errorOf(await a.post('kyoto-gion', { ...body, expected_total_price: body.expected_total_price + 1 }, { 'idempotency-key': key })).payload.reason).toBe('price_changed');
      expect(await count(db, 'select 1 from idempotency_keys')).toBeGreaterThan(0);
      const r = await a.post('kyoto-gion', { ...body, expected_total_price: body.expected_total_price + 1 }, { 'idempotency-key': key });
      expect(r.status).toBe(409);
      expect((await a.post('kyoto-gion', body, { 'idempotency-key': randomUUID() })).status).toBe(201);
    });

    it('scopes the key to the account: another member, or a guest, with the same key and body books its own, never replays the first', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'tatami-standard', '2027-03-02', '2027-03-03', 5, 0);
      const body = await priced(a, 'kyoto-gion', stay('2027-03-02', '2027-03-03'));
      const c = await client(ctx().app);
      const bearer = (session: string) => ({ authorization: `Bearer ${session}` });
      const member = await memberSignIn(c, 'member@noren.example', 'Noren-Member-1');
      const member2 = await memberSignIn(c, 'member2@noren.example', 'Noren-Member-2');
      const key = randomUUID();
      const first = await a.post('kyoto-gion', body, { 'idempotency-key': key, ...bearer(member) });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const replies = [
        await a.post('kyoto-gion', body, { 'idempotency-key': key, ...bearer(member2) }),
        await a.post('kyoto-gion', body, { 'idempotency-key': key }),
      ];
      for (const r of replies) {
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        expect(r.body.data.reservation_number).not.toBe(first.body.data.reservation_number);
        expect(JSON.stringify(r.body)).not.toContain(first.body.data.bypass_token);
      }
      expect(new Set(replies.map((r) => r.body.data.reservation_number)).size).toBe(2);
      // The first member's own retry still replays its booking.
      expect(await a.post('kyoto-gion', body, { 'idempotency-key': key, ...bearer(member) })).toEqual(first);
      const owners = await query<{ member_id: number | null }>(db, `select member_id from reservations where checkin_date = '2027-03-02' order by id`);
      expect(owners.map((o) => o.member_id === null)).toEqual([false, false, true]);
      expect(new Set(owners.map((o) => o.member_id)).size).toBe(3);
      expect((await inventoryOf(db, 'kyoto-gion', 'tatami-standard', '2027-03-02', '2027-03-03'))[0].sold).toBe(3);
    });
  },
  {
    seed: true, now: NOW, config: noLookupLimit,
    postgres: { why: 'racing inserts of one key interleave only on a server', tests: ['books once when identical requests with one key race each other'] },
  },
);
