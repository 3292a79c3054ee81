// The account calls through the real client against a local HTTP server: paths, bodies, the
// SignInResult unwrapped from `data`, and a wrong password's 401 that must not log anyone out.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, ErrorCode } from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import { accountApiFor, createAccountApi } from './accounts.ts';
import { createApiClient } from './createApiClient.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let baseURL: string;
let seen: Seen[];
let answer: (seen: Seen) => { status: number; body?: unknown };

beforeEach(async () => {
  seen = [];
  answer = () => ({ status: 204 });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const out = answer(entry);
      res.writeHead(out.status, { 'Content-Type': 'application/json' });
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

function client(onUnauthorized: () => void = () => {}) {
  const api = createApiClient({ appKey: 'demo-booking', appSecret: 'demo-booking-secret', appVersion: 't', baseURL, retryDelayMs: 10 });
  api.bind({ context: () => ({ language: 'en', clientSession: 'cs-1', accessToken: 'member-tok', siteController: null }), onInvalidSession: () => {}, onUnauthorized });
  return { ...createAccountApi(api), listSavedCards: api.listSavedCards.bind(api) };
}

const result = { session: 'tok-1', expires_at: '2030-01-01T00:00:00Z', user: { id: 7, name: 'Hanako Sato', email: 'member@noren.example' } };

describe('account calls', () => {
  it('signs a member in and an organisation user in, answering the SignInResult', async () => {
    answer = () => ({ status: 200, body: { data: result } });
    const api = client();
    await expect(api.memberSignIn('kyoto-gion', { email: 'member@noren.example', password: 'Noren-Member-1' })).resolves.toEqual(result);
    await expect(api.organisationSignIn('kyoto gion', { organization_id: 'acme', account_id: 'acme-booker', password: 'Acme-Booker-1' })).resolves.toEqual(result);
    await expect(api.confirmMember(3, { confirmation_token: 'ct' })).resolves.toEqual(result);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/v1/hotels/kyoto-gion/memberships/sign_in',
      'POST /api/v1/hotels/kyoto%20gion/organization/sign_in',
      'POST /api/v1/hotels/3/memberships/confirm',
    ]);
    expect(JSON.parse(seen[0].body)).toEqual({ email: 'member@noren.example', password: 'Noren-Member-1' });
    expect(JSON.parse(seen[1].body)).toEqual({ organization_id: 'acme', account_id: 'acme-booker', password: 'Acme-Booker-1' });
    expect(JSON.parse(seen[2].body)).toEqual({ confirmation_token: 'ct' });
    expect(seen[0].headers['client-session']).toBe('cs-1');
  });

  it('signs up, resends the confirmation and removes a saved card, each answering nothing', async () => {
    answer = (s) => ({ status: s.url.endsWith('/sign_up') ? 201 : 204, body: s.url.endsWith('/sign_up') ? { data: null } : undefined });
    const api = client();
    const body = { email: 'new@noren.example', password: 'Secret-123', first_name: 'Ken', last_name: 'Ito', promotions_opt_in: true };
    await expect(api.memberSignUp('kyoto-gion', body)).resolves.toBeUndefined();
    await expect(api.resendConfirmation('kyoto-gion', 'new@noren.example')).resolves.toBeUndefined();
    await expect(api.deleteSavedCard('kyoto-gion', 12)).resolves.toBeUndefined();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/v1/hotels/kyoto-gion/memberships/sign_up',
      'POST /api/v1/hotels/kyoto-gion/memberships/resend_confirmation',
      'DELETE /api/v1/hotels/kyoto-gion/memberships/credit_cards/12',
    ]);
    expect(JSON.parse(seen[0].body)).toEqual(body);
    expect(JSON.parse(seen[1].body)).toEqual({ email: 'new@noren.example' });
    expect(seen[2].headers.authorization).toBe('Bearer member-tok');
  });

  it('gives a wrong password as an ApiError with its reason, without calling onUnauthorized', async () => {
    answer = () => ({ status: 401, body: buildErrorEnvelope(ErrorCode.unauthorized, { payload: { reason: 'invalid_credentials' } }) });
    let unauthorized = 0;
    const api = client(() => unauthorized++);
    const error = await api.memberSignIn(1, { email: 'a@b.example', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 9401, payload: { reason: 'invalid_credentials' } });
    expect(unauthorized).toBe(0);
    // Any other call's 401 still means the session ended.
    await api.listSavedCards(1).catch(() => null);
    expect(unauthorized).toBe(1);
  });

  it('on a client without request() every call fails as unreachable', async () => {
    await expect(accountApiFor({}).memberSignIn(1, { email: 'a@b.example', password: 'x' })).rejects.toMatchObject({ unreachable: true });
  });
});
