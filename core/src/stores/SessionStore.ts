// Start-up (spec part 2 §9 "Initialisation"; part 1 §4) and the client session. Steps 4 (sign-in)
// and 5 (program info) belong to the membership issue; the tokens they need are read here already,
// because the address bar must lose them at once.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { systemClock, type Clock } from '@noren/core/domain';
import type { NorenApi } from '@noren/core/api';
import type { AppEnv } from './env.ts';
import type { ErrorStore } from './ErrorStore.ts';
import type { LocaleStore } from './LocaleStore.ts';
import type { SettingsStore } from './SettingsStore.ts';
import type { ShownError } from './shownError.ts';

export const HOTEL_CODE_PARAMS = ['hotel_code', 'code'] as const;
/** Spec part 1 §2: removed from the address bar after reading. */
export const LOGIN_TOKEN_PARAMS = ['login_token', 'accessToken', 'one_time_access_token'] as const;

export const NO_HOTEL_CODE_ERROR: ShownError = { messageKey: 'general.noHotelCode', message: 'No hotel code' };

/** A refused session reloads the page once; a second refusal this soon after shows an error instead of looping. */
export const SESSION_RELOAD_GUARD_KEY = 'noren.session_reload_at';
export const SESSION_RELOAD_GUARD_MS = 10_000;

export interface PendingSignIn {
  /** login_token or accessToken: an access token handed over by the hotel site or chat. */
  accessToken: string | null;
  oneTimeAccessToken: string | null;
}

export interface SessionStoreDeps {
  api: NorenApi;
  env: AppEnv;
  errors: ErrorStore;
  settings: SettingsStore;
  locale: LocaleStore;
  clock?: Clock;
}

export class SessionStore {
  hotelCode: string | null = null;
  clientSession: string | null = null;
  clientSessionExpiresAt: string | null = null;
  /** Bearer token of the signed-in user; set by the sign-in step of a later issue. */
  accessToken: string | null = null;
  pendingSignIn: PendingSignIn = { accessToken: null, oneTimeAccessToken: null };
  initArrived = false;

  private readonly deps: SessionStoreDeps;
  private initPromise: Promise<void> | null = null;

  constructor(deps: SessionStoreDeps) {
    this.deps = deps;
    makeObservable(this, {
      hotelCode: observable,
      clientSession: observable,
      clientSessionExpiresAt: observable,
      accessToken: observable,
      pendingSignIn: observableRef,
      initArrived: observable,
      ready: computed,
      readStartupAddress: action,
      setClientSession: action,
      markInitArrived: action,
      handleInvalidSession: action,
    });
  }

  /** Content renders once this is true (auth joins it when sign-in arrives). */
  get ready(): boolean {
    return this.initArrived;
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
      const [initSettings, signInButton] = await Promise.all([
        api.getBookingWidgetSettings(hotelCode),
        api.getSignInButton(hotelCode).catch(() => null),
      ]);
      runInAction(() => {
        settings.setSettings(initSettings);
        if (signInButton) settings.setSignInButton(signInButton);
        locale.applyBookLanguages(initSettings.book_languages);
      });
    } catch (error) {
      // Spec part 2 §8.2 puts an init failure in the global banner; we show it in the init slot,
      // which the shell renders in place of the content, because without settings there is no page
      // to dismiss the banner onto.
      errors.setInitError(error);
    } finally {
      this.markInitArrived();
    }
  }

  /** Step 1: the hotel code, and the login tokens, which leave the address bar at once. */
  readStartupAddress(): void {
    const { env } = this.deps;
    const url = new URL(env.location.href);
    const params = url.searchParams;
    this.hotelCode = HOTEL_CODE_PARAMS.map((name) => params.get(name)?.trim()).find((v) => !!v) ?? null;
    this.pendingSignIn = {
      accessToken: params.get('login_token') || params.get('accessToken') || null,
      oneTimeAccessToken: params.get('one_time_access_token') || null,
    };
    if (LOGIN_TOKEN_PARAMS.some((name) => params.has(name))) {
      for (const name of LOGIN_TOKEN_PARAMS) params.delete(name);
      env.replaceUrl(url.toString());
    }
  }

  setClientSession(session: { client_session: string; expires_at: string } | null): void {
    this.clientSession = session?.client_session ?? null;
    this.clientSessionExpiresAt = session?.expires_at ?? null;
  }

  markInitArrived(): void {
    this.initArrived = true;
  }

  /** Spec part 2 §8.2: title "Invalid Client-Session" clears the session and reloads. */
  handleInvalidSession(): void {
    const { api, env, errors } = this.deps;
    const clock = this.deps.clock ?? systemClock;
    api.clearClientSession();
    this.setClientSession(null);
    const now = clock.now().getTime();
    const last = Number(safeGet(env, SESSION_RELOAD_GUARD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < SESSION_RELOAD_GUARD_MS) {
      errors.setGlobalError(new Error('client session refused twice'));
      return;
    }
    try {
      env.storage.setItem(SESSION_RELOAD_GUARD_KEY, String(now));
    } catch {
      // Without storage there is no loop guard; a reload is still the right answer once.
    }
    env.reload();
  }
}

function safeGet(env: AppEnv, key: string): string | null {
  try {
    return env.storage.getItem(key);
  } catch {
    return null;
  }
}
