import { describe, expect, it } from 'vitest';
import { ApiError } from '@noren/core/api';
import { ManualClock } from '@noren/core/domain';
import { RootStore } from './RootStore.ts';
import { NO_HOTEL_CODE_ERROR, SESSION_RELOAD_GUARD_KEY } from './SessionStore.ts';
import { FakeApi } from './testing/fakeApi.ts';
import { memoryEnv } from './testing/memoryEnv.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

function setup(href: string) {
  const api = new FakeApi();
  const env = memoryEnv(href);
  const clock = new ManualClock('2030-01-01T00:00:00Z');
  const root = new RootStore({ api, env, clock });
  return { api, env, clock, root };
}

describe('SessionStore initialisation', () => {
  it('reads the hotel code, gets a session, fetches settings and sign-in data, then marks init arrived', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion&locale=ja');
    expect(root.session.initArrived).toBe(false);
    await root.initialise();
    expect(api.calls).toEqual(['ensureClientSession', 'getBookingWidgetSettings:kyoto-gion', 'getSignInButton:kyoto-gion']);
    expect(root.session.hotelCode).toBe('kyoto-gion');
    expect(root.session.clientSession).toBe('cs-fake');
    expect(root.settings.settings?.hotel_code).toBe('kyoto-gion');
    expect(root.settings.signInButton?.is_active).toBe(true);
    expect(root.locale.language).toBe('ja');
    expect(root.session.initArrived).toBe(true);
    expect(root.errors.init).toBeNull();
  });

  it('prefers hotel_code over code and sends the requested language with the settings call', async () => {
    const { api, root } = setup('http://localhost/?hotel_code=taipei-daan&code=kyoto-gion&locale=ko');
    await root.initialise();
    expect(api.calls[1]).toBe('getBookingWidgetSettings:taipei-daan');
    expect(api.languages[1]).toBe('ko');
  });

  it('gives the No hotel code error without calling the API, and still marks init arrived', async () => {
    const { api, root } = setup('http://localhost/?locale=ja');
    await root.initialise();
    expect(api.calls).toEqual([]);
    expect(root.errors.init).toEqual(NO_HOTEL_CODE_ERROR);
    expect(root.errors.init?.messageKey).toBe('general.noHotelCode');
    expect(root.session.initArrived).toBe(true);
  });

  it('sets the init error from a failing settings call and still marks init arrived', async () => {
    const { api, root } = setup('http://localhost/?code=nowhere');
    api.settings = new ApiError({ status: 404, code: 9404, title: 'Not found', message: 'Not found', messageKey: 'codes.9404' });
    await root.initialise();
    expect(root.errors.init).toMatchObject({ status: 404, code: 9404, messageKey: 'codes.9404' });
    expect(root.settings.loaded).toBe(false);
    expect(root.session.initArrived).toBe(true);
  });

  it('carries on without the login widget when only the sign-in button call fails', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion');
    api.signInButton = new ApiError({ status: 500, message: 'boom' });
    await root.initialise();
    expect(root.errors.init).toBeNull();
    expect(root.settings.loaded).toBe(true);
    expect(root.settings.signInButton).toBeNull();
  });

  it('falls back to the hotel first book language when the requested one is not offered', async () => {
    const { api, root } = setup('http://localhost/?code=taipei-daan&locale=th');
    api.settings = sampleInitSettings({ hotel_code: 'taipei-daan', book_languages: ['zh_Hant', 'en', 'ja'] });
    await root.initialise();
    expect(root.locale.language).toBe('zh_Hant');
  });

  it('reads and removes the login tokens from the address, keeping the rest', async () => {
    const { env, root } = setup('http://localhost/booking/result?code=kyoto-gion&login_token=abc&one_time_access_token=ott&adults=2');
    await root.initialise();
    expect(root.session.pendingSignIn).toEqual({ accessToken: 'abc', oneTimeAccessToken: 'ott' });
    expect(env.location.href).toBe('http://localhost/booking/result?code=kyoto-gion&adults=2');
    expect(env.replacements).toHaveLength(1);
  });

  it('also reads accessToken, and leaves a clean address untouched', async () => {
    const withToken = setup('http://localhost/?code=kyoto-gion&accessToken=xyz');
    await withToken.root.initialise();
    expect(withToken.root.session.pendingSignIn.accessToken).toBe('xyz');
    expect(withToken.env.location.href).toBe('http://localhost/?code=kyoto-gion');
    const clean = setup('http://localhost/?code=kyoto-gion');
    await clean.root.initialise();
    expect(clean.env.replacements).toEqual([]);
  });

  it('runs once however often it is started', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion');
    await Promise.all([root.initialise(), root.initialise()]);
    await root.initialise();
    expect(api.calls.filter((c) => c === 'ensureClientSession')).toHaveLength(1);
  });
});

describe('SessionStore invalid client session', () => {
  it('clears the session and reloads', async () => {
    const { api, env, root } = setup('http://localhost/?code=kyoto-gion');
    await root.initialise();
    api.binding!.onInvalidSession();
    expect(api.calls).toContain('clearClientSession');
    expect(root.session.clientSession).toBeNull();
    expect(env.reloads).toBe(1);
  });

  it('shows an error instead of reloading again within the guard window', async () => {
    const { api, env, clock, root } = setup('http://localhost/?code=kyoto-gion');
    env.storage.setItem(SESSION_RELOAD_GUARD_KEY, String(clock.now().getTime() - 2000));
    api.binding!.onInvalidSession();
    expect(env.reloads).toBe(0);
    expect(root.errors.global?.messageKey).toBe('general.error02');
    clock.advance(60_000);
    api.binding!.onInvalidSession();
    expect(env.reloads).toBe(1);
  });
});

describe('RootStore api context', () => {
  it('feeds the current language, session and site controller to every call', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion&locale=en');
    api.settings = sampleInitSettings({ hotel_site_controller: 'temairazu' });
    await root.initialise();
    root.locale.setLanguage('ko');
    expect(api.binding!.context()).toEqual({ language: 'ko', clientSession: 'cs-fake', accessToken: null, siteController: 'temairazu' });
  });
});
