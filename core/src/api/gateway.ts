// The browser's one call to the payment provider: the card goes straight to the provider's
// tokeniser (payment_gateway_setting.tokenization_url) and only the token it answers with reaches
// /api/v1 (DESIGN "Auth"). A plain fetch, not the API client: none of our headers (Client-Session,
// a member's bearer token, X-Request-Id) may travel to a provider, and no retry may resend a card.
import type { CanonicalCardBrand, PaymentGatewaySetting } from '@noren/core/domain';
import { ApiError } from './ApiError.ts';

/** What the guest typed, as the provider's tokeniser takes it. */
export interface CardDetails {
  number: string;
  exp_month: string;
  exp_year: string;
  security_code: string;
  holder: string;
  /** Korean domestic cards: birth date YYMMDD and the first two PIN digits. */
  birth_date?: string;
  pin_prefix?: string;
}

/** The provider's single-use token and what may be shown of the card. */
export interface CardToken {
  token: string;
  brand: CanonicalCardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export type GatewayEndpoint = Pick<PaymentGatewaySetting, 'tokenization_url' | 'public_key'>;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface TokeniseOptions {
  /** The page's origin, to resolve a relative tokenization_url; the browser's by default. */
  origin?: string;
  fetch?: FetchLike;
  signal?: AbortSignal;
}

/**
 * The absolute tokeniser address. A setting that points into our own API is refused: card data
 * must never be sent there, whatever a misconfigured hotel says.
 */
export function tokenisationUrl(endpoint: GatewayEndpoint, origin: string): URL {
  const url = new URL(endpoint.tokenization_url, origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`tokenization_url must be http(s): ${endpoint.tokenization_url}`);
  // Anything under /api (the API's base path, /api/v1, and any later version). Written out rather
  // than read from createApiClient.ts: that import put axios in the pay page's first download.
  if (url.origin === new URL(origin).origin && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) {
    throw new Error('tokenization_url points into the Noren API; card data may only go to the payment provider');
  }
  return url;
}

/** Sends the card to the provider and returns its token; a refusal is an ApiError with the §8.1 envelope read. */
export async function tokeniseCard(endpoint: GatewayEndpoint, card: CardDetails, opts: TokeniseOptions = {}): Promise<CardToken> {
  const origin = opts.origin ?? globalThis.location?.origin ?? 'http://localhost';
  const doFetch = opts.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  let response: Response;
  try {
    response = await doFetch(tokenisationUrl(endpoint, origin).toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${endpoint.public_key}` },
      body: JSON.stringify(card),
      // A card is never cached or replayed, and no cookie of ours goes with it.
      cache: 'no-store',
      credentials: 'omit',
      ...(opts.signal && { signal: opts.signal }),
    });
  } catch (error) {
    if (opts.signal?.aborted) throw ApiError.aborted();
    void error;
    throw ApiError.unreachable();
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw ApiError.fromResponse(response.status, body);
  const data = (body as { data?: CardToken } | null)?.data;
  if (!data || typeof data.token !== 'string') throw ApiError.fromResponse(502, body);
  return data;
}
