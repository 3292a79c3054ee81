// Runs the client against a real HTTP server on a random port, so headers, unwrapping and error
// conversion go through axios' node transport exactly as they would against the API.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock, buildErrorEnvelope, ErrorCode, INVALID_CLIENT_SESSION_TITLE } from '@noren/core/domain';
import { ApiError, UNREACHABLE_MESSAGE_KEY } from './ApiError.ts';
import { createApiClient, type ApiClientOptions } from './createApiClient.ts';
import { clientSessionStorageKey, memoryStorage } from './clientSessionCache.ts';
import type { ApiContext } from './types.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Handler = (seen: Seen) => { status: number; body?: unknown };

let server: Server;
let baseURL: string;
let seen: Seen[];
let handler: Handler;

beforeEach(async () => {
  seen = [];
  handler = () => ({ status: 200, body: { data: null } });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const { status, body: out } = handler(entry);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(out === undefined ? '' : JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function client(extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({ appKey: 'demo-booking', appSecret: 'demo-booking-secret', appVersion: 'booking/0.1.0', baseURL, ...extra });
}

const signedIn: ApiContext = { language: 'zh_Hant', clientSession: 'cs-1', accessToken: 'tok-9', siteController: 'temairazu' };

describe('createApiClient', () => {
  it('sends the headers of spec part 2 §7.1 from the bound context and unwraps data', async () => {
    handler = () => ({ status: 200, body: { data: { hotel_name: 'Gion' } } });
    const api = client();
    api.bind({ context: () => signedIn, onInvalidSession: () => {} });
    const settings = await api.getBookingWidgetSettings('kyoto-gion');
    expect(settings).toEqual({ hotel_name: 'Gion' });
    const [call] = seen;
    expect(call.url).toBe('/api/v1/hotels/kyoto-gion/settings/booking_widget');
    expect(call.headers['accept-language']).toBe('zh_Hant');
    expect(call.headers['client-session']).toBe('cs-1');
    expect(call.headers.authorization).toBe('Bearer tok-9');
    expect(call.headers['x-site-controller']).toBe('temairazu');
    expect(call.headers['x-app-version']).toBe('booking/0.1.0');
    expect(call.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('leaves out the optional headers when the context has no values and uses a fresh id per call', async () => {
    const api = client();
    api.bind({ context: () => ({ language: 'ja', clientSession: null, accessToken: null, siteController: null }), onInvalidSession: () => {} });
    await api.getSignInButton('kyoto-gion');
    await api.getHotel(7);
    expect(seen[0].headers['client-session']).toBeUndefined();
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers['x-site-controller']).toBeUndefined();
    expect(seen[0].url).toBe('/api/v1/hotels/kyoto-gion/settings/sign_in_button');
    expect(seen[1].url).toBe('/api/v1/hotels/7');
    expect(seen[0].headers['x-request-id']).not.toBe(seen[1].headers['x-request-id']);
  });

  it('reads the §8.1 envelope into an ApiError with its catalogue message key', async () => {
    handler = () => ({ status: 422, body: buildErrorEnvelope(ErrorCode.couponUsageLimit, { payload: { limit: 1 } }) });
    const error = await client().getHotel('kyoto-gion').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe(ErrorCode.couponUsageLimit);
    expect(apiError.payload).toEqual({ limit: 1 });
    expect(apiError.messageKey).toBe(`codes.${ErrorCode.couponUsageLimit}`);
    expect(apiError.title).toBeTruthy();
    expect(apiError.message).toBeTruthy();
  });

  it('gives error02 when the server cannot be reached', async () => {
    const api = client({ baseURL: 'http://127.0.0.1:1/api/v1' });
    const error = (await api.getHotel(1).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.unreachable).toBe(true);
    expect(error.messageKey).toBe(UNREACHABLE_MESSAGE_KEY);
  });

  it('marks a call the caller aborted, rather than calling the server unreachable', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = (await client().request({ path: '/hotels/1', signal: controller.signal }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.aborted).toBe(true);
    expect(error.messageKey).toBeUndefined();
  });

  it('calls onInvalidSession when the title is "Invalid Client-Session"', async () => {
    handler = () => ({ status: 401, body: { errors: [{ title: INVALID_CLIENT_SESSION_TITLE, details: { code: ErrorCode.unauthorized, base: [{ error: INVALID_CLIENT_SESSION_TITLE }] } }] } });
    let invalid = 0;
    const api = client();
    api.bind({ context: () => signedIn, onInvalidSession: () => invalid++ });
    await expect(api.getHotel(1)).rejects.toMatchObject({ status: 401, title: INVALID_CLIENT_SESSION_TITLE });
    expect(invalid).toBe(1);
  });

  it('does not call onInvalidSession for other 401s', async () => {
    handler = () => ({ status: 401, body: buildErrorEnvelope(ErrorCode.unauthorized) });
    let invalid = 0;
    const api = client();
    api.bind({ context: () => signedIn, onInvalidSession: () => invalid++ });
    await expect(api.getHotel(1)).rejects.toMatchObject({ status: 401 });
    expect(invalid).toBe(0);
  });

  it('retries a 429 until it passes, with the same request id', async () => {
    let calls = 0;
    handler = () => (++calls < 4 ? { status: 429, body: buildErrorEnvelope(ErrorCode.tooManyRequests) } : { status: 200, body: { data: { id: 1 } } });
    const api = client({ retryDelayMs: 5 });
    await expect(api.getHotel(1)).resolves.toEqual({ id: 1 });
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((s) => s.headers['x-request-id'])).size).toBe(1);
  });

  it('answers 204 with nothing and a body without the data wrapper as it is', async () => {
    handler = () => ({ status: 204 });
    await expect(client().request({ path: '/x', method: 'DELETE' })).resolves.toBeUndefined();
    handler = () => ({ status: 200, body: { page: 2 } });
    await expect(client().request({ path: '/x' })).resolves.toEqual({ page: 2 });
    handler = () => ({ status: 200, body: { data: [1], page: 2 } });
    await expect(client().request({ path: '/x', envelope: true })).resolves.toEqual({ data: [1], page: 2 });
  });
});

describe('ensureClientSession', () => {
  const session = { client_session: 'cs-new', expires_at: '2030-01-01T18:00:00.000Z' };

  it('creates a session with the app key and secret and stores it under the app key', async () => {
    handler = () => ({ status: 201, body: { data: session } });
    const storage = memoryStorage();
    const api = client({ storage, clock: new ManualClock('2030-01-01T00:00:00Z') });
    await expect(api.ensureClientSession()).resolves.toEqual(session);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('/api/v1/client_sessions');
    expect(JSON.parse(seen[0].body)).toEqual({ key: 'demo-booking', secret: 'demo-booking-secret' });
    expect(JSON.parse(storage.getItem(clientSessionStorageKey('demo-booking'))!)).toEqual(session);
  });

  it('reuses the stored session until it expires, then creates a new one', async () => {
    handler = () => ({ status: 201, body: { data: session } });
    const storage = memoryStorage();
    const clock = new ManualClock('2030-01-01T00:00:00Z');
    storage.setItem(clientSessionStorageKey('demo-booking'), JSON.stringify({ client_session: 'cs-old', expires_at: '2030-01-01T12:00:00.000Z' }));
    const api = client({ storage, clock });
    await expect(api.ensureClientSession()).resolves.toMatchObject({ client_session: 'cs-old' });
    expect(seen).toHaveLength(0);
    clock.set('2030-01-01T12:00:00Z');
    await expect(api.ensureClientSession()).resolves.toMatchObject({ client_session: 'cs-new' });
    expect(seen).toHaveLength(1);
  });

  it('shares one POST between calls made together and ignores a corrupt stored value', async () => {
    handler = () => ({ status: 201, body: { data: session } });
    const storage = memoryStorage();
    storage.setItem(clientSessionStorageKey('demo-booking'), '{not json');
    const api = client({ storage, clock: new ManualClock('2030-01-01T00:00:00Z') });
    const [a, b] = await Promise.all([api.ensureClientSession(), api.ensureClientSession()]);
    expect(a).toEqual(session);
    expect(b).toEqual(session);
    expect(seen).toHaveLength(1);
  });

  it('clearClientSession forgets the stored session', async () => {
    handler = () => ({ status: 201, body: { data: session } });
    const storage = memoryStorage();
    const api = client({ storage, clock: new ManualClock('2030-01-01T00:00:00Z') });
    await api.ensureClientSession();
    api.clearClientSession();
    expect(storage.getItem(clientSessionStorageKey('demo-booking'))).toBeNull();
  });

  it('keeps sessions of different apps apart', async () => {
    handler = () => ({ status: 201, body: { data: session } });
    const storage = memoryStorage();
    await client({ storage, clock: new ManualClock('2030-01-01T00:00:00Z') }).ensureClientSession();
    await client({ storage, appKey: 'demo-kiosk', clock: new ManualClock('2030-01-01T00:00:00Z') }).ensureClientSession();
    expect(seen).toHaveLength(2);
    expect(JSON.parse(seen[1].body).key).toBe('demo-kiosk');
  });
});
