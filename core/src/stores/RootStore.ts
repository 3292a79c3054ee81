// Builds the stores, wires them to each other and binds the API client to their state.
import { systemClock, type Clock } from '@noren/core/domain';
import type { ApiContext, NorenApi } from '@noren/core/api';
import type { AppEnv } from './env.ts';
import { ErrorStore } from './ErrorStore.ts';
import { LocaleStore } from './LocaleStore.ts';
import { SessionStore } from './SessionStore.ts';
import { SettingsStore } from './SettingsStore.ts';

export interface RootStoreOptions {
  api: NorenApi;
  env: AppEnv;
  clock?: Clock;
}

export class RootStore {
  readonly api: NorenApi;
  readonly env: AppEnv;
  readonly clock: Clock;
  readonly errors: ErrorStore;
  readonly locale: LocaleStore;
  readonly settings: SettingsStore;
  readonly session: SessionStore;

  constructor({ api, env, clock = systemClock }: RootStoreOptions) {
    this.api = api;
    this.env = env;
    this.clock = clock;
    this.errors = new ErrorStore();
    this.locale = new LocaleStore(env);
    this.settings = new SettingsStore(() => this.locale.language);
    this.session = new SessionStore({ api, env, clock, errors: this.errors, settings: this.settings, locale: this.locale });
    api.bind({ context: () => this.apiContext(), onInvalidSession: () => this.session.handleInvalidSession() });
  }

  /** Read afresh for every call, so a language switch or sign-in applies to the next request. */
  apiContext(): ApiContext {
    return {
      language: this.locale.language,
      clientSession: this.session.clientSession,
      accessToken: this.session.accessToken,
      siteController: this.settings.siteController,
    };
  }

  initialise(): Promise<void> {
    return this.session.initialise();
  }
}
