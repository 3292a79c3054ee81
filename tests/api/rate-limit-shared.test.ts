// Rate limits shared by every API process on one database (issue 29 §2): the counters of
// @fastify/rate-limit live in rate_limit_hits (apps/api/src/plugins/rate-limit-store.ts), so two
// processes on one PostgreSQL allow `max` between them, not `max` each, and the window is the
// clock's. Then the store's housekeeping on PGlite: ended windows purged, a clock that went back.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@noren/core/domain';
import { buildApp } from '../../apps/api/src/app.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { databaseRateLimitStore } from '../../apps/api/src/plugins/rate-limit-store.ts';
import { query, startTestApp, type TestApp } from '../support/app.ts';

const MAX = 5;
const WINDOW_MS = 60_000;
const NOW = new Date('2027-03-01T09:00:00Z');

describe('two API processes on one PostgreSQL', () => {
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;
  const clock = () => first.clock;

  beforeAll(async () => {
    first = await startTestApp('postgres', { now: NOW, config: (c) => ({ ...c, rateLimit: { enabled: true, max: MAX, windowMs: WINDOW_MS } }) });
    // The second process: its own pool and app on the same database, and the same time.
    secondDatabase = await createDatabase({ ...first.config, poolSize: 4 });
    second = await buildApp({ config: first.config, database: secondDatabase, clock: first.clock });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/health' });

  it('share one limit: of 12 requests at once split across both, exactly max pass and the rest get 429 with the limit headers', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => health(i % 2 === 0 ? first.app : second)));
    const passed = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(passed).toHaveLength(MAX);
    expect(refused).toHaveLength(12 - MAX);
    // Each process passed some: the count is shared, not one process's own.
    expect(replies.filter((r, i) => i % 2 === 0 && r.statusCode === 200).length).toBeGreaterThan(0);
    expect(replies.filter((r, i) => i % 2 === 1 && r.statusCode === 200).length).toBeGreaterThan(0);
    expect(passed.map((r) => Number(r.headers['x-ratelimit-remaining'])).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const r of passed) expect(r.headers['x-ratelimit-limit']).toBe(String(MAX));
    for (const r of refused) {
      expect(r.json().errors[0].details).toMatchObject({ code: 9429, base: [{ error: expect.any(String) }] });
      expect(r.headers).toMatchObject({ 'x-ratelimit-limit': String(MAX), 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '60', 'retry-after': '60' });
    }
  });

  it('count the window by the clock: 45 s on, 15 s are left; at its end a new window starts for both', async () => {
    clock().advance(45_000);
    const waiting = await health(second);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('15');
    clock().advance(15_000);
    expect((await health(second)).statusCode).toBe(200);
    const next = await health(first.app);
    expect(next.statusCode).toBe(200);
    expect(next.headers['x-ratelimit-remaining']).toBe(String(MAX - 2));
    const [row] = await query<{ count: number }>(first.database, "select count from rate_limit_hits where key like 'global %'");
    expect(row?.count).toBe(2);
  });
});

describe('the store on its own', () => {
  let test: TestApp;
  const clock = new ManualClock(NOW);
  const warnings: unknown[] = [];

  beforeAll(async () => {
    test = await startTestApp('pglite', { now: NOW });
  });
  afterAll(async () => test?.close());

  const storeOf = (purgeEveryHits?: number) => {
    const Store = databaseRateLimitStore({ db: () => test.app.db, clock: () => clock, warn: (e) => warnings.push(e), purgeEveryHits });
    return new Store({});
  };
  const hit = (store: ReturnType<typeof storeOf>, key: string, windowMs = WINDOW_MS) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, MAX));

  it('deletes ended windows every N hits, and keeps the live ones', async () => {
    const store = storeOf(3);
    await query(test.database, `insert into rate_limit_hits (key, count, reset_at) values ('global gone-1', 9, $1), ('global gone-2', 1, $1), ('global live', 2, $2)`, [
      new Date(NOW.getTime() - 1000),
      new Date(NOW.getTime() + 30_000),
    ]);
    await hit(store, 'a');
    await hit(store, 'b');
    expect((await query(test.database, "select key from rate_limit_hits where key like 'global gone-%'")).length).toBe(2);
    await hit(store, 'c');
    const keys = (await query<{ key: string }>(test.database, 'select key from rate_limit_hits order by key')).map((r) => r.key);
    expect(keys).toEqual(['global a', 'global b', 'global c', 'global live']);
    expect(warnings).toEqual([]);
  });

  it('starts a new window when the clock went back, instead of one that lasts longer than its length', async () => {
    const store = storeOf();
    clock.advance(24 * 3_600_000);
    expect(await hit(store, 'late')).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await hit(store, 'late')).toEqual({ current: 2, ttl: WINDOW_MS });
    clock.set(NOW);
    expect(await hit(store, 'late')).toEqual({ current: 1, ttl: WINDOW_MS });
  });

  it('keeps one count per route, apart from the global one', async () => {
    const global = storeOf();
    const route = global.child({ routeInfo: { method: 'GET', url: '/api/v1/x' } } as never);
    expect((await hit(global, 'addr')).current).toBe(1);
    expect((await hit(route, 'addr')).current).toBe(1);
    expect((await hit(route, 'addr')).current).toBe(2);
    expect((await hit(global, 'addr')).current).toBe(2);
  });
});
