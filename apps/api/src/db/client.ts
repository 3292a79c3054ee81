// Opens the one database the process talks to: embedded PGlite by default, PostgreSQL when
// DATABASE_URL is set. Both give the same drizzle PgDatabase, so nothing above this file knows
// which one it has, apart from health reporting the kind. On PostgreSQL, DATABASE_URL may be a
// pooler in transaction mode (PgBouncer): queries are unnamed (nothing calls drizzle's prepare),
// so no prepared statement outlives its transaction, and what needs a session of its own (LISTEN,
// the migration's advisory lock) connects to DATABASE_DIRECT_URL. DATABASE_REPLICA_URL opens a
// second pool, readDb, that db/read-routing.ts hands to the reads that may be a second stale.
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
export type RawClient =
  | { kind: 'pglite'; client: PGlite }
  | {
      kind: 'postgres';
      pool: pg.Pool;
      /** The primary without a pooler: for session-level work (LISTEN, session advisory locks). */
      directUrl: string;
      /** The read replica's pool, when one is configured. */
      replica: pg.Pool | null;
    };

export interface DatabaseHandle {
  db: Database;
  /**
   * The replica's database when DATABASE_REPLICA_URL is set, else `db`. Only for reads that may
   * be stale, and only through db/read-routing.ts, which checks the replica's lag first.
   */
  readDb: Database;
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

export type DatabaseOptions = Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'databaseReplicaUrl' | 'databaseDirectUrl'>> & {
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
  if (!config.databaseUrl) return openPglite(config.dataDir, config.pglite);
  return openPostgres(config.databaseUrl, config.poolSize, config.databaseDirectUrl ?? null, config.databaseReplicaUrl ?? null);
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
    readDb: db,
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

async function openPostgres(url: string, poolSize = POOL_SIZE, directUrl: string | null, replicaUrl: string | null): Promise<DatabaseHandle> {
  const writes = new WriteTracker();
  const pool = postgresPool(url, poolSize, trackingClient(writes));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  const replica = replicaUrl ? postgresPool(replicaUrl, poolSize) : null;
  const readDb = replica ? (drizzlePostgres({ client: replica, schema }) as unknown as Database) : db;
  const direct = directUrl ?? url;
  // Fail at start, with the driver's message, when a URL points nowhere.
  try {
    await db.execute(sql`select 1`);
    if (replica) await readDb.execute(sql`select 1`);
  } catch (error) {
    await Promise.all([pool.end(), replica?.end()]);
    throw error;
  }
  let closed = false;
  return {
    db,
    readDb,
    kind: 'postgres',
    raw: { kind: 'postgres', pool, directUrl: direct, replica },
    writes,
    ping: () => timed(db),
    listen: (channel, onNotify) => listenPostgres(direct, channel, onNotify),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}

/**
 * Connections per process: a booking holds one for its transaction, and bookings of a hotel now
 * run side by side, so more than the cores' worth keeps the database busy while others wait on
 * row locks; PostgreSQL's default max_connections (100) leaves room for several processes.
 */
export const POOL_SIZE = 20;
/** How long a query may wait for a pooled connection (a burst queues; see postgresPool). */
export const POOL_WAIT_MS = 30_000;

function postgresPool(url: string, max: number, Client?: typeof pg.Client): pg.Pool {
  const pool = new pg.Pool({
    ...(Client && { Client }),
    connectionString: url,
    max,
    // A burst waits for a connection rather than failing (issue 29 §5: 300 bookings of a hotel at
    // once queue here, each for about size / rate seconds); one waiting this long means the
    // database is in trouble, so the request fails instead of queueing forever.
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (PostgreSQL restart, network blip) emits 'error' on the
  // pool; unhandled, that would crash the process. The next query simply gets a new connection.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
  });
  return pool;
}

async function timed(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
