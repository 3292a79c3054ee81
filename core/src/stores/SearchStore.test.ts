import { describe, expect, it } from 'vitest';
import { ManualClock } from '@noren/core/domain';
import { LocaleStore } from './LocaleStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import { SEARCH_COOKIE_MAX_AGE_SECONDS, SearchStore, decodeSearchCookie, encodeSearchCookie, searchCookieName } from './SearchStore.ts';
import { parseSearchQuery, searchQueryString } from './search/searchQuery.ts';
import { cleanSearchQuery, searchResultPath, serviceUnavailablePath } from './search/paths.ts';
import { memoryEnv } from './testing/memoryEnv.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

// 2030-01-01T16:00Z is already 2 January in Tokyo: "today" is the hotel's.
function setup(href = 'http://localhost/booking/result?code=kyoto-gion', overrides = {}) {
  const clock = new ManualClock('2030-01-01T16:00:00Z');
  const env = memoryEnv(href, clock);
  const settings = new SettingsStore(() => new LocaleStore(env).language);
  settings.setSettings(sampleInitSettings(overrides));
  const search = new SearchStore({ env, settings, clock });
  return { clock, env, settings, search };
}

describe('SearchStore defaults', () => {
  it('fills 2 adults, check-in today in the hotel time zone, one night, rooms, price_low_to_high', () => {
    const { search } = setup();
    expect(search.loadFromAddress()).toBe('defaults');
    expect(search.criteria).toMatchObject({ checkin: '2030-01-02', checkout: '2030-01-03', type: 'rooms', order: 'price_low_to_high' });
    expect(search.criteria?.rooms).toEqual([{ adults: 2, kids_tiers: [], kids_age_range: [] }]);
    expect(search.nights).toBe(1);
    expect(search.problems).toEqual([]);
  });

  it('uses the hotel check-in offset', () => {
    const { search } = setup(undefined, { default_search_setting: { yesterday_bookable: false, available_rooms_only: true, checkin_offset_days: 3 } });
    search.loadFromAddress();
    expect(search.criteria?.checkin).toBe('2030-01-05');
  });

  it('day use sets checkout to check-in; an undated search defaults to 1 night', () => {
    const { search } = setup('http://localhost/?code=kyoto-gion&checkin=2030-02-01&is_day_use=true');
    search.loadFromAddress();
    expect(search.criteria).toMatchObject({ checkin: '2030-02-01', checkout: '2030-02-01', is_day_use: true });
    expect(search.nights).toBe(0);
    search.update({ search_type: 'undated', nights: undefined });
    expect(search.criteria).toMatchObject({ search_type: 'undated', checkin: null, nights: 1 });
  });

  it('names what is wrong instead of correcting it', () => {
    const { search } = setup('http://localhost/?code=kyoto-gion&checkin=2030-02-05&checkout=2030-02-03');
    search.loadFromAddress();
    expect(search.problems.map((p) => p.reason)).toContain('checkout_before_checkin');
  });
});

describe('search-result query parameters', () => {
  it('reads the spec parameters, list parameters in either spelling, and keeps tracking ones', () => {
    const params = new URLSearchParams(
      'checkin=2030-03-01&checkout=2030-03-04&adults=3&kids_tiers=A:1,B:2&type=plan&order=price_high_to_low&mode=secret'
      + '&hotel_plan_code=P1,P2&room_type_codes=T1&filter=4,7&promo_code=SPRING&is_including_occupied=true&utm_source=ads&gclid=g1&unknown=x',
    );
    const { input, passthrough, hasCriteria } = parseSearchQuery(params);
    expect(hasCriteria).toBe(true);
    expect(input).toMatchObject({
      checkin: '2030-03-01', checkout: '2030-03-04', adults: 3, type: 'plan', order: 'price_high_to_low', mode: 'secret',
      hotel_plan_codes: ['P1', 'P2'], room_type_codes: ['T1'], room_search_filters: [4, 7], promo_code: 'SPRING', is_including_occupied: true,
      kids_tiers: [{ code: 'A', children: 1 }, { code: 'B', children: 2 }],
    });
    expect(passthrough).toEqual({ utm_source: 'ads', gclid: 'g1' });
  });

  it('ignores values it cannot read, leaving the defaults', () => {
    const { input } = parseSearchQuery(new URLSearchParams('adults=two&type=suite&order=cheapest&rooms={oops'));
    expect(input).toEqual({});
  });

  it('round-trips criteria through the query, multi-room included', () => {
    const { search } = setup();
    search.setCriteria({
      checkin: '2030-03-01', checkout: '2030-03-03', order: 'recommended', coupon_code: 'C1', hotel_plan_codes: ['P1'], mode: 'secret',
      rooms: [{ adults: 2, kids_tiers: [{ code: 'A', children: 1 }] }, { adults: 1 }], dynamic_package: true,
    });
    const query = searchQueryString(search.criteria!, { utm_campaign: 'x' });
    expect(query).toContain('children=1');
    const again = setup(`http://localhost/?code=kyoto-gion&${query}`).search;
    again.loadFromAddress();
    expect(again.criteria).toEqual(search.criteria);
    expect(again.passthrough).toEqual({ utm_campaign: 'x' });
  });

  it('writes no empty or false values', () => {
    const { search } = setup();
    search.loadFromAddress();
    expect(searchQueryString(search.criteria!)).toBe('checkin=2030-01-02&checkout=2030-01-03&type=rooms&adults=2&order=price_low_to_high');
  });
});

describe('search cookie', () => {
  it('is named by hotel code with _search, holds base64 of the query pairs and lives 1 hour', () => {
    const { env, search } = setup('http://localhost/?code=kyoto-gion&checkin=2030-03-01&checkout=2030-03-02&adults=1');
    search.loadFromAddress();
    search.save();
    const raw = env.cookies.get('kyoto-gion_search')!;
    expect(searchCookieName('kyoto-gion')).toBe('kyoto-gion_search');
    expect(atob(raw)).toBe('checkin=2030-03-01&checkout=2030-03-02&type=rooms&adults=1&order=price_low_to_high');
    expect(env.cookies.maxAges.get('kyoto-gion_search')).toBe(SEARCH_COOKIE_MAX_AGE_SECONDS);
    expect(SEARCH_COOKIE_MAX_AGE_SECONDS).toBe(3600);
  });

  it('restores the last search when the address has none, until the hour is over', () => {
    const { env, clock, settings, search } = setup('http://localhost/?code=kyoto-gion&checkin=2030-03-01&checkout=2030-03-02&adults=1');
    search.loadFromAddress();
    search.save();
    const later = new SearchStore({ env, settings, clock });
    expect(later.loadFromAddress('http://localhost/?code=kyoto-gion')).toBe('cookie');
    expect(later.criteria).toMatchObject({ checkin: '2030-03-01', rooms: [{ adults: 1 }] });
    clock.advance(3600 * 1000);
    expect(later.loadFromAddress('http://localhost/?code=kyoto-gion')).toBe('defaults');
  });

  it('prefers the address over the cookie and survives a corrupt cookie', () => {
    const { env, search } = setup('http://localhost/?code=kyoto-gion&adults=4');
    env.cookies.set('kyoto-gion_search', encodeSearchCookie([['adults', '1']]), { maxAgeSeconds: 3600 });
    expect(search.loadFromAddress()).toBe('address');
    expect(search.criteria?.rooms[0].adults).toBe(4);
    env.cookies.set('kyoto-gion_search', '%%%not base64', { maxAgeSeconds: 3600 });
    expect(decodeSearchCookie('%%%not base64')).toBeNull();
    expect(search.loadFromAddress('http://localhost/?code=kyoto-gion')).toBe('defaults');
  });
});

describe('path builders', () => {
  it('drops code and empty values from a search query', () => {
    expect([...cleanSearchQuery('code=kyoto-gion&adults=2&promo_code=&checkin=2030-03-01')]).toEqual([['adults', '2'], ['checkin', '2030-03-01']]);
    expect([...cleanSearchQuery([['a', ' '], ['b', '1']])]).toEqual([['b', '1']]);
  });

  it('builds the 503 path with the hotel code', () => {
    expect(serviceUnavailablePath('kyoto-gion')).toBe('/503?code=kyoto-gion');
    expect(serviceUnavailablePath(null)).toBe('/503');
  });

  it('sends a brand-facility search to the facilities screen and any other to the booking result', () => {
    expect(searchResultPath('kyoto-gion', 'adults=2&code=old')).toBe('/booking/result?code=kyoto-gion&adults=2');
    expect(searchResultPath('kyoto-gion', 'adults=2', { brandFacility: true })).toBe('/facilities?code=kyoto-gion&adults=2');
    const { search } = setup();
    search.loadFromAddress();
    expect(search.resultPath()).toBe('/booking/result?code=kyoto-gion&checkin=2030-01-02&checkout=2030-01-03&type=rooms&adults=2&order=price_low_to_high');
  });
});
