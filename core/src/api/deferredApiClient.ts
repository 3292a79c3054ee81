// The API client the booking app starts with: the same NorenApi, but axios, axios-retry and the
// response rules (createApiClient.ts, httpClient.ts) arrive in their own chunk, loaded on the first
// call or once the first screen is up (load()). When the results HTML carried a client session
// (core/domain startup/startupData.ts) the start-up asks nothing of the network: the stored session
// or the inlined one answers ensureClientSession, so the first render never waits on this chunk.
// Every call still goes through the one real client, with its headers and rules.
import { systemClock, type ClientSessionResponse, type CreateReservationRequest } from '@noren/core/domain';
import { CLIENT_SESSION_RENEW_MARGIN_MS, ClientSessionCache, memoryStorage } from './clientSessionCache.ts';
import type { ApiClient, ApiClientOptions, ApiRequest } from './createApiClient.ts';
import type { ApiBinding, NorenApi } from './types.ts';
import type { PointsTimelineQuery, TokenExchangeRequest } from './membership.ts';
import type { QueryParams, ReservationAccess } from './booking.ts';

export interface DeferredApiClientOptions extends ApiClientOptions {
  /** The session the page's HTML carried, used when none is stored. */
  startupSession?: ClientSessionResponse | null;
  /** Loads the real client's module; tests hand their own. */
  loadClient?: () => Promise<{ createApiClient(options: ApiClientOptions): ApiClient }>;
}

export class DeferredApiClient implements NorenApi {
  readonly #options: DeferredApiClientOptions;
  readonly #sessions: ClientSessionCache;
  #startupSession: ClientSessionResponse | null;
  #binding: ApiBinding | null = null;
  #client: Promise<ApiClient> | null = null;

  constructor(options: DeferredApiClientOptions) {
    this.#options = options;
    this.#startupSession = options.startupSession ?? null;
    this.#sessions = new ClientSessionCache(options.storage ?? memoryStorage(), options.appKey, options.clock ?? systemClock);
  }

  /** The real client, loading its chunk the first time. */
  load(): Promise<ApiClient> {
    this.#client ??= (this.#options.loadClient ?? (() => import('./createApiClient.ts')))().then(({ createApiClient }) => {
      const client = createApiClient(this.#options);
      if (this.#binding) client.bind(this.#binding);
      return client;
    });
    return this.#client;
  }

  bind(binding: ApiBinding): void {
    this.#binding = binding;
    void this.#client?.then((client) => client.bind(binding));
  }

  ensureClientSession(): Promise<ClientSessionResponse> {
    const stored = this.#sessions.read();
    if (stored) return Promise.resolve(stored);
    const inlined = this.#startupSession;
    this.#startupSession = null;
    const clock = this.#options.clock ?? systemClock;
    if (inlined && Date.parse(inlined.expires_at) - CLIENT_SESSION_RENEW_MARGIN_MS > clock.now().getTime()) {
      // Stored like one the client made, so the next page and the real client reuse it.
      this.#sessions.write(inlined);
      return Promise.resolve(inlined);
    }
    return this.#via((c) => c.ensureClientSession());
  }

  clearClientSession(): void {
    this.#startupSession = null;
    this.#sessions.clear();
    void this.#client?.then((client) => client.clearClientSession());
  }

  request<T>(req: ApiRequest): Promise<T> {
    return this.#via((c) => c.request<T>(req));
  }

  #via<T>(call: (client: ApiClient) => Promise<T>): Promise<T> {
    return this.load().then(call);
  }

  getBookingWidgetSettings(hotelCode: string) { return this.#via((c) => c.getBookingWidgetSettings(hotelCode)); }
  getSignInButton(hotelCode: string) { return this.#via((c) => c.getSignInButton(hotelCode)); }
  getHotel(idOrCode: string | number) { return this.#via((c) => c.getHotel(idOrCode)); }
  getCurrentUser(opts?: { oneTimeAccessToken?: string | null; accessToken?: string | null }) { return this.#via((c) => c.getCurrentUser(opts)); }
  getMembershipProgram(hotelId: string | number) { return this.#via((c) => c.getMembershipProgram(hotelId)); }
  signOut(hotelId: string | number) { return this.#via((c) => c.signOut(hotelId)); }
  exchangeToken(hotelId: string | number, body: TokenExchangeRequest) { return this.#via((c) => c.exchangeToken(hotelId, body)); }
  getCurrentPoints(hotelId: string | number) { return this.#via((c) => c.getCurrentPoints(hotelId)); }
  getPointsTimeline(hotelId: string | number, query: PointsTimelineQuery, signal?: AbortSignal) { return this.#via((c) => c.getPointsTimeline(hotelId, query, signal)); }
  searchRooms(hotelId: string | number, params: QueryParams, signal?: AbortSignal) { return this.#via((c) => c.searchRooms(hotelId, params, signal)); }
  priceSelection(hotelId: string | number, params: QueryParams, signal?: AbortSignal) { return this.#via((c) => c.priceSelection(hotelId, params, signal)); }
  inventoryCalendar(hotelId: string | number, params: QueryParams, signal?: AbortSignal) { return this.#via((c) => c.inventoryCalendar(hotelId, params, signal)); }
  listExtras(hotelId: string | number, params: { checkin?: string; checkout?: string }, signal?: AbortSignal) { return this.#via((c) => c.listExtras(hotelId, params, signal)); }
  listCancellationPolicies(hotelId: string | number, signal?: AbortSignal) { return this.#via((c) => c.listCancellationPolicies(hotelId, signal)); }
  listNotifications(hotelId: string | number, params: QueryParams, signal?: AbortSignal) { return this.#via((c) => c.listNotifications(hotelId, params, signal)); }
  listAdditionalQuestions(hotelId: string | number, params: QueryParams, signal?: AbortSignal) { return this.#via((c) => c.listAdditionalQuestions(hotelId, params, signal)); }
  listFacilities(brandId: string | number, params: QueryParams, signal?: AbortSignal) { return this.#via((c) => c.listFacilities(brandId, params, signal)); }
  createReservation(hotelId: string | number, body: CreateReservationRequest, idempotencyKey: string) { return this.#via((c) => c.createReservation(hotelId, body, idempotencyKey)); }
  getReservation(hotelId: string | number, reservationNumber: string, access: ReservationAccess, signal?: AbortSignal) { return this.#via((c) => c.getReservation(hotelId, reservationNumber, access, signal)); }
  getKioskQr(hotelId: string | number, reservationNumber: string, access: ReservationAccess, signal?: AbortSignal) { return this.#via((c) => c.getKioskQr(hotelId, reservationNumber, access, signal)); }
  postPaymentResult(hotelId: string | number, reservationNumber: string, bypassToken: string) { return this.#via((c) => c.postPaymentResult(hotelId, reservationNumber, bypassToken)); }
  listSavedCards(hotelId: string | number, signal?: AbortSignal) { return this.#via((c) => c.listSavedCards(hotelId, signal)); }
}
