// The axios instance under ApiClient, and the one place each response rule of spec part 2 §4 lives:
//   429 -> axios-retry: every retryDelayMs (1000 ms) without limit, the same config and so the same
//          request id, until the caller aborts; a call with retryTooManyRequests: false fails at once
//   403 with code 4000 -> a response interceptor refreshes the token and sends the call once more
//   401 -> onUnauthorized (not for a call that checks credentials), except the title
//          "Invalid Client-Session" -> onInvalidSession; 503 -> onUnavailable: the last interceptor
//   204 -> empty; pdf and zip -> Blob: transformResponse (responseBody.ts)
//   no answer or a timeout -> ApiError.unreachable (error02); the caller's abort -> ApiError.aborted()
// The fetch adapter everywhere (browsers and Node 20+ have fetch), xhr where a browser's fetch
// falls short, so the tests against a real server run the transport guests' browsers use.
import axios, { type AxiosInstance, type AxiosRequestHeaders, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { ErrorCode, INVALID_CLIENT_SESSION_TITLE } from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import { readBody } from './responseBody.ts';
import type { ApiBinding } from './types.ts';

/** What the interceptors need to know of one call; it travels on the call's config through retries. */
export interface CallMeta {
  /** One id for every attempt of the call (429 retries and the retry after a token refresh). */
  requestId: string;
  /** The caller's own headers, which win over the context's. */
  headers?: Record<string, string>;
  /** Its 401 means "wrong password", not "your session ended" (ApiRequest.checksCredentials). */
  checksCredentials?: boolean;
  /** Set once the token was refreshed for a 4000: a second 4000 is the caller's error. */
  refreshed?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    noren?: CallMeta;
  }
}

export interface HttpSettings {
  baseURL: string;
  /** Each attempt's limit; a 429 retry starts a new one. */
  timeoutMs: number;
  /** Between 429 attempts. */
  retryDelayMs: number;
  /** The spec §7.1 headers from the bound context, read for every attempt; null leaves one out. */
  contextHeaders: (requestId: string) => Record<string, string | null>;
  binding: () => ApiBinding;
}

export function createHttp(settings: HttpSettings): AxiosInstance {
  const http = axios.create({
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    adapter: ['fetch', 'xhr'],
    // false: the browser's own User-Agent, not the 'axios/x.y' the fetch adapter would put there.
    headers: { Accept: 'application/json', 'User-Agent': false },
    // Raw bytes for every answer, error bodies included: readBody decides JSON, text or Blob.
    responseType: 'arraybuffer',
    transformRequest: [encodeBody],
    transformResponse: [(data: unknown, headers: unknown, status?: number) => readBody(status ?? 0, data, contentTypeOf(headers))],
    paramsSerializer: { serialize: queryString },
    validateStatus: (status) => status >= 200 && status <= 302,
    // The API reads no XSRF cookie; nothing of the page's cookies goes out as a header.
    withXSRFToken: false,
  });

  // Registered first, so its response interceptor sees the raw 429 before the others read it.
  axiosRetry(http, {
    retries: Number.POSITIVE_INFINITY,
    retryCondition: (error) => error.response?.status === 429 && !error.config?.signal?.aborted,
    retryDelay: () => settings.retryDelayMs,
    // Waiting out 429s must not use up the timeout of the attempt that finally passes.
    shouldResetTimeout: true,
  });

  http.interceptors.request.use((config) => {
    const call = config.noren;
    if (call) config.headers.set({ ...settings.contextHeaders(call.requestId), ...call.headers }, true);
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    const config = axios.isAxiosError(error) ? error.config : undefined;
    const refreshToken = settings.binding().refreshToken;
    if (!config?.noren || config.noren.refreshed || !refreshToken || config.signal?.aborted || !isIdentityProviderExpired(error)) throw error;
    if (!(await refreshToken().catch(() => false))) throw error;
    // Exactly one retry; the request interceptor reads the headers afresh, so the new token goes out.
    return http.request({ ...config, noren: { ...config.noren, refreshed: true } });
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    // A retry (429 or after a refresh) ran its own pass through this chain: read and reported there.
    if (error instanceof ApiError) throw error;
    const apiError = toApiError(error);
    const binding = settings.binding();
    if (apiError.title === INVALID_CLIENT_SESSION_TITLE) binding.onInvalidSession();
    else if (apiError.status === 401 && !callOf(error)?.checksCredentials) binding.onUnauthorized?.(apiError);
    else if (apiError.status === 503) binding.onUnavailable?.(apiError);
    throw apiError;
  });

  return http;
}

function callOf(error: unknown): CallMeta | undefined {
  return axios.isAxiosError(error) ? error.config?.noren : undefined;
}

function isIdentityProviderExpired(error: unknown): boolean {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  return response?.status === 403 && ApiError.fromResponse(403, response.data).code === ErrorCode.identityProviderExpired;
}

function toApiError(error: unknown): ApiError {
  if (axios.isCancel(error)) return ApiError.aborted();
  if (axios.isAxiosError(error)) {
    if (error.config?.signal?.aborted) return ApiError.aborted();
    // transformResponse has already read the body.
    if (error.response) return ApiError.fromResponse(error.response.status, error.response.data);
  }
  // No answer: the network failed or the attempt timed out.
  return ApiError.unreachable();
}

function contentTypeOf(headers: unknown): string | null {
  const value = (headers as { getContentType?: () => unknown } | undefined)?.getContentType?.();
  return typeof value === 'string' ? value : null;
}

/**
 * Form data, files and bytes go as they are, typed by the transport from the body (the browser
 * writes the multipart boundary itself); anything else is JSON. No body means no Content-Type,
 * which the API would hold an empty JSON to. `false` keeps axios from adding its own default.
 */
function encodeBody(this: InternalAxiosRequestConfig, data: unknown, headers: AxiosRequestHeaders): unknown {
  if (data === undefined || data === null) {
    headers.setContentType(false);
    return undefined;
  }
  if (typeof data === 'string' || data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams || data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    // A string here may be a retry's body this function already wrote: its JSON type stays.
    if (!headers.getContentType()) headers.setContentType(false);
    return data;
  }
  if (!headers.getContentType()) headers.setContentType('application/json');
  return JSON.stringify(data);
}

/**
 * The query string as the API's parsers and caches have always seen it: undefined and null left
 * out, spaces as +, and the commas of code lists (and : and $) kept readable.
 */
export function queryString(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) pairs.push(`${encodeParam(key.trim())}=${encodeParam(String(value))}`);
  }
  return pairs.join('&');
}

function encodeParam(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}
