// The stores against the real API, started in-process on PGlite with the demo data and listening
// on loopback, reached through the real fetch client: start-up, settings, language, search
// defaults from kyoto-gion's own settings, and the refused-session rule.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInTimeZone, addDays } from '@noren/core/domain';
import { clientSessionStorageKey, createApiClient, type KeyValueStorage } from '@noren/core/api';
import { CoreStores } from '@noren/core/stores';
import { memoryEnv, type MemoryEnv } from '../../core/src/stores/testing/memoryEnv.ts';
import { query, startTestApp, type TestApp } from '../support/app.ts';

let test: TestApp;
let baseURL: string;

beforeAll(async () => {
  test = await startTestApp('pglite', { seed: true, now: '2030-01-01T16:00:00Z' });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await test?.close();
});

function stores(href: string, storage?: KeyValueStorage): { root: CoreStores; env: MemoryEnv } {
  const env = memoryEnv(href, test.clock);
  if (storage) env.storage = storage;
  const api = createApiClient({ appKey: 'demo-booking', appSecret: 'demo-booking-secret', appVersion: 'booking/test', baseURL, storage: env.storage, clock: test.clock });
  return { root: new CoreStores({ api, env, clock: test.clock }), env };
}

describe('stores on the real API (PGlite, demo data)', () => {
  it('initialises: client session, kyoto-gion settings, sign-in button, language, ready', async () => {
    const { root, env } = stores('http://localhost/booking/result?code=kyoto-gion&locale=en');
    await root.initialise();
    expect(root.errors.init).toBeNull();
    expect(root.session.ready).toBe(true);
    expect(root.session.clientSession).toMatch(/\S{16,}/);
    expect(env.storage.getItem(clientSessionStorageKey('demo-booking'))).toContain(root.session.clientSession!);
    expect(root.settings.hotelCode).toBe('kyoto-gion');
    expect(root.settings.hotelName).toBe('Noren Kyoto Gion');
    expect(root.settings.signInButton).not.toBeNull();
    expect(root.locale.language).toBe('en');
    expect(root.settings.theme.button).toMatch(/^#[0-9a-f]{6}$/);
    expect(root.session.signedIn).toBe(false);
  });

  it('follows the language: the hotel name and the next call use it', async () => {
    const { root } = stores('http://localhost/?code=kyoto-gion&locale=en');
    await root.initialise();
    root.locale.setLanguage('ko');
    expect(root.settings.hotelName).toBe('노렌 교토 기온');
    const again = await root.api.getBookingWidgetSettings('kyoto-gion');
    expect(again.hotel_name).toBe('노렌 교토 기온');
  });

  it('shows a widget-only language with the hotel content in its first book language', async () => {
    const { root } = stores('http://localhost/?code=taipei-daan&locale=th');
    await root.initialise();
    expect(root.locale.language).toBe('th');
    expect(root.settings.hotelName).toBe(root.settings.settings?.translations.zh_Hant?.hotel_name);
  });

  it('falls back to the first book language for a language the hotel does not offer', async () => {
    await query(test.database, `update hotels set available_languages = '["zh_Hant","en"]'::jsonb where code = 'taipei-daan'`);
    try {
      const { root } = stores('http://localhost/?code=taipei-daan&locale=th');
      await root.initialise();
      expect(root.locale.language).toBe('zh_Hant');
    } finally {
      await query(test.database, `update hotels set available_languages = '["en","ja","ko","zh_Hans","zh_Hant","id","th","ar"]'::jsonb where code = 'taipei-daan'`);
    }
  });

  it('reuses the stored client session on the next page', async () => {
    const first = stores('http://localhost/?code=kyoto-gion');
    await first.root.initialise();
    const second = stores('http://localhost/?code=kyoto-gion', first.env.storage);
    await second.root.initialise();
    expect(second.root.session.clientSession).toBe(first.root.session.clientSession);
  });

  it('search defaults come from the real settings: 2 adults, today in Tokyo, one night, valid', async () => {
    const { root } = stores('http://localhost/booking/result?code=kyoto-gion');
    await root.initialise();
    const s = root.settings.settings!;
    expect(root.search.loadFromAddress()).toBe('defaults');
    const today = todayInTimeZone(test.clock.now(), s.time_zone);
    expect(today).toBe('2030-01-02');
    const checkin = addDays(today, s.default_search_setting.checkin_offset_days);
    expect(root.search.criteria).toMatchObject({ checkin, checkout: addDays(checkin, 1), type: 'rooms', order: 'price_low_to_high' });
    expect(root.search.criteria?.rooms[0].adults).toBe(2);
    expect(root.search.problems).toEqual([]);
    root.search.update({ adults: s.max_guests_per_room + 1, rooms: undefined });
    expect(root.search.problems.map((p) => p.reason)).toContain('too_many_guests');
  });

  it('multi-currency follows the real settings', async () => {
    const { root } = stores('http://localhost/?code=kyoto-gion');
    await root.initialise();
    expect(root.currency.hotelCurrency).toBe('JPY');
    expect(root.currency.featureEnabled).toBe(root.settings.settings!.mcp_enabled);
    root.currency.select('USD');
    expect(root.currency.mcpMode).toBe(root.currency.featureEnabled);
  });

  it('an unknown hotel gives the init error and still arrives', async () => {
    const { root } = stores('http://localhost/?code=no-such-hotel');
    await root.initialise();
    expect(root.errors.init).toMatchObject({ status: 404, code: 9404, messageKey: 'codes.9404' });
    expect(root.session.ready).toBe(true);
  });

  it('a refused client session is cleared and the page reloads', async () => {
    const { root, env } = stores('http://localhost/?code=kyoto-gion');
    env.storage.setItem(clientSessionStorageKey('demo-booking'), JSON.stringify({ client_session: 'forged', expires_at: '2031-01-01T00:00:00Z' }));
    await root.initialise();
    expect(env.reloads).toBe(1);
    expect(env.storage.getItem(clientSessionStorageKey('demo-booking'))).toBeNull();
    expect(root.session.clientSession).toBeNull();
  });
});
