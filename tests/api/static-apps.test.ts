import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { fakeBuiltApps, forEachDatabase } from '../support/app.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

forEachDatabase(
  'the built apps on one origin',
  (ctx) => {
    it('serves each app’s index.html at its base, revalidated on every load', async () => {
      const { app } = ctx();
      for (const [url, title] of [['/', 'booking'], ['/admin/', 'admin']]) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain(`<title>${title}</title>`);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('caches hashed assets for a year, immutable', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log("admin")');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toContain('javascript');
      const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.statusCode).toBe(200);
      expect(favicon.headers['cache-control']).toBe('no-cache');
    });

    it('sends the build’s brotli or gzip copy of an asset to a client that takes it, the same script once decompressed', async () => {
      const { app } = ctx();
      const url = '/assets/index-abc123.js';
      const cases: Array<[string | undefined, string | undefined]> = [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], [undefined, undefined]];
      for (const [accept, encoding] of cases) {
        const response = await app.inject({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} });
        expect(response.statusCode, accept).toBe(200);
        expect(response.headers['content-encoding'], accept).toBe(encoding);
        expect(response.headers['content-type']).toContain('javascript');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
        expect(body.toString('utf8')).toBe('console.log("booking")');
      }
    });

    it('falls back to the app’s own index.html for its page routes', async () => {
      const { app } = ctx();
      const booking = await app.inject({ method: 'GET', url: '/hotels/kyoto-gion/rooms?checkin=2030-01-01', headers: html });
      expect(booking.statusCode).toBe(200);
      expect(booking.body).toContain('<title>booking</title>');
      expect(booking.headers['cache-control']).toBe('no-cache');
      const admin = await app.inject({ method: 'GET', url: '/admin/reservations/42', headers: html });
      expect(admin.statusCode).toBe(200);
      expect(admin.body).toContain('<title>admin</title>');
    });

    it('does not fall back for missing assets or non-HTML requests, nor ever under /api/', async () => {
      const { app } = ctx();
      const asset = await app.inject({ method: 'GET', url: '/admin/assets/gone-000.js', headers: html });
      expect(asset.statusCode).toBe(404);
      const json = await app.inject({ method: 'GET', url: '/admin/reservations/42', headers: { accept: 'application/json' } });
      expect(json.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/v1/no-such-call', headers: html });
      expect(api.statusCode).toBe(404);
      expect(api.json().errors[0].details.code).toBe(9404);
    });

    it('serves nothing outside the dist folder and no dot-files', async () => {
      const { app } = ctx();
      for (const url of ['/../outside.txt', '/%2e%2e/outside.txt', '/admin/..%2f..%2foutside.txt', '/.env', '/admin/.env']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.body, url).not.toContain('outside the dist');
        expect(response.body, url).not.toContain('SECRET');
        expect(response.statusCode, url).toBeLessThan(500);
      }
    });

    it('redirects /admin to /admin/ keeping the query', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'GET', url: '/admin?x=1' });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe('/admin/?x=1');
    });

    it('shows a clear 503 page for an app that was not built instead of crashing', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'GET', url: '/kiosk/', headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('has not been built');
      expect(response.body).toContain('npm run build');
      // The other apps and the API are unaffected.
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    });

    it('sends a CSP that lets our own bundles run; only the booking widget may be framed by hotel sites', async () => {
      const { app } = ctx();
      const admin = await app.inject({ method: 'GET', url: '/admin/', headers: html });
      const csp = String(admin.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(admin.headers['x-frame-options']).toBe('SAMEORIGIN');
      const booking = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(String(booking.headers['content-security-policy'])).toContain('frame-ancestors *');
      expect(booking.headers['x-frame-options']).toBeUndefined();
    });
  },
  { config: fakeBuiltApps },
);
