// The results page's inlined data in the stores: a guest starts without asking for settings or
// the first search; a stored member session never shows the inlined guest results.
import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { ManualClock, resultPageNotificationParams, resultPageSearchParams, type SearchResponse, type StartupData } from '@noren/core/domain';
import { CoreStores } from './root/CoreStores.ts';
import { LOCALE_STORAGE_KEY } from './LocaleStore.ts';
import { MEMBER_SESSION_STORAGE_KEY } from './SessionStore.ts';
import { FakeApi } from './testing/fakeApi.ts';
import { sampleInitSettings } from './testing/initSettings.ts';
import { memoryEnv } from './testing/memoryEnv.ts';

const ADDRESS = 'https://noren.example/booking/result?code=kyoto-gion&checkin=2030-01-10&checkout=2030-01-12';

function answer(code: string, amount: number): SearchResponse {
  return {
    type: 'rooms', rooms: [{ room_type_code: code, lowest_price: amount } as never], currency: 'JPY', mcp_currency: null, extra_inventories: [],
    payment_promotion_info: null, search: {} as never, next_available_date: null,
  };
}
const GUEST = answer('guest-view', 20_000);
const MEMBER = answer('member-view', 18_000);
const NOTICE = { id: 1, title: 'Inlined notice' } as never;

function setup(opts: { language?: string; member?: boolean; params?: (p: ReturnType<typeof resultPageSearchParams>) => ReturnType<typeof resultPageSearchParams> } = {}) {
  const api = new FakeApi();
  const clock = new ManualClock('2030-01-01T00:00:00Z');
  const env = memoryEnv(ADDRESS, clock);
  if (opts.language) env.storage.setItem(LOCALE_STORAGE_KEY, opts.language);
  if (opts.member) {
    env.storage.setItem(MEMBER_SESSION_STORAGE_KEY, 'member-token');
    api.currentUser = { data: { session: 'member-token', user: { id: 7, name: 'Hanako' } }, meta: { reset_code: null } };
  }
  api.search = () => (opts.member ? MEMBER : GUEST);
  const settings = sampleInitSettings({ hotel_name: 'Inlined Inn', time_zone: 'Asia/Tokyo', book_languages: ['en', 'ja'] });
  // The params as the server computes them: the same functions over the same address.
  const probe = new CoreStores({ api: new FakeApi(), env: memoryEnv(ADDRESS, clock), clock, embedHost: null, dataLayer: null });
  probe.settings.setSettings(settings);
  probe.search.loadFromAddress();
  const params = resultPageSearchParams(probe.search.criteria!, null);
  const startup: StartupData = {
    hotel_code: 'kyoto-gion', language: 'en', client_session: { client_session: 'inlined', expires_at: '2030-01-01T18:00:00Z' }, settings,
    sign_in_button: null, search: { language: 'en', params: opts.params ? opts.params(params) : params, response: GUEST },
    notifications: { language: 'en', params: resultPageNotificationParams(probe.search.criteria!), listing: [NOTICE] },
  };
  const root = new CoreStores({ api, env, clock, embedHost: null, dataLayer: null, startup });
  return { api, root };
}

/** What the results page does once init and auth are done: read the address, then search. */
async function openResults(root: CoreStores) {
  await root.initialise();
  root.search.loadFromAddress();
  const shown: string[] = [];
  const stop = autorun(() => {
    for (const room of root.results.rooms) shown.push(room.room_type_code);
  });
  await root.results.search(root.search.criteria!);
  stop();
  return shown;
}

describe('the inlined start-up data', () => {
  it('a guest starts with the inlined settings and first search, asking the API for neither', async () => {
    const { api, root } = setup();
    const shown = await openResults(root);
        expect(root.settings.settings?.hotel_name).toBe('Inlined Inn');
    expect(api.calls.filter((c) => c.startsWith('getBookingWidgetSettings') || c.startsWith('searchRooms') || c.startsWith('listNotifications'))).toEqual([]);
    expect(shown).toEqual(['guest-view']);
    expect(root.results.notifications).toEqual([NOTICE]);
    expect(root.session.ready).toBe(true);
  });

  it('a stored member session ignores the inlined guest results: the member search is asked at once and no guest price ever shows', async () => {
    const { api, root } = setup({ member: true });
    const shown = await openResults(root);
    expect(root.session.signedIn).toBe(true);
    expect(api.calls).toContain('getCurrentUser');
    expect(api.params.filter((p) => p.call.startsWith('searchRooms'))).toHaveLength(1);
    expect(shown).toEqual(['member-view']);
    expect(shown).not.toContain('guest-view');
    expect(api.calls).toContain('listNotifications:kyoto-gion');
  });

  it('a search other than the inlined one is asked for', async () => {
    const { api, root } = setup({ params: (p) => ({ ...p, checkout: '2030-01-13' }) });
    const shown = await openResults(root);
    expect(api.params.filter((p) => p.call.startsWith('searchRooms'))).toHaveLength(1);
    expect(shown).toEqual(['guest-view']);
  });

  it('a stored language other than the one the settings were made in asks for settings and search again', async () => {
    const { api, root } = setup({ language: 'ja' });
    await openResults(root);
    expect(api.calls).toContain('getBookingWidgetSettings:kyoto-gion');
    expect(api.params.filter((p) => p.call.startsWith('searchRooms'))).toHaveLength(1);
  });

  it('is used once: a second search of the same criteria asks the API', async () => {
    const { api, root } = setup();
    await openResults(root);
    await root.results.search(root.search.criteria!);
    expect(api.params.filter((p) => p.call.startsWith('searchRooms'))).toHaveLength(1);
  });

  describe('prepared before the first render (the booking root, issue 14 §4)', () => {
    it('the criteria and the inlined answer are there at once, and the page taking them over changes nothing', async () => {
      const { api, root } = setup();
      await root.initialise();
      root.search.prepareFromAddress(ADDRESS);
      const criteria = root.search.criteria!;
      root.results.prepareSearch(criteria);
      const response = root.results.response;
      expect(root.results.rooms.map((r) => r.room_type_code)).toEqual(['guest-view']);
      // The page's own effects: the same address and the same search keep what is there.
      expect(root.search.loadFromAddress(ADDRESS)).toBe('address');
      expect(root.search.criteria).toBe(criteria);
      await root.results.search(criteria);
      expect(root.results.response).toBe(response);
      expect(api.params.filter((p) => p.call.startsWith('searchRooms'))).toHaveLength(0);
      // Only once: the guest's next search of the same criteria asks, and a reload of the address reads it again.
      await root.results.search(criteria);
      expect(api.params.filter((p) => p.call.startsWith('searchRooms'))).toHaveLength(1);
      root.search.loadFromAddress(ADDRESS);
      expect(root.search.criteria).not.toBe(criteria);
    });

    it('a search whose answer is not in the HTML is left to the page', async () => {
      const { api, root } = setup({ member: true });
      await root.initialise();
      root.search.prepareFromAddress(ADDRESS);
      root.results.prepareSearch(root.search.criteria!);
      expect(root.results.response).toBeNull();
      expect(api.params.filter((p) => p.call.startsWith('searchRooms'))).toHaveLength(0);
      await root.results.search(root.search.criteria!);
      expect(root.results.rooms.map((r) => r.room_type_code)).toEqual(['member-view']);
    });

    it('another address than the prepared one is read as always', async () => {
      const { root } = setup();
      await root.initialise();
      root.search.prepareFromAddress(ADDRESS);
      root.search.loadFromAddress(ADDRESS.replace('checkout=2030-01-12', 'checkout=2030-01-13'));
      expect(root.search.criteria?.checkout).toBe('2030-01-13');
    });
  });
});
