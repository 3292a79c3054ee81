// Organisation users and facility staff on both databases: organisation sign-in and the user it
// answers, staff sign-in only through the admin console's client session, staff sessions, and the
// per-address limit on sign-in calls.
import { beforeAll, expect, it } from 'vitest';
import { withSignInRateLimit } from '../../apps/api/src/modules/accounts/rate-limit.ts';
import { seedDemo } from '../../apps/api/src/seed/index.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { caller, codeOf, HOTEL, MEMBER, noSignInLimit, payloadOf, signIn, type Caller } from './support.ts';

const HOUR = 60 * 60 * 1000;

forEachDatabase(
  'accounts: organisations and staff',
  (ctx) => {
    let booking: Caller;
    let admin: Caller;

    beforeAll(async () => {
      booking = await caller(ctx().app);
      admin = await caller(ctx().app, 'admin');
    });

    const orgSignIn = (body: unknown) => booking.call('POST', `/hotels/${HOTEL}/organization/sign_in`, { payload: body });

    it('signs an organisation admin in; the user carries the organisation and role; /user/me agrees', async () => {
      const r = await orgSignIn({ organization_id: 'acme', account_id: 'acme-admin', password: 'Acme-Admin-1' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const { session, user, expires_at } = r.body.data;
      expect(new Date(expires_at).getTime()).toBe(ctx().clock.now().getTime() + 30 * 24 * HOUR);
      expect(user).toMatchObject({ name: 'ACME Administrator', organization: { display_name: 'ACME Travel', name: 'ACME Travel Co., Ltd.', program_id: null }, organization_role: 'admin' });
      const [acme] = await query<{ id: number }>(ctx().database, `select id from organisations where code = 'acme'`);
      expect(user.organization.id).toBe(acme.id);
      const me = await booking.call('GET', `/user/me?hotel_code=${HOTEL}`, { bearer: session });
      expect(me.body).toEqual({ data: { session, user }, meta: { reset_code: null } });
      // The program call works for corporate users too; sign-out goes through the members' call.
      expect((await booking.call('GET', `/hotels/${HOTEL}/memberships/program`, { bearer: session })).status).toBe(200);
      expect((await booking.call('POST', `/hotels/${HOTEL}/memberships/sign_out`, { bearer: session })).status).toBe(204);
      expect((await booking.call('GET', '/user/me', { bearer: session })).body.meta.reset_code).toBe(3401);
    });

    it('a booker is a member of its organisation, not an admin', async () => {
      const r = await orgSignIn({ organization_id: 'acme', account_id: 'acme-booker', password: 'Acme-Booker-1' });
      expect(r.body.data.user.organization_role).toBe('member');
    });

    it('refuses a wrong password, an account of another organisation and an unknown organisation alike', async () => {
      for (const body of [
        { organization_id: 'acme', account_id: 'acme-admin', password: 'Acme-Admin-2' },
        { organization_id: 'acme', account_id: 'globex-booker', password: 'Globex-Booker-1' },
        { organization_id: 'initech', account_id: 'acme-admin', password: 'Acme-Admin-1' },
      ]) {
        const r = await orgSignIn(body);
        expect(r.status).toBe(401);
        expect(payloadOf(r)).toEqual({ reason: 'invalid_credentials' });
      }
      expect((await orgSignIn({ organization_id: 'globex', account_id: 'globex-booker', password: 'Globex-Booker-1' })).status).toBe(200);
    });

    it('refuses malformed organisation bodies with 400 naming the field', async () => {
      for (const [body, field] of [
        [{ account_id: 'acme-admin', password: 'x' }, 'organization_id'],
        [{ organization_id: 'acme', password: 'x' }, 'account_id'],
        [{ organization_id: 'acme', account_id: 'x'.repeat(101), password: 'x' }, 'account_id'],
        [{ organization_id: { a: 1 }, account_id: 'acme-admin', password: 'x' }, 'organization_id'],
      ] as const) {
        const r = await orgSignIn(body);
        expect(r.status).toBe(400);
        expect(codeOf(r)).toBe(1000);
        expect(String(payloadOf(r).field)).toContain(field);
      }
    });

    it('staff sign in only with the admin console client session: 403 (9403) from the booking widget', async () => {
      const fromBooking = await booking.call('POST', '/staff/sign_in', { payload: { email: 'manager@noren.example', password: 'Noren-Manager-1' } });
      expect(fromBooking.status).toBe(403);
      expect(codeOf(fromBooking)).toBe(9403);
      const garbageFromBooking = await booking.call('POST', '/staff/sign_in', { payload: { nothing: true } });
      expect(garbageFromBooking.status).toBe(403);
      const r = await admin.call('POST', '/staff/sign_in', { payload: { email: 'Manager@Noren.example', password: 'Noren-Manager-1' } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(new Date(r.body.data.expires_at).getTime()).toBe(ctx().clock.now().getTime() + 12 * HOUR);
      expect(r.body.data.staff).toMatchObject({ name: 'Noren Manager', email: 'manager@noren.example', role: 'manager' });
      expect(r.body.data.staff.hotels.map((h: { code: string }) => h.code)).toEqual(['kyoto-gion', 'taipei-daan']);
    });

    it('front-desk staff work at their one hotel; /staff/me answers the account; sign-out ends it', async () => {
      const r = await admin.call('POST', '/staff/sign_in', { payload: { email: 'frontdesk@kyoto-gion.example', password: 'Noren-Staff-1' } });
      expect(r.status).toBe(200);
      const { session, staff } = r.body.data;
      expect(staff.role).toBe('front_desk');
      expect(staff.hotels.map((h: { code: string }) => h.code)).toEqual(['kyoto-gion']);
      const me = await admin.call('GET', '/staff/me', { bearer: session });
      expect(me.body).toEqual({ data: staff });
      // A staff session is not a booking-app user.
      expect((await booking.call('GET', '/user/me', { bearer: session })).body).toEqual({ data: { session: null, user: null }, meta: { reset_code: null } });
      expect((await booking.call('GET', `/hotels/${HOTEL}/memberships/program`, { bearer: session })).status).toBe(401);
      expect((await admin.call('POST', '/staff/sign_out', { bearer: session })).status).toBe(204);
      const after = await admin.call('GET', '/staff/me', { bearer: session });
      expect(after.status).toBe(401);
      expect(codeOf(after)).toBe(9401);
    });

    it('/staff/me needs a staff bearer: 401 without one and with a member session', async () => {
      expect((await admin.call('GET', '/staff/me')).status).toBe(401);
      const { session } = await signIn(booking, MEMBER);
      expect((await admin.call('GET', '/staff/me', { bearer: session })).status).toBe(401);
    });

    it('wrong staff passwords and unknown staff e-mails answer alike', async () => {
      const wrong = await admin.call('POST', '/staff/sign_in', { payload: { email: 'manager@noren.example', password: 'Noren-Manager-2' } });
      const unknown = await admin.call('POST', '/staff/sign_in', { payload: { email: 'nobody@noren.example', password: 'Noren-Manager-1' } });
      expect(wrong.body).toEqual(unknown.body);
      expect(payloadOf(wrong)).toEqual({ reason: 'invalid_credentials' });
    });

    it('re-running the seed adds no account and changes no password', async () => {
      const counts = async () =>
        query(ctx().database, `select (select count(*)::int from members) m, (select count(*)::int from organisations) o,
          (select count(*)::int from organisation_users) u, (select count(*)::int from staff_users) s,
          (select string_agg(password_hash, ',' order by id) from members) h`);
      const before = await counts();
      expect(before[0]).toMatchObject({ m: 2, o: 2, u: 4, s: 2 });
      await seedDemo(ctx().database.db, ctx().clock, ctx().config.argon2);
      expect(await counts()).toEqual(before);
    });

    it('a staff session ends after 12 hours', async () => {
      const { session } = (await admin.call('POST', '/staff/sign_in', { payload: { email: 'manager@noren.example', password: 'Noren-Manager-1' } })).body.data;
      ctx().clock.advance(12 * HOUR);
      const fresh = await caller(ctx().app, 'admin');
      expect((await fresh.call('GET', '/staff/me', { bearer: session })).status).toBe(401);
    });
  },
  { seed: true, config: noSignInLimit },
);

forEachDatabase(
  'accounts: sign-in calls are limited per client address',
  (ctx) => {
    it('answers 429 (9429) past the limit, on every sign-in route', async () => {
      const c = await caller(ctx().app);
      const routes = [
        { url: '/hotels/no-such-hotel/memberships/sign_in', body: { email: 'a@b.example', password: 'x' } },
        { url: '/hotels/no-such-hotel/organization/sign_in', body: { organization_id: 'o', account_id: 'a', password: 'x' } },
      ];
      for (const { url, body } of routes) {
        expect((await c.call('POST', url, { payload: body })).status).toBe(404);
        expect((await c.call('POST', url, { payload: body })).status).toBe(404);
        const third = await c.call('POST', url, { payload: body });
        expect(third.status).toBe(429);
        expect(codeOf(third)).toBe(9429);
      }
    });
  },
  { config: (config) => withSignInRateLimit(config, { max: 2, windowMs: 60_000 }) },
);
