// Applies the checked-in SQL migrations (apps/api/drizzle) at start-up. Several API processes may
// start at once on one PostgreSQL; a session-level advisory lock makes them take turns, so the
// second one finds the work done instead of racing the first into duplicate CREATE statements.
// The lock belongs to a session, so it is taken on a connection of its own to the primary
// (DATABASE_DIRECT_URL): through a pooler in transaction mode, the lock, the migration's
// statements and the unlock could each land on another server connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

/** "Nore" in ASCII; any constant works as long as every process uses the same one. */
export const MIGRATION_LOCK_KEY = 0x4e6f7265;
const LOCK_KEY = sql.raw(String(MIGRATION_LOCK_KEY));

export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  const raw = handle.raw;
  if (raw.kind === 'pglite') {
    // PGlite is one connection in one process: nothing to race with.
    await migratePglite(drizzlePglite({ client: raw.client }), { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: raw.directUrl });
  await client.connect();
  try {
    const db = drizzlePostgres({ client });
    await db.execute(sql`select pg_advisory_lock(${LOCK_KEY})`);
    try {
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${LOCK_KEY})`);
    }
  } finally {
    await client.end();
  }
}
