// Work that must run in one place at a time across every API process (the demo's bookings after
// start-up): on PostgreSQL, a transaction holds a transaction-level advisory lock for the work's
// whole length while the work itself runs on the pool's other connections, so a second process
// waits, then finds the work done. PGlite is one process's own database: nothing outside it can
// race, so a promise chain in this process is the whole lock.
import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from './database.ts';

const pgliteQueues = new WeakMap<Database, Map<number, Promise<unknown>>>();

export async function runExclusive<T>(db: Database, kind: DatabaseKind, key: number, work: () => Promise<T>): Promise<T> {
  if (kind === 'postgres') {
    let result!: T;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${EXCLUSIVE_LOCK_SPACE}, ${key})`);
      result = await work();
    });
    return result;
  }
  const queues = pgliteQueues.get(db) ?? new Map<number, Promise<unknown>>();
  pgliteQueues.set(db, queues);
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(work);
  queues.set(key, run);
  try {
    return await run;
  } finally {
    if (queues.get(key) === run) queues.delete(key);
  }
}

/** First half of the two-int advisory lock key: "Excl" in ASCII, apart from the other lock spaces. */
const EXCLUSIVE_LOCK_SPACE = 0x4578636c;
