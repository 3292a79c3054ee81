import { expect, it } from 'vitest';
import { INVALID_CLIENT_SESSION_TITLE } from '@noren/core/domain';
import type { Executor } from '../../apps/api/src/db/database.ts';
import { ClientSessionVerifier, ensureClientApps } from '../../apps/api/src/modules/client-sessions/service.ts';
import { hashToken } from '../../apps/api/src/modules/client-sessions/token.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';

const HOUR = 60 * 60 * 1000;
/** A route behind the Client-Session check that needs no data: an unknown hotel answers 404. */
const PROTECTED = '/api/v1/hotels/no-such-hotel/settings/booking_widget';

forEachDatabase('client sessions', (ctx) => {
  it('creates a session for each configured app: 201, a 32-byte base64url token, 0.75 day of life', async () => {
    const { app, clock } = ctx();
    for (const [key, secret] of [['demo-booking', 'demo-booking-secret'], ['demo-admin', 'demo-admin-secret'], ['demo-kiosk', 'demo-kiosk-secret']]) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key, secret } });
      expect(response.statusCode).toBe(201);
      const { data } = response.json() as { data: { client_session: string; expires_at: string } };
      expect(data.client_session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(data.client_session, 'base64url')).toHaveLength(32);
      expect(new Date(data.expires_at).getTime()).toBe(clock.now().getTime() + 18 * HOUR);
    }
  });

  it('stores only the SHA-256 of the token, never the token', async () => {
    const { app, database } = ctx();
    const token = await openClientSession(app);
    const rows = await query(database, 'select id from client_sessions where token_hash = $1', [hashToken(token)]);
    expect(rows).toHaveLength(1);
    const stored = await query<{ token_hash: string }>(database, 'select token_hash from client_sessions');
    expect(stored.some((row) => row.token_hash === token || row.token_hash.includes(token))).toBe(false);
  });

  it('stores app secrets as argon2id hashes', async () => {
    const { database } = ctx();
    const apps = await query<{ key: string; secret_hash: string }>(database, 'select key, secret_hash from client_apps order by key');
    expect(apps.map((a) => a.key)).toEqual(['demo-admin', 'demo-booking', 'demo-kiosk']);
    for (const row of apps) {
      expect(row.secret_hash.startsWith('$argon2id$')).toBe(true);
      expect(row.secret_hash).not.toContain('secret');
    }
  });

  it('refuses a wrong secret and an unknown key alike: 401, code 9401, no hint which was wrong', async () => {
    const { app } = ctx();
    const wrongSecret = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'demo-booking', secret: 'nope' } });
    const unknownKey = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'who-is-this', secret: 'demo-booking-secret' } });
    const otherAppsSecret = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'demo-booking', secret: 'demo-admin-secret' } });
    for (const response of [wrongSecret, unknownKey, otherAppsSecret]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].details.code).toBe(9401);
      // Not the Client-Session title: that one makes clients reload, which would loop here.
      expect(response.json().errors[0].title).not.toBe(INVALID_CLIENT_SESSION_TITLE);
    }
    expect(wrongSecret.body).toBe(unknownKey.body);
  });

  it('lets a protected call through with a valid Client-Session', async () => {
    const { app } = ctx();
    const token = await openClientSession(app);
    const response = await app.inject({ method: 'GET', url: PROTECTED, headers: { 'client-session': token } });
    expect(response.statusCode).not.toBe(401);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['garbage', 'not a token at all'],
    ['well-formed but unknown', 'A'.repeat(43)],
    ['too long', 'A'.repeat(5000)],
    ['a SQL-looking value', "' or 1=1 --"],
  ])('answers 401 "Invalid Client-Session" when the header is %s', async (_label, header) => {
    const { app } = ctx();
    const response = await app.inject({
      method: 'GET',
      url: PROTECTED,
      headers: header === undefined ? {} : { 'client-session': header },
    });
    expect(response.statusCode).toBe(401);
    const body = response.json();
    expect(body.errors[0].title).toBe(INVALID_CLIENT_SESSION_TITLE);
    expect(body.errors[0].details.code).toBe(9401);
    expect(body.errors[0].details.base[0].error).toEqual(expect.any(String));
  });

  it('refuses a session once the clock passes its expiry, even one verified (and cached) just before', async () => {
    const { app, clock } = ctx();
    const token = await openClientSession(app);
    clock.advance(18 * HOUR - 1000);
    expect((await app.inject({ method: 'GET', url: PROTECTED, headers: { 'client-session': token } })).statusCode).not.toBe(401);
    clock.advance(1000);
    const expired = await app.inject({ method: 'GET', url: PROTECTED, headers: { 'client-session': token } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].title).toBe(INVALID_CLIENT_SESSION_TITLE);
  });

  it('verifies many concurrent calls of one session with one query, and again with one once the cached entry expires', async () => {
    const { app, database, clock } = ctx();
    const token = await openClientSession(app);
    let lookups = 0;
    const counting = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'select') lookups++;
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Executor;
    const verifier = new ClientSessionVerifier(counting, clock);
    const first = await Promise.all(Array.from({ length: 50 }, () => verifier.verify(token)));
    expect(lookups).toBe(1);
    expect(new Set(first.map((c) => c.id)).size).toBe(1);
    clock.advance(ClientSessionVerifier.CACHE_TTL_MS);
    await Promise.all(Array.from({ length: 50 }, () => verifier.verify(token)));
    expect(lookups).toBe(2);
    // A refusal is shared the same way, and not remembered as a success.
    const unknown = 'A'.repeat(43);
    const refusals = await Promise.allSettled(Array.from({ length: 10 }, () => verifier.verify(unknown)));
    expect(refusals.every((r) => r.status === 'rejected')).toBe(true);
    expect(lookups).toBe(3);
    await expect(verifier.verify(unknown)).rejects.toThrow();
    expect(lookups).toBe(4);
  });

  it('refuses a revoked session', async () => {
    const { app, database, clock } = ctx();
    const token = await openClientSession(app);
    await query(database, 'update client_sessions set revoked_at = $1 where token_hash = $2', [clock.now().toISOString(), hashToken(token)]);
    // Past the per-process cache window, as another process revoking it would need.
    clock.advance(11_000);
    const response = await app.inject({ method: 'GET', url: PROTECTED, headers: { 'client-session': token } });
    expect(response.statusCode).toBe(401);
  });

  it('rewrites the stored hash when the configured secret changes, and the old secret stops working', async () => {
    const { app, database, config } = ctx();
    const changed = config.clientApps.map((c) => (c.app === 'kiosk' ? { ...c, secret: 'rotated-kiosk-secret' } : c));
    await ensureClientApps(database.db, changed, config.argon2);
    const old = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'demo-kiosk', secret: 'demo-kiosk-secret' } });
    expect(old.statusCode).toBe(401);
    await openClientSession(app, 'demo-kiosk', 'rotated-kiosk-secret');
    await ensureClientApps(database.db, config.clientApps, config.argon2);
    await openClientSession(app, 'demo-kiosk', 'demo-kiosk-secret');
  });

  it('validates the body: a missing secret is 400 code 1000 naming the field', async () => {
    const { app } = ctx();
    const response = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'demo-booking' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].details).toMatchObject({ code: 1000, payload: { field: 'secret', reason: 'is required' } });
  });
});

forEachDatabase(
  'the first calls behind the Client-Session check (demo data)',
  (ctx) => {
    it('serves the booking widget settings with a session and refuses them without', async () => {
      const { app } = ctx();
      const url = '/api/v1/hotels/kyoto-gion/settings/booking_widget';
      const without = await app.inject({ method: 'GET', url });
      expect(without.statusCode).toBe(401);
      expect(without.json().errors[0].title).toBe(INVALID_CLIENT_SESSION_TITLE);
      const token = await openClientSession(app);
      const withSession = await app.inject({ method: 'GET', url, headers: { 'client-session': token, 'accept-language': 'ja' } });
      expect(withSession.statusCode, withSession.body).toBe(200);
      expect(withSession.json().data.hotel_code).toBe('kyoto-gion');
    });
  },
  { seed: true },
);
