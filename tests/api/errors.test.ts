import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorCode, NorenError, catalogueEntry } from '@noren/core/domain';
import { fakeBuiltApps, forEachDatabase, openClientSession, startTestApp } from '../support/app.ts';

/** A locales folder of our own, so the translation tests do not depend on the real texts. */
function tempLocales(): string {
  const dir = mkdtempSync(join(tmpdir(), 'noren-locales-'));
  const write = (language: string, codes: Record<string, string>) => {
    mkdirSync(join(dir, language), { recursive: true });
    writeFileSync(join(dir, language, 'errors.json'), JSON.stringify({ codes }));
  };
  write('en', { '9404': 'Not here.', '1000': 'Please check your input.', '1903': 'Only within {{reservable_period_months}} months.' });
  write('ja', { '9404': '見つかりません。', '1903': '{{reservable_period_months}}か月以内のみ。' });
  return dir;
}

function addTestRoutes(app: FastifyInstance): void {
  app.get('/api/v1/test/boom', { config: { public: true } }, async () => {
    throw new Error('connection to 10.0.0.7:5432 failed for user admin with password hunter2');
  });
  app.get('/api/v1/test/noren', { config: { public: true } }, async () => {
    throw new NorenError(ErrorCode.reservablePeriod, { payload: { reservable_period_months: 13 } });
  });
  app.get('/api/v1/test/value-refused', { config: { public: true } }, async () => {
    throw Object.assign(new Error('invalid input syntax for type integer: "x"'), { code: '22P02' });
  });
  app.get<{ Params: { id: number }; Querystring: { page: number } }>(
    '/api/v1/test/items/:id',
    {
      config: { public: true },
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
        querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 1000 } } },
      },
    },
    async (request) => ({ data: { id: request.params.id, page: request.query.page ?? 1 } }),
  );
  app.post(
    '/api/v1/test/guests',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['guest'],
          properties: {
            guest: {
              type: 'object',
              required: ['email'],
              properties: { email: { type: 'string', maxLength: 5 }, rooms: { type: 'array', items: { type: 'integer' } } },
            },
          },
        },
      },
    },
    async () => ({ data: { ok: true } }),
  );
}

function expectEnvelope(body: unknown, code: number) {
  expect(body).toMatchObject({ errors: [{ title: expect.any(String), details: { code, base: [{ error: expect.any(String) }] } }] });
}

forEachDatabase(
  'the error envelope',
  (ctx) => {
    it('answers an unknown /api path with the 404 envelope, not the SPA, whatever the Accept header', async () => {
      const { app } = ctx();
      for (const [method, url] of [['GET', '/api/v1/nothing-here'], ['GET', '/api/nothing'], ['POST', '/api/v1/nothing'], ['GET', '/api/v2/health'], ['DELETE', '/api/v1/health']] as const) {
        const response = await app.inject({ method, url, headers: { accept: 'text/html,application/xhtml+xml' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
        expectEnvelope(response.json(), 9404);
      }
    });

    it('answers malformed JSON and an empty JSON body with 400, code 1000', async () => {
      const { app } = ctx();
      for (const payload of ['{"key": "a",', '{key: 1}', '']) {
        const response = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', headers: { 'content-type': 'application/json' }, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expectEnvelope(response.json(), 1000);
        expect(response.json().errors[0].details.payload.field).toBe('body');
      }
    });

    it('answers a body over the limit with 413, code 9413', async () => {
      const { app, config } = ctx();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/client_sessions',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ key: 'x'.repeat(config.bodyLimit), secret: 'y' }),
      });
      expect(response.statusCode).toBe(413);
      expectEnvelope(response.json(), 9413);
    });

    it('answers an unsupported content type with 415, code 9415', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', headers: { 'content-type': 'application/xml' }, payload: '<key/>' });
      expect(response.statusCode).toBe(415);
      expectEnvelope(response.json(), 9415);
    });

    it('names the offending field of a validation failure in body, params and querystring', async () => {
      const { app } = ctx();
      const cases = [
        { method: 'POST' as const, url: '/api/v1/test/guests', payload: { guest: {} }, field: 'guest.email', reason: 'is required' },
        { method: 'POST' as const, url: '/api/v1/test/guests', payload: { guest: { email: 'far too long' } }, field: 'guest.email' },
        { method: 'POST' as const, url: '/api/v1/test/guests', payload: { guest: { email: 'a', rooms: [1, 'two'] } }, field: 'guest.rooms.1' },
        { method: 'POST' as const, url: '/api/v1/test/guests', payload: [], field: 'body' },
        { method: 'GET' as const, url: '/api/v1/test/items/abc', field: 'id' },
        { method: 'GET' as const, url: '/api/v1/test/items/0', field: 'id' },
        { method: 'GET' as const, url: '/api/v1/test/items/5?page=9999', field: 'page' },
        { method: 'GET' as const, url: '/api/v1/test/items/5?page=1e3x', field: 'page' },
      ];
      for (const c of cases) {
        const response = await app.inject({ method: c.method, url: c.url, ...(c.payload !== undefined && { payload: c.payload }) });
        expect(response.statusCode, c.url).toBe(400);
        const details = response.json().errors[0].details;
        expect(details.code).toBe(1000);
        expect(details.payload.field, c.url).toBe(c.field);
        expect(details.payload.reason).toEqual(c.reason ?? expect.any(String));
      }
      const fine = await app.inject({ method: 'GET', url: '/api/v1/test/items/5?page=2' });
      expect(fine.json()).toEqual({ data: { id: 5, page: 2 } });
    });

    it('turns an unexpected error into a 500 envelope that says nothing of its cause', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'GET', url: '/api/v1/test/boom' });
      expect(response.statusCode).toBe(500);
      expectEnvelope(response.json(), 9500);
      expect(response.json().errors[0].title).toBe(catalogueEntry(9500)?.title);
      expect(response.body).not.toMatch(/hunter2|10\.0\.0\.7|5432|Error|stack/);
    });

    it('turns a value PostgreSQL refuses into 400 rather than 500', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'GET', url: '/api/v1/test/value-refused' });
      expect(response.statusCode).toBe(400);
      expectEnvelope(response.json(), 1000);
      expect(response.body).not.toContain('syntax');
    });

    it('sends a NorenError with its status, code and payload, and the message in the caller’s language', async () => {
      const { app } = ctx();
      const en = await app.inject({ method: 'GET', url: '/api/v1/test/noren' });
      expect(en.statusCode).toBe(422);
      expect(en.json().errors[0].details).toEqual({ code: 1903, payload: { reservable_period_months: 13 }, base: [{ error: 'Only within 13 months.' }] });
      const ja = await app.inject({ method: 'GET', url: '/api/v1/test/noren', headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' } });
      expect(ja.json().errors[0].details.base[0].error).toBe('13か月以内のみ。');
      const byQuery = await app.inject({ method: 'GET', url: '/api/v1/test/noren?locale=ja', headers: { 'accept-language': 'en' } });
      expect(byQuery.json().errors[0].details.base[0].error).toBe('13か月以内のみ。');
      // A language without the text falls back to English.
      const ko = await app.inject({ method: 'GET', url: '/api/v1/test/noren', headers: { 'accept-language': 'ko' } });
      expect(ko.json().errors[0].details.base[0].error).toBe('Only within 13 months.');
      const notFound = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'accept-language': 'ja' } });
      expect(notFound.json().errors[0].details.base[0].error).toBe('見つかりません。');
    });

    it('echoes X-Request-Id, or makes one up when none (or an unsafe one) is sent', async () => {
      const { app } = ctx();
      const given = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'trace-123' } });
      expect(given.headers['x-request-id']).toBe('trace-123');
      const onError = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'x-request-id': 'trace-404' } });
      expect(onError.headers['x-request-id']).toBe('trace-404');
      const badUrl = await app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A', headers: { 'x-request-id': 'trace-bad-url' } });
      expect(badUrl.headers['x-request-id']).toBe('trace-bad-url');
      const none = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const unsafe = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'a b"<script>' } });
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('never answers a nasty request with a 5xx', async () => {
      const { app } = ctx();
      const session = await openClientSession(app);
      const auth = { 'client-session': session };
      const json = { 'content-type': 'application/json' };
      type Nasty = { name: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD'; url: string; headers?: Record<string, string>; payload?: string | object };
      const nasty: Nasty[] = [
        { name: 'bad percent-encoding in the path', url: '/api/v1/%E0%A4%A' },
        { name: 'lone percent', url: '/%' },
        { name: 'bad percent-encoding in a param', url: '/api/v1/hotels/%ZZ', headers: auth },
        { name: 'bad percent-encoding in the query', url: '/api/v1/health?locale=%ZZ&x=%' },
        { name: 'NUL byte in a param', url: '/api/v1/hotels/%00/settings/booking_widget', headers: auth },
        { name: 'NUL byte in a static path', url: '/admin/%00', headers: { accept: 'text/html' } },
        { name: 'over-long path segment', url: `/api/v1/hotels/${'a'.repeat(5000)}/settings/booking_widget`, headers: auth },
        { name: 'path traversal', url: '/..%2F..%2F..%2Fetc%2Fpasswd' },
        { name: 'encoded dot segments', url: '/admin/%2e%2e/%2e%2e/package.json' },
        { name: 'double slashes', url: '//api//v1//health' },
        { name: 'array query parameter', url: '/api/v1/health?locale=ja&locale=en&locale[]=x' },
        { name: 'huge numeric id', url: '/api/v1/hotels/99999999999999999999999', headers: auth },
        { name: 'exponent id', url: '/api/v1/hotels/1e309', headers: auth },
        { name: 'negative id', url: '/api/v1/hotels/-1', headers: auth },
        { name: 'fractional id', url: '/api/v1/hotels/1.5', headers: auth },
        { name: 'hex id', url: '/api/v1/hotels/0x10', headers: auth },
        { name: 'unicode code', url: '/api/v1/hotels/%F0%9F%8F%A8/settings/booking_widget', headers: auth },
        { name: 'SQL in a code', url: "/api/v1/hotels/'%3B%20drop%20table%20hotels%3B--/settings/booking_widget", headers: auth },
        { name: 'weird locale', url: '/api/v1/hotels/kyoto-gion/settings/booking_widget?locale=../../etc', headers: auth },
        { name: 'garbage Accept-Language', url: '/api/v1/health', headers: { 'accept-language': ';;;q=abc,,*;q=-1,zz-ZZ' } },
        { name: 'unicode Client-Session', url: '/api/v1/hotels/kyoto-gion', headers: { 'client-session': 'ßéçрет' } },
        { name: '__proto__ in the body', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '{"__proto__":{"admin":true},"key":"demo-booking","secret":"x"}' },
        { name: 'constructor.prototype in the body', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '{"constructor":{"prototype":{"admin":true}},"key":"a","secret":"b"}' },
        { name: 'array instead of object', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '[1,2,3]' },
        { name: 'null body', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: 'null' },
        { name: 'string body', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '"hello"' },
        { name: 'numbers where strings belong', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '{"key":123,"secret":456}' },
        { name: 'objects where strings belong', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '{"key":{"$ne":null},"secret":["x"]}' },
        { name: 'NUL bytes in strings', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '{"key":"demo\\u0000booking","secret":"\\u0000"}' },
        { name: 'lone surrogate', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '{"key":"\\ud800","secret":"x"}' },
        { name: 'deeply nested JSON', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '['.repeat(5000) + ']'.repeat(5000) },
        { name: 'huge number', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: `{"key":1e999999,"secret":${'9'.repeat(2000)}}` },
        { name: 'text/plain body', method: 'POST', url: '/api/v1/client_sessions', headers: { 'content-type': 'text/plain' }, payload: 'key=a&secret=b' },
        { name: 'form body', method: 'POST', url: '/api/v1/client_sessions', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'key=a&secret=b' },
        { name: 'multipart body', method: 'POST', url: '/api/v1/client_sessions', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' },
        { name: 'content type with odd charset', method: 'POST', url: '/api/v1/client_sessions', headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{"key":"a","secret":"b"}' },
        { name: 'malformed content type', method: 'POST', url: '/api/v1/client_sessions', headers: { 'content-type': ';;;/' }, payload: '{}' },
        { name: 'JSON with a BOM', method: 'POST', url: '/api/v1/client_sessions', headers: json, payload: '\uFEFF{"key":"a","secret":"b"}' },
        { name: 'body on GET', method: 'GET', url: '/api/v1/health', headers: json, payload: '{"a":1' },
        { name: 'PUT on a POST route', method: 'PUT', url: '/api/v1/client_sessions', headers: json, payload: '{}' },
        { name: 'OPTIONS', method: 'OPTIONS', url: '/api/v1/client_sessions' },
        { name: 'HEAD on the API', method: 'HEAD', url: '/api/v1/health' },
        { name: 'PATCH on static', method: 'PATCH', url: '/admin/', payload: 'x' },
        { name: 'validation route with nonsense', method: 'POST', url: '/api/v1/test/guests', headers: json, payload: '{"guest":{"email":{"toString":1},"rooms":"1,2"}}' },
        { name: 'integer overflow in a param', url: '/api/v1/test/items/99999999999999999999999999' },
      ];
      for (const n of nasty) {
        const response = await app.inject({
          method: n.method ?? 'GET',
          url: n.url,
          headers: n.headers ?? {},
          ...(n.payload !== undefined && { payload: n.payload }),
        });
        expect(response.statusCode, `${n.name}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        expect(response.statusCode, n.name).toBeGreaterThanOrEqual(200);
        if (response.statusCode >= 400 && n.method !== 'HEAD' && String(response.headers['content-type'] ?? '').includes('json')) {
          expect(response.json().errors[0].details.code, n.name).toEqual(expect.any(Number));
        }
      }
      // Prototype pollution did not happen.
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });
  },
  {
    config: (config) => ({ ...fakeBuiltApps(config), localesDir: tempLocales() }),
    extraRoutes: addTestRoutes,
  },
);

describe('logging of server faults', () => {
  it('logs the cause of a 500 with the request id, on every line of the request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const { buildApp } = await import('../../apps/api/src/app.ts');
    const test = await startTestApp('pglite');
    const app = await buildApp({ config: test.config, database: test.database, clock: test.clock, logger: { level: 'info', stream } });
    addTestRoutes(app);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/test/boom', headers: { 'x-request-id': 'trace-500' } });
      expect(response.statusCode).toBe(500);
      const ofRequest = lines.filter((line) => line.request_id === 'trace-500');
      expect(ofRequest.length).toBeGreaterThanOrEqual(3);
      const failure = ofRequest.find((line) => line.msg === 'request failed') as { err?: { message?: string } } | undefined;
      expect(failure?.err?.message).toContain('hunter2');
    } finally {
      await app.close();
      await test.close();
    }
  });
});

describe('limits enforced below the router', () => {
  it('answers 429 with code 9429 once the optional rate limit is on and exceeded', async () => {
    const test = await startTestApp('pglite', { config: (c) => ({ ...c, rateLimit: { enabled: true, max: 2, windowMs: 60_000 } }) });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 3; i++) {
        last = await test.app.inject({ method: 'GET', url: '/api/v1/health' });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(last?.json().errors[0].details.code).toBe(9429);
      expect(last?.headers['retry-after']).toBeDefined();
    } finally {
      await test.close();
    }
  });

  it('answers huge headers and broken HTTP over a real socket with 4xx, never 5xx', async () => {
    const test = await startTestApp('pglite');
    try {
      const address = await test.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect({ host: '127.0.0.1', port: Number(port) }, () => socket.end(request));
          let received = '';
          socket.on('data', (chunk) => (received += chunk.toString('latin1')));
          socket.on('end', () => resolve(received));
          socket.on('error', (error) => (received ? resolve(received) : reject(error)));
        });
      const statusOf = (response: string) => Number(response.split(' ')[1]);
      const hugeHeader = await raw(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\nConnection: close\r\n\r\n`);
      expect(statusOf(hugeHeader)).toBe(431);
      const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
      expect(statusOf(garbage)).toBe(400);
      const badLength = await raw('POST /api/v1/client_sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}');
      expect(statusOf(badLength)).toBeLessThan(500);
      const fine = await raw('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(statusOf(fine)).toBe(200);
    } finally {
      await test.close();
    }
  });
});

describe('the error handler under failure', () => {
  it('still answers with an envelope and the right status when translating fails', async () => {
    const { buildApp } = await import('../../apps/api/src/app.ts');
    const test = await startTestApp('pglite');
    const broken = {
      translate: () => {
        throw new Error('locale files exploded');
      },
      has: () => {
        throw new Error('locale files exploded');
      },
    };
    const app = await buildApp({ config: test.config, database: test.database, clock: test.clock, errorMessages: broken });
    try {
      const notFound = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'accept-language': 'ja' } });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.json().errors[0].details.code).toBe(9404);
      const invalid = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: '{', headers: { 'content-type': 'application/json' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors[0].details.code).toBe(1000);
      expect(invalid.body).not.toContain('exploded');
    } finally {
      await app.close();
      await test.close();
    }
  });
});
