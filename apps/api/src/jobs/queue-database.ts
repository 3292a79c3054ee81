// The job queue's connection to the database: pg-boss takes any object with
// executeSql(text, values), so the same queue runs on the embedded PGlite (`npm start`) and on
// PostgreSQL (any number of processes). pg-boss sends two kinds of text: one statement with
// parameters, and, without parameters, scripts of several statements, some with their own
// BEGIN ... COMMIT (its schema, its maintenance, under an advisory lock). Neither path goes
// through the write tracker (db/write-tracker.ts): the queue's tables are not data any cache in
// this process reads, and counting every poll as a write would make the hotel-version board
// read again after each one. The jobs' own writes go through app.db and are counted as usual.
//
// It knows the statements in flight, so that the queue's stop() can wait for them: pg-boss fires a
// job's complete() without awaiting it, and that statement must land before the database closes.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import { untrackedPglite } from '../db/write-tracker.ts';

export interface QueueDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Statements sent and not yet answered. */
  readonly busy: boolean;
  /** Resolves when no statement is in flight. */
  settled(): Promise<void>;
  /** Refuses new statements, once the ones in flight have settled; closes what it opened. */
  close(): Promise<void>;
}

/** The queue's own connections on PostgreSQL: its polls never wait behind a request's, nor a request behind them. */
const POSTGRES_QUEUE_POOL_SIZE = 2;

/**
 * On PGlite, the process's one connection; on PostgreSQL, a small pool of its own on `url` (the
 * same DATABASE_URL, a pooler in transaction mode included: pg-boss needs no session, its locks
 * are transaction-level and each of its scripts is one message).
 */
export function queueDatabase(handle: DatabaseHandle, url: string | null): QueueDatabase {
  if (handle.raw.kind === 'pglite') return tracked(pgliteExecutor(handle.raw.client), async () => undefined);
  if (!url) throw new Error('the job queue on PostgreSQL needs DATABASE_URL');
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_QUEUE_POOL_SIZE, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5000, application_name: 'noren-jobs' });
  // As db/client.ts: an idle connection dropped by the server must not crash the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL job queue idle client error: ${error.message}`));
  // pool.query releases a connection that failed with the error, which discards it: a script
  // that stopped inside its BEGIN never leaves an aborted transaction in the pool.
  return tracked((text, values) => pool.query(text, values), () => pool.end());
}

type Execute = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

function pgliteExecutor(client: PGlite): Execute {
  const driver = untrackedPglite(client);
  return async (text, values) => {
    if (values !== undefined && values.length > 0) return driver.query(text, values);
    // A script runs inside PGlite's transaction(), which holds the one connection for the whole
    // script and rolls back when a statement fails: a bare exec that failed after its BEGIN
    // would leave the session in an aborted transaction for the app's next query. The script's
    // own BEGIN and COMMIT only draw warnings inside it.
    return driver.transaction(async (tx) => {
      const results = await tx.exec(text);
      return results.at(-1) ?? { rows: [] };
    });
  };
}

function tracked(execute: Execute, end: () => Promise<void>): QueueDatabase {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      if (closed) return Promise.reject(new Error('the job queue is closed'));
      const run = execute(text, values);
      inFlight.add(run);
      void run.then(() => inFlight.delete(run), () => inFlight.delete(run));
      return run;
    },
    get busy() {
      return inFlight.size > 0;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      await this.settled();
      closed = true;
      await end();
    },
  };
}
