// Builds the stores, wires them to each other and binds the API client to their state and to the
// response rules of spec part 2 §4. The stores of the points, payment, manage and unsubscribe
// screens are made when those screens first ask (screenStores.ts): the first download leaves them out.
import { systemClock, type Clock } from '@noren/core/domain';
import type { AccountApi, ApiContext, ManageApi, NorenApi } from '@noren/core/api';
import type { AppEnv } from './env.ts';
import { CurrencyStore } from './CurrencyStore.ts';
import { ErrorStore } from './ErrorStore.ts';
import { LocaleStore } from './LocaleStore.ts';
import { NavigationStore } from './NavigationStore.ts';
import type { ManageReservationStore } from './ManageReservationStore.ts';
import type { PaymentStore } from './PaymentStore.ts';
import type { PointsStore } from './PointsStore.ts';
import { PricingStore } from './PricingStore.ts';
import { ReservationStore } from './ReservationStore.ts';
import { ResultsStore } from './ResultsStore.ts';
import { InventoryStore } from './InventoryStore.ts';
import { SearchStore } from './SearchStore.ts';
import { AnalyticsStore, windowDataLayer, type DataLayerTarget } from './AnalyticsStore.ts';
import { ParentMessagesStore, windowEmbedHost, type EmbedHost } from './ParentMessagesStore.ts';
import { SelectionStore } from './SelectionStore.ts';
import { SessionStore } from './SessionStore.ts';
import { SettingsStore } from './SettingsStore.ts';

export interface RootStoreOptions {
  api: NorenApi;
  env: AppEnv;
  clock?: Clock;
  /** The spec's "further environment check" that switches multi-currency off (see CurrencyStore). */
  environmentBlocksMcp?: () => boolean;
  /** The window the app is framed in and its data layer; default the browser's, null for none (tests). */
  embedHost?: EmbedHost | null;
  dataLayer?: DataLayerTarget | null;
  /** The manage-reservation calls; by default built on `api` (manageApiFor). */
  manageApi?: ManageApi;
  /** The account calls; by default built on `api` (accountApiFor). */
  accountApi?: AccountApi;
}

export class RootStore {
  readonly api: NorenApi;
  readonly env: AppEnv;
  readonly clock: Clock;
  readonly errors: ErrorStore;
  readonly navigation: NavigationStore;
  readonly locale: LocaleStore;
  readonly settings: SettingsStore;
  readonly session: SessionStore;
  readonly search: SearchStore;
  readonly selection: SelectionStore;
  readonly currency: CurrencyStore;
  readonly pricing: PricingStore;
  readonly reservation: ReservationStore;
  readonly results: ResultsStore;
  readonly inventory: InventoryStore;
  readonly parentMessages: ParentMessagesStore;
  readonly analytics: AnalyticsStore;
  /** The manage-reservation calls given in the options, if any (screenStores.ts builds the default). */
  readonly manageApi: ManageApi | undefined;
  /** The account calls given in the options, if any (screenStores.ts builds the default). */
  readonly accountApi: AccountApi | undefined;
  readonly #screenStores = new Map<string, unknown>();
  readonly #disposers: Array<() => void> = [];
  #started = false;

  constructor({ api, env, clock = systemClock, environmentBlocksMcp, embedHost, dataLayer, manageApi, accountApi }: RootStoreOptions) {
    this.api = api;
    this.env = env;
    this.clock = clock;
    this.manageApi = manageApi;
    this.accountApi = accountApi;
    this.errors = new ErrorStore();
    this.navigation = new NavigationStore(env);
    this.locale = new LocaleStore(env);
    this.settings = new SettingsStore(() => this.locale.language);
    this.session = new SessionStore({ api, env, clock, errors: this.errors, settings: this.settings, locale: this.locale, navigation: this.navigation });
    this.search = new SearchStore({ env, settings: this.settings, clock });
    this.selection = new SelectionStore();
    this.currency = new CurrencyStore({ settings: this.settings, environmentBlocksMcp });
    const hotelId = () => this.session.hotelCode;
    this.pricing = new PricingStore(this.currency, { api, hotelId });
    this.results = new ResultsStore({ api, hotelId, currency: this.currency, errors: this.errors });
    this.inventory = new InventoryStore({ api, hotelId, currency: this.currency });
    this.reservation = new ReservationStore(this.currency, { api, hotelId });
    this.parentMessages = new ParentMessagesStore({
      host: embedHost === undefined ? windowEmbedHost(globalThis) : embedHost, env, api, session: this.session, navigation: this.navigation,
    });
    this.analytics = new AnalyticsStore({
      env, sources: this, dataLayer: dataLayer === undefined ? windowDataLayer(globalThis) : dataLayer,
      forward: (event) => this.parentMessages.post('ga4Event', event),
    });
    // Part 1 §4: points start over whenever someone signs in or out.
    // A points store not made yet has nothing to forget.
    this.#disposers.push(this.session.onAuthChange(() => (this.#screenStores.get('points') as PointsStore | undefined)?.reset()));
    // Saved cards belong to the member who was signed in.
    this.#disposers.push(this.session.onAuthChange(() => (this.#screenStores.get('payment') as PaymentStore | undefined)?.forgetSavedCards()));
    // A reservation refused to the previous account is asked for again.
    this.#disposers.push(this.session.onAuthChange(() => void (this.#screenStores.get('manage') as ManageReservationStore | undefined)?.afterAuthChange()));
    api.bind({
      context: () => this.apiContext(),
      onInvalidSession: () => this.session.handleInvalidSession(),
      onUnauthorized: () => this.session.handleUnauthorized(),
      onUnavailable: () => this.session.handleUnavailable(),
      refreshToken: () => this.session.refreshToken(),
    });
  }

  /** The one store of that name, made by `create` the first time (see screenStores.ts). */
  screenStore<T>(name: string, create: () => T): T {
    if (!this.#screenStores.has(name)) this.#screenStores.set(name, create());
    return this.#screenStores.get(name) as T;
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
    if (!this.#started) {
      this.#started = true;
      // Before the session reads the address: an e-mail in it is removed first (part 1 §4).
      this.analytics.readStartupAddress();
      this.#disposers.push(this.parentMessages.start());
    }
    return this.session.initialise();
  }

  dispose(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
  }
}
