/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The organisation's list read live from the indexes of migration 0015 (issue #15, 50,000
// reservations within p95 300 ms): what the index-shaped queries must still answer exactly.
//   - room_count, kept by the trigger on reservation_rooms, follows rooms added and removed, so
//     rooms and room-nights (list, sort, counts) are the rooms the reservation has;
//   - the hotel and booker sorts walk their groups in name order (a lateral index read per
//     group): paged by keyset they give the order a plain ORDER BY over the joined names gives,
//     a removed booker's reservations included (as '');
//   - the free text matches the number, the guest (unless masked), the hotel's names and the
//     booker's name, each by itself;
//   - GET /user/reservations of an admin is the console's query: the same rows and totals.
// On PostgreSQL too: the migration needs its contrib pg_trgm, and the queries pass arrays and
// lateral reads that each driver must plan and answer alike.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { noSignInLimit } from '../accounts/support.ts';
import { insertReservation, orgToken, ACME_ADMIN } from './support.ts';

const NOW = '2026-12-01T03:00:00.000Z';
const ORG = '/api/v1/hotel_brands/noren/organizations/acme';
const MANY = 450;

/** The console's calls come from the admin app; GET /user/reservations from the booking app. */
async function get(app: FastifyInstance, url: string, bearer: string) {
  const session = url.startsWith('/api/v1/user/') ? await openClientSession(app) : await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  const r = await app.inject({ method: 'GET', url, headers: { 'client-session': session, authorization: `Bearer ${bearer}` } });
  return { status: r.statusCode, body: r.json() as any };
}

/** Every row of a listing, page after page by its keyset cursor. */
async function allPages(app: FastifyInstance, admin: string, q: string): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const r = await get(app, `${ORG}/reservations?${q}&limit=100${cursor ? `&cursor=${cursor}` : ''}`, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    rows.push(...r.body.data);
    cursor = r.body.next_cursor;
    if (!cursor) break;
  }
  return rows;
}

forEachDatabase(
  'organisation list on its indexes',
  (ctx) => {
    let admin: string;
    let acmeId: number;
    let removedBooker: string;

    beforeAll(async () => {
      const { app, database } = ctx();
      admin = await orgToken(app, ACME_ADMIN);
      [{ id: acmeId }] = await query<{ id: number }>(database, `select id from organisations where code = 'acme'`);
      // MANY reservations over both hotels and both bookers, one to three rooms, a tenth cancelled.
      await query(
        database,
        `insert into reservations (reservation_number, hotel_id, status, language, currency, checkin_date, checkout_date, is_day_use, nights, adults, children,
           first_name, last_name, email, email_normalised, phone, payment_type, charge_currency, price, total_price, total_price_without_tax, tax,
           accommodation_tax, discount_total, deposit_amount, remain_amount, bypass_token_hash, organisation_id, organisation_user_id, channel, created_at, updated_at)
         select 'NRN-T' || lpad(g::text, 6, '0'), h.id, case when g % 10 = 0 then 'cancelled' else 'done' end, 'en', h.currency,
           date '2026-06-01' + (g % 300), date '2026-06-01' + (g % 300) + (1 + g % 4), false, 1 + g % 4, 2, 0,
           (array['Hanako','Taro','Mei','Ken'])[1 + g % 4], (array['Yamada','Sato','Lin'])[1 + g % 3], 'x@example.com', 'x@example.com', '+81000000000',
           'on_site', h.currency, '{}'::jsonb, 1000 * (g % 37), 0, 0, 0, 0, 0, 0, 'x', u.organisation_id, u.id, 'booking', timestamptz '2026-01-01' + (g || ' minutes')::interval, now()
         from generate_series(1, $1::int) g
         join lateral (select id, currency from hotels where code = case when g % 3 = 0 then 'taipei-daan' else 'kyoto-gion' end) h on true
         join lateral (select id, organisation_id from organisation_users where account_id = case when g % 4 = 0 then 'acme-admin' else 'acme-booker' end) u on true`,
        [MANY],
      );
      await query(
        database,
        `insert into reservation_rooms (reservation_id, room_index, room_type_id, room_plan_id, plan_id, room_type_code, room_plan_code, hotel_plan_code, room_type_name, plan_name,
           adults, guest_first_name, guest_last_name, prices, total_price)
         select r.id, i, rp.room_type_id, rp.id, rp.plan_id, 'x', 'x', 'x', 'Room', 'Plan', 2, r.first_name, r.last_name, '{}'::jsonb, 0
         from reservations r
         join lateral (select id, room_type_id, plan_id from room_plans where hotel_id = r.hotel_id order by id limit 1) rp on true
         cross join lateral generate_series(0, r.id % 3) i
         where r.reservation_number like 'NRN-T%'`,
      );
      // A reservation whose booker's account was removed: its booker is none, sorted as ''.
      removedBooker = await insertReservation(database, { hotel: 'kyoto-gion', checkin: '2026-07-01', checkout: '2026-07-02', first: 'Olga', last: 'Zed' });
      await query(database, `update reservations set organisation_user_id = null where reservation_number = $1`, [removedBooker]);
    });

    it('keeps room_count with the rooms: added, removed, and in the list and its counts', async () => {
      const { app, database } = ctx();
      const drift = await query<{ n: number }>(
        database,
        `select count(*)::int as n from reservations r where r.room_count <> (select count(*) from reservation_rooms rr where rr.reservation_id = r.id)`,
      );
      expect(drift[0].n).toBe(0);
      const number = await insertReservation(database, { hotel: 'kyoto-gion', checkin: '2027-06-01', checkout: '2027-06-04', rooms: 3, first: 'Rita', last: 'Rooms' });
      const row = async () => (await get(app, `${ORG}/reservations?q=${number}`, admin)).body;
      expect((await row()).data[0]).toMatchObject({ rooms: 3, room_nights: 9 });
      await query(database, `delete from reservation_rooms where room_index = 2 and reservation_id = (select id from reservations where reservation_number = $1)`, [number]);
      const after = await row();
      expect(after.data[0]).toMatchObject({ rooms: 2, room_nights: 6 });
      expect(after.room_nights).toBe(6);
      await query(database, `update reservations set status = 'cancelled' where reservation_number = $1`, [number]);
      expect((await row()).data[0]).toMatchObject({ rooms: 2, room_nights: 0 });
    });

    it('sorts by hotel and by booker in the order of the joined names, every page, both ways', async () => {
      const { app, database } = ctx();
      const expected = async (key: string, dir: 'asc' | 'desc') =>
        (
          await query<{ n: string }>(
            database,
            `select r.reservation_number as n from reservations r join hotels h on h.id = r.hotel_id left join organisation_users ou on ou.id = r.organisation_user_id
             where r.organisation_id = $1 order by ${key} ${dir}, r.id ${dir}`,
            [acmeId],
          )
        ).map((x) => x.n);
      const hotelName = `coalesce(h.translations -> 'en' ->> 'hotel_name', h.name)`;
      for (const dir of ['asc', 'desc'] as const) {
        expect((await allPages(app, admin, `sort=hotel&order=${dir}`)).map((r) => r.reservation_number), `hotel ${dir}`).toEqual(await expected(hotelName, dir));
        const byBooker = await allPages(app, admin, `sort=booker&order=${dir}`);
        expect(byBooker.map((r) => r.reservation_number), `booker ${dir}`).toEqual(await expected(`coalesce(ou.name, '')`, dir));
        expect(byBooker.find((r) => r.reservation_number === removedBooker).booker).toBeNull();
      }
      const roomNights = await allPages(app, admin, 'sort=room_nights&order=desc');
      expect(roomNights.map((r) => r.reservation_number)).toEqual(
        await expected(`(case when r.status = 'done' then (select count(*) from reservation_rooms rr where rr.reservation_id = r.id) * greatest(r.nights, 1) else 0 end)`, 'desc'),
      );
    });

    it('matches the free text in the number, the guest, the hotel’s names and the booker, each by itself', async () => {
      const { app } = ctx();
      const total = async (q: string) => (await get(app, `${ORG}/reservations?${q}`, admin)).body.total_entries as number;
      const all = await total('status=done');
      expect(await total('q=NRN-T00001')).toBe(10);
      expect(await total('q=Zed')).toBe(1);
      expect(await total('q=Taipei')).toBe(Math.floor(MANY / 3));
      expect(await total('q=taipei-daan')).toBe(Math.floor(MANY / 3));
      // Both bookers' names say ACME: every reservation with a booker.
      expect(await total('q=acme&status=done')).toBe(all - 1);
      expect(await total('q=Administrator')).toBe(Math.floor(MANY / 4));
      // A text spanning two fields (the guest's name, then the hotel's) matches neither.
      expect(await total('q=Zed%20Noren')).toBe(0);
      expect(await total('q=100%25')).toBe(0);
    });

    it('answers an admin’s GET /user/reservations from the same query, upcoming, completed and cancelled', async () => {
      const { app } = ctx();
      const listed = async (status: string) => (await get(app, `${ORG}/reservations?status=${status}`, admin)).body.total_entries as number;
      // A page past the last: the totals without the rows' views (the rows written here carry no
      // price breakdown to show; booked.test.ts reads the views of real bookings).
      const user = async (status: string) => {
        const r = await get(app, `/api/v1/user/reservations?status=${status}&page=99`, admin);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return r.body;
      };
      expect((await user('cancelled')).total_entries).toBe(await listed('cancelled'));
      const upcoming = await user('upcoming');
      const completed = await user('completed');
      // Every reserved stay is either still to come or over (today in each hotel's zone, 1 December
      // 2026): split by its check-out date, they are all of the console's reserved ones.
      expect(upcoming.total_entries).toBeGreaterThan(0);
      expect(completed.total_entries).toBeGreaterThan(0);
      expect(upcoming.total_entries + completed.total_entries).toBe(await listed('done'));
      expect(upcoming).toMatchObject({ data: [], page: 99, total_pages: Math.ceil(upcoming.total_entries / 10) });
    });
  },
  {
    seed: true,
    now: NOW,
    config: noSignInLimit,
    postgres: { why: 'migration 0015 creates the pg_trgm extension and its trigram indexes from PostgreSQL’s contrib; the list passes arrays and lateral reads each driver must plan alike' },
  },
);
