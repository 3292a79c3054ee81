/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// POST /hotels/{id}/file_attachments and the download, on both databases: real PNG and JPEG bytes
// accepted whatever the client calls them, a text file named .png refused by its bytes, 31 files
// and an over-size file refused with nothing kept, files stored under their hash (never the
// client's name), linked to an answer by id, and downloaded only with access to the reservation.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { api, arrivalQuestion, errorOf, kyotoBody, NOW, noLookupLimit, priced } from '../reservations/helpers.ts';
import { bookKyoto, caller, type Booked, type Caller } from './support.ts';

const MAX_BYTES = 64 * 1024;

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real w×h RGB PNG, every pixel the same colour. */
function png(w: number, h: number, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A 1×1 greyscale JFIF JPEG (the well-known smallest valid one). */
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=', 'base64');

interface Part {
  name?: string;
  filename: string;
  type: string;
  data: Buffer;
}

function multipart(parts: Part[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----noren${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name ?? 'file'}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`));
    chunks.push(p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadsDir = mkdtempSync(join(tmpdir(), 'noren-uploads-test-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

forEachDatabase(
  'manage: file attachments',
  (ctx) => {
    let c: Caller;
    let booked: Booked;
    let other: Booked;
    let purpose: number;
    const URL = '/api/v1/hotels/kyoto-gion/file_attachments';

    beforeAll(async () => {
      const { app, database } = ctx();
      c = await caller(app);
      const arrival = await arrivalQuestion(database);
      booked = await bookKyoto(app, database, arrival);
      other = await bookKyoto(app, database, arrival, { guest: { first_name: 'Ken', last_name: 'Ito', email: 'ken@example.com', email_confirmation: 'ken@example.com', phone: '+819011112222', postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '1 Gion' } });
      const [row] = await query<{ id: number }>(database, `select q.id from additional_questions q join hotels h on h.id = q.hotel_id where h.code = 'kyoto-gion' and q.translations->'en'->>'title' = 'Purpose of your trip'`);
      purpose = row.id;
    });

    const upload = async (parts: Part[], fields: Record<string, string> = {}) => {
      const { payload, headers } = multipart(parts, fields);
      return c.call('POST', URL, payload, headers);
    };
    const rows = async () => (await query<{ n: number }>(ctx().database, `select count(*)::int as n from file_attachments`))[0].n;
    const leftovers = () => (existsSync(join(uploadsDir, 'tmp')) ? readdirSync(join(uploadsDir, 'tmp')) : []);

    it('stores a real PNG and JPEG by their bytes, not the names or types the client gave', async () => {
      const image = png(4, 3);
      const r = await upload([
        { filename: '../../etc/passwd/receipt.png', type: 'image/png', data: image },
        { filename: 'scan.txt', type: 'text/plain', data: JPEG },
      ]);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.data).toMatchObject([
        { file_name: 'receipt.png', content_type: 'image/png', byte_size: image.length },
        { file_name: 'scan.txt', content_type: 'image/jpeg', byte_size: JPEG.length },
      ]);
      for (const item of r.body.data) expect(item.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const [stored] = await query<any>(ctx().database, `select storage_key, sha256, reservation_id from file_attachments where id = $1`, [r.body.data[0].id]);
      const sha = createHash('sha256').update(image).digest('hex');
      expect(stored).toEqual({ storage_key: `sha256/${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`, sha256: sha, reservation_id: null });
      expect(readFileSync(join(uploadsDir, stored.storage_key)).equals(image)).toBe(true);
      expect(leftovers()).toEqual([]);
    });

    it('refuses a text file named .png, 31 files and an over-size file, keeping nothing', async () => {
      const before = await rows();
      const text = errorOf(await upload([{ filename: 'a.png', type: 'image/png', data: png(1, 1) }, { filename: 'photo.png', type: 'image/png', data: Buffer.from('just some text pretending to be a picture\n') }]));
      expect(text).toMatchObject({ status: 422, code: 1251, payload: { field: 'file', reason: 'not_an_image', index: 1 } });
      const many = errorOf(await upload(Array.from({ length: 31 }, (_, i) => ({ filename: `p${i}.png`, type: 'image/png', data: png(1, 1, [i, i, i]) }))));
      expect(many).toMatchObject({ status: 413, code: 9413, payload: { reason: 'too_many_files', max_files: 30 } });
      const big = png(1, 1);
      const huge = Buffer.concat([big, Buffer.alloc(MAX_BYTES + 1 - big.length, 1)]);
      expect(errorOf(await upload([{ filename: 'big.png', type: 'image/png', data: huge }]))).toMatchObject({ status: 413, code: 9413, payload: { reason: 'file_too_large', max_bytes: MAX_BYTES } });
      // Exactly at the limit is fine.
      const fits = await upload([{ filename: 'fits.png', type: 'image/png', data: huge.subarray(0, MAX_BYTES) }]);
      expect(fits.status, JSON.stringify(fits.body)).toBe(201);
      expect(await rows()).toBe(before + 1);
      expect(leftovers()).toEqual([]);
      const thirty = await upload(Array.from({ length: 30 }, (_, i) => ({ filename: `p${i}.png`, type: 'image/png', data: png(1, 1, [i, 0, 0]) })));
      expect(thirty.status, JSON.stringify(thirty.body)).toBe(201);
      expect(thirty.body.data).toHaveLength(30);
    });

    it('answers malformed uploads with 4xx, never 5xx', async () => {
      const cases: Array<{ payload: unknown; headers: Record<string, string> }> = [
        { payload: { file: 'x' }, headers: {} },
        { payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=abc' } },
        { payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG', headers: { 'content-type': 'multipart/form-data; boundary=abc' } },
        { payload: 'x', headers: { 'content-type': 'multipart/form-data' } },
        multipart([], { note: 'no files' }),
        multipart([{ name: 'photo', filename: 'a.png', type: 'image/png', data: png(1, 1) }]),
        multipart([{ filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }]),
      ];
      for (const { payload, headers } of cases) {
        const r = await c.call('POST', URL, payload, headers);
        expect(r.status, `${JSON.stringify(headers)} ${r.raw.toString().slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(r.body.errors[0].details.code).toBeTypeOf('number');
      }
      expect(errorOf(await c.call('POST', '/api/v1/hotels/no-such-hotel/file_attachments', multipart([{ filename: 'a.png', type: 'image/png', data: png(1, 1) }]).payload, multipart([]).headers))).toMatchObject({ status: 404 });
      expect(leftovers()).toEqual([]);
    });

    it('links uploads to an answer and serves them only to whoever may open the reservation', async () => {
      const image = png(2, 2, [10, 200, 10]);
      const up = await upload([{ filename: '宿泊者 パスポート.png', type: 'application/octet-stream', data: image }]);
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      const id = up.body.data[0].id as string;
      const download = (token: string, b: Booked = booked) => c.call('GET', `${URL}/${id}?${token}`, undefined, {}).then((r) => ({ ...r, b }));

      // Before it is linked nobody can download it, not even with a valid token.
      expect(errorOf(await download(`bypass_token=${booked.bypass_token}`))).toMatchObject({ status: 404 });

      const base = `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}/additional_questions`;
      const linked = await c.call('PUT', `${base}/batch_update?bypass_token=${booked.bypass_token}`, { answers: [{ question_id: purpose, answer: 'Business', attachment_ids: [id] }] });
      expect(linked.status, JSON.stringify(linked.body)).toBe(200);
      expect(linked.body.data.additional_questions[0]).toMatchObject({
        id: purpose, answer: { text: 'Business' }, attachments: [{ id, file_name: '宿泊者 パスポート.png', content_type: 'image/png', byte_size: image.length }],
        remote_attachments_urls: [`/api/v1/hotels/kyoto-gion/file_attachments/${id}`],
      });
      const listed = await c.call('GET', `${base}?email=hanako@example.com`);
      expect(listed.body.data.additional_questions.find((x: any) => x.id === purpose).remote_attachments_urls).toEqual([`/api/v1/hotels/kyoto-gion/file_attachments/${id}`]);

      for (const access of [`bypass_token=${booked.bypass_token}`, 'email=HANAKO@example.com']) {
        const r = await download(access);
        expect(r.status).toBe(200);
        expect(r.raw.equals(image)).toBe(true);
        expect(r.headers['content-type']).toBe('image/png');
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(String(r.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]+\.png"; filename\*=UTF-8''%E5%AE%BF/);
      }
      for (const access of [`bypass_token=${other.bypass_token}`, 'email=ken@example.com', 'bypass_token=nope', 'email=']) {
        const r = await download(access);
        expect(r.status, access).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(r.raw.includes(image)).toBe(false);
      }
      expect(errorOf(await c.call('GET', `${URL}/not-an-id`))).toMatchObject({ code: 1000 });

      // Another reservation cannot take it over, and unknown ids are refused the same way.
      const stolen = await c.call('PUT', `/api/v1/hotels/kyoto-gion/reservations/${other.reservation_number}/additional_questions/batch_update?bypass_token=${other.bypass_token}`, {
        answers: [{ question_id: purpose, answer: 'x', attachment_ids: [id] }],
      });
      expect(errorOf(stolen)).toMatchObject({ code: 1000, payload: { field: 'answers.0.attachment_ids', reason: 'unknown_attachment', attachment_ids: [id] } });
      const unknown = await c.call('PUT', `${base}/batch_update?bypass_token=${booked.bypass_token}`, { answers: [{ question_id: purpose, answer: 'x', attachment_ids: ['A'.repeat(24)] }] });
      expect(errorOf(unknown).payload).toMatchObject({ reason: 'unknown_attachment' });
      const [row] = await query<any>(ctx().database, `select r.reservation_number from file_attachments f join reservations r on r.id = f.reservation_id where f.id = $1`, [id]);
      expect(row.reservation_number).toBe(booked.reservation_number);

      // Dropped from the answer, it stays the reservation's own.
      const dropped = await c.call('PUT', `${base}/batch_update?bypass_token=${booked.bypass_token}`, { answers: [{ question_id: purpose, answer: 'Business' }] });
      expect(dropped.body.data.additional_questions[0].remote_attachments_urls).toEqual([]);
      expect((await download(`bypass_token=${booked.bypass_token}`)).status).toBe(200);
    });

    it('over a real socket, answers 413 as soon as a streamed file passes the limit', async () => {
      const { app } = ctx();
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const session = await openClientSession(app);
        const boundary = 'noren-stream-boundary';
        const head = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`), png(1, 1)]);
        const { port } = new globalThis.URL(address);
        const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
          let sent = 0;
          let answered = false;
          const req = request({ host: '127.0.0.1', port: Number(port), method: 'POST', path: URL, headers: { 'client-session': session, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' } }, (res) => {
            answered = true;
            const sentBefore = sent;
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent: sentBefore }));
          });
          // Once answered, the server may close the connection while we still write: not a failure.
          req.on('error', (e) => (answered ? undefined : reject(e)));
          req.write(head);
          // Keep sending 16 KiB chunks, about one a millisecond (up to 300 times the limit), until the server has answered.
          const chunk = Buffer.alloc(16 * 1024, 7);
          const pump = () => {
            if (answered || sent > MAX_BYTES * 300 || req.destroyed) return req.end();
            sent += chunk.length;
            if (req.write(chunk)) setTimeout(pump, 1);
            else req.once('drain', pump);
          };
          pump();
        });
        expect(answer.status, answer.body).toBe(413);
        expect(JSON.parse(answer.body).errors[0].details).toMatchObject({ code: 9413, payload: { reason: 'file_too_large' } });
        expect(answer.sent).toBeLessThan(MAX_BYTES * 300);
        // The partial file is removed once the aborted stream has closed, which may be just after the answer.
        await vi.waitFor(() => expect(leftovers()).toEqual([]), { timeout: 5000, interval: 50 });
      } finally {
        await app.server.close();
      }
    });

    it('links uploads sent with the booking itself (attachment_ids on the answers)', async () => {
      const { app, database } = ctx();
      const arrival = await arrivalQuestion(database);
      const image = png(3, 3, [1, 2, 3]);
      const id = (await upload([{ filename: 'id-card.png', type: 'image/png', data: image }])).body.data[0].id as string;
      const answers = (ids: string[]) => [{ question_id: arrival, options: ['17:00'] }, { question_id: purpose, answer: 'Family', attachment_ids: ids }];
      const before = (await query<{ n: number }>(database, `select count(*)::int as n from reservations`))[0].n;
      const a = await api(app);
      const body = await priced(a, 'kyoto-gion', kyotoBody(arrival, { answers: answers(['B'.repeat(24)]) }));
      expect(errorOf(await a.post('kyoto-gion', body))).toMatchObject({ code: 1000, payload: { field: 'answers.1.attachment_ids', reason: 'unknown_attachment' } });
      expect((await query<{ n: number }>(database, `select count(*)::int as n from reservations`))[0].n).toBe(before);

      const b = await bookKyoto(app, database, arrival, { answers: answers([id]) });
      expect(b.reservation.answers.find((x: any) => x.question_id === purpose)).toMatchObject({ answer: 'Family', attachments: [id] });
      const r = await c.call('GET', `${URL}/${id}?bypass_token=${b.bypass_token}`);
      expect(r.status).toBe(200);
      expect(r.raw.equals(image)).toBe(true);
      const listed = await c.call('GET', `/api/v1/hotels/kyoto-gion/reservations/${b.reservation_number}/additional_questions?bypass_token=${b.bypass_token}`);
      expect(listed.body.data.additional_questions.find((x: any) => x.id === purpose).attachments).toMatchObject([{ id, file_name: 'id-card.png' }]);
    });
  },
  { seed: true, now: NOW, config: (config) => ({ ...noLookupLimit(config), storage: { kind: 'local', dir: uploadsDir }, uploadMaxFileBytes: MAX_BYTES }) },
);
