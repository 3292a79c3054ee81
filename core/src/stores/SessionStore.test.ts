import { describe, expect, it } from 'vitest';
import { ApiError } from '@noren/core/api';
import { ManualClock } from '@noren/core/domain';
import { CoreStores } from './root/CoreStores.ts';
import { pointsOf } from './points/pointsOf.ts';
import { LOGGED_OUT_ERROR, LOGOUT_MESSAGE_ERROR, MEMBER_SESSION_STORAGE_KEY, NO_HOTEL_CODE_ERROR, SESSION_RELOAD_GUARD_KEY } from './SessionStore.ts';
import { FakeApi } from './testing/fakeApi.ts';
import { memoryEnv } from './testing/memoryEnv.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

function setup(href: string) {
  const api = new FakeApi();
  const clock = new ManualClock('2030-01-01T00:00:00Z');
  const env = memoryEnv(href, clock);
  const root = new CoreStores({ api, env, clock });
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

describe('CoreStores api context', () => {
  it('feeds the current language, session and site controller to every call', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion&locale=en');
    api.settings = sampleInitSettings({ hotel_site_controller: 'temairazu' });
    await root.initialise();
    root.locale.setLanguage('ko');
    expect(api.binding!.context()).toEqual({ language: 'ko', clientSession: 'cs-fake', accessToken: null, siteController: 'temairazu' });
  });
});

describe('SessionStore readiness', () => {
  it('is ready only when both init and auth have arrived', async () => {
    const { root } = setup('http://localhost/?code=kyoto-gion');
    root.session.markInitArrived();
    expect(root.session.ready).toBe(false);
    root.session.markAuthArrived();
    expect(root.session.ready).toBe(true);
  });
});

describe('SessionStore identity outcomes (part 1 §4)', () => {
  const member = { id: 7, name: 'Hanako' };

  it('signs in with a one-time token through GET /user/me and keeps the session', async () => {
    const { api, env, root } = setup('http://localhost/?code=kyoto-gion&one_time_access_token=ott');
    api.currentUser = { data: { session: 'sess-1', user: member } };
    await root.initialise();
    expect(api.userLookups).toEqual([{ oneTimeAccessToken: 'ott' }]);
    expect(root.session.signedIn).toBe(true);
    expect(root.session.accessToken).toBe('sess-1');
    expect(env.storage.getItem(MEMBER_SESSION_STORAGE_KEY)).toBe('sess-1');
    expect(api.calls).toContain('getMembershipProgram:kyoto-gion');
    expect(root.apiContext().accessToken).toBe('sess-1');
  });

  it('uses a stored session on the next visit', async () => {
    const { api, env, root } = setup('http://localhost/?code=kyoto-gion');
    env.storage.setItem(MEMBER_SESSION_STORAGE_KEY, 'stored');
    api.currentUser = { data: { session: 'stored', user: member } };
    await root.initialise();
    expect(api.userLookups).toEqual([{ accessToken: 'stored' }]);
    expect(root.session.user).toEqual(member);
  });

  it('a reset code 3401 or 3402 logs out locally with the logout message', async () => {
    for (const code of [3401, 3402]) {
      const { api, env, root } = setup('http://localhost/?code=kyoto-gion&login_token=old');
      api.currentUser = { data: { session: null, user: null }, meta: { reset_code: code } };
      await root.initialise();
      expect(root.session.signedIn).toBe(false);
      expect(root.errors.global).toEqual(LOGOUT_MESSAGE_ERROR);
      expect(env.storage.getItem(MEMBER_SESSION_STORAGE_KEY)).toBeNull();
    }
  });

  it('otherwise a token that finds no session logs out quietly', async () => {
    const { api, env, root } = setup('http://localhost/?code=kyoto-gion');
    env.storage.setItem(MEMBER_SESSION_STORAGE_KEY, 'stale');
    await root.initialise();
    expect(api.userLookups).toHaveLength(1);
    expect(env.storage.getItem(MEMBER_SESSION_STORAGE_KEY)).toBeNull();
    expect(root.errors.global).toBeNull();
    expect(root.session.ready).toBe(true);
  });

  it('makes no identity call for a guest without any token', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion');
    await root.initialise();
    expect(api.calls).not.toContain('getCurrentUser');
    expect(root.session.signedIn).toBe(false);
  });

  it('a program load failure logs out a member with the message but keeps a corporate user', async () => {
    const failing = new ApiError({ status: 500, message: 'down' });
    const m = setup('http://localhost/?code=kyoto-gion&login_token=t');
    m.api.currentUser = { data: { session: 't', user: member } };
    m.api.program = failing;
    await m.root.initialise();
    expect(m.root.session.signedIn).toBe(false);
    expect(m.root.errors.global?.messageKey).toBe('general.logoutMessage');
    const c = setup('http://localhost/?code=kyoto-gion&login_token=t');
    c.api.currentUser = { data: { session: 't', user: { id: 9, organization: { id: 1, display_name: 'Acme', name: 'acme', program_id: null } } } };
    c.api.program = failing;
    await c.root.initialise();
    expect(c.root.session.signedIn).toBe(true);
    expect(c.root.session.corporate).toBe(true);
  });

  it('logout calls the endpoint and logs out locally even when it fails; points reset both ways', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion&login_token=t');
    api.currentUser = { data: { session: 't', user: member } };
    const changes: boolean[] = [];
    root.session.onAuthChange((signedIn) => changes.push(signedIn));
    pointsOf(root).totalPoint = 500;
    await root.initialise();
    expect(pointsOf(root).totalPoint).toBe(0);
    pointsOf(root).totalPoint = 500;
    api.signOut = async () => {
      throw new ApiError({ status: 500, message: 'down' });
    };
    await root.session.logout();
    expect(root.session.signedIn).toBe(false);
    expect(pointsOf(root).totalPoint).toBe(0);
    expect(changes).toEqual([true, false]);
  });
});

describe('SessionStore response rules (part 2 §4)', () => {
  it('401 for a signed-in user: local logout, "already logged out", and a signed-out navigation request', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion&login_token=t');
    api.currentUser = { data: { session: 't', user: { id: 1 } } };
    await root.initialise();
    const intents: string[] = [];
    root.navigation.bind((intent) => (intents.push(intent.kind), true));
    api.binding!.onUnauthorized!(new ApiError({ status: 401 }));
    expect(root.session.signedIn).toBe(false);
    expect(root.errors.global).toEqual(LOGGED_OUT_ERROR);
    expect(root.errors.global?.messageKey).toBe('general.loggedOut');
    expect(intents).toEqual(['signed-out']);
  });

  it('401 for a guest changes nothing', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion');
    await root.initialise();
    api.binding!.onUnauthorized!(new ApiError({ status: 401 }));
    expect(root.errors.global).toBeNull();
    expect(root.navigation.lastIntent).toBeNull();
  });

  it('503 goes to /503?code={hotelCode}, through the router when bound, else as a page load', async () => {
    const { api, env, root } = setup('http://localhost/?code=kyoto-gion');
    await root.initialise();
    api.binding!.onUnavailable!(new ApiError({ status: 503 }));
    expect(env.navigations).toEqual(['/503?code=kyoto-gion']);
    const routed: string[] = [];
    const unbind = root.navigation.bind((intent) => (intent.kind === 'path' && routed.push(intent.path), true));
    api.binding!.onUnavailable!(new ApiError({ status: 503 }));
    expect(routed).toEqual(['/503?code=kyoto-gion']);
    unbind();
    api.binding!.onUnavailable!(new ApiError({ status: 503 }));
    expect(env.navigations).toHaveLength(2);
  });

  it('refreshes the token with refresh_token once for calls that ask together', async () => {
    const { api, root } = setup('http://localhost/?code=kyoto-gion&refresh_token=r1');
    await root.initialise();
    api.tokenExchange = { session: 'fresh', refresh_token: 'r2' };
    const results = await Promise.all([api.binding!.refreshToken!(), api.binding!.refreshToken!()]);
    expect(results).toEqual([true, true]);
    expect(api.calls.filter((c) => c.startsWith('exchangeToken'))).toEqual(['exchangeToken:kyoto-gion:refresh_token']);
    expect(root.session.accessToken).toBe('fresh');
    expect(root.session.refreshTokenValue).toBe('r2');
  });

  it('cannot refresh without a refresh token or when the exchange fails', async () => {
    const none = setup('http://localhost/?code=kyoto-gion');
    await none.root.initialise();
    await expect(none.api.binding!.refreshToken!()).resolves.toBe(false);
    const failing = setup('http://localhost/?code=kyoto-gion&refresh_token=r1');
    await failing.root.initialise();
    await expect(failing.api.binding!.refreshToken!()).resolves.toBe(false);
  });
});
