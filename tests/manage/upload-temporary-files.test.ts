// Temporary files of uploads (issue #27 item 11): every upload refused mid-stream left a file in
// the store's folder (the content type of its temporary object, .types/tmp/…), 20 of 20, and no
// job removed what was left. Here an upload refused for its size while it streams, one refused
// for its bytes and one the client cuts off leave no file but the stored content; and the purge
// job removes temporary files older than its bound, keeping younger ones and stored content.
//
// The purge ages a file by its modification time (it has no row), compared with app.clock: the
// test sets the times with utimes against the ManualClock, so "older than the bound" is exact
// and does not depend on how long the test takes.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { STRAY_TEMPORARY_FILE_AGE_MS } from '../../apps/api/src/jobs/purge-unlinked-uploads.ts';
import { JOBS } from '../../apps/api/src/jobs/index.ts';
import { forEachDatabase, openClientSession } from '../support/app.ts';
import { NOW } from '../reservations/helpers.ts';
import { caller, type Caller } from './support.ts';

const MAX_BYTES = 64 * 1024;
const URL_PATH = '/api/v1/hotels/kyoto-gion/file_attachments';
const BOUNDARY = 'noren-temporary-files';
const uploadsDir = mkdtempSync(join(tmpdir(), 'noren-upload-tmp-test-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** Passes the upload's sniffing as a PNG; the random tail makes the content unique. */
const image = (): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(40)]);
const partHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`);
const body = (data: Buffer) => Buffer.concat([partHead, data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Every file in the store's folder, as paths relative to it. */
const files = (): string[] =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(uploadsDir, join(entry.parentPath, entry.name)))
    .sort();
/** Whatever is not stored content (sha256/… and its type): temporary or half-written files. */
const strays = (): string[] => files().filter((path) => !path.startsWith('sha256/') && !path.startsWith('.types/sha256/'));

forEachDatabase(
  'uploads: temporary files',
  (ctx) => {
    let c: Caller;
    let port: number;

    beforeAll(async () => {
      c = await caller(ctx().app);
      port = Number(new URL(await ctx().app.listen({ port: 0, host: '127.0.0.1' })).port);
    });

    /** A stray stays away: checked again a little later, for a removal that might still be under way. */
    const expectNoStrays = async () => {
      await vi.waitFor(() => expect(strays()).toEqual([]), { timeout: 5000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(strays()).toEqual([]);
    };

    it('an upload refused for its size while it streams leaves no temporary file', async () => {
      const session = await openClientSession(ctx().app);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        let answered = false;
        let sent = 0;
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: URL_PATH, headers: { 'client-session': session, ...MULTIPART, 'transfer-encoding': 'chunked' } }, (res) => {
          answered = true;
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', (e) => (answered ? undefined : reject(e)));
        req.write(Buffer.concat([partHead, image()]));
        const chunk = Buffer.alloc(16 * 1024, 7);
        const pump = () => {
          if (answered || sent > MAX_BYTES * 100 || req.destroyed) return req.end();
          sent += chunk.length;
          if (req.write(chunk)) setTimeout(pump, 1);
          else req.once('drain', pump);
        };
        pump();
      });
      expect(answer.status, answer.body).toBe(413);
      expect(JSON.parse(answer.body).errors[0].details.payload).toMatchObject({ reason: 'file_too_large' });
      await expectNoStrays();
    });

    it('an upload refused for its bytes leaves no temporary file', async () => {
      const r = await c.call('POST', URL_PATH, body(Buffer.from('plain text pretending to be a picture\n')), MULTIPART);
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(strays()).toEqual([]);
    });

    it('an upload the client cuts off mid-file leaves no temporary file', async () => {
      const session = await openClientSession(ctx().app);
      const socket = connect({ host: '127.0.0.1', port });
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(`POST ${URL_PATH} HTTP/1.1\r\nHost: x\r\nClient-Session: ${session}\r\nContent-Type: ${MULTIPART['content-type']}\r\nContent-Length: ${MAX_BYTES}\r\n\r\n`);
      socket.write(Buffer.concat([partHead, image(), Buffer.alloc(4096, 7)]));
      // The server is writing the file: its temporary file is there until the client goes.
      await vi.waitFor(() => expect(strays().length).toBeGreaterThan(0), { timeout: 5000, interval: 20 });
      socket.resetAndDestroy();
      await expectNoStrays();
    });

    it('the purge job removes temporary files older than its bound, keeping younger ones and stored content', async () => {
      const { app, clock } = ctx();
      expect(STRAY_TEMPORARY_FILE_AGE_MS).toBe(6 * 60 * 60 * 1000);
      clock.set(new Date(NOW));
      const stored = await c.call('POST', URL_PATH, body(image()), MULTIPART);
      expect(stored.status, JSON.stringify(stored.body)).toBe(201);
      const content = files().filter((path) => path.startsWith('sha256/'));
      expect(content).toHaveLength(1);

      // What a process that died mid-upload leaves: a received file never committed (tmp/…, with
      // its type), a half-written file (.partial/…), a type whose data never arrived.
      const leftovers = (name: string) => [`tmp/${name}`, `.types/tmp/${name}`, `.partial/${name}`, `.types/tmp/${name}-type-only`];
      for (const path of [...leftovers('old'), ...leftovers('young')]) {
        mkdirSync(dirname(join(uploadsDir, path)), { recursive: true });
        writeFileSync(join(uploadsDir, path), path.startsWith('.types/') ? 'application/octet-stream' : 'bytes');
      }
      const now = clock.now().getTime();
      const age = (path: string, ms: number) => utimesSync(join(uploadsDir, path), new Date(now - ms), new Date(now - ms));
      for (const path of leftovers('old')) age(path, STRAY_TEMPORARY_FILE_AGE_MS + 60_000);
      for (const path of leftovers('young')) age(path, STRAY_TEMPORARY_FILE_AGE_MS - 60_000);
      // Stored content is never temporary, however old.
      for (const path of [...content, `.types/${content[0]}`]) age(path, 1000 * STRAY_TEMPORARY_FILE_AGE_MS);

      const job = JOBS.find((j) => j.name === 'purge-unlinked-uploads')!;
      expect(await job.run(app)).toMatchObject({ temporary: { uploads: 1, incomplete: 2 } });
      expect(strays()).toEqual(leftovers('young').sort());
      expect(files().filter((path) => path.startsWith('sha256/'))).toEqual(content);
    });
  },
  { seed: true, now: NOW, config: (config) => ({ ...config, storage: { kind: 'local', dir: uploadsDir }, uploadMaxFileBytes: MAX_BYTES }) },
);
