// Overselling is impossible: 30 parallel bookings for the last 3 rooms of a night give exactly 3
// reservations and 27 sold-out refusals naming the night, on PGlite and on PostgreSQL, with sold
// equal to total afterwards and no partial rows. The same for a coupon's last uses.
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { api, arrivalQuestion, count, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, priced, setInventory, type Api } from './helpers.ts';

forEachDatabase(
  'reservations: concurrency',
  (ctx) => {
    let a: Api;
    let questionId: number;

    beforeAll(async () => {
      a = await api(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    it('sells the last 3 rooms exactly once among 30 parallel bookings', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'hinoki-suite', '2027-03-02', '2027-03-04', 4, 0);
      await setInventory(db, 'kyoto-gion', 'hinoki-suite', '2027-03-03', '2027-03-04', 4, 1);
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: '2027-03-02', checkout_date: '2027-03-04', rooms: [{ room_plan_code: 'room-only_hinoki-suite', adults: 2 }] }));
      const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => a.post('kyoto-gion', { ...body, guest: { ...body.guest, notes: `guest ${i}` } })));
      const ok = replies.filter((r) => r.status === 201);
      const refused = replies.filter((r) => r.status !== 201);
      expect(ok).toHaveLength(3);
      expect(refused).toHaveLength(27);
      for (const r of refused) {
        expect(errorOf(r)).toMatchObject({ status: 409, code: 1000, payload: { reason: 'sold_out', dates: ['2027-03-03'], room_type_codes: ['hinoki-suite'] } });
      }
      expect(new Set(ok.map((r) => r.body.data.reservation_number)).size).toBe(3);
      expect(await inventoryOf(db, 'kyoto-gion', 'hinoki-suite', '2027-03-02', '2027-03-04')).toEqual([
        { date: '2027-03-02', total: 4, sold: 3 }, { date: '2027-03-03', total: 4, sold: 4 },
      ]);
      const ids = `select id from reservations where checkin_date = '2027-03-02'`;
      expect(await count(db, ids)).toBe(3);
      expect(await count(db, `select 1 from reservation_rooms where reservation_id in (${ids})`)).toBe(3);
      expect(await count(db, `select 1 from reservation_nights where reservation_id in (${ids})`)).toBe(6);
      expect(await count(db, `select 1 from reservation_nights n where not exists (select 1 from reservations r where r.id = n.reservation_id)`)).toBe(0);
    });

    it('gives a coupon\'s last 2 uses to 2 of 8 parallel bookings; the rest get 1501', async () => {
      const db = ctx().database;
      await query(db, `insert into coupons (hotel_id, code, kind, value, usage_limit, used_count) select id, 'LASTTWO', 'percent', 1000, 5, 3 from hotels where code = 'kyoto-gion'`);
      await setInventory(db, 'kyoto-gion', 'modern-twin', '2027-03-09', '2027-03-10', 18, 0);
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: '2027-03-09', checkout_date: '2027-03-10', rooms: [{ room_plan_code: 'room-only_modern-twin', adults: 2 }], coupon_code: 'LASTTWO' }));
      const replies = await Promise.all(Array.from({ length: 8 }, () => a.post('kyoto-gion', body)));
      expect(replies.filter((r) => r.status === 201)).toHaveLength(2);
      for (const r of replies.filter((x) => x.status !== 201)) expect(errorOf(r).code).toBe(1501);
      const [coupon] = await query<{ used_count: number }>(db, `select used_count from coupons where code = 'LASTTWO'`);
      expect(coupon.used_count).toBe(5);
      expect((await inventoryOf(db, 'kyoto-gion', 'modern-twin', '2027-03-09', '2027-03-10'))[0].sold).toBe(2);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit, postgres: { why: 'parallel bookings wait on row locks only a server with many connections takes' } },
);
