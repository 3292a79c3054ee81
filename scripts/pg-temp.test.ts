import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTempPostgres } from './pg-temp.ts';

describe('startTempPostgres', () => {
  it('starts a reachable, tuned PostgreSQL and removes its folder on stop', async () => {
    const postgres = await startTempPostgres();
    try {
      expect(postgres.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
      expect(existsSync(postgres.dir)).toBe(true);

      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ version: string }>('select version()');
        expect(rows[0].version).toMatch(/^PostgreSQL \d+/);
        const settings = await client.query<{ name: string; setting: string }>(
          "select name, setting from pg_settings where name in ('fsync', 'max_connections')",
        );
        expect(Object.fromEntries(settings.rows.map((r) => [r.name, r.setting]))).toEqual({
          fsync: 'off',
          max_connections: '200',
        });
      } finally {
        await client.end();
      }
    } finally {
      await postgres.stop();
    }
    expect(existsSync(postgres.dir)).toBe(false);
    // Stopping twice is harmless: teardown and the exit handler may both call it.
    await postgres.stop();
  }, 120_000);
});
