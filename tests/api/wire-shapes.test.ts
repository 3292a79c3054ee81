// Every /api/v1 answer is described by a response schema (written once in core/src/contract), and
// in tests every reply is checked against it (apps/api/src/plugins/response-check.ts).
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { Data } from '@noren/core/contract';
import { startTestApp } from '../support/app.ts';

/** Routes that answer with no JSON to describe: files, PDFs, redirects. */
const BINARY_OR_REDIRECT = new Set<string>([
  'GET /api/v1/marketing_emails/one_click_unsubscribe', // a 303 to the confirmation page
  'GET /api/v1/hotels/:id/reservations/:number/receipt', // the receipt's PDF bytes
  'GET /api/v1/hotels/:id/file_attachments/:attachmentId', // an uploaded image, as stored
  'GET /api/v1/images/:id', // a room photo's bytes at one width (modules/images)
]);

/**
 * The sandbox card gateway's JSON calls are described too (modules/sandbox-gateway/wire.ts); only
 * its 3-D Secure page (HTML or a redirect), the CORS preflight and the catch-all 404 answer no JSON.
 */
const SANDBOX_NO_JSON = new Set<string>([
  'GET /sandbox-gateway/3ds/:id',
  'POST /sandbox-gateway/3ds/:id',
  'OPTIONS /sandbox-gateway/v1/tokens',
]);


describe('wire shapes', () => {
  it('every /api/v1 route declares the answers it gives', async () => {
    const test = await startTestApp('pglite', { config: (c) => ({ ...c, testClock: true }) });
    try {
      const routes = test.app.wireShapes!.routes.filter((r) => r.url.startsWith('/api/v1/'));
      expect(routes.length).toBeGreaterThan(40);
      const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
      const undescribed = routes.filter((r) => !r.statuses.some((s) => s.startsWith('2')) && !BINARY_OR_REDIRECT.has(key(r)));
      expect(undescribed.map(key)).toEqual([]);
      // An exemption that names no route any more is stale.
      const all = new Set(routes.map(key));
      expect([...BINARY_OR_REDIRECT].filter((r) => !all.has(r))).toEqual([]);

      const sandbox = test.app.wireShapes!.routes.filter((r) => r.url.startsWith('/sandbox-gateway/') && !r.url.endsWith('/*'));
      expect(sandbox.length).toBeGreaterThanOrEqual(9);
      const sandboxUndescribed = sandbox.filter((r) => !r.statuses.some((s) => s.startsWith('2')) && !SANDBOX_NO_JSON.has(key(r)));
      expect(sandboxUndescribed.map(key)).toEqual([]);
      const sandboxAll = new Set(sandbox.map(key));
      expect([...SANDBOX_NO_JSON].filter((r) => !sandboxAll.has(r))).toEqual([]);
    } finally {
      await test.close();
    }
  });

  it('a reply that breaks its response schema fails the call with a 500 and is recorded', async () => {
    const shape = Data(Type.Object({ count: Type.Integer() }));
    const test = await startTestApp('pglite', {
      extraRoutes: (app) => {
        app.get('/api/v1/__shape_test__/good', { config: { public: true }, schema: { response: { 200: shape } } }, async () => ({ data: { count: 3 } }));
        // The serialiser alone would quietly send {"data":{"count":0}}.
        app.get('/api/v1/__shape_test__/bad', { config: { public: true }, schema: { response: { 200: shape } } }, async () => ({ data: { count: null } }));
      },
    });
    try {
      const good = await test.app.inject({ method: 'GET', url: '/api/v1/__shape_test__/good' });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ data: { count: 3 } });
      const bad = await test.app.inject({ method: 'GET', url: '/api/v1/__shape_test__/bad' });
      expect(bad.statusCode).toBe(500);
      expect(test.app.wireShapes!.failures).toEqual([expect.stringMatching(/^GET \/api\/v1\/__shape_test__\/bad → 200: \/data\/count/)]);
    } finally {
      test.app.wireShapes!.failures.length = 0;
      await test.close();
    }
  });
});
