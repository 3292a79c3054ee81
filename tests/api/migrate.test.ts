import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { createPostgresDatabase, query } from '../support/app.ts';

const config = loadConfig({ NOREN_DATA_DIR: ':memory:' });
const journal = JSON.parse(readFileSync(join(config.migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe('migrations at start-up', () => {
  it('apply on PGlite and are a no-op the second time', async () => {
    const handle = await createDatabase(config);
    try {
      await migrateDatabase(handle, config.migrationsDir);
      await migrateDatabase(handle, config.migrationsDir);
      const [applied] = await query<{ n: number }>(handle, 'select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied?.n).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
  });

  it('let several processes start at once on one PostgreSQL without racing', async () => {
    const database = await createPostgresDatabase();
    const handles = await Promise.all([1, 2, 3, 4].map(() => createDatabase({ dataDir: ':memory:', databaseUrl: database.url, poolSize: 2 })));
    try {
      await Promise.all(handles.map((handle) => migrateDatabase(handle, config.migrationsDir)));
      const [applied] = await query<{ n: number }>(handles[0]!, 'select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied?.n).toBe(journal.entries.length);
      const [tables] = await query<{ n: number }>(handles[0]!, "select count(*)::int as n from information_schema.tables where table_name = 'client_sessions'");
      expect(tables?.n).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await database.drop();
    }
  });
});
