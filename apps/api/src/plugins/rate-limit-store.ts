// @fastify/rate-limit's counters in the database (table rate_limit_hits), so that every API process
// on one database counts against one limit: with the plugin's default in-memory store, N processes
// behind a load balancer would allow N times each limit. One statement per hit, an upsert that
// starts a new window or counts in the current one, so the only cost is one round trip; the time
// is app.clock's (tests move it). A window whose end has passed is reset by its key's next hit, and
// every PURGE_EVERY_HITS hits a process deletes a batch of ended windows, so keys that never come
// back (one per client address and route) do not pile up. No Redis: PostgreSQL is already shared.
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '@noren/core/domain';
import type { Database } from '../db/database.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/**
 * Each hit adds at most one row, so deleting up to PURGE_BATCH ended windows every
 * PURGE_EVERY_HITS hits keeps the table at the live windows plus about one batch. A purge is one
 * indexed delete of at most PURGE_BATCH rows (a few ms) on one hit in a thousand.
 */
export const PURGE_EVERY_HITS = 1000;
export const PURGE_BATCH = 1000;

/** What the store reads at each hit: app.db and app.clock are decorated after the plugin is registered. */
export interface RateLimitStoreDeps {
  db(): Database;
  clock(): Clock;
  /** A failed purge is housekeeping lost, not the request's failure: it is reported here. */
  warn(error: unknown): void;
  /** Tests: purge more often than PURGE_EVERY_HITS. */
  purgeEveryHits?: number;
}

/** What the plugin hands the constructor and child(): its options merged with the route's. */
interface LimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The class @fastify/rate-limit's `store` option takes; it constructs it once and calls child() per route. */
export function databaseRateLimitStore(deps: RateLimitStoreDeps): FastifyRateLimitStoreCtor {
  const every = deps.purgeEveryHits ?? PURGE_EVERY_HITS;
  let hits = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #scope: string;

    constructor(options: FastifyRateLimitOptions, scope = 'global') {
      refuseUnsupported(options as LimitOptions);
      this.#scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.#hit(`${this.#scope} ${key}`, timeWindow).then((result) => callback(null, result), (error: Error) => callback(error));
    }

    /** One counter per route (method and URL pattern), as the plugin's own stores keep. */
    child(options: FastifyRateLimitOptions): FastifyRateLimitStore {
      const route = (options as LimitOptions).routeInfo;
      // createRateLimit() limiters have no route; none is made in this API.
      const scope = route?.url ? `${String(route.method)} ${route.url}` : 'limiter';
      return new DatabaseRateLimitStore(options, scope);
    }

    async #hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const db = deps.db();
      const now = deps.clock().now();
      const current = await countHit(db, key, now, timeWindow);
      hits += 1;
      if (hits % every === 0) await purgeEnded(db, now).catch((error: unknown) => deps.warn(error));
      return current;
    }
  }
  return DatabaseRateLimitStore;
}

/** Both would need state the upsert does not keep; no route asks for them. Refused at start-up. */
function refuseUnsupported(options: LimitOptions): void {
  if (options.continueExceeding || options.exponentialBackoff) {
    throw new Error('rate-limit-store: continueExceeding and exponentialBackoff are not supported by the database store');
  }
}

/**
 * Counts a hit in `key`'s window, or starts a new window of `timeWindow` ms at `now` when the last
 * one has ended. A window ending later than a whole window from now is started afresh too: the
 * clock went back (a test clock, a corrected server clock), and a limit must never last longer
 * than its window. Every SET reads the row as it was, so the two CASEs agree.
 */
export async function countHit(db: Database, key: string, now: Date, timeWindow: number): Promise<{ current: number; ttl: number }> {
  const resetAt = new Date(now.getTime() + timeWindow);
  const ended = sql`(${rateLimitHits.resetAt} <= ${now.toISOString()}::timestamptz or ${rateLimitHits.resetAt} > ${resetAt.toISOString()}::timestamptz)`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ count: rateLimitHits.count, resetAt: rateLimitHits.resetAt });
  return { current: row!.count, ttl: Math.max(0, row!.resetAt.getTime() - now.getTime()) };
}

/** Deletes up to PURGE_BATCH ended windows; rows another process is counting in right now are skipped. */
export async function purgeEnded(db: Database, now: Date): Promise<void> {
  await db.execute(sql`delete from ${rateLimitHits} where ${rateLimitHits.key} in (
    select ${rateLimitHits.key} from ${rateLimitHits} where ${rateLimitHits.resetAt} <= ${now.toISOString()}::timestamptz
    order by ${rateLimitHits.resetAt} limit ${PURGE_BATCH} for update skip locked)`);
}
