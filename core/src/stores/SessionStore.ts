// Start-up (spec part 2 §9 "Initialisation", steps 1 to 6; part 1 §4), the client session, and
// who is signed in (part 1 §4 "Identity outcomes"). Content waits for init AND auth.
//   1 hotel code (hotel_code or code), tracking, the login tokens, which leave the address at once
//   2 client session, reused while stored
//   3 init settings and the login widget
//   4 sign-in: one-time token, a token handed over in the address, or the stored session.
//     External loyalty (otid) and the first-party cookie need member endpoints: not yet.
//   5 program info for a signed-in user
//   6 init arrived (also after an error)
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { systemClock, type Clock } from '@noren/core/domain';
import {
  RESET_CODE_BRAND_MISMATCH, RESET_CODE_SESSION_TOKEN_NOT_FOUND,
  type CurrentUser, type CurrentUserResponse, type MembershipProgram, type NorenApi,
} from '@noren/core/api';
import { AsyncState } from './async/AsyncState.ts';
import type { AppEnv } from './env.ts';
import type { ErrorStore } from './ErrorStore.ts';
import type { LocaleStore } from './LocaleStore.ts';
import type { NavigationStore } from './NavigationStore.ts';
import type { SettingsStore } from './SettingsStore.ts';
import type { ShownError } from './shownError.ts';
import type { StartupHandOff } from './StartupHandOff.ts';
import { serviceUnavailablePath } from './search/paths.ts';

export const HOTEL_CODE_PARAMS = ['hotel_code', 'code'] as const;
/** Spec part 1 §2: removed from the address bar after reading. */
export const LOGIN_TOKEN_PARAMS = ['login_token', 'accessToken', 'one_time_access_token'] as const;

export const NO_HOTEL_CODE_ERROR: ShownError = { messageKey: 'general.noHotelCode', message: 'No hotel code' };
/** Part 2 §8.2, a 401: "You have already logged out." */
export const LOGGED_OUT_ERROR: ShownError = { messageKey: 'general.loggedOut', message: 'You have already logged out.' };
/** Part 2 §8.2 'base.logoutMessage': session mismatch, token not found, program load failure. */
export const LOGOUT_MESSAGE_ERROR: ShownError = { messageKey: 'general.logoutMessage', message: 'You have been signed out. Please sign in again.' };

/** A refused session reloads the page once; a second refusal this soon after shows an error instead of looping. */
export const SESSION_RELOAD_GUARD_KEY = 'noren.session_reload_at';
export const SESSION_RELOAD_GUARD_MS = 10_000;

/** Where the signed-in user's session token is kept between visits. */
export const MEMBER_SESSION_STORAGE_KEY = 'noren.member_session';

export interface PendingSignIn {
  /** login_token or accessToken: a session token handed over by the hotel site or chat. */
  accessToken: string | null;
  oneTimeAccessToken: string | null;
}

export interface SessionStoreDeps {
  api: NorenApi;
  env: AppEnv;
  errors: ErrorStore;
  settings: SettingsStore;
  locale: LocaleStore;
  navigation: NavigationStore;
  clock?: Clock;
  /** What the page's HTML carried: the init settings, used instead of asking when they fit. */
  startup?: StartupHandOff;
}

export type AuthListener = (signedIn: boolean) => void;

export class SessionStore {
  hotelCode: string | null = null;
  clientSession: string | null = null;
  clientSessionExpiresAt: string | null = null;
  /** Session token of the signed-in user, sent as the bearer token. */
  accessToken: string | null = null;
  /** From the refresh_token start-up parameter; renews the session on a 403 with code 4000. */
  refreshTokenValue: string | null = null;
  user: CurrentUser | null = null;
  /** Step 5's load: the signed-in user's program (its failure signs a member out, loadProgram). */
  readonly #program = new AsyncState<MembershipProgram>();
  pendingSignIn: PendingSignIn = { accessToken: null, oneTimeAccessToken: null };
  initArrived = false;
  authArrived = false;

  private readonly deps: SessionStoreDeps;
  private readonly clock: Clock;
  private initPromise: Promise<void> | null = null;
  private refreshing: Promise<boolean> | null = null;
  private readonly listeners = new Set<AuthListener>();

  constructor(deps: SessionStoreDeps) {
    this.deps = deps;
    this.clock = deps.clock ?? systemClock;
    makeObservable(this, {
      hotelCode: observable,
      clientSession: observable,
      clientSessionExpiresAt: observable,
      accessToken: observable,
      refreshTokenValue: observable,
      user: observableRef,
      program: computed,
      pendingSignIn: observableRef,
      initArrived: observable,
      authArrived: observable,
      ready: computed,
      signedIn: computed,
      corporate: computed,
      readStartupAddress: action,
      setClientSession: action,
      markInitArrived: action,
      markAuthArrived: action,
      signIn: action,
      setBearerSession: action,
      logoutLocally: action,
      handleInvalidSession: action,
      handleUnauthorized: action,
    });
  }

  /** Content renders once init and auth have both finished. */
  get ready(): boolean {
    return this.initArrived && this.authArrived;
  }

  /** Part 1 §6: signed in means a user id or an organisation. */
  get signedIn(): boolean {
    return this.accessToken !== null && (this.user?.id != null || !!this.user?.organization);
  }

  get corporate(): boolean {
    return !!this.user?.organization;
  }

  get program(): MembershipProgram | null {
    return this.#program.value;
  }

  /** A program that came another way (a test's, a screen's answer). */
  set program(program: MembershipProgram | null) {
    this.#program.set(program);
  }

  /** Called with true after a sign-in and false after a sign-out (points and companions reset). */
  onAuthChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs the start-up once; later calls get the same promise. It never rejects. */
  initialise(): Promise<void> {
    this.initPromise ??= this.runInitialisation();
    return this.initPromise;
  }

  private async runInitialisation(): Promise<void> {
    const { api, errors, settings, locale } = this.deps;
    try {
      this.readStartupAddress();
      const hotelCode = this.hotelCode;
      if (!hotelCode) {
        errors.setInitError(NO_HOTEL_CODE_ERROR);
        return;
      }
      this.setClientSession(await api.ensureClientSession());
      // The login widget is optional: without it the guest can still search and book, so its
      // failure hides the widget instead of blocking the page.
      const inlined = this.deps.startup?.takeSettings(hotelCode);
      const [initSettings, signInButton] = inlined
        ? [inlined.settings, inlined.signInButton]
        : await Promise.all([api.getBookingWidgetSettings(hotelCode), api.getSignInButton(hotelCode).catch(() => null)]);
      runInAction(() => {
        settings.setSettings(initSettings);
        if (signInButton) settings.setSignInButton(signInButton);
        locale.applyLanguages(initSettings.book_languages, initSettings.available_languages);
      });
      await this.authenticate();
      await this.loadProgram();
    } catch (error) {
      // Spec part 2 §8.2 puts an init failure in the global banner; we show it in the init slot,
      // which the shell renders in place of the content, because without settings there is no page
      // to dismiss the banner onto.
      errors.setInitError(error);
    } finally {
      this.markAuthArrived();
      this.markInitArrived();
    }
  }

  /**
   * Step 1: the hotel code and the login tokens, which leave the address bar at once. Preview mode
   * (tripla_preview, part 1 §4) comes with the staff console that makes previews (issue 34).
   */
  readStartupAddress(): void {
    const { env } = this.deps;
    const url = new URL(env.location.href);
    const params = url.searchParams;
    this.hotelCode = HOTEL_CODE_PARAMS.map((name) => params.get(name)?.trim()).find((v) => !!v) ?? null;
    this.pendingSignIn = {
      accessToken: params.get('login_token') || params.get('accessToken') || null,
      oneTimeAccessToken: params.get('one_time_access_token') || null,
    };
    this.refreshTokenValue = params.get('refresh_token') || null;
    if (LOGIN_TOKEN_PARAMS.some((name) => params.has(name))) {
      for (const name of LOGIN_TOKEN_PARAMS) params.delete(name);
      env.replaceUrl(url.toString());
    }
  }

  /** Step 4. A failed identity check leaves the visitor a guest: the page still works. */
  private async authenticate(): Promise<void> {
    const { oneTimeAccessToken, accessToken: handed } = this.pendingSignIn;
    const token = handed ?? safeGet(this.deps.env, MEMBER_SESSION_STORAGE_KEY);
    if (!oneTimeAccessToken && !token) return;
    // Whoever this turns out to be, the inlined guest results are not theirs to see first.
    this.deps.startup?.dropSearch();
    let response: CurrentUserResponse;
    try {
      response = await this.deps.api.getCurrentUser(oneTimeAccessToken ? { oneTimeAccessToken } : { accessToken: token });
    } catch {
      this.logoutLocally();
      return;
    }
    this.applyIdentity(response, token);
  }

  /** Part 1 §4 "Identity outcomes". */
  applyIdentity(response: CurrentUserResponse, tokenTried: string | null): void {
    const session = response.data?.session ?? null;
    const user = response.data?.user ?? null;
    const resetCode = response.meta?.reset_code ?? null;
    if (session && user) {
      this.signIn(session, user);
      return;
    }
    if (resetCode === RESET_CODE_SESSION_TOKEN_NOT_FOUND || resetCode === RESET_CODE_BRAND_MISMATCH) {
      this.logoutLocally();
      this.deps.errors.setGlobalError(LOGOUT_MESSAGE_ERROR);
      return;
    }
    if (tokenTried || this.accessToken) this.logoutLocally();
  }

  /** Step 5, and after every sign-in. A non-corporate user whose program cannot be loaded is signed out with a message. */
  async loadProgram(): Promise<void> {
    const hotelCode = this.hotelCode;
    if (!this.signedIn || !hotelCode) return;
    // The program shown stays until the new one lands (a sign-in again loads it again).
    const outcome = await this.#program.run(() => this.deps.api.getMembershipProgram(hotelCode), { keep: true });
    if (!outcome || outcome.ok || this.corporate) return;
    this.logoutLocally();
    this.deps.errors.setGlobalError(LOGOUT_MESSAGE_ERROR);
  }

  signIn(session: string, user: CurrentUser): void {
    this.accessToken = session;
    this.user = user;
    safeSet(this.deps.env, MEMBER_SESSION_STORAGE_KEY, session);
    this.notify(true);
  }

  /**
   * A session that is not a member's (the staff console's): its token becomes the bearer every
   * call sends, but is neither a user nor kept in the member's storage; its owner (StaffStore)
   * keeps it. null ends it. A 401 then signs it out like a member's (handleUnauthorized).
   */
  setBearerSession(token: string | null): void {
    const had = this.accessToken !== null;
    this.accessToken = token;
    if (token === null && had) this.notify(false);
  }

  /** Part 1 §4: logout calls the endpoint and, whether it answers or not, logs out locally. */
  async logout(): Promise<void> {
    try {
      if (this.hotelCode && this.accessToken) await this.deps.api.signOut(this.hotelCode);
    } catch {
      // Signed out here whatever the server says.
    } finally {
      this.logoutLocally();
    }
  }

  logoutLocally(): void {
    const wasSignedIn = this.accessToken !== null || this.user !== null;
    this.accessToken = null;
    this.user = null;
    this.#program.reset();
    safeRemove(this.deps.env, MEMBER_SESSION_STORAGE_KEY);
    if (wasSignedIn) this.notify(false);
  }

  setClientSession(session: { client_session: string; expires_at: string } | null): void {
    this.clientSession = session?.client_session ?? null;
    this.clientSessionExpiresAt = session?.expires_at ?? null;
  }

  markInitArrived(): void {
    this.initArrived = true;
  }

  markAuthArrived(): void {
    this.authArrived = true;
  }

  /** Spec part 2 §8.2: title "Invalid Client-Session" clears the session and reloads. */
  handleInvalidSession(): void {
    const { api, env, errors } = this.deps;
    api.clearClientSession();
    this.setClientSession(null);
    const now = this.clock.now().getTime();
    const last = Number(safeGet(env, SESSION_RELOAD_GUARD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < SESSION_RELOAD_GUARD_MS) {
      errors.setGlobalError(new Error('client session refused twice'));
      return;
    }
    safeSet(env, SESSION_RELOAD_GUARD_KEY, String(now));
    env.reload();
  }

  /**
   * Part 2 §4, a 401: local logout, "You have already logged out." and away from the page. A guest
   * who was never signed in has nothing to log out of; the caller shows its own error.
   */
  handleUnauthorized(): void {
    if (this.accessToken === null && this.user === null) return;
    this.logoutLocally();
    this.deps.errors.setGlobalError(LOGGED_OUT_ERROR);
    this.deps.navigation.request({ kind: 'signed-out' });
  }

  /** Part 2 §4, a 503: the service-unavailable page. */
  handleUnavailable(): void {
    this.deps.navigation.request({ kind: 'path', path: serviceUnavailablePath(this.hotelCode), replace: true });
  }

  /** Part 2 §4, a 403 with code 4000: a new session token from the refresh token; one at a time. */
  refreshToken(): Promise<boolean> {
    this.refreshing ??= this.exchangeRefreshToken().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async exchangeRefreshToken(): Promise<boolean> {
    const refresh = this.refreshTokenValue;
    if (!refresh || !this.hotelCode) return false;
    try {
      const result = await this.deps.api.exchangeToken(this.hotelCode, { grant_type: 'refresh_token', refresh_token: refresh });
      runInAction(() => {
        this.accessToken = result.session;
        this.refreshTokenValue = result.refresh_token ?? refresh;
      });
      safeSet(this.deps.env, MEMBER_SESSION_STORAGE_KEY, result.session);
      return true;
    } catch {
      return false;
    }
  }

  private notify(signedIn: boolean): void {
    for (const listener of this.listeners) listener(signedIn);
  }
}

function safeGet(env: AppEnv, key: string): string | null {
  try {
    return env.storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(env: AppEnv, key: string, value: string): void {
  try {
    env.storage.setItem(key, value);
  } catch {
    // Blocked storage: the value lasts for this page only.
  }
}

function safeRemove(env: AppEnv, key: string): void {
  try {
    env.storage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
