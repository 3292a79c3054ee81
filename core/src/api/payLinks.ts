// The guest pay page's calls (issue #16; core/src/contract/pay-links.ts): the link by its number
// (no hotel code), paying it with a card token, the result after 3-D Secure, and the receipt PDF
// of a paid link. Look-ups are
// limited against guessing (9429): the page says so at once instead of retrying.
import type { PayLinkPaymentResult, PayLinkView, QrCodeResolution } from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import type { ApiRequester } from './manage.ts';

export interface PayLinkApi {
  getPayLink(paymentNumber: string, signal?: AbortSignal): Promise<PayLinkView>;
  pay(paymentNumber: string, body: { token: string; page_session: string; card_brand?: string | null }): Promise<PayLinkPaymentResult>;
  paymentResult(paymentNumber: string, paymentId: string): Promise<PayLinkView>;
  /** GET /pay_links/{n}/receipt: the PDF, addressed to `name` (blank when left out), in `locale`. */
  downloadReceipt(paymentNumber: string, options: { name?: string; locale?: string }): Promise<Blob>;
  /** GET /qr_codes?qr_code=: the link a scanned QR names (plain, or encrypted for its brand). */
  resolveQr(qrCode: string, signal?: AbortSignal): Promise<QrCodeResolution>;
}

const linkPath = (n: string) => `/pay_links/${encodeURIComponent(n)}`;

export function createPayLinkApi(client: ApiRequester): PayLinkApi {
  return {
    getPayLink: (n, signal) => client.request({ path: linkPath(n), signal, retryTooManyRequests: false }),
    pay: (n, body) => client.request({ method: 'POST', path: `${linkPath(n)}/payments`, body, retryTooManyRequests: false }),
    paymentResult: (n, paymentId) => client.request({ method: 'POST', path: `${linkPath(n)}/payment_result`, body: { payment_id: paymentId }, retryTooManyRequests: false }),
    resolveQr: (qrCode, signal) => client.request({ path: '/qr_codes', params: { qr_code: qrCode }, signal, retryTooManyRequests: false }),
    downloadReceipt: async (n, options) => {
      const body = await client.request<unknown>({
        path: `${linkPath(n)}/receipt`,
        params: { name: options.name?.trim() || undefined, locale: options.locale },
        retryTooManyRequests: false,
      });
      if (!(body instanceof Blob)) throw new ApiError({ status: 200, message: 'The receipt is not a file.', messageKey: 'codes.1252' });
      return body;
    },
  };
}

/** The pay-link calls on the app's client; on anything else every call fails as unreachable. */
export function payLinkApiFor(api: unknown): PayLinkApi {
  if (typeof api === 'object' && api !== null && typeof (api as { request?: unknown }).request === 'function') return createPayLinkApi(api as ApiRequester);
  const fail = () => Promise.reject(ApiError.unreachable());
  return new Proxy({} as PayLinkApi, { get: () => fail });
}
