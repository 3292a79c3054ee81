// What an authorisation request must look like, and what the issuer answers for a test card
// (test-cards.ts): the provider's rules, apart from the service that stores the payment.
import { cardValidThrough, isCurrencyCode, todayInTimeZone, type GatewayFailureReason } from '@noren/core/domain';
import type { SandboxStatus, TokenRow } from './repository.ts';
import { invalid } from './errors.ts';
import { BEHAVIOUR_FAILURES, type TestCardBehaviour } from './test-cards.ts';

export interface AuthorizeRequest {
  token: string;
  amount: number;
  currency: string;
  reference: string;
  returnUrl: string;
  idempotencyKey?: string | null;
  threeDSecure?: 'automatic' | 'required';
}

export function checkAuthorizeRequest(r: AuthorizeRequest): void {
  if (typeof r.token !== 'string' || !/^(tok|card)_[A-Za-z0-9_-]{1,64}$/.test(r.token)) throw invalid('token', 'is not a valid card token');
  if (!Number.isSafeInteger(r.amount) || r.amount < 0) throw invalid('amount', 'must be a whole number of minor units, 0 or more');
  if (!isCurrencyCode(r.currency)) throw invalid('currency', 'is not a supported currency');
  if (typeof r.reference !== 'string' || r.reference.length < 1 || r.reference.length > 200) throw invalid('reference', 'must be 1 to 200 characters');
  if (!validReturnUrl(r.returnUrl)) throw invalid('return_url', 'must be an http(s) URL or a path on this site');
  if (r.idempotencyKey !== undefined && r.idempotencyKey !== null && !/^[\x21-\x7e]{1,255}$/.test(r.idempotencyKey)) {
    throw invalid('idempotency_key', 'must be 1 to 255 visible ASCII characters');
  }
}

export function validReturnUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 2000) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** What the issuer says for this card, amount and 3-D Secure setting. */
export function decide(token: TokenRow, request: AuthorizeRequest, now: Date): { status: SandboxStatus; failure?: GatewayFailureReason } {
  const behaviour = token.behaviour as TestCardBehaviour;
  if (!cardValidThrough(token.expMonth, token.expYear, todayInTimeZone(now, 'UTC'))) return { status: 'failed', failure: 'expired_card' };
  const failure = BEHAVIOUR_FAILURES[behaviour];
  if (failure) return { status: 'failed', failure };
  if (behaviour === 'not_3ds_capable' && request.threeDSecure === 'required') return { status: 'failed', failure: 'not_three_d_secure_capable' };
  if (behaviour === 'challenge') return { status: 'requires_3ds' };
  return { status: 'authorized' };
}
