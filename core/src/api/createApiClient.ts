// The one HTTP client every app uses (spec part 2 §7.1): headers on every call, `data` unwrapped,
// failures turned into ApiError, and the client-session rules of §4 and §8.2.
import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type Method } from 'axios';
import {
  INVALID_CLIENT_SESSION_TITLE,
  systemClock,
  type ClientSessionResponse,
  type Clock,
  type HotelInfo,
  type InitSettings,
  type SignInButtonSettings,
} from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import { ClientSessionCache, memoryStorage } from './clientSessionCache.ts';
import { newRequestId } from './requestId.ts';
import type { ApiBinding, ApiContext, KeyValueStorage, NorenApi } from './types.ts';

export const API_BASE_PATH = '/api/v1';
/** Spec part 2 §9: a 429 is retried every 1000 ms with no limit on attempts. */
export const TOO_MANY_REQUESTS_RETRY_MS = 1000;

export interface ApiClientOptions {
  appKey: string;
  appSecret: string;
  appVersion: string;
  /** Defaults to '/api/v1' on the page's origin; tests point it at their own server. */
  baseURL?: string;
  storage?: KeyValueStorage;
  clock?: Clock;
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
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
    });
  }

  bind(binding: ApiBinding): void {
    this.#binding = binding;
  }

  /** Sends one call and returns the body's `data`; a 429 is sent again until it passes. */
  async request<T>(req: ApiRequest): Promise<T> {
    const requestId = (this.#options.requestId ?? newRequestId)();
    for (;;) {
      try {
        return await this.#send<T>(req, requestId);
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.status === 429 && !req.signal?.aborted) {
          await (this.#options.sleep ?? delay)(this.#options.retryDelayMs ?? TOO_MANY_REQUESTS_RETRY_MS);
          continue;
        }
        if (apiError.title === INVALID_CLIENT_SESSION_TITLE) this.#binding.onInvalidSession();
        throw apiError;
      }
    }
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
    if (response.status === 204) return undefined as T;
    const body: unknown = response.data;
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
    return this.request({ path: `/hotels/${encodeURIComponent(hotelCode)}/settings/booking_widget` });
  }

  getSignInButton(hotelCode: string): Promise<SignInButtonSettings> {
    return this.request({ path: `/hotels/${encodeURIComponent(hotelCode)}/settings/sign_in_button` });
  }

  getHotel(idOrCode: string | number): Promise<HotelInfo> {
    return this.request({ path: `/hotels/${encodeURIComponent(String(idOrCode))}` });
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return ApiError.aborted();
  if (error instanceof AxiosError) {
    if (error.response) return ApiError.fromResponse(error.response.status, error.response.data);
    // No response: the server could not be reached, timed out, or the call was aborted.
    return ApiError.unreachable();
  }
  return ApiError.unreachable();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
