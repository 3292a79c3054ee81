/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// The job queue (apps/api/src/jobs/queue.ts, pg-boss) on PGlite, the embedded default: a
// periodic job runs through the queue on its schedule and its handler judges by app.clock (the
// ManualClock), not the wall clock; a failing run is retried with backoff; stop() lets a run in
// flight finish. The schedules run once per period across processes: two-processes.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOBS, JobQueue, queueDatabase, type JobDefinition } from '../../apps/api/src/jobs/index.ts';
import { priceQuery } from '../../apps/api/src/modules/reservations/index.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { cardApi, cardPayment, type CardApi } from '../payments-flow/support.ts';
import { arrivalQuestion, kyotoBody, NOW, noLookupLimit, setInventory } from '../reservations/helpers.ts';
import { completedRuns, quickJobs, until } from './support.ts';

const MINUTE = 60_000;

forEachDatabase(
  'job queue: a schedule runs the 3-D Secure expiry, which reads app.clock',
  (ctx) => {
    let a: CardApi;
    let questionId: number;
    beforeAll(async () => {
      a = await cardApi(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    it('expires a challenge nobody answered after 15 minutes by the app\'s clock, not the wall clock\'s', async () => {
      const { app, database, clock } = ctx();
      // The clock is days behind the wall clock: by the wall clock the 15 minutes are long over.
      expect(Date.now() - clock.now().getTime()).toBeGreaterThan(60 * MINUTE);
      await setInventory(database, 'kyoto-gion', 'modern-twin', '2027-03-01', '2027-03-02', 4, 1);
      const body: any = { ...kyotoBody(questionId, { checkin_date: '2027-03-01', checkout_date: '2027-03-02', rooms: [{ room_plan_code: 'kaiseki_modern-twin', adults: 2 }] }), payment: await cardPayment(app, '4000 0000 0000 3220') };
      const search = new URLSearchParams(Object.entries(priceQuery(body)).map(([k, v]) => [k, String(v)]));
      body.expected_total_price = (await a.get(`/api/v1/hotels/kyoto-gion/rooms/price?${search}`)).body.data.prices.total_price;
      const booked = await a.post('kyoto-gion', body);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const number = booked.body.data.reservation_number as string;
      const status = async () => (await query<{ status: string }>(database, `select status from reservations where reservation_number = $1`, [number]))[0]!.status;

      // 14 minutes on: the schedule's run at the queue's start (every minute) leaves it waiting.
      clock.advance(14 * MINUTE);
      await app.jobs.start();
      expect(await completedRuns(database, 'expire-pending-payments', 1)).toBe(1);
      expect(await status()).toBe('payment_pending');

      // 16 minutes on: a run sent now (a periodic queue takes one-off runs too; should the next
      // minute's come first, it finds the same) cancels it.
      clock.advance(2 * MINUTE);
      await app.jobs.send('expire-pending-payments');
      expect(await until(async () => (await status()) === 'cancelled')).toBe(true);
      const outputs = await query<{ output: unknown }>(database, `select output from pgboss.job where name = 'expire-pending-payments' and state = 'completed'`);
      expect(outputs.map((r) => r.output)).toContainEqual({ challenges: 1, reservations: 1 });
    });
  },
  { seed: true, now: NOW, config: (config) => quickJobs({ ...noLookupLimit(config), storage: { kind: 'local', dir: mkdtempSync(join(tmpdir(), 'noren-jobs-')) } }) },
);

forEachDatabase('job queue: retries and stop', (ctx) => {
  /** A queue of its own on the test app's database, with the jobs a test gives it. */
  const queueOf = (jobs: JobDefinition[]) => new JobQueue(ctx().app, queueDatabase(ctx().database, ctx().config.databaseUrl), ctx().config.jobs, jobs);
  const jobRow = async (name: string) =>
    (await query<{ state: string; retry_count: number; wait_s: number }>(
      ctx().database,
      `select state, retry_count, extract(epoch from start_after - now())::float as wait_s from pgboss.job where name = $1`,
      [name],
    ))[0]!;

  it('retries a failing run with backoff, then completes it; a run is never taken before its backoff', async () => {
    const attempts: Date[] = [];
    const queue = queueOf([
      {
        name: 'test-flaky',
        retry: { limit: 3, delaySeconds: 20, backoff: true },
        run: async (app) => {
          attempts.push(app.clock.now());
          if (attempts.length < 3) throw new Error(`attempt ${attempts.length} fails`);
          return { attempts: attempts.length };
        },
      },
    ]);
    try {
      expect(await queue.send('test-flaky', { hotel: 'kyoto-gion' })).toEqual(expect.any(String));
      expect(await queue.runDue('test-flaky')).toEqual({ completed: 0, failed: 1 });
      // First retry: 20 s doubled once, halved, plus up to as much again at random (pg-boss's jitter): 20-40 s.
      let row = await jobRow('test-flaky');
      expect(row).toMatchObject({ state: 'retry', retry_count: 0 });
      expect(row.wait_s).toBeGreaterThan(18);
      expect(row.wait_s).toBeLessThanOrEqual(40);
      // Not due yet, so a worker would not take it; by hand it runs now.
      expect(await queue.runDue('test-flaky')).toEqual({ completed: 0, failed: 0 });
      expect(await queue.runDue('test-flaky', { ignoreStartAfter: true })).toEqual({ completed: 0, failed: 1 });
      // Second retry: twice as long, 40-80 s.
      row = await jobRow('test-flaky');
      expect(row).toMatchObject({ state: 'retry', retry_count: 1 });
      expect(row.wait_s).toBeGreaterThan(38);
      expect(row.wait_s).toBeLessThanOrEqual(80);
      expect(await queue.runDue('test-flaky', { ignoreStartAfter: true })).toEqual({ completed: 1, failed: 0 });
      expect(await jobRow('test-flaky')).toMatchObject({ state: 'completed', retry_count: 2 });
      expect(attempts).toHaveLength(3);
      // The handler got the app: its clock is the test's ManualClock.
      for (const at of attempts) expect(at).toEqual(ctx().clock.now());
    } finally {
      await queue.stop();
    }
  });

  it('gives up after its retries: the run stays failed', async () => {
    const queue = queueOf([{ name: 'test-broken', retry: { limit: 1, delaySeconds: 1, backoff: false }, run: () => Promise.reject(new Error('always')) }]);
    try {
      await queue.send('test-broken');
      expect(await queue.runDue('test-broken')).toEqual({ completed: 0, failed: 1 });
      expect(await queue.runDue('test-broken', { ignoreStartAfter: true })).toEqual({ completed: 0, failed: 1 });
      expect(await jobRow('test-broken')).toMatchObject({ state: 'failed', retry_count: 1 });
      expect(await queue.runDue('test-broken', { ignoreStartAfter: true })).toEqual({ completed: 0, failed: 0 });
    } finally {
      await queue.stop();
    }
  });

  it('does not count its own polls as writes (the hotel-version board would read again after each)', async () => {
    const queue = queueOf([{ name: 'test-idle', run: async () => undefined }]);
    await queue.start();
    try {
      const before = ctx().database.writes.lastWrite;
      // Two polls of its worker at least (0.5 s), and a look at the schedules (1 s).
      await new Promise((r) => setTimeout(r, 1200));
      expect(ctx().database.writes.lastWrite).toBe(before);
    } finally {
      await queue.stop();
    }
  });

  it('refuses a job it does not know', async () => {
    await expect(ctx().app.jobs.send('no-such-job')).rejects.toThrow('no job named no-such-job');
  });

  it('stop() lets the run in flight finish and complete before it returns', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const queue = queueOf([{ name: 'test-slow', run: () => (started(), new Promise<string>((r) => (release = () => r('done')))) }]);
    await queue.start();
    await queue.send('test-slow');
    await running;
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(stopped, 'stop() returned while the run was in flight').toBe(false);
    release();
    await stopping;
    expect(await jobRow('test-slow')).toMatchObject({ state: 'completed' });
    await expect(queue.send('test-slow')).rejects.toThrow('the job queue is stopped');
  });
}, { config: quickJobs });

describe('job queue definitions', () => {
  it('every periodic job is on a schedule of a minute or more', () => {
    expect(JOBS.map((j) => [j.name, j.cron])).toEqual([
      ['expire-pending-payments', '* * * * *'],
      ['send-mail', '* * * * *'],
      ['purge-unlinked-uploads', '0 * * * *'],
      ['purge-organisation-exports', '*/5 * * * *'],
      ['sweep-pay-link-authorisations', '* * * * *'],
    ]);
  });
});
