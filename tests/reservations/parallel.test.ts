// Bookings of one hotel run in parallel on PostgreSQL (issue 29 §5): a booking waits only on the
// inventory rows it takes, never on the hotel. A transaction holds what an in-flight booking holds
// (the hotel row shared, one room type's night taken, its version bump made by the triggers) while
// a booking of another room type commits; one of the same night waits for it. Races across room
// types, with rooms asked in opposite orders, still sell exactly the stock and never deadlock.
// PostgreSQL only: PGlite has one connection, so nothing there runs side by side.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, startTestApp, type TestApp } from '../support/app.ts';
import { api, arrivalQuestion, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, priced, setInventory, type Api } from './helpers.ts';

const settled = <T>(promise: Promise<T>, ms: number) => Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('reservations: bookings of one hotel in parallel [postgres]', () => {
  let t: TestApp;
  let a: Api;
  let questionId: number;

  beforeAll(async () => {
    t = await startTestApp('postgres', { seed: true, now: NOW, config: noLookupLimit });
    a = await api(t.app);
    questionId = await arrivalQuestion(t.database);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A second connection holding, until released, what a booking of hinoki-suite on 2027-04-06 holds mid-transaction. */
  async function holdBooking(): Promise<{ release(): Promise<void> }> {
    if (t.database.raw.kind !== 'postgres') throw new Error('postgres only');
    const client: pg.PoolClient = await t.database.raw.pool.connect();
    await client.query('begin');
    await client.query(`select id from hotels where code = 'kyoto-gion' for share`);
    await client.query(`update inventory i set sold = sold + 1 from room_types rt join hotels h on h.id = rt.hotel_id
        where i.room_type_id = rt.id and h.code = 'kyoto-gion' and rt.code = 'hinoki-suite' and i.stay_date = '2027-04-06'`);
    return {
      async release() {
        await client.query('rollback');
        client.release();
      },
    };
  }

  it('commits a booking of another room type while one holds its night, and queues one of the same night', async () => {
    await setInventory(t.database, 'kyoto-gion', 'hinoki-suite', '2027-04-06', '2027-04-07', 5, 0);
    await setInventory(t.database, 'kyoto-gion', 'modern-twin', '2027-04-06', '2027-04-07', 5, 0);
    const night = { checkin_date: '2027-04-06', checkout_date: '2027-04-07' };
    const other = await priced(a, 'kyoto-gion', kyotoBody(questionId, { ...night, rooms: [{ room_plan_code: 'room-only_modern-twin', adults: 2 }] }));
    const same = await priced(a, 'kyoto-gion', kyotoBody(questionId, { ...night, rooms: [{ room_plan_code: 'room-only_hinoki-suite', adults: 2 }] }));
    const held = await holdBooking();
    let queued: Promise<{ status: number }>;
    try {
      const first = a.post('kyoto-gion', other);
      expect(await settled(first, 5_000)).toBe(true);
      expect((await first).status).toBe(201);
      queued = a.post('kyoto-gion', same);
      expect(await settled(queued, 500)).toBe(false);
    } finally {
      await held.release();
    }
    expect((await queued).status).toBe(201);
    expect((await inventoryOf(t.database, 'kyoto-gion', 'hinoki-suite', '2027-04-06', '2027-04-07'))[0].sold).toBe(1);
    expect((await inventoryOf(t.database, 'kyoto-gion', 'modern-twin', '2027-04-06', '2027-04-07'))[0].sold).toBe(1);
  });

  it('sells exactly the last rooms of two room types to 16 racing bookings asking for them in opposite orders', async () => {
    await setInventory(t.database, 'kyoto-gion', 'hinoki-suite', '2027-04-13', '2027-04-15', 4, 1);
    await setInventory(t.database, 'kyoto-gion', 'modern-twin', '2027-04-13', '2027-04-15', 4, 1);
    const stay = { checkin_date: '2027-04-13', checkout_date: '2027-04-15' };
    const hinoki = { room_plan_code: 'room-only_hinoki-suite', adults: 2 };
    const twin = { room_plan_code: 'room-only_modern-twin', adults: 2 };
    const forward = await priced(a, 'kyoto-gion', kyotoBody(questionId, { ...stay, rooms: [hinoki, twin] }));
    const backward = await priced(a, 'kyoto-gion', kyotoBody(questionId, { ...stay, rooms: [twin, hinoki] }));
    const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => a.post('kyoto-gion', { ...(i % 2 ? forward : backward), guest: { ...forward.guest, notes: `racer ${i}` } })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of replies.filter((x) => x.status !== 201)) expect(errorOf(r)).toMatchObject({ status: 409, payload: { reason: 'sold_out' } });
    for (const roomType of ['hinoki-suite', 'modern-twin']) {
      expect(await inventoryOf(t.database, 'kyoto-gion', roomType, '2027-04-13', '2027-04-15')).toEqual([
        { date: '2027-04-13', total: 4, sold: 4 }, { date: '2027-04-14', total: 4, sold: 4 },
      ]);
    }
    const [{ n }] = await query<{ n: number }>(t.database, `select count(*)::int as n from reservations where checkin_date = '2027-04-13' and notes like 'racer %'`);
    expect(n).toBe(3);
  });
});
