// Builds the real API for integration tests. Every suite runs on in-memory PGlite; the suites
// whose meaning depends on a real server (locks, races, several connections) opt in to run on a
// fresh PostgreSQL database too (created in the throwaway server of tests/setup/global-postgres.ts)
// with `postgres: { why, tests? }` (see PostgresOptIn). tests/data/driver-parity.test.ts proves
// the two drivers read and write every column type the same way, which is what makes PGlite
// alone enough for the rest. NOREN_TEST_ALL_DATABASES=1 runs every suite on both.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, TestRunner } from 'vitest';
import { ManualClock } from '@noren/core/domain';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig, type Config } from '../../apps/api/src/config.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import type { DatabaseKind } from '../../apps/api/src/db/database.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { ensureClientApps } from '../../apps/api/src/modules/client-sessions/service.ts';
import { openDump, readDump, saveDump, type Dump } from './pglite-dump.ts';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

/** NOREN_TEST_ALL_DATABASES=1: every suite on both databases, every test of it (as before the opt-in). */
export const ALL_DATABASES = process.env.NOREN_TEST_ALL_DATABASES === '1';

/**
 * A suite's opt-in to run on PostgreSQL as well as PGlite: `why` says what only a real server
 * shows; `tests` (names, exactly as given to `it`) limits the PostgreSQL run to those tests, the
 * others being skipped there (the block's app is still built once), when the rest of the block
 * is about things any driver does alike.
 *
 * The decisions (README "Tests"), suite by suite. PGlite has one connection, so statements never
 * interleave and no lock is ever waited on; whatever is about that runs on PostgreSQL too:
 *   - tests/reservations/concurrency.test.ts: 30 parallel bookings for 3 rooms, a coupon's last
 *     uses (row locks on inventory and coupons);
 *   - tests/payments-flow/concurrency.test.ts: 100 parallel card bookings, racing Idempotency-Key
 *     twins;
 *   - tests/payments/lifecycle.test.ts, block "idempotency and concurrency": parallel authorise,
 *     capture, refund and capture-against-void on the sandbox gateway's rows;
 *   - tests/reservations/idempotency.test.ts, the racing-key test only (the insert of the key that
 *     loses the race);
 *   - tests/manage/update.test.ts, the two updates racing for the last room (`for update`);
 *   - tests/manage/mail-outbox.test.ts, several senders at once (`for update skip locked`);
 *   - tests/manage/purge-uploads.test.ts: several cleaners at once (`skip locked`), and the race
 *     with another connection holding a row lock and a content advisory lock (PostgreSQL only);
 *   - tests/cache/hotel-version-board.test.ts: commits seen through the driver's own autocommit
 *     and transaction paths, polls across connections of the pool;
 *   - tests/pay-links/concurrency.test.ts: 8 phones paying one link at once (the capture's claim);
 *   - tests/api/health.test.ts: the health check pings each driver its own way (cheap: no seed);
 *   - tests/organisation-admin/list-indexes.test.ts: migration 0015's pg_trgm extension and
 *     trigram indexes come from PostgreSQL's contrib, and the organisation list's array
 *     parameters and lateral group reads must answer alike on both drivers;
 *   - tests/api/migrate.test.ts is PostgreSQL only already (several processes migrating one
 *     database under an advisory lock), with createPostgresDatabase.
 * Everything else (routes, validation, pricing, mail rendering, caches in process memory,
 * triggers, which are the same PostgreSQL code in PGlite) runs on PGlite only.
 */
export interface PostgresOptIn {
  why: string;
  tests?: readonly string[];
}

export interface TestAppOptions {
  /** Load the demo data (hotels, plans) after migrating. */
  seed?: boolean;
  /** Changes to the default test configuration (in-memory data, no logs). */
  config?: (config: Config) => Config;
  /** Where the test clock starts; it only moves when the test moves it. */
  now?: string | Date;
  /** Extra routes a test needs (a route that throws, one with a params schema), added before ready. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** pino options (a `stream` to capture lines); no logs when left out. */
  logger?: Record<string, unknown>;
  /** forEachDatabase: run on PostgreSQL too (see PostgresOptIn); PGlite only when left out. */
  postgres?: PostgresOptIn;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: ManualClock;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the test server; drop() removes it again. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('pgUrl');
  const name = `noren_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The seed cache's dump at `name` (tests/setup/seed-cache.ts). */
const dumpPath = (name: string) => join(inject('seedCacheDir'), `${name}.tar`);

/** The last dumps this worker read, by path: a dump never changes once in place (saveDump). */
const readDumps = new Map<string, Dump>();

/**
 * The dump at `path`, from memory when this worker read it last or the time before: the
 * migrated one is most of the loads, and a file's apps share their seed time, so this saves
 * reading 44-68 MB again (0.2-0.4 s).
 */
function dumpAt(path: string): Dump {
  const dump = readDumps.get(path) ?? readDump(path);
  // Most recently read last; the oldest goes past two.
  readDumps.delete(path);
  readDumps.set(path, dump);
  if (readDumps.size > 2) readDumps.delete(readDumps.keys().next().value!);
  return dump;
}

/**
 * A migrated PGlite database, with no data, from the dump the global setup made before the
 * workers started (tests/setup/seed-cache.ts). Every PGlite of the suite starts as openDump
 * starts it (tests/support/pglite-dump.ts, which says what that saves).
 */
function migratedPglite(config: Config): Promise<DatabaseHandle> {
  return openDump(config, dumpAt(dumpPath('migrated')));
}

/**
 * A migrated and seeded PGlite database as of `now`: from this run's dump for that time when
 * another test app made one, else seeded here on a migrated one and dumped for the next. The seed
 * is the same for the same time (no randomness: seed/generators.ts), so the dump is too. Two
 * workers seeding the same time at once both write the dump whole and rename it into place.
 */
async function seededPglite(config: Config, clock: ManualClock, now: string): Promise<DatabaseHandle> {
  const path = dumpPath(`seeded-${createHash('sha256').update(now).digest('hex').slice(0, 16)}`);
  if (existsSync(path)) return openDump(config, dumpAt(path));
  const database = await migratedPglite(config);
  try {
    await seed(database, config, clock);
    await saveDump(database, config, path);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function seed(database: DatabaseHandle, config: Config, clock: ManualClock): Promise<void> {
  const { seedDemo } = await import('../../apps/api/src/seed/index.ts');
  await seedDemo(database.db, clock, config.argon2);
}

export async function startTestApp(kind: DatabaseKind, opts: TestAppOptions = {}): Promise<TestApp> {
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const base = loadConfig({
    NOREN_DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    // Cheap argon2 (argon2.ts): every client session and sign-in verifies a hash, and the
    // production cost would add ~0.2 s to each. apps/api/src/argon2.test.ts pins production's.
    NOREN_ARGON2_PROFILE: 'test',
    // A developer's font folder applies to the receipts the test app prints, as to a real server.
    NOREN_FONT_DIR: process.env.NOREN_FONT_DIR,
    ...(postgres && { DATABASE_URL: postgres.url }),
  });
  const config = opts.config ? opts.config(base) : base;
  const clock = new ManualClock(opts.now ?? new Date());
  // A seed at a time the suite names is shared through the run's dump; a seed at the real time is
  // never the same twice, so it is made in place.
  const shared = kind === 'pglite' && opts.seed === true && opts.now !== undefined;
  // Any other PGlite starts from the run's migrated dump; PostgreSQL migrates its new database.
  const database = shared
    ? await seededPglite(config, clock, new Date(opts.now!).toISOString())
    : kind === 'pglite'
      ? await migratedPglite(config)
      : await createDatabase({ ...config, poolSize: 4 });
  try {
    if (kind === 'postgres') await migrateDatabase(database, config.migrationsDir);
    if (!shared && opts.seed === true) await seed(database, config, clock);
    // After the seed, which does not read them, so the dump holds no client app of one suite's config.
    await ensureClientApps(database.db, config.clientApps, config.argon2);
  } catch (error) {
    await database.close();
    await postgres?.drop();
    throw error;
  }
  // checkResponses: every reply is checked against its route's response schema (a mismatch is a 500).
  const app = await buildApp({ config, database, clock, checkResponses: true, ...(opts.logger && { logger: opts.logger }) });
  opts.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    kind,
    async close() {
      const failures = app.wireShapes?.failures ?? [];
      await app.close();
      await postgres?.drop();
      // A reply that broke its schema already failed its call with a 500; this catches the test
      // that expected an error status and so let that 500 pass.
      expect(failures, 'replies that do not match their response schema').toEqual([]);
    },
  };
}

/**
 * Runs `suite` on PGlite, and on PostgreSQL too when `opts.postgres` opts in (or with
 * NOREN_TEST_ALL_DATABASES=1), each inside its own describe block, with an app built before the
 * block's tests and closed after them. Call `ctx()` inside tests to reach it.
 */
export function forEachDatabase(name: string, suite: (ctx: () => TestApp) => void, opts: TestAppOptions = {}): void {
  const optIn = opts.postgres;
  const kinds = ALL_DATABASES || optIn ? DATABASE_KINDS : (['pglite'] as const);
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await startTestApp(kind, opts);
      });
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error('the test app is not running (beforeAll failed)');
        return current;
      });
      const only = kind === 'postgres' && !ALL_DATABASES ? optIn?.tests : undefined;
      if (only) onlyTests(name, only);
    });
  }
}

/** Skips every test of the block being collected but `names`; a name that matches no test of it fails the file. */
function onlyTests(block: string, names: readonly string[]): void {
  const collected = new Set(TestRunner.getCurrentSuite().tasks.map((t) => t.name));
  const missing = names.filter((n) => !collected.has(n));
  if (missing.length > 0) throw new Error(`${block}: postgres.tests names no test of the block: ${missing.join(', ')}`);
  beforeEach((context) => {
    if (!names.includes(context.task.name)) context.skip();
  });
}

/**
 * Runs raw SQL on either driver. Tests use it instead of importing drizzle-orm, which is a
 * dependency of apps/api only and does not resolve from tests/.
 */
export async function query<Row = Record<string, unknown>>(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<Row[]> {
  const raw = handle.raw;
  const result = raw.kind === 'pglite' ? await raw.client.query<Row>(text, params) : await raw.pool.query(text, params);
  return result.rows as Row[];
}

/** Opens a client session the way the booking app does and returns its token. */
export async function openClientSession(app: FastifyInstance, key = 'demo-booking', secret = 'demo-booking-secret'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key, secret } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { client_session: string } }).data.client_session;
}

/**
 * Points the config at built-looking dist folders for booking and admin in a temp folder (the
 * kiosk is left unbuilt on purpose), so static tests do not depend on `npm run build`.
 */
export function fakeBuiltApps(config: Config): Config {
  const root = mkdtempSync(join(tmpdir(), 'noren-dist-'));
  const build = (app: string) => {
    const dir = join(root, app);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    // Shaped as Vite writes it: the entry's module script in the head.
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>${app}</title><script type="module" src="./assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`);
    const script = `console.log(${JSON.stringify(app)})`;
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
    // As the build's precompress() leaves them beside each text file.
    writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, '.env'), 'SECRET=1');
    return dir;
  };
  const dirs: Record<string, string> = { booking: build('booking'), admin: build('admin'), kiosk: join(root, 'kiosk-missing') };
  writeFileSync(join(root, 'outside.txt'), 'outside the dist');
  // No server build either, whatever `npm run build` left in apps/booking/dist-server: the tests of
  // the drawn first screens build and name their own (support/server-build.ts).
  return { ...config, staticApps: config.staticApps.map((spa) => ({ ...spa, dir: dirs[spa.app]! })), bookingFirstScreen: null };
}

