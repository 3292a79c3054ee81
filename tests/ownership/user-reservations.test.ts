/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// GET /user/reservations (part 2 §7.4) on both databases: the signed-in account's own
// reservations, 10 a page, upcoming by default, completed and cancelled on request; an
// organisation admin sees the organisation's; nobody sees another account's.
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { NOW, noLookupLimit } from '../reservations/helpers.ts';
import { bookAs, client, HOTEL, signInAll, type Accounts, type Client } from './support.ts';

forEachDatabase(
  'ownership: user reservations',
  (ctx) => {
    let c: Client;
    let who: Accounts;
    const mine: string[] = [];
    let acmeBooker: string;
    let acmeAdmin: string;

    const list = async (bearer: string | null, q = '') => c.call('GET', `/user/reservations${q}`, { bearer });
    const numbers = (r: any): string[] => r.body.data.map((v: any) => v.reservation_number);

    beforeAll(async () => {
      c = await client(ctx().app);
      who = await signInAll(c);
      // 12 member stays in May 2027, two nights each a day apart.
      for (let i = 0; i < 12; i++) {
        const day = String(1 + i * 2).padStart(2, '0');
        const out = String(2 + i * 2).padStart(2, '0');
        mine.push((await bookAs(c, ctx().database, who.member, `2027-05-${day}`, `2027-05-${out}`)).number);
      }
      acmeBooker = (await bookAs(c, ctx().database, who.acmeBooker, '2027-06-01', '2027-06-02')).number;
      acmeAdmin = (await bookAs(c, ctx().database, who.acmeAdmin, '2027-06-03', '2027-06-04')).number;
      await bookAs(c, ctx().database, null, '2027-06-05', '2027-06-06');
      // One cancelled by its member, one already stayed (moved into the past by hand).
      const cancelled = await c.call('PUT', `/hotels/${HOTEL}/reservations/${mine[11]}/cancel`, { payload: { reason: 'other', cancellation_fee_displayed: 0 }, bearer: who.member });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      await query(ctx().database, `update reservations set checkin_date = '2026-10-01', checkout_date = '2026-10-02' where reservation_number = $1`, [mine[10]]);
    });

    it('pages the member\'s upcoming stays, 10 a page, the next stay first', async () => {
      const first = await list(who.member);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({ page: 1, total_pages: 1, total_entries: 10 });
      expect(numbers(first)).toEqual(mine.slice(0, 10));
      expect(first.body.data[0]).toMatchObject({ booked_by: 'member', checkin_date: '2027-05-01', hotel: { code: HOTEL } });
      const second = await list(who.member, '?page=2&status=upcoming');
      expect(second.body).toEqual({ data: [], page: 2, total_pages: 1, total_entries: 10 });
    });

    it('lists completed and cancelled on request', async () => {
      expect(numbers(await list(who.member, '?status=completed'))).toEqual([mine[10]]);
      expect(numbers(await list(who.member, '?status=cancelled'))).toEqual([mine[11]]);
      expect((await list(who.member, '?status=lottery')).body).toEqual({ data: [], page: 1, total_pages: 0, total_entries: 0 });
    });

    it('pages past ten', async () => {
      await query(ctx().database, `update reservations set status = 'done' where reservation_number = $1`, [mine[11]]);
      const first = await list(who.member);
      expect(first.body).toMatchObject({ page: 1, total_pages: 2, total_entries: 11 });
      expect(numbers(await list(who.member, '?page=2'))).toEqual([mine[11]]);
      await query(ctx().database, `update reservations set status = 'cancelled' where reservation_number = $1`, [mine[11]]);
    });

    it('keeps each account to its own: another member, organisation users, the organisation admin', async () => {
      expect((await list(who.member2)).body).toEqual({ data: [], page: 1, total_pages: 0, total_entries: 0 });
      expect(numbers(await list(who.acmeBooker))).toEqual([acmeBooker]);
      expect(numbers(await list(who.acmeAdmin))).toEqual([acmeBooker, acmeAdmin]);
      expect(numbers(await list(who.globexBooker))).toEqual([]);
    });

    it('needs a member or organisation sign-in, and refuses bad queries with 400', async () => {
      expect((await list(null)).status).toBe(401);
      expect((await list(who.member, '?page=0')).status).toBe(400);
      expect((await list(who.member, '?status=everything')).status).toBe(400);
      expect((await list(who.member, '?page=abc')).status).toBe(400);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
