// The init settings a returning guest's browser may keep: a minute, private, then revalidated with
// their ETag; the Client-Session check still comes first on every call that reaches the API.
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, openClientSession } from '../support/app.ts';

const URL = '/api/v1/hotels/kyoto-gion/settings/booking_widget';

forEachDatabase(
  'init settings caching',
  (ctx) => {
    let session = '';
    beforeAll(async () => {
      session = await openClientSession(ctx().app);
    });
    const get = (headers: Record<string, string>) => ctx().app.inject({ method: 'GET', url: URL, headers: { 'client-session': session, ...headers } });

    it('answers with a validator, cacheable a minute by the browser only', async () => {
      const response = await get({ 'accept-language': 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=60');
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(String(response.headers.vary)).toContain('Accept-Language');
      expect(String(response.headers.vary)).toContain('Accept-Encoding');
      const sign = await ctx().app.inject({ method: 'GET', url: '/api/v1/hotels/kyoto-gion/settings/sign_in_button', headers: { 'client-session': session } });
      expect(sign.headers.etag).toMatch(/^"/);
    });

    it('a current ETag gets 304 without a body; another language or an old ETag gets the body', async () => {
      const first = await get({ 'accept-language': 'en' });
      const etag = String(first.headers.etag);
      const again = await get({ 'accept-language': 'en', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get({ 'accept-language': 'en', 'if-none-match': `"old", W/${etag}` })).statusCode).toBe(304);
      const ja = await get({ 'accept-language': 'ja', 'if-none-match': etag });
      expect(ja.statusCode).toBe(200);
      expect(ja.headers.etag).not.toBe(etag);
      expect((await get({ 'accept-language': 'en', 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    });

    it('never answers 304 without a valid Client-Session', async () => {
      const etag = String((await get({ 'accept-language': 'en' })).headers.etag);
      const response = await ctx().app.inject({ method: 'GET', url: URL, headers: { 'if-none-match': etag, 'accept-language': 'en' } });
      expect(response.statusCode).toBe(401);
      expect(response.headers.etag).toBeUndefined();
    });
  },
  { seed: true },
);
