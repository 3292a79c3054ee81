// Runs the client against a real HTTP server on a random port, so headers, unwrapping and error
// conversion go through node's fetch exactly as they would against the API.
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

/** raw: the body as it is, with its own content type; delayMs: the server answers that late. */
type Handler = (seen: Seen) => { status: number; body?: unknown; raw?: string; contentType?: string; delayMs?: number };

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
      const { status, body: out, raw, contentType, delayMs = 0 } = handler(entry);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': contentType ?? 'application/json' });
        res.end(raw ?? (out === undefined ? '' : JSON.stringify(out)));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterEach(async () => {
  server.closeAllConnections();
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

  it('fails a 429 at once when the call asks not to wait', async () => {
    handler = () => ({ status: 429, body: buildErrorEnvelope(ErrorCode.tooManyRequests) });
    const error = (await client({ retryDelayMs: 5 }).request({ path: '/x', retryTooManyRequests: false }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 429, code: ErrorCode.tooManyRequests, aborted: false });
    expect(seen).toHaveLength(1);
  });

  it('gives error02 when an answer takes longer than the timeout, and a call may allow longer', async () => {
    handler = () => ({ status: 200, body: { data: 'late' }, delayMs: 300 });
    const error = (await client({ timeoutMs: 50 }).request({ path: '/x' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ unreachable: true, aborted: false, messageKey: UNREACHABLE_MESSAGE_KEY });
    await expect(client({ timeoutMs: 50 }).request({ path: '/x', timeoutMs: 2000 })).resolves.toBe('late');
  });

  it('gives each 429 attempt its own timeout, so waiting out 429s does not use it up', async () => {
    let calls = 0;
    handler = () => (++calls < 4 ? { status: 429, body: buildErrorEnvelope(ErrorCode.tooManyRequests), delayMs: 40 } : { status: 200, body: { data: 'ok' }, delayMs: 40 });
    await expect(client({ timeoutMs: 150, retryDelayMs: 60 }).request({ path: '/x' })).resolves.toBe('ok');
    expect(calls).toBe(4);
  });

  it('marks a call aborted while the server is still answering', async () => {
    handler = () => ({ status: 200, body: { data: 'late' }, delayMs: 500 });
    const controller = new AbortController();
    const pending = client().request({ path: '/x', signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 50);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.aborted).toBe(true);
  });

  it('writes the query as the API has always read it: commas kept, spaces as +, nothing for undefined', async () => {
    await client().request({ path: '/hotels/1/rooms', params: { 'rooms[0][adults]': 2, room_type_codes: 'twin,suite', promo_code: 'a b&c', is_day_use: true, coupon_code: undefined } });
    expect(seen[0].url).toBe('/api/v1/hotels/1/rooms?rooms%5B0%5D%5Badults%5D=2&room_type_codes=twin,suite&promo_code=a+b%26c&is_day_use=true');
  });

  it('sends an object as JSON and no Content-Type without a body', async () => {
    await client().request({ method: 'PUT', path: '/x', body: { a: [1, 'ü'] } });
    await client().request({ method: 'POST', path: '/y' });
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ a: [1, 'ü'] });
    expect(seen[1].headers['content-type']).toBeUndefined();
    expect(seen[1].body).toBe('');
  });

  it('sends form data as multipart with its own boundary, files included', async () => {
    handler = () => ({ status: 201, body: { data: [{ id: 'f1' }] } });
    const form = new FormData();
    form.append('file', new File(['photo bytes'], 'room.jpg', { type: 'image/jpeg' }), 'room.jpg');
    await expect(client().request({ method: 'POST', path: '/hotels/1/file_attachments', body: form })).resolves.toEqual([{ id: 'f1' }]);
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(String(seen[0].headers['content-type']))?.[1];
    expect(boundary).toBeTruthy();
    expect(seen[0].body).toContain(`--${boundary}`);
    expect(seen[0].body).toContain('filename="room.jpg"');
    expect(seen[0].body).toContain('photo bytes');
  });

  it('keeps the status of an error page that is not the §8.1 envelope', async () => {
    handler = () => ({ status: 502, raw: '<html>Bad gateway</html>', contentType: 'text/html' });
    const error = (await client().request({ path: '/x' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: undefined, unreachable: false });
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
