// The client's response rules (spec part 2 §4) against a real Fastify server on loopback: every
// answer goes through node's fetch, the client's retry and its error reading exactly as in the app.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, INVALID_CLIENT_SESSION_TITLE, buildErrorEnvelope } from '@noren/core/domain';
import { ApiError, createApiClient, type ApiBinding, type ApiClient, type ApiContext } from '@noren/core/api';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');
const ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

let server: FastifyInstance;
let baseURL: string;
const hits = new Map<string, number>();
const auth: string[] = [];

function hit(name: string): number {
  const n = (hits.get(name) ?? 0) + 1;
  hits.set(name, n);
  return n;
}

beforeAll(async () => {
  server = Fastify();
  server.get('/api/v1/busy', async (_req, reply) =>
    hit('busy') < 3 ? reply.code(429).send(buildErrorEnvelope(ErrorCode.tooManyRequests)) : { data: { ok: true } });
  server.get('/api/v1/always-busy', async (_req, reply) => {
    hit('always-busy');
    return reply.code(429).send(buildErrorEnvelope(ErrorCode.tooManyRequests));
  });
  server.get('/api/v1/signed-out', async (_req, reply) => {
    hit('signed-out');
    return reply.code(401).send(buildErrorEnvelope(ErrorCode.unauthorized));
  });
  server.get('/api/v1/refused-session', async (_req, reply) =>
    reply.code(401).send({ errors: [{ title: INVALID_CLIENT_SESSION_TITLE, details: { code: ErrorCode.unauthorized, base: [{ error: INVALID_CLIENT_SESSION_TITLE }] } }] }));
  server.get('/api/v1/idp', async (req, reply) => {
    hit('idp');
    auth.push(req.headers.authorization ?? '');
    if (req.headers.authorization === 'Bearer fresh') return { data: { member: 7 } };
    return reply.code(403).send(buildErrorEnvelope(ErrorCode.identityProviderExpired));
  });
  server.get('/api/v1/maintenance', async (_req, reply) => reply.code(503).send(buildErrorEnvelope(ErrorCode.unavailable)));
  server.delete('/api/v1/empty', async (_req, reply) => reply.code(204).send());
  server.get('/api/v1/receipt', async (_req, reply) => reply.type('application/pdf').send(PDF));
  server.get('/api/v1/export', async (_req, reply) => reply.type('application/zip').send(ZIP));
  server.get('/api/v1/coupon', async (_req, reply) => reply.code(422).send(buildErrorEnvelope(ErrorCode.couponUsageLimit)));
  server.get('/api/v1/odd', async (_req, reply) =>
    reply.code(422).send({ errors: [{ title: 'Odd', details: { code: 1999, base: [{ error: 'The server says no.' }] } }] }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  hits.clear();
  auth.length = 0;
});

interface Calls {
  unauthorized: number;
  unavailable: number;
  invalidSession: number;
  refreshed: number;
}

function client(opts: { refreshTo?: string | null; retryDelayMs?: number; base?: string } = {}): { api: ApiClient; calls: Calls; ctx: { token: string | null } } {
  const api = createApiClient({ appKey: 'demo-booking', appSecret: 'demo-booking-secret', appVersion: 'test', baseURL: opts.base ?? baseURL, retryDelayMs: opts.retryDelayMs });
  const calls: Calls = { unauthorized: 0, unavailable: 0, invalidSession: 0, refreshed: 0 };
  const ctx = { token: 'stale' as string | null };
  const binding: ApiBinding = {
    context: (): ApiContext => ({ language: 'ja', clientSession: 'cs', accessToken: ctx.token, siteController: null }),
    onInvalidSession: () => void calls.invalidSession++,
    onUnauthorized: () => void calls.unauthorized++,
    onUnavailable: () => void calls.unavailable++,
    refreshToken: async () => {
      calls.refreshed++;
      if (opts.refreshTo === null) return false;
      ctx.token = opts.refreshTo ?? 'fresh';
      return true;
    },
  };
  api.bind(binding);
  return { api, calls, ctx };
}

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (e: unknown) => e as ApiError);

describe('429', () => {
  it('is retried every 1000 ms until it passes', async () => {
    const { api } = client();
    const started = Date.now();
    await expect(api.request({ path: '/busy' })).resolves.toEqual({ ok: true });
    const elapsed = Date.now() - started;
    expect(hits.get('busy')).toBe(3);
    expect(elapsed).toBeGreaterThanOrEqual(1950);
    expect(elapsed).toBeLessThan(4000);
  });

  it('has no attempt limit, and stops when the caller aborts', async () => {
    const { api } = client({ retryDelayMs: 20 });
    const controller = new AbortController();
    const pending = failure(api.request({ path: '/always-busy', signal: controller.signal }));
    // Retried well past any attempt limit before the caller gives up.
    await vi.waitFor(() => expect(hits.get('always-busy') ?? 0).toBeGreaterThan(10), { timeout: 10_000, interval: 10 });
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.aborted).toBe(true);
    // An attempt already on the wire when the caller aborted may still reach the server; wait for
    // it, then no new attempt may follow.
    await new Promise((r) => setTimeout(r, 50));
    const attempts = hits.get('always-busy') ?? 0;
    expect(attempts).toBeGreaterThan(10);
    await new Promise((r) => setTimeout(r, 200));
    expect(hits.get('always-busy')).toBe(attempts);
  });
});

describe('401, 403/4000, 503 and the invalid session', () => {
  it('401 calls onUnauthorized and rejects', async () => {
    const { api, calls } = client();
    const error = await failure(api.request({ path: '/signed-out' }));
    expect(error.status).toBe(401);
    expect(calls).toMatchObject({ unauthorized: 1, invalidSession: 0 });
    expect(hits.get('signed-out')).toBe(1);
  });

  it('the title "Invalid Client-Session" calls onInvalidSession, not onUnauthorized', async () => {
    const { api, calls } = client();
    await failure(api.request({ path: '/refused-session' }));
    expect(calls).toMatchObject({ unauthorized: 0, invalidSession: 1 });
  });

  it('403 with code 4000 refreshes the token and sends the call once more with it', async () => {
    const { api, calls } = client();
    await expect(api.request({ path: '/idp' })).resolves.toEqual({ member: 7 });
    expect(calls.refreshed).toBe(1);
    expect(auth).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('retries exactly once: a second 4000 is the caller\'s error', async () => {
    const { api, calls } = client({ refreshTo: 'still-stale' });
    const error = await failure(api.request({ path: '/idp' }));
    expect(error).toMatchObject({ status: 403, code: ErrorCode.identityProviderExpired });
    expect(calls.refreshed).toBe(1);
    expect(hits.get('idp')).toBe(2);
  });

  it('does not retry when the refresh fails', async () => {
    const { api } = client({ refreshTo: null });
    await failure(api.request({ path: '/idp' }));
    expect(hits.get('idp')).toBe(1);
  });

  it('503 calls onUnavailable', async () => {
    const { api, calls } = client();
    const error = await failure(api.request({ path: '/maintenance' }));
    expect(error.status).toBe(503);
    expect(calls.unavailable).toBe(1);
  });
});

describe('bodies', () => {
  it('204 is empty', async () => {
    await expect(client().api.request({ method: 'DELETE', path: '/empty' })).resolves.toBeUndefined();
  });

  it('a pdf and a zip come back as Blobs with their bytes', async () => {
    const { api } = client();
    const pdf = await api.request<Blob>({ path: '/receipt' });
    expect(pdf).toBeInstanceOf(Blob);
    expect(pdf.type).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    const zip = await api.request<Blob>({ path: '/export' });
    expect(zip.type).toBe('application/zip');
    expect(Buffer.from(await zip.arrayBuffer()).equals(ZIP)).toBe(true);
  });

  it('a form error carries its translation key when the code has one, else the server message', async () => {
    const { api } = client();
    const coupon = await failure(api.request({ path: '/coupon' }));
    expect(coupon).toMatchObject({ status: 422, code: ErrorCode.couponUsageLimit, messageKey: 'codes.1501' });
    const odd = await failure(api.request({ path: '/odd' }));
    expect(odd.messageKey).toBeUndefined();
    expect(odd.message).toBe('The server says no.');
  });
});

describe('an unreachable server', () => {
  it('gives error02', async () => {
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const port = (closed.server.address() as AddressInfo).port;
    await closed.close();
    const { api, calls } = client({ base: `http://127.0.0.1:${port}/api/v1` });
    const error = await failure(api.request({ path: '/anything' }));
    expect(error.unreachable).toBe(true);
    expect(error.messageKey).toBe('general.error02');
    expect(calls).toEqual({ unauthorized: 0, unavailable: 0, invalidSession: 0, refreshed: 0 });
  });
});
