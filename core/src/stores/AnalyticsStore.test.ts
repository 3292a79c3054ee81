import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock, UTM_COOKIE_NAME, containsEmail, type DataLayerEvent } from '@noren/core/domain';
import { CoreStores } from './root/CoreStores.ts';
import { EMAIL_IN_URL_LOG, windowDataLayer, type PageViewData } from './AnalyticsStore.ts';
import type { EmbedHost } from './ParentMessagesStore.ts';
import { FakeApi } from './testing/fakeApi.ts';
import { sampleInitSettings } from './testing/initSettings.ts';
import { memoryEnv } from './testing/memoryEnv.ts';

const HOTEL = 'https://hotel.example';

function setup(pathAndQuery: string, opts: { framed?: boolean } = {}) {
  const api = new FakeApi();
  const clock = new ManualClock('2030-01-01T00:00:00Z');
  const env = memoryEnv(`https://noren.example${pathAndQuery}`, clock);
  const events: DataLayerEvent[] = [];
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  const host: EmbedHost | null = opts.framed
    ? { parent: { postMessage: (message, targetOrigin) => posted.push({ message, targetOrigin }) }, onMessage: () => () => {}, onEscape: () => () => {} }
    : null;
  const root = new CoreStores({ api, env, clock, embedHost: host, dataLayer: { push: (event) => events.push(event) } });
  const logged: string[] = [];
  // The store's own error log, swapped for a recorder (the default writes to the console).
  (root.analytics as unknown as { deps: { logError: (m: string) => void } }).deps.logError = (m) => logged.push(m);
  return { api, env, clock, root, events, posted, logged };
}

async function started(pathAndQuery: string, opts: { framed?: boolean } = {}) {
  const s = setup(pathAndQuery, opts);
  await s.root.initialise();
  s.root.search.loadFromAddress();
  return s;
}

describe('AnalyticsStore page views', () => {
  it('pushes t-search_result with hotel, dates and guests from the stores', async () => {
    const { root, events } = await started('/booking/result?code=kyoto-gion&checkin=2030-04-01&checkout=2030-04-03&adults=3');
    await root.analytics.pageView('search_result');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 't-search_result',
      hotel: { hotel_code: 'kyoto-gion', hotel_id: 1, brand_id: 1, brand_name: 'Noren Hotels' },
      dates: { checkin: '2030-04-01', checkout: '2030-04-03', nights: 2 },
      guests: { adults: 3, children: 0, rooms: 1 },
      currency: 'JPY',
      tracking: { tracking_id: null },
    });
    expect(events[0].transaction).toBeUndefined();
  });

  it('lets the screen supply what it knows better, and keeps call order', async () => {
    const { root, events } = await started('/booking/result?code=kyoto-gion');
    void root.analytics.pageView('search_result', { items: [{ room_type_code: 'TWN', room_plan_code: 'BB', total_price: 24_000 }] });
    await root.analytics.pageView('guest_detail', { price: 24_000, tax: 2_181 });
    expect(events.map((e) => e.event)).toEqual(['t-search_result', 't-guest_detail']);
    expect(events[0].items).toEqual([{ item_id: 'TWN/BB', room_type_code: 'TWN', room_plan_code: 'BB', quantity: 1, price: 24_000, adults: 2, nights: 1 }]);
    expect(events[1]).toMatchObject({ price: 24_000, tax: 2_181 });
  });

  it('describes the rooms being booked past the results, and the reservation number on confirmation', async () => {
    const { root, events } = await started('/reservation/guest-detail?code=kyoto-gion');
    root.reservation.start([{ roomTypeCode: 'FAM', roomPlanCode: 'RO', numberOfAdults: 2, numberOfChildren: 1, type: 'rooms', quantity: 2, salePrice: 30_000 }], null);
    root.reservation.confirm({ reservation_number: 'NR-2001' });
    await root.analytics.pageView('confirmation', { price: 60_000, tax: 5_454 });
    expect(events[0]).toMatchObject({
      event: 't-confirmation',
      guests: { adults: 4, children: 2, rooms: 2 },
      items: [{ item_id: 'FAM/RO', quantity: 2, price: 30_000 }],
      transaction: { transaction_id: 'NR-2001', currency: 'JPY', value: 60_000, tax: 5_454 },
    });
  });

  it('never pushes personal data, whatever a screen hands in', async () => {
    const { root, events } = await started('/reservation/guest-detail?code=kyoto-gion');
    const leaky = { email: 'hanako@example.jp', first_name: 'Hanako', phone: '09012345678', coupon: 'SPRING hanako@example.jp' } as PageViewData;
    await root.analytics.pageView('guest_detail', leaky);
    const text = JSON.stringify(events);
    expect(containsEmail(text)).toBe(false);
    expect(text).not.toContain('Hanako');
    expect(text).not.toContain('09012345678');
  });

  it('hashes the tracking identifier from brand id and user id once signed in', async () => {
    const { root, events } = await started('/booking/result?code=kyoto-gion');
    root.session.signIn('member-session', { id: 42 });
    await root.analytics.pageView('search_result');
    const expected = createHash('sha256').update('1:42').digest('hex');
    expect(events[0].tracking).toMatchObject({ tracking_id: expected });
    expect(JSON.stringify(events)).not.toContain('member-session');
  });

  it('forwards each event to the parent as ga4Event when framed', async () => {
    const { root, events, posted } = await started(`/booking/result?code=kyoto-gion&parentUrl=${encodeURIComponent(HOTEL)}`, { framed: true });
    await root.analytics.pageView('search_result');
    expect(posted.at(-1)).toEqual({ message: { source: 'noren', type: 'ga4Event', payload: events[0] }, targetOrigin: HOTEL });
  });

  it('leaves out events the hotel switched off in data_layers', async () => {
    const { api, root, events } = setup('/booking/result?code=kyoto-gion');
    api.settings = sampleInitSettings({ data_layers: [{ name: 't-search_result', enabled: false }] });
    await root.initialise();
    await root.analytics.pageView('search_result');
    await root.analytics.pageView('guest_detail');
    expect(events.map((e) => e.event)).toEqual(['t-guest_detail']);
  });
});

describe('AnalyticsStore and an e-mail address in the address (part 1 §4)', () => {
  it('cleans the address, logs it without the address, and sends nothing at all', async () => {
    const { env, root, events, posted, logged } = await started(
      `/booking/result?code=kyoto-gion&checkin=2030-04-01&email=hanako%40example.jp&utm_source=news&parentUrl=${encodeURIComponent(HOTEL)}`,
      { framed: true },
    );
    expect(env.replacements[0]).toBe(`https://noren.example/booking/result?code=kyoto-gion&checkin=2030-04-01&utm_source=news&parentUrl=${encodeURIComponent(HOTEL)}`);
    expect(logged).toEqual([EMAIL_IN_URL_LOG]);
    expect(containsEmail(logged.join())).toBe(false);
    expect(root.analytics.suppressed).toBe(true);
    // The rest of the start-up still works from the cleaned address.
    expect(root.session.hotelCode).toBe('kyoto-gion');
    await root.analytics.pageView('search_result');
    await root.analytics.pageView('confirmation', { reservationNumber: 'NR-1' });
    expect(events).toEqual([]);
    expect(posted.map((p) => (p.message as { type: string }).type)).not.toContain('ga4Event');
    expect(env.cookies.get(UTM_COOKIE_NAME)).toBeNull();
  });

  it('leaves the confirmation page alone: address kept, nothing logged, t-confirmation sent without the address', async () => {
    const href = '/reservation/confirmation/NR-3001?code=kyoto-gion&email=hanako%40example.jp&bypass_token=tok';
    const { env, root, events, logged } = await started(href);
    expect(env.replacements).toEqual([]);
    expect(logged).toEqual([]);
    await root.analytics.pageView('confirmation', { reservationNumber: 'NR-3001', price: 33_000 });
    expect(events).toHaveLength(1);
    expect(events[0].transaction).toMatchObject({ transaction_id: 'NR-3001', value: 33_000 });
    expect(containsEmail(JSON.stringify(events))).toBe(false);
    expect(JSON.stringify(events)).not.toContain('tok');
  });
});

describe('AnalyticsStore utm cookie', () => {
  it('stores the start-up campaign for 1 day and uses it in events', async () => {
    const { env, root, events } = await started('/booking/result?code=kyoto-gion&utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    expect(env.cookies.maxAges.get(UTM_COOKIE_NAME)).toBe(86_400);
    await root.analytics.pageView('search_result');
    expect(events[0].tracking).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
  });

  it('reads the stored campaign on a later visit the same day, and forgets it after a day', async () => {
    const first = setup('/booking/result?code=kyoto-gion&utm_source=newsletter');
    await first.root.initialise();
    const later = new CoreStores({ api: new FakeApi(), env: { ...first.env, location: { href: 'https://noren.example/booking/result?code=kyoto-gion' } }, clock: first.clock, embedHost: null, dataLayer: null });
    later.analytics.readStartupAddress();
    expect(later.analytics.utm).toEqual({ utm_source: 'newsletter' });
    first.clock.advance(24 * 60 * 60 * 1000);
    const nextDay = new CoreStores({ api: new FakeApi(), env: { ...first.env, location: { href: 'https://noren.example/?code=kyoto-gion' } }, clock: first.clock, embedHost: null, dataLayer: null });
    nextDay.analytics.readStartupAddress();
    expect(nextDay.analytics.utm).toBeNull();
  });
});

describe('windowDataLayer', () => {
  it('creates window.dataLayer when absent and appends to an existing one', () => {
    const win: { document: object; dataLayer?: unknown[] } = { document: {} };
    windowDataLayer(win)!.push({ event: 't-search_result' });
    expect(win.dataLayer).toEqual([{ event: 't-search_result' }]);
    const existing = [{ event: 'gtm.js' }];
    const page = { document: {}, dataLayer: existing };
    windowDataLayer(page)!.push({ event: 't-confirmation' });
    expect(page.dataLayer).toBe(existing);
    expect(existing.map((e) => e.event)).toEqual(['gtm.js', 't-confirmation']);
    expect(windowDataLayer(globalThis)).toBeNull();
  });
});
