// The facility staff console's calls (Noren's own paths under /api/v1/staff; the spec shows no
// staff screens): sign-in with the admin app's client session, who is signed in, a hotel's
// reservations, one reservation and its receipt, and the hotel's mail outbox. The bearer token
// goes out like every other session's: the client reads it from ApiContext.accessToken.
// Kept apart from NorenApi, like the manage calls: staffApiFor(api) builds them on request().
import type {
  ReservationStatus, StaffOutboxMail, StaffOutboxPage, StaffOutboxRow, StaffReservationDetail, StaffReservationPage, StaffSignInRequest, StaffSignInResult,
  StaffUserView,
} from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import type { ApiRequester } from './manage.ts';

export type {
  StaffOutboxMail, StaffOutboxPage, StaffOutboxRow, StaffReservationDetail, StaffReservationPage, StaffReservationRow, StaffSignInRequest, StaffSignInResult, StaffUserView,
} from '@noren/core/domain';

export interface StaffReservationQuery {
  q?: string;
  checkin_from?: string;
  checkin_to?: string;
  status?: ReservationStatus;
  page?: number;
}

export interface StaffOutboxQuery {
  status?: StaffOutboxRow['status'];
  page?: number;
}

export interface StaffReceiptRequest {
  /** The addressee; the guest's name when left out. */
  name?: string;
  locale?: string;
  receipt_title?: string;
  receipt_unicode?: string;
}

export interface StaffApi {
  staffSignIn(body: StaffSignInRequest): Promise<StaffSignInResult>;
  staffSignOut(): Promise<void>;
  /** With `accessToken`, checks a token that is not the session's yet (a restored one). */
  staffMe(opts?: { accessToken?: string; signal?: AbortSignal }): Promise<StaffUserView>;
  staffReservations(hotelId: string | number, query: StaffReservationQuery, signal?: AbortSignal): Promise<StaffReservationPage>;
  staffReservation(hotelId: string | number, number: string, signal?: AbortSignal): Promise<StaffReservationDetail>;
  staffReceipt(hotelId: string | number, number: string, receipt: StaffReceiptRequest): Promise<Blob>;
  staffOutbox(hotelId: string | number, query: StaffOutboxQuery, signal?: AbortSignal): Promise<StaffOutboxPage>;
  staffOutboxMail(hotelId: string | number, mailId: number, signal?: AbortSignal): Promise<StaffOutboxMail>;
}

const hotelPath = (hotelId: string | number) => `/staff/hotels/${encodeURIComponent(String(hotelId))}`;
/** Empty filters are left out of the address rather than sent as `q=`. */
const present = <T extends object>(query: T) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;

export function createStaffApi(client: ApiRequester): StaffApi {
  return {
    staffSignIn: (body) => client.request({ method: 'POST', path: '/staff/sign_in', body }),
    staffSignOut: async () => {
      await client.request({ method: 'POST', path: '/staff/sign_out' });
    },
    staffMe: (opts = {}) =>
      client.request({ path: '/staff/me', signal: opts.signal, ...(opts.accessToken && { headers: { Authorization: `Bearer ${opts.accessToken}` } }) }),
    staffReservations: (hotelId, query, signal) => client.request({ path: `${hotelPath(hotelId)}/reservations`, params: present(query), envelope: true, signal }),
    staffReservation: (hotelId, number, signal) => client.request({ path: `${hotelPath(hotelId)}/reservations/${encodeURIComponent(number)}`, signal }),
    staffReceipt: async (hotelId, number, receipt) => {
      const body = await client.request<unknown>({ path: `${hotelPath(hotelId)}/reservations/${encodeURIComponent(number)}/receipt`, params: present(receipt) });
      if (!(body instanceof Blob)) throw new ApiError({ status: 200, message: 'The receipt is not a file.', messageKey: 'codes.1252' });
      return body;
    },
    staffOutbox: (hotelId, query, signal) => client.request({ path: `${hotelPath(hotelId)}/mail_outbox`, params: present(query), envelope: true, signal }),
    staffOutboxMail: (hotelId, mailId, signal) => client.request({ path: `${hotelPath(hotelId)}/mail_outbox/${mailId}`, signal }),
  };
}

function hasRequest(api: unknown): api is ApiRequester {
  return typeof api === 'object' && api !== null && typeof (api as { request?: unknown }).request === 'function';
}

/** The staff calls on the app's client; on anything else (a store test's fake) every call fails as unreachable. */
export function staffApiFor(api: unknown): StaffApi {
  if (hasRequest(api)) return createStaffApi(api);
  const fail = () => Promise.reject(ApiError.unreachable());
  return new Proxy({} as StaffApi, { get: () => fail });
}
