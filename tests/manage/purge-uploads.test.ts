// The purge-unlinked-uploads job on both databases, with the clock moved: uploads no reservation
// took go 24 hours after they were made (not a second before), their bytes go only when no other
// row holds the same content, linked uploads stay, and two cleaners never delete a row twice. On
// PostgreSQL, the races with other processes: a row an answer is linking right now is skipped,
// and content an upload of the same photo is storing right now keeps its bytes.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { purgeUnlinkedUploads, UNLINKED_UPLOAD_TTL_MS } from '../../apps/api/src/jobs/purge-unlinked-uploads.ts';
import { JOBS } from '../../apps/api/src/jobs/index.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { arrivalQuestion, NOW } from '../reservations/helpers.ts';
import { bookKyoto, caller, type Caller } from './support.ts';

const uploadsDir = mkdtempSync(join(tmpdir(), 'noren-purge-test-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** Passes the upload's sniffing as a PNG; the random tail makes the content unique. */
const image = (): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(40)]);
const keyOf = (data: Buffer): string => {
  const sha = createHash('sha256').update(data).digest('hex');
  return `sha256/${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`;
};
const HOUR = 60 * 60 * 1000;

forEachDatabase(
  'jobs: purge unlinked uploads',
  (ctx) => {
    let c: Caller;
    let purpose: number;
    let arrival: number;

    beforeAll(async () => {
      c = await caller(ctx().app);
      arrival = await arrivalQuestion(ctx().database);
      [{ id: purpose }] = await query<{ id: number }>(ctx().database, `select q.id from additional_questions q join hotels h on h.id = q.hotel_id where h.code = 'kyoto-gion' and q.translations->'en'->>'title' = 'Purpose of your trip'`);
    });

    const upload = async (data: Buffer): Promise<string> => {
      const boundary = `----purge${randomBytes(6).toString('hex')}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const r = await c.call('POST', '/api/v1/hotels/kyoto-gion/file_attachments', payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.data[0].id as string;
    };
    const ids = async () => (await query<{ id: string }>(ctx().database, `select id from file_attachments order by id`)).map((r) => r.id);
    const stored = (data: Buffer) => existsSync(join(uploadsDir, keyOf(data)));
    const purge = () => purgeUnlinkedUploads(ctx().app);
    // Client sessions expire with the moved clock: open a fresh one each time.
    const at = async (ms: number) => {
      ctx().clock.set(new Date(new Date(NOW).getTime() + ms));
      c = await caller(ctx().app);
    };

    it('is one of the server jobs', () => {
      expect(JOBS.map((j) => j.name)).toContain('purge-unlinked-uploads');
      expect(UNLINKED_UPLOAD_TTL_MS).toBe(24 * HOUR);
    });

    it('deletes uploads no reservation took after 24 hours, keeping bytes another row still holds', async () => {
      await at(0);
      const shared = image();
      const unique = image();
      const linkedData = image();
      const abandoned = await upload(shared);
      const alone = await upload(unique);
      const linked = await upload(linkedData);
      await bookKyoto(ctx().app, ctx().database, arrival, { answers: [{ question_id: arrival, options: ['17:00'] }, { question_id: purpose, answer: 'Business', attachment_ids: [linked] }] });

      await at(23 * HOUR);
      const young = await upload(shared);
      expect(await purge()).toEqual({ rows: 0, files: 0 });

      // A second short of 24 hours is still kept; at 24 hours it goes.
      await at(24 * HOUR - 1000);
      expect(await purge()).toEqual({ rows: 0, files: 0 });
      await at(24 * HOUR + 1000);
      expect(await purge()).toEqual({ rows: 2, files: 1 });
      const left = await ids();
      expect(left).not.toContain(abandoned);
      expect(left).not.toContain(alone);
      expect(left).toEqual(expect.arrayContaining([linked, young]));
      expect(stored(unique)).toBe(false);
      expect(stored(shared)).toBe(true); // the young upload of the same photo holds it
      expect(stored(linkedData)).toBe(true);

      await at(47 * HOUR + 1000);
      expect(await purge()).toEqual({ rows: 1, files: 1 });
      expect(stored(shared)).toBe(false);
      expect(await ids()).toContain(linked);
      expect(stored(linkedData)).toBe(true);
      // Linked uploads stay however old they are.
      await at(400 * 24 * HOUR);
      expect(await purge()).toEqual({ rows: 0, files: 0 });
      expect(stored(linkedData)).toBe(true);
    });

    it('never deletes a row twice when several processes run the job at once', async () => {
      await at(0);
      const datas = Array.from({ length: 6 }, image);
      for (const d of datas) await upload(d);
      await at(25 * HOUR);
      const reports = await Promise.all([purge(), purge(), purge()]);
      expect(reports.reduce((n, r) => n + r.rows, 0)).toBe(6);
      expect(reports.reduce((n, r) => n + r.files, 0)).toBe(6);
      for (const d of datas) expect(stored(d)).toBe(false);
    });

    it('skips a row an answer is linking right now, and keeps bytes an upload of the same photo is storing right now', async ({ skip }) => {
      const raw = ctx().database.raw;
      // Reported as skipped on PGlite, with this reason, not as a pass.
      if (raw.kind !== 'postgres') return skip('needs a second connection holding row and advisory locks while the job runs: PGlite has one connection');
      await at(0);
      const linking = image();
      const linkingId = await upload(linking);
      const racing = image();
      const racingId = await upload(racing);
      await at(25 * HOUR);

      // Another process links `linking` (its row locked, as linkAttachments does) while the job runs.
      const other = await raw.pool.connect();
      try {
        await other.query('begin');
        await other.query('select id from file_attachments where id = $1 for update', [linkingId]);
        // And an upload of `racing`'s photo holds its content lock, about to add its row.
        await other.query('select pg_advisory_xact_lock(7301, hashtext($1))', [keyOf(racing)]);
        const job = purge();
        // The job waits on the content lock (an advisory lock of this database not granted yet);
        // then the upload adds its row and commits.
        await vi.waitFor(async () => {
          const waiting = await other.query(`select 1 from pg_locks where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`);
          expect(waiting.rowCount).toBeGreaterThan(0);
        }, { timeout: 10_000, interval: 20 });
        await other.query(
          `insert into file_attachments (id, hotel_id, file_name, content_type, byte_size, sha256, storage_key, created_at)
             select 'R' || substr(md5(random()::text), 1, 23), hotel_id, file_name, content_type, byte_size, sha256, storage_key, $2 from file_attachments where id = $1`,
          [racingId, ctx().clock.now().toISOString()],
        );
        await other.query('commit');
        const report = await job;
        expect(report.rows).toBe(1); // racing's old row only
        expect(report.files).toBe(0);
      } finally {
        other.release();
      }
      const left = await ids();
      expect(left).toContain(linkingId);
      expect(left).not.toContain(racingId);
      expect(stored(racing)).toBe(true);
      expect(stored(linking)).toBe(true);
    });
  },
  { seed: true, now: NOW, config: (config) => ({ ...config, storage: { kind: 'local', dir: uploadsDir } }), postgres: { why: 'cleaners at once (`skip locked`) and the race with another connection\'s row and advisory locks' } },
);
