// Knows when this process last finished a statement that may have changed data, so that an
// in-process view of the database (cache/hotel-version-board.ts) can tell whether it was read
// after that. It sits under drizzle, in the drivers, so every write counts whichever code path
// made it: routes, jobs, seeds, tests' raw SQL.
//
// Order is a counter, not a clock: `mark()` before a read starts and the mark a write leaves
// when it has finished (its commit acknowledged) compare exactly, with no clock resolution to
// worry about. A statement counts as a write unless it is a plain SELECT; a transaction counts
// as one when it ends. Counting a statement that wrote nothing only costs a fresh read.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export class WriteTracker {
  private counter = 0;
  private done = 0;

  /** A point in this process's order of events; a read started after a write has a larger mark. */
  mark(): number {
    return ++this.counter;
  }

  /** The mark of the last write that finished (committed, failed or rolled back). */
  get lastWrite(): number {
    return this.done;
  }

  /** Called when a statement or transaction that may have written has finished. */
  wrote(): void {
    this.done = ++this.counter;
  }
}

/** True for statements that cannot change stored data on their own (a SELECT outside a transaction). */
export function isPlainSelect(text: unknown): boolean {
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

function textOf(config: unknown): unknown {
  if (typeof config === 'string') return config;
  return config !== null && typeof config === 'object' ? (config as { text?: unknown }).text : undefined;
}

/**
 * A pg Client class that tells `tracker` when a statement that may write has finished. Given to
 * the pool (`new pg.Pool({ Client })`), it covers pool.query and every transaction's client.
 * pg's query takes a promise form, a callback form (pool.query uses it) and a submittable.
 */
export function trackingClient(tracker: WriteTracker): typeof pg.Client {
  class TrackingClient extends pg.Client {
    // pg's overloads cannot be restated one by one; the arguments pass through untouched.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      if (isPlainSelect(textOf(args[0]))) return (super.query as (...a: unknown[]) => unknown)(...args);
      const submittable = args[0] as { submit?: unknown; on?: (event: string, fn: () => void) => void } | null;
      if (submittable && typeof submittable.submit === 'function') {
        submittable.on?.('end', () => tracker.wrote());
        submittable.on?.('error', () => tracker.wrote());
        return (super.query as (...a: unknown[]) => unknown)(...args);
      }
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (...r: unknown[]) => void;
        args[last] = (...results: unknown[]) => {
          tracker.wrote();
          callback(...results);
        };
        return (super.query as (...a: unknown[]) => unknown)(...args);
      }
      const result = (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
      return result.finally(() => tracker.wrote());
    }
  }
  return TrackingClient as unknown as typeof pg.Client;
}

/** Wraps an embedded PGlite's query, exec and transaction so that `tracker` hears of their writes. */
export function trackPglite(client: PGlite, tracker: WriteTracker): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const after = <T>(work: Promise<T>): Promise<T> => work.finally(() => tracker.wrote());
  client.query = ((text: string, ...rest: unknown[]) => {
    const running = (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest);
    return isPlainSelect(text) ? running : after(running);
  }) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => after(exec(...args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) => after(transaction(...args))) as PGlite['transaction'];
}

/**
 * The driver's own query and transaction, past trackPglite's wrappers (which it sets on the
 * instance, over the class's): for statements on tables no in-process view reads, the job
 * queue's (jobs/queue-database.ts).
 */
export function untrackedPglite(client: PGlite): Pick<PGlite, 'query' | 'transaction'> {
  return { query: PGlite.prototype.query.bind(client), transaction: PGlite.prototype.transaction.bind(client) };
}
