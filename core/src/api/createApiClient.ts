// The one HTTP client every app uses (spec part 2 §7.1): headers on every call, `data` unwrapped,
// failures turned into ApiError, and the response rules of §4, each in one place:
//   429 -> retried every 1000 ms without limit (axios-retry), until the caller aborts
//   401 -> onUnauthorized, except the title "Invalid Client-Session" -> onInvalidSession
//   403 with code 4000 -> refreshToken, then the call is sent exactly once more
//   503 -> onUnavailable
//   204 -> empty; pdf and zip -> Blob (responseBody.ts); no answer -> error02 (ApiError.unreachable)
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type Method } from 'axios';
import axiosRetry from 'axios-retry';
import {
  ErrorCode,
  INVALID_CLIENT_SESSION_TITLE,
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
import { ApiError } from './ApiError.ts';
import { ClientSessionCache, memoryStorage } from './clientSessionCache.ts';
import { newRequestId } from './requestId.ts';
import { readBody } from './responseBody.ts';
import type {
  CurrentPoints, CurrentUserResponse, MembershipProgram, PointsTimelineQuery, PointsTimelineResponse,
  TokenExchangeRequest, TokenExchangeResponse,
} from './membership.ts';
import type { ApiBinding, ApiContext, KeyValueStorage, NorenApi } from './types.ts';
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
  timeoutMs?: number;
}

export interface ApiRequest {
  method?: Method;
  path: string;
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The whole JSON body instead of its `data` (paginated lists carry page fields beside it). */
  envelope?: boolean;
}

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
    this.#http = axios.create({
      baseURL: options.baseURL ?? API_BASE_PATH,
      timeout: options.timeoutMs ?? 30_000,
      headers: { Accept: 'application/json' },
      // Raw bytes for every call: readBody decides between JSON, text and Blob from the content type.
      responseType: 'arraybuffer',
      validateStatus: (status) => status >= 200 && status <= 302,
    });
    const retryDelay = options.retryDelayMs ?? TOO_MANY_REQUESTS_RETRY_MS;
    axiosRetry(this.#http, {
      retries: Number.POSITIVE_INFINITY,
      retryCondition: (error) => error.response?.status === 429 && !error.config?.signal?.aborted,
      retryDelay: () => retryDelay,
      // Waiting out a 429 must not eat the timeout of the attempt that finally passes.
      shouldResetTimeout: true,
    });
  }

  bind(binding: ApiBinding): void {
    this.#binding = binding;
  }

  /** Sends one call and returns the body's `data` (or the whole body with `envelope`). */
  async request<T>(req: ApiRequest): Promise<T> {
    const requestId = (this.#options.requestId ?? newRequestId)();
    try {
      return await this.#send<T>(req, requestId);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 403 && apiError.code === ErrorCode.identityProviderExpired && this.#binding.refreshToken) {
        const refreshed = await this.#binding.refreshToken().catch(() => false);
        if (!refreshed) throw apiError;
        try {
          // Exactly one retry, with the headers read afresh so the new token goes out.
          return await this.#send<T>(req, requestId);
        } catch (retryError) {
          throw this.#afterFailure(toApiError(retryError));
        }
      }
      throw this.#afterFailure(apiError);
    }
  }

  #afterFailure(error: ApiError): ApiError {
    if (error.title === INVALID_CLIENT_SESSION_TITLE) this.#binding.onInvalidSession();
    else if (error.status === 401) this.#binding.onUnauthorized?.(error);
    else if (error.status === 503) this.#binding.onUnavailable?.(error);
    return error;
  }

  async #send<T>(req: ApiRequest, requestId: string): Promise<T> {
    const config: AxiosRequestConfig = {
      method: req.method ?? 'GET',
      url: req.path,
      params: req.params,
      data: req.body,
      signal: req.signal,
      headers: { ...this.#headers(requestId), ...req.headers },
    };
    const response = await this.#http.request(config);
    const body = readBody(response.status, response.data, headerValue(response.headers['content-type']));
    if (req.envelope || body instanceof Blob) return body as T;
    if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
    return body as T;
  }

  #headers(requestId: string): Record<string, string> {
    const ctx = this.#binding.context();
    const headers: Record<string, string> = {
      'Accept-Language': ctx.language,
      'X-Request-Id': requestId,
      'X-App-Version': this.#options.appVersion,
    };
    if (ctx.clientSession) headers['Client-Session'] = ctx.clientSession;
    if (ctx.accessToken) headers.Authorization = `Bearer ${ctx.accessToken}`;
    if (ctx.siteController) headers['X-Site-Controller'] = ctx.siteController;
    return headers;
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
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}

function hotelPath(idOrCode: string | number): string {
  return `/hotels/${encodeURIComponent(String(idOrCode))}`;
}

function headerValue(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return ApiError.aborted();
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ERR_CANCELED || error.config?.signal?.aborted) return ApiError.aborted();
    const response = error.response;
    if (response) return ApiError.fromResponse(response.status, readBody(response.status, response.data, headerValue(response.headers['content-type'])));
    // No response: the server could not be reached or timed out.
    return ApiError.unreachable();
  }
  return ApiError.unreachable();
}
