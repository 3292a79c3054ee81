/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Who may call each of the corporate admin console's calls (issue #15): nobody signed in 401; a
// member, the organisation's booker (not an admin), an admin of another organisation, staff and a
// revoked token are refused on every organisation call, and no refusal carries data. The staff
// calls take brand managers only; the hand-over token is spent once and expires.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, openClientSession } from '../support/app.ts';
import { caller, codeOf, noSignInLimit } from '../accounts/support.ts';
import { allTokens, insertReservation, type Tokens } from './support.ts';

const NOW = '2026-06-01T03:00:00.000Z';

async function send(app: FastifyInstance, method: string, url: string, bearer: string | null, payload?: unknown) {
  const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  const r = await app.inject({
    method: method as 'GET', url: `/api/v1${url}`,
    headers: { 'client-session': session, ...(bearer && { authorization: `Bearer ${bearer}` }) },
    ...(payload !== undefined && { payload: payload as object }),
  });
  let body: any;
  try {
    body = r.json();
  } catch {
    body = r.body;
  }
  return { status: r.statusCode, body, headers: r.headers };
}

forEachDatabase(
  'corporate admin console: access',
  (ctx) => {
    let t: Tokens;
    let number: string;
    beforeAll(async () => {
      t = await allTokens(ctx().app);
      number = await insertReservation(ctx().database, { hotel: 'kyoto-gion', checkin: '2026-07-01', checkout: '2026-07-03' });
    });

    const ORG = '/hotel_brands/noren/organizations/acme';
    const orgCalls = () => [
      ['GET', ORG, undefined],
      ['GET', `${ORG}/reservations`, undefined],
      ['GET', `${ORG}/reservations/${number}`, undefined],
      ['POST', `${ORG}/reservation_exports`, {}],
      ['GET', `${ORG}/reservation_exports/AAAAAAAAAAAAAAAAAAAAAAAA`, undefined],
    ] as const;

    it('refuses every organisation call to anyone but the organisation’s admin, with no data', async () => {
      const { app } = ctx();
      for (const [method, url, payload] of orgCalls()) {
        const cases: Array<[string | null, number]> = [
          [null, 401], [t.revoked, 401], [t.member, 403], [t.booker, 403], [t.otherAdmin, 403], [t.manager, 403], [t.frontDesk, 403],
        ];
        for (const [bearer, status] of cases) {
          const r = await send(app, method, url, bearer, payload);
          expect([url, bearer === t.revoked ? 'revoked' : bearer, r.status], JSON.stringify(r.body)).toEqual([url, bearer === t.revoked ? 'revoked' : bearer, status]);
          expect(r.body.data).toBeUndefined();
          expect(JSON.stringify(r.body)).not.toContain(number);
          expect(codeOf({ status: r.status, body: r.body })).toBe(status === 401 ? 9401 : 9403);
        }
      }
      // The admin of another organisation is refused the same for a brand or organisation that does not exist.
      for (const url of ['/hotel_brands/noren/organizations/no-such-org', '/hotel_brands/no-such-brand/organizations/acme', '/hotel_brands/noren/organizations/globex']) {
        const r = await send(app, 'GET', url, t.admin);
        expect([url, r.status, codeOf(r)]).toEqual([url, 403, 9403]);
      }
      // The admin of the organisation passes, by code or by id.
      expect((await send(app, 'GET', ORG, t.admin)).status).toBe(200);
      const byId = await send(app, 'GET', ORG, t.admin);
      const ids = byId.body.data;
      expect((await send(app, 'GET', `/hotel_brands/${ids.brand.id}/organizations/${ids.organization.id}/reservations`, t.admin)).status).toBe(200);
    });

    it('refuses the staff calls to all but brand managers', async () => {
      const { app } = ctx();
      const body = { fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_year: 10, time_zone: null, mask_guest_names: false };
      for (const [method, url, payload] of [['GET', '/staff/organizations', undefined], ['PUT', '/staff/organizations/acme/contract', body], ['GET', '/staff/audit_entries', undefined]] as const) {
        for (const [bearer, status] of [[null, 401], [t.revoked, 401], [t.member, 401], [t.booker, 401], [t.admin, 401], [t.frontDesk, 403]] as Array<[string | null, number]>) {
          const r = await send(app, method, url, bearer, payload);
          expect([url, r.status]).toEqual([url, status]);
          expect(r.body.data).toBeUndefined();
        }
        expect((await send(app, method, url, t.manager, payload)).status).toBe(200);
      }
    });

    it('hands over once: the admin’s token opens one session, then never again, and only within its minute', async () => {
      const { app, clock } = ctx();
      const booking = await caller(app, 'booking');
      for (const [bearer, status] of [[undefined, 401], [t.revoked, 401], [t.member, 403], [t.booker, 403], [t.manager, 403]] as Array<[string | undefined, number]>) {
        const r = await booking.call('POST', '/user/organization_console/handover_tokens', { ...(bearer && { bearer }), payload: {} });
        expect(r.status).toBe(status);
        expect(r.body.data).toBeUndefined();
      }
      const issued = await booking.call('POST', '/user/organization_console/handover_tokens', { bearer: t.admin, payload: {} });
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      const token = issued.body.data.handover_token;
      expect(new Date(issued.body.data.expires_at).getTime() - clock.now().getTime()).toBe(60_000);
      const console = await caller(app, 'admin');
      const redeemed = await console.call('POST', '/organization_console/sessions', { payload: { handover_token: token } });
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
      expect(redeemed.body.data).toMatchObject({ organization_id: issued.body.data.organization_id, user: { organization_role: 'admin' } });
      expect((await send(app, 'GET', '/hotel_brands/noren/organizations/acme', redeemed.body.data.session)).status).toBe(200);
      const again = await console.call('POST', '/organization_console/sessions', { payload: { handover_token: token } });
      expect([again.status, codeOf(again), again.body.errors[0].details.payload]).toEqual([401, 9401, { reason: 'handover_invalid' }]);
      // The token is stored hashed only.
      const { query } = await import('../support/app.ts');
      expect(await query(ctx().database, `select 1 from organisation_handover_tokens where token_hash = $1`, [token])).toEqual([]);
      const late = await booking.call('POST', '/user/organization_console/handover_tokens', { bearer: t.admin, payload: {} });
      clock.advance(60_001);
      const expired = await console.call('POST', '/organization_console/sessions', { payload: { handover_token: late.body.data.handover_token } });
      expect(expired.status).toBe(401);
      const junk = await console.call('POST', '/organization_console/sessions', { payload: { handover_token: 'not-a-token' } });
      expect(junk.status).toBe(401);
      clock.set(NOW);
    });

    it('gives the booker’s notice to organisation users only', async () => {
      const { app } = ctx();
      const url = '/user/organization/stay_allowance?hotel=kyoto-gion&checkin_date=2026-07-10&checkout_date=2026-07-12';
      for (const [bearer, status] of [[null, 401], [t.revoked, 401], [t.member, 401], [t.manager, 401]] as Array<[string | null, number]>) {
        expect((await send(app, 'GET', url, bearer)).status).toBe(status);
      }
      const r = await send(app, 'GET', url, t.booker);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject({ over_maximum: false });
    });
  },
  { seed: true, now: NOW, config: noSignInLimit },
);
