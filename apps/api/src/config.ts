// The server's settings, read once from the environment at start (main.ts passes process.env; no
// other module reads it, which lint enforces). Every value is checked here, or by the per-area
// parser called here, so that a typo in a deployment fails loudly at start-up, naming the variable
// and what it accepts, instead of half-working at the first request. Modules get typed sub-objects
// (config.mail, config.payments, config.routeRateLimits, config.receipts, config.storage).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARGON2_PROFILE_NAMES, ARGON2_PROFILES, type Argon2Params, type Argon2ProfileName } from './argon2.ts';
import { EnvReader, type Env } from './env-reader.ts';
import { postgresUrl, readPublicUrl } from './config-urls.ts';
import { readMailConfig, type MailConfig } from './mail/config.ts';
import { readPaymentsConfig, type PaymentsConfig } from './payments/config.ts';
import { readStorageConfig, type StorageConfig } from './storage/config.ts';

export type AppName = 'booking' | 'admin' | 'kiosk';

export interface ClientAppConfig {
  app: AppName;
  key: string;
  secret: string;
  name: string;
}

export interface StaticAppConfig {
  app: AppName;
  /** Where the app is served: '/', '/admin/' or '/kiosk/'. */
  prefix: string;
  /** The app's built dist folder. */
  dir: string;
}

export interface RateLimitConfig {
  enabled: boolean;
  /** Requests per client address per window. */
  max: number;
  windowMs: number;
}

/** A per-route limit per client address, on top of the global `rateLimit`. */
export interface RouteRateLimit {
  max: number;
  windowMs: number;
}

export interface RouteRateLimits {
  /** Reads of a reservation (and its receipt) by number; null: no limit. */
  reservationLookup: RouteRateLimit | null;
  /** Sign-in, sign-up, confirm and resend; null: no limit. */
  signIn: RouteRateLimit | null;
}

export { STORAGE_KINDS, type StorageConfig } from './storage/config.ts';

/**
 * How long a client may take to send a request; past it the connection gets 408, 1000 and is
 * closed (plugins/client-errors.ts). Node applies these (server.headersTimeout, requestTimeout,
 * connectionsCheckingInterval); Fastify's own default turns requestTimeout off, so without it a
 * client trickling a body held its connection for ever.
 */
export interface HttpTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body: the bound on a slow body. */
  requestMs: number;
  /** How often Node looks for requests past either bound: a cut-off comes up to this late. */
  checkIntervalMs: number;
}

/** Node's own default: no request this API takes needs more than a few KB of headers. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 60_000;
/**
 * One bound for every body, uploads included (Node has no per-route one): 2 minutes lets the
 * largest upload (80 MB, NOREN_UPLOAD_MAX_BYTES) through at about 5.5 Mbit/s and a 10 MB photo at
 * 0.7 Mbit/s, while a client sending a byte at a time loses its connection after as long.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;
/** Node checks every 30 s, so a cut-off came up to 30 s late (slow headers were cut at 89 s). */
export const DEFAULT_TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The staleness the replica may show (search, availability, settings): the "a second". */
export const DEFAULT_REPLICA_MAX_LAG_MS = 1000;

export interface Config {
  port: number;
  host: string;
  /** PGlite keeps its files in <dataDir>/pglite; ':memory:' keeps them in memory (tests). */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set (through a pooler such as PgBouncer, or direct). */
  databaseUrl: string | null;
  /**
   * A streaming replica (DATABASE_REPLICA_URL) for reads that may be a second stale: search,
   * availability, the widget's settings (db/read-routing.ts). null: every read on the primary.
   */
  databaseReplicaUrl: string | null;
  /**
   * The primary without a pooler in between (DATABASE_DIRECT_URL), for what needs a session of
   * its own: LISTEN and the migration's advisory lock. null: DATABASE_URL is direct already.
   */
  databaseDirectUrl: string | null;
  /** Past this lag (NOREN_REPLICA_MAX_LAG_MS) the replica's reads go to the primary instead. */
  replicaMaxLagMs: number;
  /** API processes `npm run start:cluster` starts (NOREN_WORKERS, default one per core; cluster.ts). */
  clusterWorkers: number;
  demo: boolean;
  /** Also seed the generated large hotel bench-grand (NOREN_BENCH_HOTEL=1; benchmarks only). */
  benchHotel: boolean;
  logLevel: LogLevel;
  clientApps: ClientAppConfig[];
  bodyLimit: number;
  version: string;
  staticApps: StaticAppConfig[];
  /**
   * The booking app's server build of the results page's and the pay page's first screens
   * (apps/booking/dist-server/entry.js, beside its dist), or null with NOREN_FIRST_SCREEN=off: the
   * pages are then drawn by the browser alone.
   */
  bookingFirstScreen: string | null;
  /** The repository's locales/ folder, read once for translated error messages. */
  localesDir: string;
  /** The checked-in drizzle migrations (apps/api/drizzle). */
  migrationsDir: string;
  rateLimit: RateLimitConfig;
  routeRateLimits: RouteRateLimits;
  /** Trust X-Forwarded-* from a proxy in front (for client addresses in logs and rate limits). */
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  httpTimeouts: HttpTimeouts;
  jobs: JobsConfig;
  storage: StorageConfig;
  /** Largest accepted upload per file; spec part 1 §5: 80 MB per image. */
  uploadMaxFileBytes: number;
  /** Signs links such as marketing unsubscribe; null: a secret generated once and kept in the database. */
  signingSecret: string | null;
  /**
   * Where guests reach this server (NOREN_PUBLIC_URL, no trailing slash): links in mail are made
   * absolute with it. Default http://localhost:<port>.
   */
  publicUrl: string;
  mail: MailConfig;
  payments: PaymentsConfig;
  kiosk: KioskConfig;
  receipts: {
    /** Searched for receipt fonts (NOREN_FONT_DIR, ':'-separated), instead of the system's. */
    fontDirs: string[];
  };
  /**
   * The argon2id cost of new password and client-secret hashes (NOREN_ARGON2_PROFILE: production,
   * the default, or test). Verifying reads the cost from the stored hash.
   */
  argon2Profile: Argon2ProfileName;
  argon2: Argon2Params;
  /** NOREN_TEST_CLOCK=1: end-to-end tests may move app.clock (plugins/clock.ts). Never in production. */
  testClock?: boolean;
  /** Tests: a live stream's maximum lifetime in ms, instead of live/sse.ts MAX_STREAM_MS. */
  liveStreamMaxMs?: number;
}

/** The job queue (jobs/queue.ts, pg-boss on the app's database). */
export interface JobsConfig {
  /**
   * NOREN_JOBS (on, the default, or off): this process works jobs and keeps the schedules. Off,
   * it only queues them (app.jobs.send), for processes that should serve requests alone; at
   * least one process on the database must have it on.
   */
  work: boolean;
  /** How often each job's worker looks for due runs (wall time; app.jobs.send wakes this process's at once). */
  pollSeconds: number;
  /** How often this process looks for due schedules and moves their runs into the queues. */
  scheduleSeconds: number;
  /** Tests: every periodic job on this cron instead of its own, so a test need not wait for the hour. */
  cronOverride?: string;
}

export const DEFAULT_JOBS_POLL_SECONDS = 5;
export const DEFAULT_JOBS_SCHEDULE_SECONDS = 5;

export interface KioskConfig {
  /**
   * The demo kiosk (NOREN_DEMO_KIOSK, default on): POST /kiosk/demo_device hands the demo
   * device's credential to a browser on this machine. Only ever on with the embedded database
   * and the demo seed: never with DATABASE_URL, whatever NOREN_DEMO_KIOSK says.
   */
  demoDevice: boolean;
  /** Reservation look-ups per device (NOREN_KIOSK_LOOKUP_LIMIT, default 10, 0 for none) per window. */
  lookupLimit: RouteRateLimit | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const API_ROOT = fileURLToPath(new URL('../', import.meta.url));

const DEFAULT_CLIENT_APPS: ClientAppConfig[] = [
  { app: 'booking', key: 'demo-booking', secret: 'demo-booking-secret', name: 'Booking widget' },
  { app: 'admin', key: 'demo-admin', secret: 'demo-admin-secret', name: 'Admin console' },
  { app: 'kiosk', key: 'demo-kiosk', secret: 'demo-kiosk-secret', name: 'Lobby kiosk' },
];

const APP_PREFIXES: Record<AppName, string> = { booking: '/', admin: '/admin/', kiosk: '/kiosk/' };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export const SYSTEM_FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts'];

/** Reads and checks every setting; throws ConfigError listing every bad value. */
export function loadConfig(env: Env): Config {
  const reader = new EnvReader(env);
  const problems = reader.problems;
  const read = (name: string) => reader.string(name);
  const integer = (name: string, fallback: number, min: number, max: number) => reader.integer(name, fallback, min, max);
  const flag = (name: string, fallback: boolean) => reader.flag(name, fallback);

  const port = integer('PORT', 8080, 0, 65535);
  const host = read('HOST') ?? '0.0.0.0';

  const dataDirRaw = read('NOREN_DATA_DIR') ?? './data';
  const dataDir = dataDirRaw === ':memory:' ? dataDirRaw : resolve(dataDirRaw);

  const databaseUrl = postgresUrl(reader, 'DATABASE_URL');
  // A read replica and a direct connection only mean something beside a PostgreSQL primary.
  const databaseReplicaUrl = postgresUrl(reader, 'DATABASE_REPLICA_URL');
  const databaseDirectUrl = postgresUrl(reader, 'DATABASE_DIRECT_URL');
  if (databaseUrl === null && (databaseReplicaUrl !== null || databaseDirectUrl !== null)) {
    problems.push('DATABASE_REPLICA_URL and DATABASE_DIRECT_URL need DATABASE_URL (the primary)');
  }
  const replicaMaxLagMs = integer('NOREN_REPLICA_MAX_LAG_MS', DEFAULT_REPLICA_MAX_LAG_MS, 100, 600_000);
  const clusterWorkers = integer('NOREN_WORKERS', availableParallelism(), 1, 256);

  const logLevelRaw = (read('LOG_LEVEL') ?? 'info').toLowerCase();
  const logLevel = (LOG_LEVELS as readonly string[]).includes(logLevelRaw) ? (logLevelRaw as LogLevel) : 'info';
  if (logLevel !== logLevelRaw) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevelRaw}"`);

  const clientApps = DEFAULT_CLIENT_APPS.map((defaults) => {
    const prefix = `NOREN_${defaults.app.toUpperCase()}_CLIENT_`;
    const key = read(`${prefix}KEY`) ?? defaults.key;
    const secret = read(`${prefix}SECRET`) ?? defaults.secret;
    if (!/^[A-Za-z0-9._-]{3,100}$/.test(key)) {
      problems.push(`${prefix}KEY must be 3 to 100 letters, digits, dots, dashes or underscores`);
    }
    if (secret.length < 8 || secret.length > 200) problems.push(`${prefix}SECRET must be 8 to 200 characters`);
    return { ...defaults, key, secret };
  });
  const keys = new Set(clientApps.map((c) => c.key));
  if (keys.size !== clientApps.length) problems.push('the three client app keys must differ');

  const staticApps = (Object.keys(APP_PREFIXES) as AppName[]).map((app) => {
    const override = read(`NOREN_${app.toUpperCase()}_DIST`);
    return {
      app,
      prefix: APP_PREFIXES[app],
      dir: override ? resolve(override) : resolve(REPO_ROOT, 'apps', app, 'dist'),
    };
  });

  const bookingDist = staticApps.find((spa) => spa.app === 'booking')!.dir;
  const bookingFirstScreen = read('NOREN_FIRST_SCREEN') === 'off' ? null : resolve(bookingDist, '..', 'dist-server', 'entry.js');

  const localesDir = absolute(read('NOREN_LOCALES_DIR') ?? resolve(REPO_ROOT, 'locales'));
  const migrationsDir = absolute(read('NOREN_MIGRATIONS_DIR') ?? resolve(API_ROOT, 'drizzle'));

  // 1 MiB fits every JSON body the spec describes; uploads, when they come, get their own limit.
  const bodyLimit = integer('NOREN_BODY_LIMIT', 1024 * 1024, 1024, 100 * 1024 * 1024);
  const rateLimitMax = integer('NOREN_RATE_LIMIT', 0, 0, 1_000_000);
  const rateLimitWindowMs = integer('NOREN_RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000);
  const trustProxy = flag('NOREN_TRUST_PROXY', false);
  const demo = flag('NOREN_DEMO', true);
  const benchHotel = flag('NOREN_BENCH_HOTEL', false);
  const shutdownTimeoutMs = integer('NOREN_SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000);
  const httpTimeouts: HttpTimeouts = {
    headersMs: integer('NOREN_HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS, 1000, 600_000),
    requestMs: integer('NOREN_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 1000, 3_600_000),
    checkIntervalMs: DEFAULT_TIMEOUT_CHECK_INTERVAL_MS,
  };
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (httpTimeouts.headersMs > httpTimeouts.requestMs) problems.push('NOREN_HEADERS_TIMEOUT_MS must not be more than NOREN_REQUEST_TIMEOUT_MS');
  const jobs: JobsConfig = { work: flag('NOREN_JOBS', true), pollSeconds: DEFAULT_JOBS_POLL_SECONDS, scheduleSeconds: DEFAULT_JOBS_SCHEDULE_SECONDS };
  const testClock = flag('NOREN_TEST_CLOCK', false);
  const argon2Profile = reader.oneOf('NOREN_ARGON2_PROFILE', ARGON2_PROFILE_NAMES, 'production');

  const storage = readStorageConfig(reader, dataDir);
  const uploadMaxFileBytes = integer('NOREN_UPLOAD_MAX_BYTES', 80 * 1024 * 1024, 1024, 1024 * 1024 * 1024);
  const signingSecret = read('NOREN_SIGNING_SECRET') ?? null;
  if (signingSecret !== null && signingSecret.length < 32) problems.push('NOREN_SIGNING_SECRET must be at least 32 characters');

  const publicUrl = readPublicUrl(read('NOREN_PUBLIC_URL'), port, problems);

  const routeLimit = (max: string, window: string): RouteRateLimit | null => {
    const limit = integer(max, 20, 0, 1_000_000);
    const windowMs = integer(window, 60_000, 1000, 86_400_000);
    return limit === 0 ? null : { max: limit, windowMs };
  };
  const routeRateLimits = {
    reservationLookup: routeLimit('NOREN_RESERVATION_LOOKUP_LIMIT', 'NOREN_RESERVATION_LOOKUP_WINDOW_MS'),
    signIn: routeLimit('NOREN_SIGN_IN_LIMIT', 'NOREN_SIGN_IN_WINDOW_MS'),
  };

  const kioskLookupLimit = integer('NOREN_KIOSK_LOOKUP_LIMIT', 10, 0, 1_000_000);
  const kioskLookupWindowMs = integer('NOREN_KIOSK_LOOKUP_WINDOW_MS', 60_000, 1000, 86_400_000);
  const kiosk: KioskConfig = {
    demoDevice: flag('NOREN_DEMO_KIOSK', true) && databaseUrl === null && demo,
    lookupLimit: kioskLookupLimit === 0 ? null : { max: kioskLookupLimit, windowMs: kioskLookupWindowMs },
  };

  const listedFontDirs = read('NOREN_FONT_DIR')?.split(':').map((d) => d.trim()).filter(Boolean) ?? [];
  const fontDirs = listedFontDirs.length > 0 ? listedFontDirs.map(absolute) : SYSTEM_FONT_DIRS;

  const mail = readMailConfig(reader);
  const payments = readPaymentsConfig(reader);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databaseReplicaUrl,
    databaseDirectUrl,
    replicaMaxLagMs,
    clusterWorkers,
    demo,
    benchHotel,
    logLevel,
    clientApps,
    bodyLimit,
    version: readVersion(),
    staticApps,
    bookingFirstScreen,
    localesDir,
    migrationsDir,
    rateLimit: { enabled: rateLimitMax > 0, max: rateLimitMax, windowMs: rateLimitWindowMs },
    routeRateLimits,
    trustProxy,
    shutdownTimeoutMs,
    httpTimeouts,
    jobs,
    storage,
    uploadMaxFileBytes,
    signingSecret,
    publicUrl,
    mail,
    payments,
    kiosk,
    receipts: { fontDirs },
    argon2Profile,
    argon2: { ...ARGON2_PROFILES[argon2Profile] },
    testClock,
  };
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(path);
}

let cachedVersion: string | undefined;
function readVersion(): string {
  if (cachedVersion === undefined) {
    const pkg = JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
    cachedVersion = pkg.version ?? '0.0.0';
  }
  return cachedVersion;
}

/**
 * The settings of a process that starts from the environment (main.ts, cluster.ts): a bad setting
 * is printed with its variable and the process exits 2, before anything starts.
 */
export function configOrExit(env: Env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
