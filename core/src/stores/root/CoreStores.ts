// The stores every app mounts: the domain stores (session, settings, locale, errors, currency,
// search, pricing, points) and the booking flow the kiosk reuses (results, selection, inventory,
// reservation, payment, reservation lookup and manage). It wires them to each other and binds the
// API client to their state and to the response rules of spec part 2 §4. Each app extends it into
// its own typed root with its own stores (apps/booking/src/stores/BookingRoot.ts,
// apps/admin/src/stores/AdminRoot.ts). Stores of later screens are LazyStore slots, made by the
// screens that use them (payment/paymentOf.ts, manage/manageOf.ts, points/pointsOf.ts).
import { systemClock, type Clock, type StartupData } from '@noren/core/domain';
import type { AccountApi, ApiContext, ManageApi, NorenApi } from '@noren/core/api';
import type { AppEnv } from '../env.ts';
import { CurrencyStore } from '../CurrencyStore.ts';
import { ErrorStore } from '../ErrorStore.ts';
import { LocaleStore } from '../LocaleStore.ts';
import { NavigationStore } from '../NavigationStore.ts';
import type { ManageReservationStore } from '../manage/ManageReservation.store.ts';
import type { PaymentStore } from '../payment/Payment.store.ts';
import type { PointsStore } from '../PointsStore.ts';
import { PricingStore } from '../PricingStore.ts';
import { ReservationStore } from '../ReservationStore.ts';
import { ResultsStore } from '../ResultsStore.ts';
import { InventoryStore } from '../InventoryStore.ts';
import { SearchStore } from '../SearchStore.ts';
import { AnalyticsStore, windowDataLayer, type DataLayerTarget } from '../AnalyticsStore.ts';
import { ParentMessagesStore, windowEmbedHost, type EmbedHost } from '../ParentMessagesStore.ts';
import { SelectionStore } from '../SelectionStore.ts';
import { SessionStore } from '../SessionStore.ts';
import { SettingsStore } from '../SettingsStore.ts';
import { StartupHandOff } from '../StartupHandOff.ts';
import { LazyStore } from './LazyStore.ts';

export interface CoreStoresOptions {
  api: NorenApi;
  env: AppEnv;
  clock?: Clock;
  /** The spec's "further environment check" that switches multi-currency off (see CurrencyStore). */
  environmentBlocksMcp?: () => boolean;
  /** The window the app is framed in and its data layer; default the browser's, null for none (tests). */
  embedHost?: EmbedHost | null;
  dataLayer?: DataLayerTarget | null;
  /** The manage-reservation calls; by default built on `api` (manageApiFor) when first needed. */
  manageApi?: ManageApi;
  /** The account calls; by default built on `api` (accountApiFor) when first needed. */
  accountApi?: AccountApi;
  /** What the page's HTML carried (the booking results page), handed to the stores that use it. */
  startup?: StartupData | null;
}

export class CoreStores {
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
  readonly startup: StartupHandOff;
  readonly points = new LazyStore<PointsStore>();
  readonly payment = new LazyStore<PaymentStore>();
  readonly manage = new LazyStore<ManageReservationStore>();
  readonly manageApi: LazyStore<ManageApi>;
  readonly accountApi: LazyStore<AccountApi>;
  /** Stopped by dispose(); an app root adds the disposers of its own stores' reactions. */
  protected readonly disposers: Array<() => void> = [];
  #started = false;

  constructor({ api, env, clock = systemClock, environmentBlocksMcp, embedHost, dataLayer, manageApi, accountApi, startup = null }: CoreStoresOptions) {
    this.api = api;
    this.env = env;
    this.clock = clock;
    this.manageApi = new LazyStore(manageApi);
    this.accountApi = new LazyStore(accountApi);
    this.errors = new ErrorStore();
    this.navigation = new NavigationStore(env);
    this.locale = new LocaleStore(env);
    this.settings = new SettingsStore(() => this.locale.language);
    this.startup = new StartupHandOff(startup, () => this.locale.language);
    this.session = new SessionStore({
      api, env, clock, errors: this.errors, settings: this.settings, locale: this.locale, navigation: this.navigation, startup: this.startup,
    });
    this.search = new SearchStore({ env, settings: this.settings, clock });
    this.selection = new SelectionStore();
    this.currency = new CurrencyStore({ settings: this.settings, environmentBlocksMcp });
    const hotelId = () => this.session.hotelCode;
    this.pricing = new PricingStore(this.currency, { api, hotelId });
    this.results = new ResultsStore({ api, hotelId, currency: this.currency, errors: this.errors, startup: this.startup });
    this.inventory = new InventoryStore({ api, hotelId, currency: this.currency });
    this.reservation = new ReservationStore(this.currency, { api, hotelId });
    this.parentMessages = new ParentMessagesStore({
      host: embedHost === undefined ? windowEmbedHost(globalThis) : embedHost, env, api, session: this.session, navigation: this.navigation,
    });
    this.analytics = new AnalyticsStore({
      env, sources: this, dataLayer: dataLayer === undefined ? windowDataLayer(globalThis) : dataLayer,
      forward: (event) => this.parentMessages.post('ga4Event', event),
    });
    // Part 1 §4: points start over whenever someone signs in or out; a store not made yet has nothing to forget.
    this.disposers.push(this.session.onAuthChange(() => this.points.current?.reset()));
    // Saved cards belong to the member who was signed in.
    this.disposers.push(this.session.onAuthChange(() => this.payment.current?.forgetSavedCards()));
    // A reservation refused to the previous account is asked for again.
    this.disposers.push(this.session.onAuthChange(() => void this.manage.current?.afterAuthChange()));
    // A quote waiting for its debounce must not fire after the app is gone.
    this.disposers.push(() => this.pricing.clear());
    api.bind({
      context: () => this.apiContext(),
      onInvalidSession: () => this.session.handleInvalidSession(),
      onUnauthorized: () => this.session.handleUnauthorized(),
      onUnavailable: () => this.session.handleUnavailable(),
      refreshToken: () => this.session.refreshToken(),
    });
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
      this.disposers.push(this.parentMessages.start());
    }
    return this.session.initialise();
  }

  /** Stops every reaction, listener and timer the stores started (the app unmounts, a test ends). */
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}
