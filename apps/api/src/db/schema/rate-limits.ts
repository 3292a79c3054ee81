// The counters of @fastify/rate-limit, in the database so that every API process behind the load
// balancer counts against one limit (plugins/rate-limit-store.ts). Migration 0022 makes it UNLOGGED
// (drizzle has no word for that): counts are cheap to lose, a crash only restarts the windows.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The limit's scope (the route, or none for the global limit) and the client's key (its address). */
    key: text('key').primaryKey(),
    /** Hits in the current window. */
    count: integer('count').notNull(),
    /** When the current window ends; the next hit after it starts a new one. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);
