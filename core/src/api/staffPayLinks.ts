// The staff console's pay-link calls (issue #16; core/src/contract/pay-links.ts) under
// /staff/hotels/{id}/pay_links: the list, create, edit, cancel, resend, refund (manager only) and
// the receipt PDF of a paid link.
import type { CreatePayLinkRequest, RefundPayLinkRequest, StaffPayLinkListQuery, StaffPayLinkPage, StaffPayLinkView, UpdatePayLinkRequest } from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import type { ApiRequester } from './manage.ts';

export interface StaffPayLinkApi {
  list(hotelId: string, query: StaffPayLinkListQuery, signal?: AbortSignal): Promise<StaffPayLinkPage>;
  create(hotelId: string, body: CreatePayLinkRequest): Promise<StaffPayLinkView>;
  update(hotelId: string, paymentNumber: string, body: UpdatePayLinkRequest): Promise<StaffPayLinkView>;
  cancel(hotelId: string, paymentNumber: string, reason?: string): Promise<StaffPayLinkView>;
  resend(hotelId: string, paymentNumber: string): Promise<StaffPayLinkView>;
  refund(hotelId: string, paymentNumber: string, body: RefundPayLinkRequest): Promise<StaffPayLinkView>;
  /** The receipt PDF (in the link's language unless `locale` says), addressed to `name` when given. */
  receipt(hotelId: string, paymentNumber: string, options: { name?: string; locale?: string }): Promise<Blob>;
}

const base = (hotelId: string) => `/staff/hotels/${encodeURIComponent(hotelId)}/pay_links`;
const one = (hotelId: string, n: string) => `${base(hotelId)}/${encodeURIComponent(n)}`;

export function staffPayLinkApiFor(api: unknown): StaffPayLinkApi {
  if (typeof api !== 'object' || api === null || typeof (api as { request?: unknown }).request !== 'function') {
    const fail = () => Promise.reject(ApiError.unreachable());
    return new Proxy({} as StaffPayLinkApi, { get: () => fail });
  }
  const client = api as ApiRequester;
  const params = (q: StaffPayLinkListQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  return {
    list: (hotelId, query, signal) => client.request({ path: base(hotelId), params: params(query), envelope: true, signal }),
    create: (hotelId, body) => client.request({ method: 'POST', path: base(hotelId), body }),
    update: (hotelId, n, body) => client.request({ method: 'PATCH', path: one(hotelId, n), body }),
    cancel: (hotelId, n, reason) => client.request({ method: 'POST', path: `${one(hotelId, n)}/cancel`, body: reason ? { reason } : {} }),
    resend: (hotelId, n) => client.request({ method: 'POST', path: `${one(hotelId, n)}/resend`, body: {} }),
    refund: (hotelId, n, body) => client.request({ method: 'POST', path: `${one(hotelId, n)}/refund`, body }),
    receipt: async (hotelId, n, options) => {
      const body = await client.request<unknown>({ path: `${one(hotelId, n)}/receipt`, params: { name: options.name?.trim() || undefined, locale: options.locale || undefined } });
      if (!(body instanceof Blob)) throw new ApiError({ status: 200, message: 'The receipt is not a file.', messageKey: 'codes.1252' });
      return body;
    },
  };
}
