// Analytics (spec part 2 §9, part 1 §3 cookies, §4 e-mail in the address). The booking screens call
// `pageView(page, data)`; the store fills in what the other stores know (hotel, dates, guests,
// price, the reservation), adds the campaign fields of the utm cookie and the hashed tracking
// identifier, pushes the event to window.dataLayer and forwards it to the hotel page as 'ga4Event'
// when framed. Nothing is sent while the start-up address carried an e-mail address (except on the
// confirmation page: see core/domain/analytics/urlPrivacy.ts), and no event carries personal data.
import { action, makeObservable, observable, runInAction } from 'mobx';
import {
  UTM_COOKIE_MAX_AGE_SECONDS, UTM_COOKIE_NAME, buildDataLayerEvent, childrenInRoom, decodeUtmCookie, encodeUtmCookie,
  isDataLayerEnabled, judgeEmailInUrl, readUtm, trackingIdentifier,
  type AnalyticsItem, type AnalyticsPage, type DataLayerContext, type DataLayerEvent, type InitSettings,
  type PriceAmounts, type SearchCriteria, type Sha256, type UtmFields,
} from '@noren/core/domain';
import type { AppEnv } from './env.ts';
import type { SelectedRoom } from './SelectionStore.ts';

/** What a screen knows better than the stores; every field is optional and wins over the stores. */
export type PageViewData = Partial<Omit<DataLayerContext, 'page' | 'hotel' | 'trackingId' | 'utm' | 'language'>>;

export interface DataLayerTarget {
  push(event: DataLayerEvent): void;
}

/** window.dataLayer, created when absent (GTM reads whatever was pushed before it loaded). */
export function windowDataLayer(win: unknown): DataLayerTarget | null {
  if (typeof win !== 'object' || win === null || !('document' in win)) return null;
  const w = win as { dataLayer?: unknown };
  return {
    push(event) {
      if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
      (w.dataLayer as unknown[]).push(event);
    },
  };
}

/** The parts of the other stores analytics reads, so tests can hand in plain objects. */
export interface AnalyticsSources {
  settings: { settings: InitSettings | null };
  session: { user: { id: number | string } | null };
  locale: { language: string };
  search: { criteria: SearchCriteria | null; nights: number };
  pricing: { totals: PriceAmounts | null; currencyCode: string | null };
  reservation: { reservationNumber: string | null; rooms: readonly SelectedRoom[]; paymentType: string | null };
}

export interface AnalyticsStoreDeps {
  env: AppEnv;
  sources: AnalyticsSources;
  dataLayer: DataLayerTarget | null;
  /** Sends the event to the parent page as 'ga4Event'; false when not framed. */
  forward?: (event: DataLayerEvent) => boolean;
  /** Where "logged as an error" goes (part 1 §4); never given the address itself. */
  logError?: (message: string) => void;
  sha256?: Sha256;
}

export const EMAIL_IN_URL_LOG = 'An e-mail address was found in the page address; it was removed and analytics is off for this page.';

export class AnalyticsStore {
  /** Off for this page's life after an address with an e-mail in it (part 1 §4). */
  suppressed = false;
  utm: UtmFields | null = null;
  /** Events pushed so far, newest last. */
  sentCount = 0;

  private queue: Promise<void> = Promise.resolve();
  private trackingCache: { key: string; id: Promise<string | null> } | null = null;

  constructor(private readonly deps: AnalyticsStoreDeps) {
    makeObservable(this, { suppressed: observable, utm: observable, sentCount: observable, readStartupAddress: action });
  }

  /**
   * Start-up: the e-mail rule, then the utm cookie (1 day) from this visit's query, else the one
   * kept from an earlier visit today. Call before anything else reads the address.
   */
  readStartupAddress(): void {
    const { env } = this.deps;
    const verdict = judgeEmailInUrl(env.location.href);
    if (verdict.suppressAnalytics) {
      this.suppressed = true;
      if (verdict.cleanedUrl) env.replaceUrl(verdict.cleanedUrl);
      (this.deps.logError ?? defaultLogError)(EMAIL_IN_URL_LOG);
      return;
    }
    const fromQuery = readUtm(new URL(env.location.href).searchParams);
    if (fromQuery) {
      env.cookies.set(UTM_COOKIE_NAME, encodeUtmCookie(fromQuery), { maxAgeSeconds: UTM_COOKIE_MAX_AGE_SECONDS });
      this.utm = fromQuery;
    } else {
      this.utm = decodeUtmCookie(env.cookies.get(UTM_COOKIE_NAME));
    }
  }

  /**
   * The screens' call: one event for the page. The stores are read now; the event is pushed once
   * the tracking identifier is hashed, in call order. The promise is for tests; screens ignore it.
   */
  pageView(page: AnalyticsPage, data: PageViewData = {}): Promise<void> {
    if (this.suppressed) return this.queue;
    const settings = this.deps.sources.settings.settings;
    if (!isDataLayerEnabled(settings?.data_layers, page)) return this.queue;
    const context = this.context(page, data);
    const trackingId = this.trackingId();
    this.queue = this.queue.then(async () => {
      const event = buildDataLayerEvent({ ...context, trackingId: await trackingId.catch(() => null) });
      try {
        this.deps.dataLayer?.push(event);
        this.deps.forward?.(event);
      } finally {
        runInAction(() => this.sentCount++);
      }
    });
    return this.queue;
  }

  private context(page: AnalyticsPage, data: PageViewData): DataLayerContext {
    const { settings: settingsStore, locale, search, pricing, reservation } = this.deps.sources;
    const settings = settingsStore.settings;
    const criteria = search.criteria;
    const booked = reservation.rooms;
    const fromSearch = {
      checkin: criteria?.checkin ?? null,
      checkout: criteria?.checkout ?? null,
      nights: criteria ? search.nights : null,
      adults: criteria ? criteria.rooms.reduce((n, room) => n + room.adults, 0) : null,
      children: criteria ? criteria.rooms.reduce((n, room) => n + childrenInRoom(room), 0) : null,
      rooms: criteria ? criteria.rooms.length : null,
    };
    // Past the results, the rooms being booked say more than the search that found them.
    const fromBooking = page === 'search_result' || booked.length === 0 ? {} : {
      adults: booked.reduce((n, r) => n + r.numberOfAdults * r.quantity, 0),
      children: booked.reduce((n, r) => n + r.numberOfChildren * r.quantity, 0),
      rooms: booked.reduce((n, r) => n + r.quantity, 0),
      items: booked.map((r): AnalyticsItem => ({
        room_type_code: r.roomTypeCode,
        room_plan_code: r.roomPlanCode,
        quantity: r.quantity,
        total_price: r.salePrice ?? null,
        adults: r.numberOfAdults,
      })),
    };
    const totals = pricing.totals;
    return {
      page,
      hotel: {
        code: settings?.hotel_code ?? null,
        id: settings?.hotel_id ?? null,
        brandId: settings?.hotel_brand_id ?? null,
        brandName: settings?.hotel_brand?.name ?? null,
      },
      language: locale.language,
      ...fromSearch,
      currency: pricing.currencyCode ?? settings?.currency ?? null,
      price: totals?.total_price ?? null,
      tax: totals ? totals.tax + totals.accommodation_tax : null,
      reservationNumber: reservation.reservationNumber,
      paymentType: reservation.paymentType,
      coupon: criteria?.coupon_code ?? null,
      ...fromBooking,
      ...definedOnly(data),
      utm: this.utm,
    };
  }

  /** Hashed once per brand and user; null for a guest. */
  private trackingId(): Promise<string | null> {
    const brandId = this.deps.sources.settings.settings?.hotel_brand_id ?? null;
    const userId = this.deps.sources.session.user?.id ?? null;
    if (brandId === null || userId === null) return Promise.resolve(null);
    const key = `${brandId}:${userId}`;
    if (this.trackingCache?.key !== key) this.trackingCache = { key, id: trackingIdentifier(brandId, userId, this.deps.sha256) };
    return this.trackingCache.id;
  }
}

function definedOnly<T extends object>(data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function defaultLogError(message: string): void {
  console.error(message);
}
