// A test app on URLs the test names (a pooler, a replica, a direct connection), where
// tests/support/app.ts makes its own database: the scale suites start those servers themselves.
import { ManualClock } from '@noren/core/domain';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig, type Config } from '../../apps/api/src/config.ts';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/prepare-database.ts';
import { withLookupRateLimit } from '../../apps/api/src/modules/reservations/index.ts';
import type { TestApp } from '../support/app.ts';

export interface ScaleAppOptions {
  /** DATABASE_URL, DATABASE_REPLICA_URL, DATABASE_DIRECT_URL, NOREN_REPLICA_MAX_LAG_MS... */
  env: Record<string, string>;
  now: string;
}

export async function startScaleApp(opts: ScaleAppOptions): Promise<TestApp> {
  const base = loadConfig({ NOREN_DATA_DIR: ':memory:', LOG_LEVEL: 'silent', NOREN_ARGON2_PROFILE: 'test', ...opts.env });
  const config: Config = withLookupRateLimit(base, null);
  const clock = new ManualClock(opts.now);
  // Migrated and seeded on the primary itself, not through the pooler: the seed's thousands of
  // rows go faster on a connection of their own.
  const direct = await createDatabase({ ...config, databaseUrl: config.databaseDirectUrl ?? config.databaseUrl, databaseReplicaUrl: null, poolSize: 2 });
  try {
    await prepareDatabase(direct, { ...config, demo: false });
    // The demo seed is written at the test's time (seed/generators.ts reads the clock it is given).
    const { seedDemo } = await import('../../apps/api/src/seed/index.ts');
    await seedDemo(direct.db, clock, config.argon2);
  } finally {
    await direct.close();
  }
  const database = await createDatabase({ ...config, poolSize: 8 });
  const app = await buildApp({ config, database, clock, checkResponses: true });
  await app.ready();
  return { app, database, config, clock, kind: 'postgres', close: () => app.close() };
}
