// The manage calls through the real client against a local HTTP server: paths, access parameters,
// the PDF as a Blob, and the lookups' 429 failing at once (everything else keeps retrying it).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildErrorEnvelope, ErrorCode } from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import { createManageApi, manageApiFor } from './manage.ts';

interface Answer {
  status: number;
  type?: string;
  body?: string | Buffer;
}

let server: Server;
let baseURL: string;
let seen: Array<{ method: string; url: string; body: string }>;
let answer: (url: string, attempt: number) => Answer;

beforeEach(async () => {
  seen = [];
  answer = () => ({ status: 200, body: JSON.stringify({ data: null }) });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      const out = answer(req.url ?? '', seen.length);
      res.writeHead(out.status, { 'Content-Type': out.type ?? 'application/json' });
      res.end(out.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const manage = () => createManageApi(createApiClient({ appKey: 'demo-booking', appSecret: 'demo-booking-secret', appVersion: 't', baseURL, retryDelayMs: 10 }));
const tooMany = () => ({ status: 429, body: JSON.stringify(buildErrorEnvelope(ErrorCode.tooManyRequests)) });

describe('manage API', () => {
  it('sends the access of the guest with each call and the cancel body as given', async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ data: { ok: true } }) });
    const api = manage();
    await api.findReservation(9, 'NRN 1/2', 'a+b@example.com');
    await api.previewCancel('kyoto-gion', 'NRN1', { bypassToken: 'tok' });
    await api.cancel('kyoto-gion', 'NRN1', { email: 'a@example.com' }, { reason: 'illness', details: null, cancellation_fee_displayed: 1200 });
    await api.putUpdate(3, 'NRN1', { email: 'a@example.com' }, { checkin_date: '2026-12-01', checkout_date: '2026-12-02', rooms: [], confirm: false });
    await api.updateAnswers(3, 'NRN1', { bypassToken: 't' }, [{ question_id: 4, answer: 'x' }]);
    await api.unsubscribe('signed.token');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/v1/hotel_brands/9/reservations/NRN%201%2F2?email=a%2Bb%40example.com',
      'GET /api/v1/hotels/kyoto-gion/reservations/NRN1/cancel?bypass_token=tok',
      'PUT /api/v1/hotels/kyoto-gion/reservations/NRN1/cancel?email=a%40example.com',
      'PUT /api/v1/hotels/3/reservations/NRN1/update_settings?email=a%40example.com',
      'PUT /api/v1/hotels/3/reservations/NRN1/additional_questions/batch_update?bypass_token=t',
      'POST /api/v1/marketing_emails/unsubscribe',
    ]);
    expect(JSON.parse(seen[2].body)).toEqual({ reason: 'illness', details: null, cancellation_fee_displayed: 1200 });
    expect(JSON.parse(seen[3].body)).toMatchObject({ confirm: false });
    expect(JSON.parse(seen[5].body)).toEqual({ token: 'signed.token' });
  });

  it('gives the receipt as a PDF Blob with the receipt fields, leaving out empty ones', async () => {
    answer = () => ({ status: 200, type: 'application/pdf', body: Buffer.from('%PDF-1.7 test') });
    const blob = await manage().downloadReceipt('taipei-daan', 'NRN1', { email: 'a@example.com' }, { name: '王小明', locale: 'zh_Hant', receipt_title: '', receipt_unicode: '12345678' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 test');
    const url = new URL(seen[0].url, 'http://x');
    expect(url.pathname).toBe('/api/v1/hotels/taipei-daan/reservations/NRN1/receipt');
    expect(Object.fromEntries(url.searchParams)).toEqual({ email: 'a@example.com', name: '王小明', locale: 'zh_Hant', receipt_unicode: '12345678' });
  });

  it('fails a lookup at once on 429 (9429), while other calls still retry it', async () => {
    answer = (_url, attempt) => (attempt === 1 ? tooMany() : { status: 200, body: JSON.stringify({ data: { ok: true } }) });
    const error = await manage().findReservation(9, 'NRN1', 'a@example.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).code).toBe(9429);
    expect(seen).toHaveLength(1);

    seen = [];
    answer = (_url, attempt) => (attempt === 1 ? tooMany() : { status: 200, body: JSON.stringify({ data: { ok: true } }) });
    await expect(manage().previewCancel(3, 'NRN1', { email: 'a@example.com' })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('on a client without request() every call fails as unreachable instead of throwing synchronously', async () => {
    const api = manageApiFor({});
    await expect(api.getGuests(1, 'N', {})).rejects.toMatchObject({ status: 0, messageKey: 'general.error02' });
  });
});
