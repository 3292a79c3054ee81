/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// /api/v1/marketing_emails/subscription_status and /unsubscribe on both databases: the signed link
// a mail template builds unsubscribes its own address at its own brand and nothing else; forged,
// altered, foreign-brand and expired tokens are refused with nothing changed; junk never 5xx.
import { beforeAll, expect, it } from 'vitest';
import { buildUnsubscribeUrl } from '../../apps/api/src/modules/marketing-emails/service.ts';
import { signingSecret } from '../../apps/api/src/db/signing-secret.ts';
import { signLinkToken } from '../../apps/api/src/modules/marketing-emails/token.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { errorOf, NOW } from '../reservations/helpers.ts';
import { caller, type Caller } from './support.ts';

forEachDatabase(
  'manage: marketing e-mail unsubscribe',
  (ctx) => {
    let c: Caller;
    let brandId: number;

    beforeAll(async () => {
      c = await caller(ctx().app);
      [{ id: brandId }] = await query<{ id: number }>(ctx().database, `select id from hotel_brands order by id limit 1`);
    });

    const deps = () => ({ db: ctx().database.db, clock: ctx().clock, secret: ctx().config.signingSecret });
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
    const status = (token: string) => c.call('GET', `/api/v1/marketing_emails/subscription_status?token=${encodeURIComponent(token)}`);
    const unsubscribe = (token: unknown) => c.call('POST', '/api/v1/marketing_emails/unsubscribe', { token });
    const rows = () => query<any>(ctx().database, `select email, scope, subscribed from marketing_subscriptions order by email`);

    it('unsubscribes the address of a signed link, once and for good', async () => {
      const url = await buildUnsubscribeUrl(deps(), { brandId, email: ' Alice@Example.com', origin: 'https://book.example.com/' });
      expect(url).toMatch(/^https:\/\/book\.example\.com\/unsubscribe-email\/confirmation\?token=[A-Za-z0-9_.%-]+$/);
      const token = tokenOf(url);
      const before = await status(token);
      expect(before.status, JSON.stringify(before.body)).toBe(200);
      expect(before.body.data).toMatchObject({ email: 'a****@example.com', subscribed: true, brand: { id: brandId } });
      expect(JSON.stringify(before.body)).not.toContain('alice@');

      const done = await unsubscribe(token);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data).toMatchObject({ email: 'a****@example.com', subscribed: false });
      expect((await status(token)).body.data.subscribed).toBe(false);
      expect((await unsubscribe(token)).body.data.subscribed).toBe(false);
      expect(await rows()).toEqual([{ email: 'alice@example.com', scope: `brand:${brandId}`, subscribed: false }]);
      // One secret, made once and kept in the database for every process.
      const secrets = await query<any>(ctx().database, `select name, value from server_secrets`);
      expect(secrets).toHaveLength(1);
      expect(await signingSecret(ctx().database.db, null)).toBe(secrets[0].value);
    });

    it('refuses forged, altered and other people\'s tokens and changes nothing', async () => {
      const before = await rows();
      const bob = tokenOf(await buildUnsubscribeUrl(deps(), { brandId, email: 'bob@example.com', origin: 'https://x.test' }));
      const [payload, signature] = bob.split('.');
      const forged = signLinkToken('not-the-server-secret-but-long-enough-anyway', { brandId, email: 'bob@example.com', issuedAt: ctx().clock.now() });
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const otherEmail = `${Buffer.from(JSON.stringify({ ...claims, e: 'carol@example.com' })).toString('base64url')}.${signature}`;
      const otherBrand = `${Buffer.from(JSON.stringify({ ...claims, b: brandId + 1 })).toString('base64url')}.${signature}`;
      const secret = await signingSecret(ctx().database.db, null);
      const noSuchBrand = signLinkToken(secret, { brandId: 999_999, email: 'bob@example.com', issuedAt: ctx().clock.now() });
      for (const bad of [forged, otherEmail, otherBrand, `${payload}.${signature.slice(1)}`, `${payload}x.${signature}`, noSuchBrand]) {
        expect(errorOf(await unsubscribe(bad))).toMatchObject({ status: 400, code: 1000, payload: { field: 'token', reason: 'invalid' } });
        expect(errorOf(await status(bad))).toMatchObject({ code: 1000, payload: { field: 'token' } });
      }
      expect(await rows()).toEqual(before);
      // Bob's own link works for Bob only.
      expect((await unsubscribe(bob)).body.data).toMatchObject({ email: 'b***@example.com', subscribed: false });
      expect((await rows()).map((r: any) => r.email)).toEqual(['alice@example.com', 'bob@example.com']);
    });

    it('expires a year after the link was made', async () => {
      const token = tokenOf(await buildUnsubscribeUrl(deps(), { brandId, email: 'dave@example.com', origin: 'https://x.test' }));
      ctx().clock.set(new Date(new Date(NOW).getTime() + 366 * 24 * 60 * 60 * 1000));
      c = await caller(ctx().app);
      expect(errorOf(await unsubscribe(token))).toMatchObject({ status: 410, code: 1250, payload: { field: 'token', reason: 'expired' } });
      expect((await rows()).map((r: any) => r.email)).not.toContain('dave@example.com');
      ctx().clock.set(new Date(NOW));
      c = await caller(ctx().app);
    });

    it('answers junk with 4xx, never 5xx', async () => {
      const bodies: unknown[] = [{}, { token: '' }, { token: 5 }, { token: ['a'] }, { token: 'x'.repeat(5000) }, { token: 'a.b' }, { token: '....' }, { token: '\u0000' }];
      for (const body of bodies) {
        const r = await c.call('POST', '/api/v1/marketing_emails/unsubscribe', body);
        expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
      }
      for (const qs of ['', '?token=', '?token=%00', '?token=a.b.c', `?token=${'y'.repeat(3000)}`]) {
        const r = await c.call('GET', `/api/v1/marketing_emails/subscription_status${qs}`);
        expect(r.status, qs).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
      }
    });
  },
  { seed: true, now: NOW },
);
