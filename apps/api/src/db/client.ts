// Opens the one database the process talks to: embedded PGlite by default, PostgreSQL when
// DATABASE_URL is set. Both give the same drizzle PgDatabase, so nothing above this file knows
// which one it has, apart from health reporting the kind.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database, DatabaseKind } from './database.ts';
import * as schema from './schema/index.ts';
import { listenPglite, listenPostgres, type OnNotify, type Unlisten } from './listener.ts';
import { trackingClient, trackPglite, WriteTracker } from './write-tracker.ts';

/** The driver's own client, for the few things drizzle does not cover (the migration lock). */
export type RawClient = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  raw: RawClient;
  /** Hears of every write this process finishes, whichever path made it (cache/hotel-version-board.ts). */
  writes: WriteTracker;
  /** Runs `select 1` and returns how long it took in milliseconds; rejects when the database is down. */
  ping(): Promise<number>;
  /** LISTEN on `channel` over a connection that is not the pool's (db/listener.ts). */
  listen(channel: string, onNotify: OnNotify): Promise<Unlisten>;
  close(): Promise<void>;
}

export type DatabaseOptions = Pick<Config, 'dataDir' | 'databaseUrl'> & {
  /** Connections per process; PostgreSQL only. */
  poolSize?: number;
  /**
   * PGlite only, passed to PGlite as they are: the integration tests start each database on a
   * filesystem that already holds a dump of a migrated (and seeded) one, with a smaller buffer
   * pool (tests/support/pglite-dump.ts).
   */
  pglite?: Pick<PGliteOptions, 'fs' | 'startParams'>;
};

export async function createDatabase(config: DatabaseOptions): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.poolSize) : openPglite(config.dataDir, config.pglite);
}

async function openPglite(dataDir: string, options: DatabaseOptions['pglite'] = {}): Promise<DatabaseHandle> {
  let location = 'memory://';
  if (dataDir !== ':memory:') {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // pg_trgm: the trigram indexes of the organisation's reservation search (migration 0015); on
  // PostgreSQL it is the contrib extension the migration creates.
  const client = await PGlite.create({ dataDir: location, extensions: { pg_trgm }, ...options });
  const writes = new WriteTracker();
  trackPglite(client, writes);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    writes,
    ping: () => timed(db),
    listen: (channel, onNotify) => listenPglite(client, channel, onNotify),
    async close() {
      if (closed || client.closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const writes = new WriteTracker();
  const pool = new pg.Pool({
    Client: trackingClient(writes),
    connectionString: url,
    max: poolSize,
    // A query that waits this long for a connection means the database is in trouble; fail
    // the request instead of queueing forever.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (PostgreSQL restart, network blip) emits 'error' on the
  // pool; unhandled, that would crash the process. The next query simply gets a new connection.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
  });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  // Fail at start, with the driver's message, when the URL points nowhere.
  await db.execute(sql`select 1`);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    raw: { kind: 'postgres', pool },
    writes,
    ping: () => timed(db),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function timed(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
