// The guest pay page's calls (issue #16; core/src/contract/pay-links.ts): the link by its number
// (no hotel code), paying it with a card token, and the result after 3-D Secure. Look-ups are
// limited against guessing (9429): the page says so at once instead of retrying.
import type { PayLinkPaymentResult, PayLinkView } from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import type { ApiRequester } from './manage.ts';

export interface PayLinkApi {
  getPayLink(paymentNumber: string, signal?: AbortSignal): Promise<PayLinkView>;
  pay(paymentNumber: string, body: { token: string; page_session: string; card_brand?: string | null }): Promise<PayLinkPaymentResult>;
  paymentResult(paymentNumber: string, paymentId: string): Promise<PayLinkView>;
}

const linkPath = (n: string) => `/pay_links/${encodeURIComponent(n)}`;

export function createPayLinkApi(client: ApiRequester): PayLinkApi {
  return {
    getPayLink: (n, signal) => client.request({ path: linkPath(n), signal, retryTooManyRequests: false }),
    pay: (n, body) => client.request({ method: 'POST', path: `${linkPath(n)}/payments`, body, retryTooManyRequests: false }),
    paymentResult: (n, paymentId) => client.request({ method: 'POST', path: `${linkPath(n)}/payment_result`, body: { payment_id: paymentId }, retryTooManyRequests: false }),
  };
}

/** The pay-link calls on the app's client; on anything else every call fails as unreachable. */
export function payLinkApiFor(api: unknown): PayLinkApi {
  if (typeof api === 'object' && api !== null && typeof (api as { request?: unknown }).request === 'function') return createPayLinkApi(api as ApiRequester);
  const fail = () => Promise.reject(ApiError.unreachable());
  return new Proxy({} as PayLinkApi, { get: () => fail });
}
