// The interceptors of httpClient.ts together, against a real HTTP server: a retry runs its own pass
// through the chain, so each rule must still act once, and what was sent once must go again as it was.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, ErrorCode, INVALID_CLIENT_SESSION_TITLE } from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import { queryString } from './httpClient.ts';
import type { ApiContext } from './types.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let baseURL: string;
let seen: Seen[];
let answer: (seen: Seen, attempt: number) => { status: number; body?: unknown; headers?: Record<string, string> };

beforeEach(async () => {
  seen = [];
  answer = () => ({ status: 200, body: { data: null } });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const out = answer(entry, seen.length);
      res.writeHead(out.status, { 'Content-Type': 'application/json', ...out.headers });
      res.end(out.body === undefined ? '' : JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const busy = { status: 429, body: buildErrorEnvelope(ErrorCode.tooManyRequests) };
const expired = { status: 403, body: buildErrorEnvelope(ErrorCode.identityProviderExpired) };

/** A client whose binding counts each callback and whose refresh swaps the token to 'fresh'. */
function setup() {
  const calls = { unauthorized: 0, unavailable: 0, invalidSession: 0, refreshed: 0 };
  const ctx = { token: 'stale', language: 'ja' };
  const api = createApiClient({ appKey: 'demo-booking', appSecret: 's', appVersion: 'test', baseURL, retryDelayMs: 5 });
  api.bind({
    context: (): ApiContext => ({ language: ctx.language, clientSession: 'cs', accessToken: ctx.token, siteController: null }),
    onInvalidSession: () => void calls.invalidSession++,
    onUnauthorized: () => void calls.unauthorized++,
    onUnavailable: () => void calls.unavailable++,
    refreshToken: async () => {
      calls.refreshed++;
      ctx.token = 'fresh';
      return true;
    },
  });
  return { api, calls, ctx };
}

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (e: unknown) => e as ApiError);

describe('a retry passes through the interceptors once more, and each rule still acts once', () => {
  it('a 401 after 429s calls onUnauthorized once', async () => {
    answer = (_s, n) => (n < 3 ? busy : { status: 401, body: buildErrorEnvelope(ErrorCode.unauthorized) });
    const { api, calls } = setup();
    const error = await failure(api.request({ path: '/x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(seen).toHaveLength(3);
    expect(calls).toMatchObject({ unauthorized: 1, invalidSession: 0 });
  });

  it('a 503 and an invalid session after 429s are each reported once', async () => {
    answer = (_s, n) => (n < 2 ? busy : { status: 503, body: buildErrorEnvelope(ErrorCode.unavailable) });
    const { api, calls } = setup();
    expect(await failure(api.request({ path: '/x' }))).toMatchObject({ status: 503 });
    expect(calls.unavailable).toBe(1);
    answer = (_s, n) => (n < 5 ? busy : { status: 401, body: { errors: [{ title: INVALID_CLIENT_SESSION_TITLE, details: { code: ErrorCode.unauthorized } }] } });
    expect(await failure(api.request({ path: '/y' }))).toMatchObject({ status: 401, title: INVALID_CLIENT_SESSION_TITLE });
    expect(calls).toMatchObject({ invalidSession: 1, unauthorized: 0 });
  });

  it('a 4000 after 429s refreshes once and retries once, with the new token and the same id', async () => {
    answer = (s, n) => (n < 3 ? busy : s.headers.authorization === 'Bearer fresh' ? { status: 200, body: { data: 'ok' } } : expired);
    const { api, calls } = setup();
    await expect(api.request({ path: '/x' })).resolves.toBe('ok');
    expect(calls.refreshed).toBe(1);
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer stale', 'Bearer stale', 'Bearer stale', 'Bearer fresh']);
    expect(new Set(seen.map((s) => s.headers['x-request-id'])).size).toBe(1);
  });

  it('429s after the refresh are still retried, and a second 4000 is the caller\'s error', async () => {
    answer = (_s, n) => (n === 1 ? expired : n < 4 ? busy : expired);
    const { api, calls } = setup();
    const error = await failure(api.request({ path: '/x' }));
    expect(error).toMatchObject({ status: 403, code: ErrorCode.identityProviderExpired });
    expect(calls.refreshed).toBe(1);
    expect(seen).toHaveLength(4);
  });

  it('a 401 of a call that checks credentials logs nobody out, after a 429 too', async () => {
    answer = (_s, n) => (n < 2 ? busy : { status: 401, body: buildErrorEnvelope(ErrorCode.unauthorized) });
    const { api, calls } = setup();
    await expect(api.request({ method: 'POST', path: '/sign_in', body: { password: 'x' }, checksCredentials: true })).rejects.toMatchObject({ status: 401 });
    expect(calls.unauthorized).toBe(0);
  });
});

describe('Retry-After, which the server sends on 429 and 503', () => {
  it('does not stretch the 429 retries: they still come every retryDelayMs (spec part 2 §9)', async () => {
    answer = (_s, n) => (n < 3 ? { ...busy, headers: { 'Retry-After': '60' } } : { status: 200, body: { data: 'ok' } });
    const { api } = setup();
    const started = performance.now();
    await expect(api.request({ path: '/x' })).resolves.toBe('ok');
    expect(seen).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('leaves a 503 a 503: reported once to onUnavailable (the maintenance page), never retried', async () => {
    answer = () => ({ status: 503, body: buildErrorEnvelope(ErrorCode.unavailable), headers: { 'Retry-After': '10' } });
    const { api, calls } = setup();
    expect(await failure(api.request({ path: '/x' }))).toMatchObject({ status: 503, code: ErrorCode.unavailable });
    expect(seen).toHaveLength(1);
    expect(calls.unavailable).toBe(1);
  });
});

describe('what a retry sends', () => {
  it('the same JSON body and type after a 429 and after a refresh', async () => {
    answer = (s, n) => (n === 1 ? busy : n === 2 ? expired : { status: 201, body: { data: JSON.parse(s.body) } });
    const { api } = setup();
    await expect(api.request({ method: 'POST', path: '/x', body: { a: 'ü' } })).resolves.toEqual({ a: 'ü' });
    expect(seen.map((s) => [s.body, s.headers['content-type']])).toEqual(Array(3).fill(['{"a":"ü"}', 'application/json']));
  });

  it('a call without a body still has no Content-Type after a refresh', async () => {
    answer = (s) => (s.headers.authorization === 'Bearer fresh' ? { status: 204 } : expired);
    const { api } = setup();
    await api.request({ method: 'POST', path: '/x' });
    expect(seen).toHaveLength(2);
    expect(seen.map((s) => s.headers['content-type'])).toEqual([undefined, undefined]);
  });

  it('the caller\'s own Authorization wins over the refreshed context', async () => {
    answer = (_s, n) => (n === 1 ? expired : { status: 200, body: { data: null } });
    const { api } = setup();
    await api.request({ path: '/user/me', headers: { Authorization: 'Bearer from-the-address' } });
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer from-the-address', 'Bearer from-the-address']);
  });

  it('does not refresh a call the caller aborted', async () => {
    const controller = new AbortController();
    answer = () => {
      controller.abort();
      return expired;
    };
    const { api, calls } = setup();
    const error = await failure(api.request({ path: '/x', signal: controller.signal }));
    expect(error.aborted).toBe(true);
    expect(calls.refreshed).toBe(0);
  });

  it('carries the browser\'s User-Agent, not axios\'s', async () => {
    await setup().api.request({ path: '/x' });
    expect(seen[0].headers['user-agent'] ?? '').not.toMatch(/axios/i);
  });
});

describe('queryString', () => {
  it('leaves out null and undefined and keeps commas, colons and $ readable', () => {
    expect(queryString({ a: 'x,y', b: null, c: undefined, ' d ': '10:30 $5' })).toBe('a=x,y&d=10:30+$5');
  });
});
