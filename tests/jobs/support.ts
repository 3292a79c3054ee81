// Shared by the job queue's suites: quicker polls than a server's, and waits on the queue's table.
import type { Config } from '../../apps/api/src/config.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { query } from '../support/app.ts';

/** Workers poll twice a second and the schedules are looked at every second, instead of every 5 s. */
export const quickJobs = (config: Config): Config => ({ ...config, jobs: { ...config.jobs, pollSeconds: 0.5, scheduleSeconds: 1 } });

/** Waits (wall time) until `check` holds; false if it never did within `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/** Waits (wall time) until `count` runs of `name` have completed in the queue's table. */
export async function completedRuns(database: DatabaseHandle, name: string, count: number, timeoutMs = 10_000): Promise<number> {
  let n = 0;
  await until(async () => {
    const [row] = await query<{ n: string }>(database, `select count(*) as n from pgboss.job where name = $1 and state = 'completed'`, [name]);
    n = Number(row!.n);
    return n >= count;
  }, timeoutMs);
  return n;
}
