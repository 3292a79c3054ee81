/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The stay-count page's sums against the API (issue 27 §7): for each fiscal year, the console reads
// the year's confirmed reservations page by page and sums room-nights per booker and spend per
// hotel with breakdownOf (apps/admin, core/domain's stayBreakdown). With a stay from 31 March to
// 2 April across the boundary, the bookers' room-nights of each year add up to that year's Used,
// and each reservation's amount is split between the years, never counted in both.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { OrgReservationRow } from '@noren/core/api';
import { breakdownOf } from '../../apps/admin/src/org/stores/OrgStaysStore.ts';
import { forEachDatabase, openClientSession } from '../support/app.ts';
import { insertReservation, orgToken, staffToken, ACME_ADMIN, MANAGER } from './support.ts';

const ORG = '/api/v1/hotel_brands/noren/organizations/acme';

async function get(app: FastifyInstance, url: string, bearer: string) {
  const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  const r = await app.inject({ method: 'GET', url, headers: { 'client-session': session, authorization: `Bearer ${bearer}` } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as any;
}

forEachDatabase(
  'corporate admin stay counts per booker and hotel',
  (ctx) => {
    let admin: string;
    const totals = { JPY: 0, TWD: 0 };

    beforeAll(async () => {
      const { app, database } = ctx();
      admin = await orgToken(app, ACME_ADMIN);
      const manager = await staffToken(app, MANAGER);
      const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
      const contract = { fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_year: 100, time_zone: 'Asia/Tokyo', mask_guest_names: false };
      const put = await app.inject({ method: 'PUT', url: '/api/v1/staff/organizations/acme/contract', headers: { 'client-session': session, authorization: `Bearer ${manager}` }, payload: contract });
      expect(put.statusCode, put.body).toBe(200);
      const stays = [
        // Across the boundary: 31 March (FY2026) and 1 April (FY2027), two rooms.
        { hotel: 'kyoto-gion', checkin: '2027-03-31', checkout: '2027-04-02', rooms: 2, total: 61071, booker: 'acme-booker' },
        { hotel: 'kyoto-gion', checkin: '2027-03-30', checkout: '2027-04-01', total: 20000, booker: 'acme-admin' },
        { hotel: 'taipei-daan', checkin: '2026-12-20', checkout: '2026-12-24', total: 24000, booker: 'acme-admin' },
        { hotel: 'kyoto-gion', checkin: '2027-04-20', checkout: '2027-04-23', total: 30000, booker: 'acme-booker' },
        { hotel: 'kyoto-gion', checkin: '2027-04-25', checkout: '2027-04-25', dayUse: true, rooms: 3, total: 9000, booker: 'acme-admin' },
      ] as const;
      for (const s of stays) {
        await insertReservation(database, s);
        totals[s.hotel === 'kyoto-gion' ? 'JPY' : 'TWD'] += s.total;
      }
      // Counted nowhere.
      await insertReservation(database, { hotel: 'kyoto-gion', checkin: '2027-03-31', checkout: '2027-04-03', status: 'cancelled', total: 50000, booker: 'acme-booker' });
    });

    it('adds each year’s room-nights by booker up to its Used, and splits the spend across the boundary', async () => {
      const { app } = ctx();
      const overview = (await get(app, `${ORG}?fiscal_year=2026`, admin)).data;
      const used = Object.fromEntries(overview.fiscal_years.map((y: any) => [y.fiscal_year, y.used]));
      // FY2026: 31 March × 2 rooms + 30, 31 March + 4 Taipei nights = 8; FY2027: 1 April × 2 rooms + 3 nights + day-use × 3 = 8.
      expect(used).toEqual({ 2026: 8, 2027: 8 });
      const spend: Record<string, number> = {};
      for (const year of [2026, 2027]) {
        const rows: OrgReservationRow[] = [];
        let cursor: string | null = null;
        do {
          const page: any = await get(app, `${ORG}/reservations?fiscal_year=${year}&status=done&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, admin);
          rows.push(...page.data);
          cursor = page.next_cursor;
        } while (cursor);
        const breakdown = breakdownOf(rows, overview.contract, year);
        expect(breakdown.bookers.reduce((sum, b) => sum + b.stays, 0), `FY${year} by booker`).toBe(used[year]);
        for (const group of breakdown.spend) spend[group.currency] = (spend[group.currency] ?? 0) + group.hotels.reduce((sum, h) => sum + h.amount, 0);
      }
      expect(spend).toEqual(totals);
    });
  },
  { seed: true, now: '2027-05-10T03:00:00.000Z' },
);
