// The server's settings, read once from the environment at start. Every value is checked here so
// that a typo in a deployment fails loudly at start-up instead of half-working at the first request.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export interface Config {
  port: number;
  host: string;
  /** PGlite keeps its files in <dataDir>/pglite; ':memory:' keeps them in memory (tests). */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl: string | null;
  demo: boolean;
  /** Also seed the generated large hotel bench-grand (NOREN_BENCH_HOTEL=1; benchmarks only). */
  benchHotel: boolean;
  logLevel: LogLevel;
  clientApps: ClientAppConfig[];
  bodyLimit: number;
  version: string;
  staticApps: StaticAppConfig[];
  /** The repository's locales/ folder, read once for translated error messages. */
  localesDir: string;
  /** The checked-in drizzle migrations (apps/api/drizzle). */
  migrationsDir: string;
  rateLimit: RateLimitConfig;
  /** Trust X-Forwarded-* from a proxy in front (for client addresses in logs and rate limits). */
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** Uploaded files (file_attachments): NOREN_UPLOADS_DIR, else <dataDir>/uploads. */
  uploadsDir: string;
  /** Largest accepted upload per file; spec part 1 §5: 80 MB per image. */
  uploadMaxFileBytes: number;
  /** Signs links such as marketing unsubscribe; null: a secret generated once and kept in the database. */
  signingSecret: string | null;
  /**
   * Where guests reach this server (NOREN_PUBLIC_URL, no trailing slash): links in mail are made
   * absolute with it. Default http://localhost:<port>.
   */
  publicUrl: string;
  /** NOREN_TEST_CLOCK=1: end-to-end tests may move app.clock (plugins/clock.ts). Never in production. */
  testClock?: boolean;
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

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  };

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be 0 or 1, got "${raw}"`);
    return fallback;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const host = read('HOST') ?? '0.0.0.0';

  const dataDirRaw = read('NOREN_DATA_DIR') ?? './data';
  const dataDir = dataDirRaw === ':memory:' ? dataDirRaw : resolve(dataDirRaw);

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  } else if (databaseUrl !== null) {
    try {
      new URL(databaseUrl);
    } catch {
      problems.push('DATABASE_URL is not a valid URL');
    }
  }

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
  const testClock = flag('NOREN_TEST_CLOCK', false);

  const uploadsRaw = read('NOREN_UPLOADS_DIR');
  // In-memory data (tests, trials) still needs a real folder for uploaded bytes.
  const uploadsDir = uploadsRaw ? resolve(uploadsRaw) : dataDir === ':memory:' ? join(tmpdir(), 'noren-uploads') : join(dataDir, 'uploads');
  const uploadMaxFileBytes = integer('NOREN_UPLOAD_MAX_BYTES', 80 * 1024 * 1024, 1024, 1024 * 1024 * 1024);
  const signingSecret = read('NOREN_SIGNING_SECRET') ?? null;
  if (signingSecret !== null && signingSecret.length < 32) problems.push('NOREN_SIGNING_SECRET must be at least 32 characters');

  const publicUrl = readPublicUrl(read('NOREN_PUBLIC_URL'), port, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    demo,
    benchHotel,
    logLevel,
    clientApps,
    bodyLimit,
    version: readVersion(),
    staticApps,
    localesDir,
    migrationsDir,
    rateLimit: { enabled: rateLimitMax > 0, max: rateLimitMax, windowMs: rateLimitWindowMs },
    trustProxy,
    shutdownTimeoutMs,
    uploadsDir,
    uploadMaxFileBytes,
    signingSecret,
    publicUrl,
    testClock,
  };
}

/** An http(s) origin, optionally with a path prefix; never a query or fragment (links append to it). */
function readPublicUrl(raw: string | undefined, port: number, problems: string[]): string {
  if (raw === undefined) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`NOREN_PUBLIC_URL is not a valid URL, got "${raw}"`);
    return raw;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    problems.push(`NOREN_PUBLIC_URL must be an http(s) address without query, fragment or credentials, got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
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
