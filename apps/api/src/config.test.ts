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
});
