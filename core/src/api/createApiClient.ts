// The one HTTP client every app uses (spec part 2 §7.1): headers on every call, `data` unwrapped,
// failures turned into ApiError, and the response rules of §4, each in one place:
//   429 -> retried every 1000 ms without limit, with the same request id, until the caller aborts
//          (retryTooManyRequests: false fails at once)
//   401 -> onUnauthorized, except the title "Invalid Client-Session" -> onInvalidSession
//   403 with code 4000 -> refreshToken, then the call is sent exactly once more
//   503 -> onUnavailable
//   204 -> empty; pdf and zip -> Blob (responseBody.ts); no answer or a timeout -> error02
//          (ApiError.unreachable); a call the caller aborted -> ApiError.aborted()
// Plain fetch, not an HTTP library: this is all the app needs, and the first screen loads it.
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
  readonly #baseURL: string;
  readonly #options: ApiClientOptions;
  readonly #sessions: ClientSessionCache;
  #binding: ApiBinding = { context: () => NO_CONTEXT, onInvalidSession: () => {} };
  #pendingSession: Promise<ClientSessionResponse> | null = null;

  constructor(options: ApiClientOptions) {
    this.#options = options;
    this.#sessions = new ClientSessionCache(options.storage ?? memoryStorage(), options.appKey, options.clock ?? systemClock);
    this.#baseURL = options.baseURL ?? API_BASE_PATH;
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
          throw this.#afterFailure(toApiError(retryError), req);
        }
      }
      throw this.#afterFailure(apiError, req);
    }
  }

  #afterFailure(error: ApiError, req?: ApiRequest): ApiError {
    if (error.title === INVALID_CLIENT_SESSION_TITLE) this.#binding.onInvalidSession();
    else if (error.status === 401 && !req?.checksCredentials) this.#binding.onUnauthorized?.(error);
    else if (error.status === 503) this.#binding.onUnavailable?.(error);
    return error;
  }

  async #send<T>(req: ApiRequest, requestId: string): Promise<T> {
    const url = withParams(joinURL(this.#baseURL, req.path), req.params);
    const headers = new Headers({ Accept: 'application/json' });
    for (const [name, value] of Object.entries({ ...this.#headers(requestId), ...req.headers })) headers.set(name, value);
    const init: RequestInit = { method: req.method ?? 'GET', headers, body: requestBody(req.body, headers) };
    const timeoutMs = req.timeoutMs ?? this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const retryDelay = this.#options.retryDelayMs ?? TOO_MANY_REQUESTS_RETRY_MS;
    let response: RawResponse;
    try {
      // The same headers (and so the same request id) on every attempt, as the spec's retry is one call.
      while ((response = await attempt(url, init, req.signal, timeoutMs)).status === 429 && req.retryTooManyRequests !== false) {
        await delay(retryDelay, req.signal);
      }
    } catch (error) {
      throw req.signal?.aborted ? ApiError.aborted() : toApiError(error);
    }
    if (response.status < 200 || response.status > 302) {
      throw req.signal?.aborted ? ApiError.aborted() : ApiError.fromResponse(response.status, readBody(response.status, response.data, response.contentType));
    }
    const body = readBody(response.status, response.data, response.contentType);
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

function toApiError(error: unknown): ApiError {
  // Anything else (fetch's TypeError, our timeout's abort) means no answer came.
  return error instanceof ApiError ? error : ApiError.unreachable();
}

/** One answer read to its last byte: readBody decides between JSON, text and Blob from its type. */
interface RawResponse {
  status: number;
  data: ArrayBuffer;
  contentType: string | null;
}

/** One try of a call: the timeout covers the answer's body too, and the caller's abort ends it. */
async function attempt(url: string, init: RequestInit, signal: AbortSignal | undefined, timeoutMs: number): Promise<RawResponse> {
  if (signal?.aborted) throw ApiError.aborted();
  // One controller for both ends, rather than AbortSignal.any, which older Safari lacks.
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { status: response.status, data: await response.arrayBuffer(), contentType: response.headers.get('content-type') };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(ApiError.aborted());
    const stop = () => {
      clearTimeout(timer);
      reject(ApiError.aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** An absolute path or URL goes as it is; else it follows the base with exactly one slash. */
function joinURL(base: string, path: string): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)) return path;
  return path ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : base;
}

/**
 * The query string as the API's parsers and caches have always seen it: undefined and null left
 * out, spaces as +, and the commas of code lists (and : and $) kept readable.
 */
function withParams(url: string, params: ApiRequest['params']): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) pairs.push(`${encodeParam(key.trim())}=${encodeParam(String(value))}`);
  }
  if (pairs.length === 0) return url;
  const base = url.split('#')[0];
  return `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

function encodeParam(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/**
 * Form data, files and bytes go as they are (the browser writes the multipart boundary itself);
 * anything else is JSON. No body means no Content-Type, which the API would hold an empty JSON to.
 */
function requestBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    return body as BodyInit;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}
