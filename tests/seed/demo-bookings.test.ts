/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The demo's bookings (issues #15 and #16) on a fresh seeded PGlite app: about 200 organisation
// bookings over both hotels and currencies and two fiscal years, some cancelled, one across the
// fiscal-year boundary; ACME's contract nearly used up as its admin sees it; the README's kiosk
// reservations found at the kiosk by number and e-mail, and named in the log by number, hotel and
// check-in only; and a second run adds nothing.
import { beforeAll, expect, it } from 'vitest';
import { demoBookingsLog, seedDemoBookings, type DemoBookingsResult } from '../../apps/api/src/seed/demo-bookings/index.ts';
import { ACME_REMAINING } from '../../apps/api/src/seed/demo-bookings/contracts.ts';
import { KIOSK_GUESTS } from '../../apps/api/src/seed/demo-bookings/plan.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { personalDataIn } from '../support/personal-data.ts';
import { asKiosk, asStaff, MANAGER, pairDevice } from '../kiosk/support.ts';
import { orgToken, ACME_ADMIN } from '../organisation-admin/support.ts';

// A Sunday in November: last fiscal year began on 1 April 2025, this one on 1 April 2026.
const NOW = '2026-11-22T03:00:00Z';

forEachDatabase(
  'demo bookings',
  (ctx) => {
    let first: DemoBookingsResult;
    let second: DemoBookingsResult;

    beforeAll(async () => {
      // Two at once, as two processes starting together on one empty database would run it.
      const runs = await Promise.all([seedDemoBookings(ctx().app), seedDemoBookings(ctx().app)]);
      [first, second] = runs[0].skipped ? [runs[1], runs[0]] : runs;
    }, 300_000);

    it('runs once when started twice at once: the second run waits and finds it done', async () => {
      const { database } = ctx();
      expect([first.skipped, second.skipped]).toEqual([false, true]);
      const [{ n }] = await query<{ n: number }>(database, 'select count(*)::int as n from reservations');
      expect(n).toBe(first.booked);
    });

    it('books about 200 organisation stays over both hotels and two fiscal years, some cancelled, one across the boundary', async () => {
      const { database } = ctx();
      expect(first.skipped).toBe(false);
      // A planned night the demo hotels' own calendar closed may refuse a booking; the step goes on.
      expect(first.refused).toBeLessThanOrEqual(15);
      const rows = await query<{ currency: string; status: string; checkin: string; checkout: string; org: string }>(
        database,
        `select r.currency, r.status, r.checkin_date::text as checkin, r.checkout_date::text as checkout, o.code as org
           from reservations r join organisations o on o.id = r.organisation_id`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(185);
      expect(rows.length).toBe(first.booked - first.kiosk.length);
      expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['JPY', 'TWD']));
      expect(new Set(rows.map((r) => r.org))).toEqual(new Set(['acme', 'globex']));
      expect(rows.filter((r) => r.checkin < '2026-04-01').length).toBeGreaterThan(50);
      expect(rows.filter((r) => r.checkin >= '2026-04-01').length).toBeGreaterThan(50);
      expect(rows.some((r) => r.checkin < '2025-04-01')).toBe(false);
      expect(rows.filter((r) => r.checkin > '2026-11-22').length).toBeGreaterThan(0);
      const cancelled = rows.filter((r) => r.status === 'cancelled').length;
      expect(cancelled).toBe(first.cancelled);
      expect(cancelled).toBeGreaterThan(5);
      // The planned one (31 March to 2 April, README) and any the even spread puts there.
      const across = rows.filter((r) => r.checkin < '2026-04-01' && r.checkout > '2026-04-01' && r.status === 'done');
      expect(across).toContainEqual(expect.objectContaining({ checkin: '2026-03-31', checkout: '2026-04-02', org: 'acme' }));
    });

    it("shows ACME's admin a contract nearly used up this fiscal year", async () => {
      const { app } = ctx();
      const admin = await orgToken(app, ACME_ADMIN);
      const session = await openClientSession(app);
      const r = await app.inject({ method: 'GET', url: '/api/v1/hotel_brands/noren/organizations/acme', headers: { 'client-session': session, authorization: `Bearer ${admin}` } });
      expect(r.statusCode, r.body).toBe(200);
      const data = (r.json() as any).data;
      expect(data.contract).toMatchObject({ configured: true, fiscal_year_start_month: 4, fiscal_year_start_day: 1 });
      const year = data.fiscal_years.find((y: any) => y.fiscal_year === 2026);
      expect(year).toMatchObject({ remaining: ACME_REMAINING, over_by: 0 });
      expect(year.used).toBeGreaterThan(50);
    });

    it("finds the README's kiosk reservations by number and e-mail", async () => {
      const { app } = ctx();
      const manager = await asStaff(app, MANAGER);
      const kiosk = await asKiosk(app, (await pairDevice(app, manager, 'kyoto-gion', 'Demo check')).credential);
      const kyoto = first.kiosk.filter((k) => KIOSK_GUESTS.find((g) => g.email === k.email)?.hotel === 'kyoto-gion');
      expect(first.kiosk).toHaveLength(KIOSK_GUESTS.length);
      expect(kyoto.length).toBeGreaterThan(0);
      for (const k of kyoto) {
        const found = await kiosk.call('POST', '/kiosk/lookups', { reservation_number: k.number, email: k.email });
        expect(found.status, JSON.stringify(found.body)).toBe(200);
        expect(found.body.data.stay.reservation_number).toBe(k.number);
      }
    });

    it('logs the kiosk stays by number, hotel and check-in, with no e-mail or guest name', () => {
      const fields = demoBookingsLog(first);
      // The README's table: two at kyoto-gion (today, tomorrow) and one at taipei-daan (today).
      expect(fields.kiosk).toEqual(first.kiosk.map((k) => ({ number: k.number, hotel: k.hotel, checkin: k.checkin })));
      expect((fields.kiosk as Array<{ hotel: string; checkin: string }>).map((k) => [k.hotel, k.checkin])).toEqual([
        ['kyoto-gion', '2026-11-22'], ['kyoto-gion', '2026-11-23'], ['taipei-daan', '2026-11-22'],
      ]);
      const names = KIOSK_GUESTS.flatMap((g) => [g.firstName, g.lastName]);
      expect(personalDataIn(JSON.stringify(fields), names)).toEqual([]);
    });

    it('adds nothing when run again', async () => {
      const { app, database } = ctx();
      const count = async () => (await query<{ n: number }>(database, 'select count(*)::int as n from reservations'))[0].n;
      const before = await count();
      expect((await seedDemoBookings(app)).skipped).toBe(true);
      expect(await count()).toBe(before);
    });
  },
  {
    seed: true, now: NOW,
    postgres: { why: 'the lock that makes two processes take turns is PostgreSQL\'s own advisory lock', tests: ['runs once when started twice at once: the second run waits and finds it done'] },
  },
);
