// The staff calls through the real client against a local HTTP server: paths, the filters left
// out when empty, the bearer token from the session's context (or the one being checked), the
// pages' whole envelope, and the receipt as a PDF Blob.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient.ts';
import { createStaffApi } from './staff.ts';

let server: Server;
let baseURL: string;
let seen: Array<{ method: string; url: string; auth: string | undefined; body: string }>;
let answer: (url: string) => { status: number; type?: string; body: string | Buffer };

beforeEach(async () => {
  seen = [];
  answer = () => ({ status: 200, body: JSON.stringify({ data: { ok: true } }) });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
      const out = answer(req.url ?? '');
      res.writeHead(out.status, { 'Content-Type': out.type ?? 'application/json' });
      res.end(out.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function staff(token: string | null = 'staff-token') {
  const client = createApiClient({ appKey: 'demo-admin', appSecret: 'demo-admin-secret', appVersion: 't', baseURL, retryDelayMs: 10 });
  client.bind({ context: () => ({ language: 'en', clientSession: 'cs', accessToken: token, siteController: null }), onInvalidSession: () => {} });
  return createStaffApi(client);
}

describe('staff API', () => {
  it('calls the staff paths with the session’s bearer, leaving out empty filters', async () => {
    const api = staff();
    await api.staffSignIn({ email: 'frontdesk@kyoto-gion.example', password: 'p' });
    await api.staffReservations('kyoto-gion', { q: 'Tanaka Ken', checkin_from: '', status: 'done', page: 2 });
    await api.staffReservation(3, 'NRN-ABCD2345');
    await api.staffOutbox('kyoto-gion', { page: 1 });
    await api.staffOutboxMail('kyoto-gion', 12);
    await api.staffSignOut();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/v1/staff/sign_in',
      'GET /api/v1/staff/hotels/kyoto-gion/reservations?q=Tanaka+Ken&status=done&page=2',
      'GET /api/v1/staff/hotels/3/reservations/NRN-ABCD2345',
      'GET /api/v1/staff/hotels/kyoto-gion/mail_outbox?page=1',
      'GET /api/v1/staff/hotels/kyoto-gion/mail_outbox/12',
      'POST /api/v1/staff/sign_out',
    ]);
    expect(JSON.parse(seen[0].body)).toEqual({ email: 'frontdesk@kyoto-gion.example', password: 'p' });
    expect(seen.every((s) => s.auth === 'Bearer staff-token')).toBe(true);
  });

  it('checks a kept token with its own bearer before it is the session’s', async () => {
    await staff(null).staffMe({ accessToken: 'kept' });
    expect(seen[0]).toMatchObject({ url: '/api/v1/staff/me', auth: 'Bearer kept' });
  });

  it('keeps the page fields of a list and gives the receipt as a PDF Blob', async () => {
    answer = (url) => url.includes('/receipt')
      ? { status: 200, type: 'application/pdf', body: Buffer.from('%PDF-1.7 staff') }
      : { status: 200, body: JSON.stringify({ data: [], page: 2, total_pages: 2, total_entries: 21 }) };
    const api = staff();
    expect(await api.staffReservations('kyoto-gion', { page: 2 })).toEqual({ data: [], page: 2, total_pages: 2, total_entries: 21 });
    const blob = await api.staffReceipt('kyoto-gion', 'NRN-1', { name: 'Ken Tanaka', locale: 'ja' });
    expect(await blob.text()).toBe('%PDF-1.7 staff');
    expect(seen[1].url).toBe('/api/v1/staff/hotels/kyoto-gion/reservations/NRN-1/receipt?name=Ken+Tanaka&locale=ja');
  });
});
