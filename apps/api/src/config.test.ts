import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: null, demo: true, logLevel: 'info', bodyLimit: 1024 * 1024 });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.clientApps).toEqual([
      { app: 'booking', key: 'demo-booking', secret: 'demo-booking-secret', name: expect.any(String) },
      { app: 'admin', key: 'demo-admin', secret: 'demo-admin-secret', name: expect.any(String) },
      { app: 'kiosk', key: 'demo-kiosk', secret: 'demo-kiosk-secret', name: expect.any(String) },
    ]);
    expect(config.staticApps.map((s) => [s.app, s.prefix])).toEqual([['booking', '/'], ['admin', '/admin/'], ['kiosk', '/kiosk/']]);
    expect(config.staticApps[1]?.dir).toMatch(/apps\/admin\/dist$/);
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(config.rateLimit.enabled).toBe(false);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      NOREN_DATA_DIR: ':memory:',
      DATABASE_URL: 'postgres://u:p@db:5432/noren',
      NOREN_DEMO: '0',
      LOG_LEVEL: 'WARN',
      NOREN_ADMIN_CLIENT_KEY: 'hq-admin',
      NOREN_ADMIN_CLIENT_SECRET: 'a-long-admin-secret',
      NOREN_RATE_LIMIT: '300',
    });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: ':memory:', databaseUrl: 'postgres://u:p@db:5432/noren', demo: false, logLevel: 'warn' });
    expect(config.clientApps[1]).toMatchObject({ app: 'admin', key: 'hq-admin', secret: 'a-long-admin-secret' });
    expect(config.clientApps[0]?.key).toBe('demo-booking');
    expect(config.rateLimit).toMatchObject({ enabled: true, max: 300 });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 8080, databaseUrl: null });
  });

  it('fails at start with every problem listed', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: '80a', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', NOREN_DEMO: 'maybe', NOREN_KIOSK_CLIENT_SECRET: 'short', NOREN_ADMIN_CLIENT_KEY: 'demo-booking' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'NOREN_DEMO', 'NOREN_KIOSK_CLIENT_SECRET', 'keys must differ']) {
      expect(problems).toContain(name);
    }
  });

  it('reads the argon2 profile: production by default, test only when asked, anything else refused', () => {
    expect(loadConfig({})).toMatchObject({ argon2Profile: 'production', argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 } });
    expect(loadConfig({ NOREN_ARGON2_PROFILE: 'test' })).toMatchObject({ argon2Profile: 'test', argon2: { memoryCost: 1024, timeCost: 1 } });
    expect(() => loadConfig({ NOREN_ARGON2_PROFILE: 'fast' })).toThrow(/NOREN_ARGON2_PROFILE must be one of production, test, got "fast"/);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('makes mail links absolute with NOREN_PUBLIC_URL, localhost by default', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NOREN_PUBLIC_URL: 'https://book.example.com/' }).publicUrl).toBe('https://book.example.com');
    expect(loadConfig({ NOREN_PUBLIC_URL: 'https://example.com/hotel/' }).publicUrl).toBe('https://example.com/hotel');
    for (const bad of ['book.example.com', 'ftp://example.com', 'https://example.com/?a=1', 'https://u:p@example.com']) {
      expect(() => loadConfig({ NOREN_PUBLIC_URL: bad }), bad).toThrow(/NOREN_PUBLIC_URL/);
    }
  });

  it('reads the per-route limits, mail, payments, fonts and storage, with their defaults', () => {
    const defaults = loadConfig({ NOREN_DATA_DIR: '/srv/noren' });
    expect(defaults.routeRateLimits).toEqual({ reservationLookup: { max: 20, windowMs: 60_000 }, signIn: { max: 20, windowMs: 60_000 } });
    expect(defaults.mail).toEqual({ smtpUrl: null, from: 'Noren Hotels <no-reply@noren.example>' });
    expect(defaults.payments.gateway).toBe('sandbox');
    expect(defaults.storage).toEqual({ kind: 'local', dir: '/srv/noren/uploads' });
    const set = loadConfig({
      NOREN_RESERVATION_LOOKUP_LIMIT: '0', NOREN_SIGN_IN_LIMIT: '5', NOREN_SIGN_IN_WINDOW_MS: '2000',
      SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'Hotel <desk@hotel.example>',
      NOREN_FONT_DIR: '/fonts/a:/fonts/b', NOREN_STORAGE: 'LOCAL', NOREN_UPLOADS_DIR: '/srv/files',
    });
    expect(set.routeRateLimits).toEqual({ reservationLookup: null, signIn: { max: 5, windowMs: 2000 } });
    expect(set.mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example:465', from: 'Hotel <desk@hotel.example>' });
    expect(set.receipts.fontDirs).toEqual(['/fonts/a', '/fonts/b']);
    expect(set.storage).toEqual({ kind: 'local', dir: '/srv/files' });
  });

  it('bounds slow headers and slow bodies, 60 s and 120 s by default', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ headersMs: 60_000, requestMs: 120_000, checkIntervalMs: 1_000 });
    expect(loadConfig({ NOREN_HEADERS_TIMEOUT_MS: '5000', NOREN_REQUEST_TIMEOUT_MS: '30000' }).httpTimeouts).toMatchObject({ headersMs: 5_000, requestMs: 30_000 });
    expect(() => loadConfig({ NOREN_REQUEST_TIMEOUT_MS: '0' })).toThrow(/NOREN_REQUEST_TIMEOUT_MS must be a whole number from 1000/);
    expect(() => loadConfig({ NOREN_HEADERS_TIMEOUT_MS: '90000', NOREN_REQUEST_TIMEOUT_MS: '60000' })).toThrow(/NOREN_HEADERS_TIMEOUT_MS must not be more than NOREN_REQUEST_TIMEOUT_MS/);
  });

  // Each message names the variable and what it accepts.
  it.each([
    ['NOREN_RESERVATION_LOOKUP_LIMIT', '-1', /NOREN_RESERVATION_LOOKUP_LIMIT must be a whole number from 0 to 1000000, got "-1"/],
    ['NOREN_RESERVATION_LOOKUP_WINDOW_MS', '500', /NOREN_RESERVATION_LOOKUP_WINDOW_MS must be a whole number from 1000 to 86400000, got "500"/],
    ['NOREN_SIGN_IN_LIMIT', 'lots', /NOREN_SIGN_IN_LIMIT must be a whole number from 0 to 1000000, got "lots"/],
    ['NOREN_SIGN_IN_WINDOW_MS', '1.5e3', /NOREN_SIGN_IN_WINDOW_MS must be a whole number from 1000 to 86400000, got "1.5e3"/],
    ['SMTP_URL', 'mail.example:25', /SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//],
    ['SMTP_URL', 'http://mail.example', /SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//],
    ['MAIL_FROM', 'Noren Hotels', /MAIL_FROM must be an address or "Name <address>", got "Noren Hotels"/],
    ['PAYMENT_GATEWAY', 'stripe', /PAYMENT_GATEWAY="stripe" is not a payment gateway .*; use one of: sandbox/],
    ['SANDBOX_GATEWAY_SECRET_KEY', 'pk_live_x', /SANDBOX_GATEWAY_SECRET_KEY must start with sk_sandbox/],
    ['SANDBOX_GATEWAY_SIGNING_KEY', 'short', /SANDBOX_GATEWAY_SIGNING_KEY must be at least 16 characters/],
    ['NOREN_STORAGE', 'gcs', /NOREN_STORAGE must be one of local, s3, got "gcs"/],
  ])('refuses %s=%s, saying what it accepts', (name, value, message) => {
    let caught: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toMatch(message);
  });

  it('never echoes an SMTP password in its message', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://user:secret-pass@mail.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'ftp://user:secret-pass@mail.example' })).not.toThrow(/secret-pass/);
  });
});

describe('loadConfig: replica, direct connection, cluster', () => {
  it('reads DATABASE_REPLICA_URL, DATABASE_DIRECT_URL, NOREN_REPLICA_MAX_LAG_MS and NOREN_WORKERS', () => {
    expect(loadConfig({})).toMatchObject({ databaseReplicaUrl: null, databaseDirectUrl: null, replicaMaxLagMs: 1000 });
    expect(loadConfig({}).clusterWorkers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({
      DATABASE_URL: 'postgres://app@pgbouncer:6432/noren', DATABASE_DIRECT_URL: 'postgres://app@db:5432/noren',
      DATABASE_REPLICA_URL: 'postgresql://app@replica:5432/noren', NOREN_REPLICA_MAX_LAG_MS: '500', NOREN_WORKERS: '3',
    })).toMatchObject({ databaseDirectUrl: 'postgres://app@db:5432/noren', databaseReplicaUrl: 'postgresql://app@replica:5432/noren', replicaMaxLagMs: 500, clusterWorkers: 3 });
  });

  it.each([
    [{ DATABASE_URL: 'postgres://db/noren', DATABASE_REPLICA_URL: 'mysql://replica' }, /DATABASE_REPLICA_URL must start with postgres:\/\//],
    [{ DATABASE_URL: 'postgres://db/noren', DATABASE_DIRECT_URL: 'db:5432' }, /DATABASE_DIRECT_URL must start with postgres:\/\//],
    [{ DATABASE_REPLICA_URL: 'postgres://replica/noren' }, /DATABASE_REPLICA_URL and DATABASE_DIRECT_URL need DATABASE_URL/],
    [{ NOREN_REPLICA_MAX_LAG_MS: '10' }, /NOREN_REPLICA_MAX_LAG_MS must be a whole number from 100/],
    [{ NOREN_WORKERS: '0' }, /NOREN_WORKERS must be a whole number from 1 to 256/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: the job queue', () => {
  it('works jobs unless NOREN_JOBS is off, and refuses anything but a flag', () => {
    expect(loadConfig({}).jobs).toEqual({ work: true, pollSeconds: 5, scheduleSeconds: 5 });
    expect(loadConfig({ NOREN_JOBS: 'off' }).jobs.work).toBe(false);
    expect(loadConfig({ NOREN_JOBS: 'on' }).jobs.work).toBe(true);
    expect(() => loadConfig({ NOREN_JOBS: 'sometimes' })).toThrow(/NOREN_JOBS must be 0 or 1/);
  });
});
