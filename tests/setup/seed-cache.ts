// Vitest globalSetup of the integration project: a folder, new for each run, holding the dump of
// a migrated PGlite database, made here, and of a migrated and seeded one per seed time, made by
// the first test app that needs it (tests/support/app.ts), so that each test app starts from one
// (about half a second) instead of running initdb, the migrations and the seed again (many
// seconds, argon2 hashes included). New for each run, so a change to the migrations or the seed
// can never meet an old dump. Tests read its path with `inject('seedCacheDir')`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../apps/api/src/config.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { openNew, saveDump } from '../support/pglite-dump.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seedCacheDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'noren-seed-cache-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  // Once, before the workers start: the first test app of each worker made it otherwise, both at
  // once at the start of the run (initdb and the migrations, 10-14 s each there).
  const config = loadConfig({ NOREN_DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
  const database = await openNew(config);
  try {
    await migrateDatabase(database, config.migrationsDir);
    await saveDump(database, config, join(dir, 'migrated.tar'));
  } catch (error) {
    remove();
    throw error;
  } finally {
    await database.close();
  }
  project.provide('seedCacheDir', dir);
  return remove;
}
