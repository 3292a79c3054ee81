// Member sessions end to end on both databases: sign-in, lockout, GET /user/me and its reset
// codes, sign-out, the program call, stale bearers on ordinary routes, and what is stored.
import { beforeAll, expect, it } from 'vitest';
import { hashToken } from '../../apps/api/src/modules/client-sessions/token.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { caller, codeOf, createOtherBrandHotel, HOTEL, MEMBER, MEMBER2, noSignInLimit, OTHER_BRAND_HOTEL, payloadOf, signIn, type Caller } from './support.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

forEachDatabase(
  'accounts: members',
  (ctx) => {
    let c: Caller;
    let brandId: number;

    beforeAll(async () => {
      c = await caller(ctx().app);
      await createOtherBrandHotel(ctx().database);
      [{ id: brandId }] = await query<{ id: number }>(ctx().database, `select id from hotel_brands where code = 'noren'`);
    });

    it('signs a demo member in: a 43-character token, 30 days of life, the user of part 1 §3', async () => {
      const data = await signIn(c, MEMBER);
      expect(data.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(data.expires_at).getTime()).toBe(ctx().clock.now().getTime() + 30 * DAY);
      expect(data.user).toMatchObject({
        name: 'Hanako Sato', email: 'member@noren.example', provider: 'noren', membership_id: 'NM00000001', program_id: brandId, point_program_enabled: true, rank: null,
      });
      expect(typeof data.user.id).toBe('number');
    });

    it('takes the e-mail in any case and with spaces around it', async () => {
      const data = await signIn(c, { email: '  Member@NOREN.example ', password: MEMBER.password });
      expect(data.user.email).toBe('member@noren.example');
    });

    it('answers a wrong password and an unknown e-mail alike: 401, 9401, reason invalid_credentials', async () => {
      const wrong = await c.call('POST', `/hotels/${HOTEL}/memberships/sign_in`, { payload: { email: MEMBER.email, password: 'Noren-Member-9' } });
      const unknown = await c.call('POST', `/hotels/${HOTEL}/memberships/sign_in`, { payload: { email: 'nobody@noren.example', password: MEMBER.password } });
      for (const r of [wrong, unknown]) {
        expect(r.status).toBe(401);
        expect(codeOf(r)).toBe(9401);
        expect(payloadOf(r)).toEqual({ reason: 'invalid_credentials' });
      }
      expect(wrong.body).toEqual(unknown.body);
    });

    it('refuses a member at a hotel of another brand as if the e-mail were unknown', async () => {
      const r = await c.call('POST', `/hotels/${OTHER_BRAND_HOTEL}/memberships/sign_in`, { payload: MEMBER });
      expect(r.status).toBe(401);
      expect(payloadOf(r)).toEqual({ reason: 'invalid_credentials' });
      const unknownHotel = await c.call('POST', '/hotels/no-such-hotel/memberships/sign_in', { payload: MEMBER });
      expect(unknownHotel.status).toBe(404);
    });

    it('refuses an unconfirmed member with reason unconfirmed, only after the right password', async () => {
      await query(ctx().database, `update members set confirmed_at = null where email_normalised = $1`, [MEMBER2.email]);
      try {
        const right = await c.call('POST', `/hotels/${HOTEL}/memberships/sign_in`, { payload: MEMBER2 });
        expect(right.status).toBe(401);
        expect(payloadOf(right)).toEqual({ reason: 'unconfirmed' });
        const wrong = await c.call('POST', `/hotels/${HOTEL}/memberships/sign_in`, { payload: { ...MEMBER2, password: 'Wrong-Pass-1' } });
        expect(payloadOf(wrong)).toEqual({ reason: 'invalid_credentials' });
      } finally {
        await query(ctx().database, `update members set confirmed_at = now(), failed_sign_ins = 0 where email_normalised = $1`, [MEMBER2.email]);
      }
    });

    it('locks an account after 10 wrong passwords in a row for 15 minutes (1301); a success resets the count', async () => {
      const attempt = (password: string) => c.call('POST', `/hotels/${HOTEL}/memberships/sign_in`, { payload: { email: MEMBER2.email, password } });
      for (let i = 0; i < 9; i++) expect((await attempt(`Wrong-Pass-${i}`)).status).toBe(401);
      expect((await attempt(MEMBER2.password)).status).toBe(200);
      for (let i = 0; i < 9; i++) expect(codeOf(await attempt(`Wrong-Pass-${i}`))).toBe(9401);
      const tenth = await attempt('Wrong-Pass-10');
      expect(tenth.status).toBe(423);
      expect(codeOf(tenth)).toBe(1301);
      expect(codeOf(await attempt(MEMBER2.password))).toBe(1301);
      ctx().clock.advance(14 * MINUTE);
      expect(codeOf(await attempt(MEMBER2.password))).toBe(1301);
      ctx().clock.advance(MINUTE + 1000);
      expect((await attempt(MEMBER2.password)).status).toBe(200);
      const [row] = await query<{ failed_sign_ins: number; locked_until: Date | null }>(ctx().database, `select failed_sign_ins, locked_until from members where email_normalised = $1`, [MEMBER2.email]);
      expect(row).toEqual({ failed_sign_ins: 0, locked_until: null });
    });

    it('GET /user/me: the same session and user for a valid bearer, nobody without one', async () => {
      const { session, user } = await signIn(c, MEMBER);
      const me = await c.call('GET', '/user/me', { bearer: session });
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ data: { session, user }, meta: { reset_code: null } });
      const sameBrand = await c.call('GET', `/user/me?hotel_code=${HOTEL}`, { bearer: session });
      expect(sameBrand.body.data.session).toBe(session);
      const nobody = await c.call('GET', '/user/me');
      expect(nobody.body).toEqual({ data: { session: null, user: null }, meta: { reset_code: null } });
    });

    it('GET /user/me: 3401 for an unknown or malformed bearer or a one-time token, 3402 for a hotel of another brand', async () => {
      const { session } = await signIn(c, MEMBER);
      const signedOut = (code: number) => ({ data: { session: null, user: null }, meta: { reset_code: code } });
      for (const bearer of ['A'.repeat(43), 'not-a-token', 'null']) {
        const r = await c.call('GET', '/user/me', { bearer });
        expect(r.status).toBe(200);
        expect(r.body).toEqual(signedOut(3401));
      }
      expect((await c.call('GET', '/user/me', { headers: { 'x-one-time-access-token': 'abc' } })).body).toEqual(signedOut(3401));
      expect((await c.call('GET', `/user/me?hotel_code=${OTHER_BRAND_HOTEL}`, { bearer: session })).body).toEqual(signedOut(3402));
      expect((await c.call('GET', `/user/me?code=${OTHER_BRAND_HOTEL}`, { bearer: session })).body).toEqual(signedOut(3402));
    });

    it('GET /hotels/{id}/memberships/program: the brand program for its members, 401 otherwise', async () => {
      const { session } = await signIn(c, MEMBER);
      const program = await c.call('GET', `/hotels/${HOTEL}/memberships/program`, { bearer: session });
      expect(program.status).toBe(200);
      expect(program.body).toEqual({ data: { id: brandId, name: 'Noren Hotels', update_member_profile_enabled: false, additional_tiers_attributes: [] } });
      expect((await c.call('GET', `/hotels/${HOTEL}/memberships/program`)).status).toBe(401);
      const elsewhere = await c.call('GET', `/hotels/${OTHER_BRAND_HOTEL}/memberships/program`, { bearer: session });
      expect(elsewhere.status).toBe(401);
      expect(codeOf(elsewhere)).toBe(9401);
    });

    it('sign-out revokes the session: then 401 on a protected route and 3401 on /user/me; signing out again is still 204', async () => {
      const { session } = await signIn(c, MEMBER);
      expect((await c.call('GET', `/hotels/${HOTEL}`, { bearer: session })).status).toBe(200);
      expect((await c.call('POST', `/hotels/${HOTEL}/memberships/sign_out`, { bearer: session })).status).toBe(204);
      const [row] = await query<{ revoked_at: Date | null }>(ctx().database, `select revoked_at from account_sessions where token_hash = $1`, [hashToken(session)]);
      expect(row.revoked_at).not.toBeNull();
      const program = await c.call('GET', `/hotels/${HOTEL}/memberships/program`, { bearer: session });
      expect(program.status).toBe(401);
      expect(codeOf(program)).toBe(9401);
      expect((await c.call('GET', '/user/me', { bearer: session })).body.meta.reset_code).toBe(3401);
      expect((await c.call('POST', `/hotels/${HOTEL}/memberships/sign_out`, { bearer: session })).status).toBe(204);
      expect((await c.call('POST', `/hotels/${HOTEL}/memberships/sign_out`)).status).toBe(204);
    });

    it('a stale bearer gets 401 (9401) on an ordinary route, where no bearer is fine; public routes ignore it', async () => {
      const hotel = await c.call('GET', `/hotels/${HOTEL}`, { bearer: 'B'.repeat(43) });
      expect(hotel.status).toBe(401);
      expect(codeOf(hotel)).toBe(9401);
      expect((await c.call('GET', `/hotels/${HOTEL}`)).status).toBe(200);
      const health = await ctx().app.inject({ method: 'GET', url: '/api/v1/health', headers: { authorization: `Bearer ${'B'.repeat(43)}` } });
      expect(health.statusCode).toBe(200);
      const clientSession = await ctx().app.inject({ method: 'POST', url: '/api/v1/client_sessions', headers: { authorization: `Bearer ${'B'.repeat(43)}` }, payload: { key: 'demo-booking', secret: 'demo-booking-secret' } });
      expect(clientSession.statusCode).toBe(201);
    });

    it('refuses malformed bodies with 400, code 1000 naming the field, and never answers 5xx', async () => {
      const url = `/hotels/${HOTEL}/memberships/sign_in`;
      const cases: Array<[unknown, string]> = [
        [{ password: MEMBER.password }, 'email'],
        [{ email: MEMBER.email }, 'password'],
        [{ email: { a: 1 }, password: MEMBER.password }, 'email'],
        [{ email: MEMBER.email, password: { x: 1 } }, 'password'],
        [{ email: `${'a'.repeat(300)}@x.example`, password: MEMBER.password }, 'email'],
        [{ email: MEMBER.email, password: 'x'.repeat(10_000) }, 'password'],
        [{ email: MEMBER.email, password: '' }, 'password'],
      ];
      for (const [payload, field] of cases) {
        const r = await c.call('POST', url, { payload });
        expect(r.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(codeOf(r)).toBe(1000);
        expect(String(payloadOf(r).field)).toContain(field);
      }
      const clientSession = await openClientSession(ctx().app);
      for (const payload of ['not json', '[]', 'null', '{"email":{"$gt":""},"password":"x"}', '{"__proto__":{"x":1},"email":"a@b.c","password":"x"}']) {
        const r = await ctx().app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { 'client-session': clientSession, 'content-type': 'application/json' }, payload });
        expect(r.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(r.statusCode, payload).toBeLessThan(500);
      }
      for (const path of ['/user/me?hotel_code=' + 'x'.repeat(100), '/hotels/%ZZ/memberships/program', '/hotels/' + 'x'.repeat(300) + '/memberships/sign_out']) {
        const r = await c.call(path.includes('sign_out') ? 'POST' : 'GET', path);
        expect(r.status, path).toBeGreaterThanOrEqual(400);
        expect(r.status, path).toBeLessThan(500);
      }
    });

    it('stores no token or password in clear', async () => {
      const { session } = await signIn(c, MEMBER);
      const sessions = await query<{ token_hash: string }>(ctx().database, 'select token_hash from account_sessions');
      expect(sessions.some((s) => s.token_hash === hashToken(session))).toBe(true);
      expect(JSON.stringify(sessions)).not.toContain(session);
      const accounts = await query(ctx().database, `
        select password_hash from members union all select password_hash from organisation_users union all select password_hash from staff_users`);
      expect(accounts.length).toBeGreaterThanOrEqual(7);
      const dump = JSON.stringify(accounts);
      for (const password of ['Noren-Member-1', 'Noren-Member-2', 'Acme-Admin-1', 'Acme-Booker-1', 'Globex-Booker-1', 'Noren-Staff-1', 'Noren-Manager-1']) expect(dump).not.toContain(password);
      for (const row of accounts as Array<{ password_hash: string }>) expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    });

    it('a session expires after 30 days: then 401 on ordinary routes and 3401 on /user/me', async () => {
      const { session } = await signIn(c, MEMBER);
      // Client sessions live 0.75 day, so each step opens a fresh one as the app would.
      ctx().clock.advance(30 * DAY - 1000);
      const before = await caller(ctx().app);
      expect((await before.call('GET', '/user/me', { bearer: session })).body.data.session).toBe(session);
      ctx().clock.advance(1000);
      const after = await caller(ctx().app);
      expect((await after.call('GET', '/user/me', { bearer: session })).body.meta.reset_code).toBe(3401);
      expect((await after.call('GET', `/hotels/${HOTEL}`, { bearer: session })).status).toBe(401);
    });
  },
  { seed: true, config: noSignInLimit },
);
