// Builds the real API for integration tests, once on in-memory PGlite and once on a fresh
// PostgreSQL database (created in the throwaway server of tests/setup/global-postgres.ts), so
// every suite proves both drivers behave the same.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { ManualClock } from '@noren/core/domain';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig, type Config } from '../../apps/api/src/config.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import type { DatabaseKind } from '../../apps/api/src/db/database.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { ensureClientApps } from '../../apps/api/src/modules/client-sessions/service.ts';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

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

export async function startTestApp(kind: DatabaseKind, opts: TestAppOptions = {}): Promise<TestApp> {
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const base = loadConfig({
    NOREN_DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    ...(postgres && { DATABASE_URL: postgres.url }),
  });
  const config = opts.config ? opts.config(base) : base;
  const clock = new ManualClock(opts.now ?? new Date());
  const database = await createDatabase({ ...config, poolSize: 4 });
  try {
    await migrateDatabase(database, config.migrationsDir);
    await ensureClientApps(database.db, config.clientApps);
    if (opts.seed) {
      const { seedDemo } = await import('../../apps/api/src/seed/index.ts');
      await seedDemo(database.db, clock);
    }
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
 * Runs `suite` once per database kind inside its own describe block, with an app built before
 * the block's tests and closed after them. Call `ctx()` inside tests to reach it.
 */
export function forEachDatabase(name: string, suite: (ctx: () => TestApp) => void, opts: TestAppOptions = {}): void {
  for (const kind of DATABASE_KINDS) {
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
    });
  }
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
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${app}</title><script type="module" src="./assets/index-abc123.js"></script>`);
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
  return { ...config, staticApps: config.staticApps.map((spa) => ({ ...spa, dir: dirs[spa.app]! })) };
}

