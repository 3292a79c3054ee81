/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The console over reservations made by the real booking flow (issue #15): the organisation's
// booker books at kyoto-gion while signed in, and cancels one; the admin sees both, counts only
// the one still reserved, opens the detail read-only, and, once the contract masks names, finds
// them masked in the detail and in GET /user/reservations too.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, openClientSession } from '../support/app.ts';
import { noSignInLimit } from '../accounts/support.ts';
import { api, arrivalQuestion, kyotoBody, priced, setInventory, KYOTO_GUEST } from '../reservations/helpers.ts';
import { orgToken, staffToken, ACME_ADMIN, ACME_BOOKER, MANAGER } from './support.ts';

const NOW = '2026-11-22T03:00:00Z';
const ORG = '/api/v1/hotel_brands/noren/organizations/acme';

async function send(app: FastifyInstance, method: string, url: string, bearer: string, payload?: unknown) {
  const session = await openClientSession(app);
  const r = await app.inject({ method: method as 'GET', url, headers: { 'client-session': session, authorization: `Bearer ${bearer}` }, ...(payload !== undefined && { payload: payload as object }) });
  return { status: r.statusCode, body: r.json() as any };
}

forEachDatabase(
  'corporate admin console over booked reservations',
  (ctx) => {
    let kept: string;
    let cancelled: string;
    let booker: string;
    let admin: string;

    beforeAll(async () => {
      const { app, database } = ctx();
      booker = await orgToken(app, ACME_BOOKER);
      admin = await orgToken(app, ACME_ADMIN);
      const questionId = await arrivalQuestion(database);
      const a = await api(app);
      const book = async (checkin: string, checkout: string, first: string) => {
        await setInventory(database, 'kyoto-gion', 'tatami-standard', checkin, checkout, 10, 0);
        const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, guest: { ...KYOTO_GUEST, first_name: first } }));
        const r = await a.post('kyoto-gion', body, { authorization: `Bearer ${booker}` });
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        return r.body.data.reservation_number as string;
      };
      kept = await book('2026-12-08', '2026-12-10', 'Keiko');
      cancelled = await book('2026-12-15', '2026-12-16', 'Chika');
      const session = await openClientSession(app);
      const preview = await app.inject({ method: 'GET', url: `/api/v1/hotels/kyoto-gion/reservations/${cancelled}/cancel`, headers: { 'client-session': session, authorization: `Bearer ${booker}` } });
      expect(preview.statusCode, preview.body).toBe(200);
      const done = await app.inject({
        method: 'PUT', url: `/api/v1/hotels/kyoto-gion/reservations/${cancelled}/cancel`, headers: { 'client-session': session, authorization: `Bearer ${booker}` },
        payload: { reason: 'other', cancellation_fee_displayed: (preview.json() as any).data.cancellation_fee },
      });
      expect(done.statusCode, done.body).toBe(200);
    });

    it('lists both, counts only the reserved nights, and opens the detail read-only', async () => {
      const { app } = ctx();
      const list = await send(app, 'GET', `${ORG}/reservations?sort=checkin_date&order=asc`, admin);
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data.map((r: any) => [r.reservation_number, r.status, r.room_nights])).toEqual([[kept, 'done', 2], [cancelled, 'cancelled', 0]]);
      expect(list.body.data[0]).toMatchObject({ guest_name: 'Keiko Yamada', booker: { name: 'ACME Booker' }, currency: 'JPY' });
      const overview = await send(app, 'GET', ORG, admin);
      expect(overview.body.data.fiscal_years.find((y: any) => y.fiscal_year === 2026)).toMatchObject({ used: 2, maximum: null });
      const detail = await send(app, 'GET', `${ORG}/reservations/${kept}`, admin);
      expect(detail.status, JSON.stringify(detail.body)).toBe(200);
      expect(detail.body.data).toMatchObject({ reservation_number: kept, guest: { first_name: 'Keiko', last_name: 'Yamada' } });
      // Another reservation number, or one of no organisation, is the same 404.
      expect((await send(app, 'GET', `${ORG}/reservations/NRN-33333333`, admin)).status).toBe(404);
    });

    it('masks the names in the detail and in GET /user/reservations once the contract says so', async () => {
      const { app } = ctx();
      const manager = await staffToken(app, MANAGER);
      const contract = { fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_year: 1, time_zone: null, mask_guest_names: true };
      expect((await send(app, 'PUT', '/api/v1/staff/organizations/acme/contract', manager, contract)).status).toBe(200);
      const detail = await send(app, 'GET', `${ORG}/reservations/${kept}`, admin);
      expect(detail.body.data.guest).toMatchObject({ first_name: 'K***', last_name: 'Y***' });
      expect(detail.body.data.rooms[0].guest).toMatchObject({ first_name: 'K***', last_name: 'Y***' });
      const mine = await send(app, 'GET', '/api/v1/user/reservations?status=upcoming', admin);
      expect(mine.status, JSON.stringify(mine.body)).toBe(200);
      expect(mine.body.data.map((r: any) => r.reservation_number)).toEqual([kept]);
      expect(JSON.stringify(mine.body)).not.toMatch(/Keiko|Yamada/);
      // The booker's own list is not the admin's: names stay as booked.
      const own = await send(app, 'GET', '/api/v1/user/reservations?status=upcoming', booker);
      expect(own.body.data[0].guest.first_name).toBe('Keiko');
      // The maximum (1) is used up (2 nights): the admin sees "over by 1" and the booker's notice says so.
      const overview = await send(app, 'GET', ORG, admin);
      expect(overview.body.data.fiscal_years.find((y: any) => y.fiscal_year === 2026)).toMatchObject({ used: 2, maximum: 1, remaining: 0, over_by: 1 });
      const notice = await send(app, 'GET', '/api/v1/user/organization/stay_allowance?hotel=kyoto-gion&checkin_date=2027-01-10&checkout_date=2027-01-11', booker);
      expect(notice.body.data).toMatchObject({ over_maximum: true });
    });
  },
  { seed: true, now: NOW, config: noSignInLimit },
);
