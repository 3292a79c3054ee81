// The one HTTP client every app uses (spec part 2 §7.1): headers on every call, `data` unwrapped,
// failures turned into ApiError. It sits on axios with axios-retry (httpClient.ts), whose
// interceptors hold the response rules of §4, each in one place:
//   429 -> retried every 1000 ms without limit, with the same request id, until the caller aborts
//          (retryTooManyRequests: false fails at once)
//   401 -> onUnauthorized, except the title "Invalid Client-Session" -> onInvalidSession
//   403 with code 4000 -> refreshToken, then the call is sent exactly once more
//   503 -> onUnavailable
//   204 -> empty; pdf and zip -> Blob (responseBody.ts); no answer or a timeout -> error02
//          (ApiError.unreachable); a call the caller aborted -> ApiError.aborted()
import type { AxiosInstance } from 'axios';
import {
  systemClock,
  type ClientSessionResponse,
  type Clock,
  type Calendar,
  type CreateReservationRequest,
  type CreateReservationResponse,
  type ReservationView,
  type HotelInfo,
  type InitSettings,
  type PriceBreakdown,
  type SearchResponse,
  type SignInButtonSettings,
} from '@noren/core/domain';
import { ClientSessionCache, memoryStorage } from './clientSessionCache.ts';
import { newRequestId } from './requestId.ts';
import { createHttp } from './httpClient.ts';
import type {
  CurrentPoints, CurrentUserResponse, MembershipProgram, PointsTimelineQuery, PointsTimelineResponse,
  TokenExchangeRequest, TokenExchangeResponse,
} from './membership.ts';
import type { ApiBinding, ApiContext, KeyValueStorage, NorenApi } from './types.ts';
import type { KioskQrView } from '../contract/kiosk.ts';
import type { PaymentResultView, SavedCardView } from './payments.ts';
import type { CancellationPolicyListing, ExtraListing, FacilityListing, QueryParams, QuestionListing, ReservationAccess } from './booking.ts';

export const API_BASE_PATH = '/api/v1';
/** Spec part 2 §9: a 429 is retried every 1000 ms with no limit on attempts. */
export const TOO_MANY_REQUESTS_RETRY_MS = 1000;
export const ONE_TIME_ACCESS_TOKEN_HEADER = 'X-One-Time-Access-Token';
/** DESIGN.md: POSTs that create or pay accept an Idempotency-Key; a retry with the same key books once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface ApiClientOptions {
  appKey: string;
  appSecret: string;
  appVersion: string;
  /** Defaults to '/api/v1' on the page's origin; tests point it at their own server. */
  baseURL?: string;
  storage?: KeyValueStorage;
  clock?: Clock;
  /** Only tests shorten it; the spec's interval is 1000 ms. */
  retryDelayMs?: number;
  requestId?: () => string;
  /** Each attempt's limit (a 429 retry starts a new one); 30 s unless a call says otherwise. */
  timeoutMs?: number;
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface ApiRequest {
  method?: HttpMethod;
  path: string;
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The whole JSON body instead of its `data` (paginated lists carry page fields beside it). */
  envelope?: boolean;
  /**
   * false: a 429 fails at once instead of being retried. Only for calls limited against guessing
   * (a reservation looked up by number), where the guest must be told to wait, not kept waiting.
   */
  retryTooManyRequests?: boolean;
  /** This call's limit per attempt instead of the client's (uploads take longer). */
  timeoutMs?: number;
  /**
   * A call that checks credentials (sign-in): its 401 means "wrong password", not "your session
   * ended", so it does not log out whoever is signed in (onUnauthorized is not called).
   */
  checksCredentials?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

const NO_CONTEXT: ApiContext = { language: 'en', clientSession: null, accessToken: null, siteController: null };

export class ApiClient implements NorenApi {
  readonly #http: AxiosInstance;
  readonly #options: ApiClientOptions;
  readonly #sessions: ClientSessionCache;
  #binding: ApiBinding = { context: () => NO_CONTEXT, onInvalidSession: () => {} };
  #pendingSession: Promise<ClientSessionResponse> | null = null;

  constructor(options: ApiClientOptions) {
    this.#options = options;
    this.#sessions = new ClientSessionCache(options.storage ?? memoryStorage(), options.appKey, options.clock ?? systemClock);
    this.#http = createHttp({
      baseURL: options.baseURL ?? API_BASE_PATH,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retryDelayMs: options.retryDelayMs ?? TOO_MANY_REQUESTS_RETRY_MS,
      contextHeaders: (requestId) => this.#headers(requestId),
      binding: () => this.#binding,
    });
  }

  bind(binding: ApiBinding): void {
    this.#binding = binding;
  }

  /** Sends one call and returns the body's `data` (or the whole body with `envelope`). */
  async request<T>(req: ApiRequest): Promise<T> {
    const response = await this.#http.request<unknown>({
      method: req.method ?? 'GET',
      url: req.path,
      params: req.params,
      data: req.body,
      signal: req.signal,
      ...(req.timeoutMs !== undefined && { timeout: req.timeoutMs }),
      ...(req.retryTooManyRequests === false && { 'axios-retry': { retries: 0 } }),
      noren: { requestId: (this.#options.requestId ?? newRequestId)(), headers: req.headers, checksCredentials: req.checksCredentials },
    });
    const body = response.data;
    if (req.envelope || body instanceof Blob) return body as T;
    if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
    return body as T;
  }

  /** Spec part 2 §7.1: every call's headers; the ones the context has no value for stay out. */
  #headers(requestId: string): Record<string, string | null> {
    const ctx = this.#binding.context();
    return {
      'Accept-Language': ctx.language,
      'X-Request-Id': requestId,
      'X-App-Version': this.#options.appVersion,
      'Client-Session': ctx.clientSession,
      Authorization: ctx.accessToken ? `Bearer ${ctx.accessToken}` : null,
      'X-Site-Controller': ctx.siteController,
    };
  }

  ensureClientSession(): Promise<ClientSessionResponse> {
    const stored = this.#sessions.read();
    if (stored) return Promise.resolve(stored);
    // Calls started together share one POST instead of racing to create several sessions.
    this.#pendingSession ??= this.request<ClientSessionResponse>({
      method: 'POST',
      path: '/client_sessions',
      body: { key: this.#options.appKey, secret: this.#options.appSecret },
    })
      .then((session) => {
        this.#sessions.write(session);
        return session;
      })
      .finally(() => {
        this.#pendingSession = null;
      });
    return this.#pendingSession;
  }

  clearClientSession(): void {
    this.#sessions.clear();
  }

  getBookingWidgetSettings(hotelCode: string): Promise<InitSettings> {
    return this.request({ path: `${hotelPath(hotelCode)}/settings/booking_widget` });
  }

  getSignInButton(hotelCode: string): Promise<SignInButtonSettings> {
    return this.request({ path: `${hotelPath(hotelCode)}/settings/sign_in_button` });
  }

  getHotel(idOrCode: string | number): Promise<HotelInfo> {
    return this.request({ path: hotelPath(idOrCode) });
  }

  getCurrentUser(opts: { oneTimeAccessToken?: string | null; accessToken?: string | null } = {}): Promise<CurrentUserResponse> {
    const headers: Record<string, string> = {};
    if (opts.oneTimeAccessToken) headers[ONE_TIME_ACCESS_TOKEN_HEADER] = opts.oneTimeAccessToken;
    // A token read from the address is tried before it becomes the session's own.
    if (opts.accessToken) headers.Authorization = `Bearer ${opts.accessToken}`;
    return this.request({ path: '/user/me', headers, envelope: true });
  }

  getMembershipProgram(hotelId: string | number): Promise<MembershipProgram> {
    return this.request({ path: `${hotelPath(hotelId)}/memberships/program` });
  }

  async signOut(hotelId: string | number): Promise<void> {
    await this.request({ method: 'POST', path: `${hotelPath(hotelId)}/memberships/sign_out` });
  }

  exchangeToken(hotelId: string | number, body: TokenExchangeRequest): Promise<TokenExchangeResponse> {
    return this.request({ method: 'POST', path: `${hotelPath(hotelId)}/memberships/tokens`, body });
  }

  getCurrentPoints(hotelId: string | number): Promise<CurrentPoints> {
    return this.request({ path: `${hotelPath(hotelId)}/memberships/point` });
  }

  getPointsTimeline(hotelId: string | number, query: PointsTimelineQuery, signal?: AbortSignal): Promise<PointsTimelineResponse> {
    return this.request({ path: `${hotelPath(hotelId)}/memberships/points_timeline`, params: { ...query }, envelope: true, signal });
  }

  searchRooms(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<SearchResponse> {
    return this.request({ path: `${hotelPath(hotelId)}/rooms`, params, signal });
  }

  priceSelection(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<PriceBreakdown> {
    return this.request({ path: `${hotelPath(hotelId)}/rooms/price`, params, signal });
  }

  inventoryCalendar(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<Calendar> {
    return this.request({ path: `${hotelPath(hotelId)}/rooms/inventory`, params, signal });
  }

  listExtras(hotelId: string | number, params: { checkin?: string; checkout?: string }, signal?: AbortSignal): Promise<ExtraListing[]> {
    return this.request({ path: `${hotelPath(hotelId)}/extras`, params, signal });
  }

  listCancellationPolicies(hotelId: string | number, signal?: AbortSignal): Promise<CancellationPolicyListing[]> {
    return this.request({ path: `${hotelPath(hotelId)}/cancellation_policies`, signal });
  }

  listNotifications(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<QuestionListing[]> {
    return this.request({ path: `${hotelPath(hotelId)}/notifications`, params, signal });
  }

  listAdditionalQuestions(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<QuestionListing[]> {
    return this.request({ path: `${hotelPath(hotelId)}/additional_questions`, params, signal });
  }

  listFacilities(brandId: string | number, params: QueryParams, signal?: AbortSignal): Promise<FacilityListing[]> {
    return this.request({ path: `/hotel_brands/${encodeURIComponent(String(brandId))}/facilities`, params, signal });
  }

  createReservation(hotelId: string | number, body: CreateReservationRequest, idempotencyKey: string): Promise<CreateReservationResponse> {
    return this.request({ method: 'POST', path: `${hotelPath(hotelId)}/reservations`, body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  }

  getReservation(hotelId: string | number, reservationNumber: string, access: ReservationAccess, signal?: AbortSignal): Promise<ReservationView> {
    const params = { bypass_token: access.bypassToken ?? undefined, email: access.email ?? undefined };
    return this.request({ path: `${hotelPath(hotelId)}/reservations/${encodeURIComponent(reservationNumber)}`, params, signal });
  }

  /** GET .../kiosk_qr: the confirmation's code for the lobby kiosk (its URL and QR as SVG). */
  getKioskQr(hotelId: string | number, reservationNumber: string, access: ReservationAccess, signal?: AbortSignal): Promise<KioskQrView> {
    const params = { bypass_token: access.bypassToken ?? undefined, email: access.email ?? undefined };
    return this.request({ path: `${hotelPath(hotelId)}/reservations/${encodeURIComponent(reservationNumber)}/kiosk_qr`, params, signal });
  }

  postPaymentResult(hotelId: string | number, reservationNumber: string, bypassToken: string): Promise<PaymentResultView> {
    return this.request({ method: 'POST', path: `${hotelPath(hotelId)}/reservations/${encodeURIComponent(reservationNumber)}/payment_result`, body: { bypass_token: bypassToken } });
  }

  listSavedCards(hotelId: string | number, signal?: AbortSignal): Promise<SavedCardView[]> {
    return this.request({ path: `${hotelPath(hotelId)}/memberships/credit_cards`, signal });
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}

function hotelPath(idOrCode: string | number): string {
  return `/hotels/${encodeURIComponent(String(idOrCode))}`;
}
