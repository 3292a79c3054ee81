// Two API processes on one PostgreSQL, both working the job queue (apps/api/src/jobs/queue.ts):
// each period of each periodic job runs once, not once per process. Both start at the same
// moment, as a cluster's workers do; every schedule is put on every minute here (cronOverride)
// so that all five are due inside the test, and both processes look at the schedules every
// second, so that each minute is looked at several times. The runs are the server's own handlers on
// an empty database. A process with NOREN_JOBS=off only queues runs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/api/src/app.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { EVERY_MINUTE, JOBS, JobQueue, queueDatabase } from '../../apps/api/src/jobs/index.ts';
import { query, startTestApp, type TestApp } from '../support/app.ts';
import { quickJobs, until } from './support.ts';

const PERIODIC = JOBS.filter((job) => job.cron !== undefined).map((job) => job.name);

describe('job queue: two processes on one PostgreSQL', () => {
  let first: TestApp;
  let secondDb: DatabaseHandle;
  let second: FastifyInstance;

  beforeAll(async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'noren-jobs-'));
    first = await startTestApp('postgres', {
      postgres: { why: 'two processes sharing one job queue' },
      config: (config) => {
        const quick = quickJobs(config);
        return { ...quick, jobs: { ...quick.jobs, cronOverride: EVERY_MINUTE }, storage: { kind: 'local', dir: uploads } };
      },
    });
    secondDb = await createDatabase({ ...first.config, poolSize: 2 });
    second = await buildApp({ config: first.config, database: secondDb, clock: first.clock });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const runs = async () =>
    Object.fromEntries(
      (await query<{ name: string; n: string }>(first.database, `select name, count(*) as n from pgboss.job where name = any($1) and state = 'completed' group by name`, [PERIODIC])).map((r) => [r.name, Number(r.n)]),
    );

  /** The periods (minutes) in which each job's run was queued: pg-boss keys each to its minute, one row per minute. */
  const periods = async () =>
    Object.fromEntries(
      (await query<{ name: string; n: string }>(first.database, `select singleton_key as name, count(*) as n from pgboss.job where name = '__pgboss__send-it' and singleton_key = any($1) group by singleton_key`, [PERIODIC])).map((r) => [r.name, Number(r.n)]),
    );

  it('runs each periodic job once per period, not once per process', async () => {
    expect(PERIODIC).toHaveLength(5);
    await Promise.all([first.app.jobs.start(), second.jobs.start()]);
    expect(await until(async () => Object.keys(await runs()).length === PERIODIC.length), 'every periodic job ran').toBe(true);
    // Both processes look at the schedules every second (quickJobs) and their workers poll twice
    // a second: several looks in the same minute, each of which finds every job due.
    await new Promise((r) => setTimeout(r, 2000));
    const seen = await periods();
    // One period each, or two when the test ran across a minute's end; one run per period.
    for (const name of PERIODIC) expect(seen[name], name).toBeGreaterThanOrEqual(1);
    expect(await runs()).toEqual(seen);
    // One schedule per job, whichever process stored it last.
    expect((await query<{ name: string }>(first.database, `select name from pgboss.schedule order by name`)).map((r) => r.name)).toEqual([...PERIODIC].sort());
  });

  it('a process with NOREN_JOBS=off queues runs and works none; a working process runs them', async () => {
    // What such a process has: a queue on its own connections that is not working.
    const sender = new JobQueue(second, queueDatabase(secondDb, first.config.databaseUrl), { ...first.config.jobs, work: false }, JOBS);
    try {
      await sender.start();
      // No schedule adds runs meanwhile: the runs counted are the ones sent here.
      await query(first.database, `delete from pgboss.schedule`);
      const before = (await runs())['purge-organisation-exports']!;
      // The first stops: the second is the only one working.
      await first.app.jobs.stop();
      expect(await sender.send('purge-organisation-exports')).toEqual(expect.any(String));
      expect(await until(async () => (await runs())['purge-organisation-exports'] === before + 1), 'the second process ran it').toBe(true);
      // The second stops too: what the sender queues waits.
      await second.jobs.stop();
      expect(await sender.send('purge-organisation-exports')).toEqual(expect.any(String));
      await new Promise((r) => setTimeout(r, 1000));
      expect(await query(first.database, `select state from pgboss.job where name = 'purge-organisation-exports' and state <> 'completed'`)).toEqual([{ state: 'created' }]);
    } finally {
      await sender.stop();
    }
  });
});
