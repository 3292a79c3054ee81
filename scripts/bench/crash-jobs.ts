// The crash bench's jobs: the server's own periodic jobs (apps/api/src/jobs/definitions.ts JOBS, the
// same functions the API processes run from their job queue), run from the bench process on the same
// PostgreSQL with a ManualClock past every window a pending payment may be given (the 15-minute
// pending booking, the 30-minute pay-link sweep, its 5-minute lease), so the bench needs neither
// the test clock nor half an hour of waiting. Cycles move the clock on by more than a lease each,
// as the API's schedules would, until a cycle changes nothing (or MAX_CYCLES). The jobs that do not
// touch payments (mail, upload and export purges) are left out; any job added later runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ManualClock } from '@noren/core/domain';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { JOBS } from '../../apps/api/src/jobs/index.ts';
import { PAY_LINK_AUTHORISATION_SWEEP_MS } from '../../apps/api/src/modules/pay-links/index.ts';

const UNRELATED_JOBS = new Set(['send-mail', 'purge-unlinked-uploads', 'purge-organisation-exports']);
/** More than the pay-link sweep's lease (5 minutes, pay-links/sweep.ts), so a lease left by a cycle has run out by the next. */
const CYCLE_STEP_MS = 6 * 60_000;
const MAX_CYCLES = 6;
/** Past the 30-minute sweep window, hence past the 15-minute pending window too. */
export const FIRST_CYCLE_AHEAD_MS = PAY_LINK_AUTHORISATION_SWEEP_MS + 60_000;

export interface JobCycle {
  at: string;
  ms: number;
  results: Record<string, unknown>;
  changed: boolean;
}

export interface JobsReport {
  cycles: JobCycle[];
  /** Wall time of all cycles, the last one (which changed nothing) included. */
  ms: number;
  /** The clock of the last cycle: what "older than the bound" is measured against. */
  asOf: Date;
  jobs: string[];
  errors: string[];
}

export async function runJobsPastWindows(databaseUrl: string): Promise<JobsReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'noren-crash-jobs-'));
  const clock = new ManualClock(Date.now() + FIRST_CYCLE_AHEAD_MS);
  const config = loadConfig({ DATABASE_URL: databaseUrl, NOREN_DATA_DIR: dataDir, LOG_LEVEL: 'silent', NOREN_DEMO: '0' });
  const app = await buildApp({ config, clock });
  await app.ready();
  const jobs = JOBS.filter((j) => !UNRELATED_JOBS.has(j.name));
  const cycles: JobCycle[] = [];
  const errors: string[] = [];
  const started = performance.now();
  try {
    let before = await fingerprint(databaseUrl);
    for (let i = 0; i < MAX_CYCLES; i++) {
      const t0 = performance.now();
      const results: Record<string, unknown> = {};
      for (const job of jobs) {
        try {
          results[job.name] = await job.run(app);
        } catch (error) {
          errors.push(`${job.name} at ${clock.now().toISOString()}: ${String(error)}`);
        }
      }
      const after = await fingerprint(databaseUrl);
      const changed = after !== before;
      cycles.push({ at: clock.now().toISOString(), ms: Math.round(performance.now() - t0), results, changed });
      before = after;
      if (!changed && i > 0) break;
      clock.advance(CYCLE_STEP_MS);
    }
    return { cycles, ms: Math.round(performance.now() - started), asOf: new Date(cycles.at(-1)!.at), jobs: jobs.map((j) => j.name), errors };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every status the jobs may move, counted: equal fingerprints mean a cycle changed nothing. */
async function fingerprint(databaseUrl: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`
      select 'sandbox ' || status as k, count(*)::int as n from sandbox_payments group by status
      union all select 'reservation ' || status || '/' || coalesce(payment_status, '-'), count(*)::int from reservations group by status, payment_status
      union all select 'link payment ' || status, count(*)::int from pay_link_payments group by status
      union all select 'link ' || status || case when capturing_payment_id is null then '' else ' claimed' end, count(*)::int from pay_links group by 1
      union all select 'key ' || case when response_status = 0 then 'open' else 'answered' end, count(*)::int from idempotency_keys group by 1
      order by 1`);
    return JSON.stringify(rows);
  } finally {
    await db.end();
  }
}
