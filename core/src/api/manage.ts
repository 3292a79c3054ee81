// The calls of managing a reservation (spec part 2 §7.4, §7.8): find by number and e-mail, the
// reservation, cancel (fee preview and cancel), update (settings, quote, apply), receipt, room
// guests, additional-question answers, and the marketing e-mail unsubscribe. Kept apart from
// NorenApi so the booking flow's client and its test fake stay as they are: manageApiFor(api)
// builds these on the real client's request().
import type {
  CancellationReason, CancelPreviewView, CancelResultView, ReservationGuestsView, ReservationQuestionView, ReservationView, UpdateQuote, UpdateRequest, UpdateResult,
  UpdateSettingsView,
} from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import type { ApiRequest } from './createApiClient.ts';
import type { ReservationAccess } from './booking.ts';

// The wire shapes live in core/domain/contract/manage.ts (the API builds them); re-exported for the app.
export type {
  CancelPreviewView, CancelResultView, GuestNamesView, ReservationGuestsView, ReservationQuestionView, UpdatePlanOption, UpdateQuote, UpdateRequest, UpdateResult,
  UpdateRoomSetting, UpdateRoomView, UpdateSettingsView,
} from '@noren/core/domain';

export interface CancelRequest {
  reason: CancellationReason;
  details?: string | null;
  /** The fee the guest saw; the API refuses the cancel when it has changed since. */
  cancellation_fee_displayed: number;
}

/** PUT .../update_settings as the app holds it: the quote, with the result's fields after confirm. */
export type UpdateQuoteView = UpdateQuote & Partial<Omit<UpdateResult, keyof UpdateQuote>>;

export interface RoomGuestChange {
  reservation_hotel_room_id: number;
  first_name: string;
  last_name: string;
  first_name_kana?: string | null;
  last_name_kana?: string | null;
}

export interface AnswerChange {
  question_id: number;
  answer?: string | null;
  options?: string[];
}

export interface ReceiptRequest {
  name: string;
  locale?: string;
  /** Taiwan: the company name on the receipt and its 8-digit tax number. */
  receipt_title?: string;
  receipt_unicode?: string;
}

/** GET /marketing_emails/subscription_status?token=. */
export interface SubscriptionStatusView {
  /** Masked, so a forwarded link shows nobody's full address. */
  email: string;
  subscribed: boolean;
  [field: string]: unknown;
}

export interface ManageApi {
  /** GET /hotel_brands/{brandId}/reservations/{number}?email=. */
  findReservation(brandId: string | number, number: string, email: string, signal?: AbortSignal): Promise<ReservationView>;
  getReservation(hotelId: string | number, number: string, access: ReservationAccess, signal?: AbortSignal): Promise<ReservationView>;
  previewCancel(hotelId: string | number, number: string, access: ReservationAccess, signal?: AbortSignal): Promise<CancelPreviewView>;
  cancel(hotelId: string | number, number: string, access: ReservationAccess, body: CancelRequest): Promise<CancelResultView>;
  getUpdateSettings(hotelId: string | number, number: string, access: ReservationAccess, signal?: AbortSignal): Promise<UpdateSettingsView>;
  putUpdate(hotelId: string | number, number: string, access: ReservationAccess, body: UpdateRequest, signal?: AbortSignal): Promise<UpdateQuoteView>;
  /** GET .../receipt: the PDF. */
  downloadReceipt(hotelId: string | number, number: string, access: ReservationAccess, receipt: ReceiptRequest): Promise<Blob>;
  getGuests(hotelId: string | number, number: string, access: ReservationAccess, signal?: AbortSignal): Promise<ReservationGuestsView>;
  putGuests(hotelId: string | number, number: string, access: ReservationAccess, rooms: RoomGuestChange[]): Promise<ReservationGuestsView>;
  getQuestions(hotelId: string | number, number: string, access: ReservationAccess, signal?: AbortSignal): Promise<ReservationQuestionView[]>;
  /** POST for questions not answered yet, PUT .../batch_update for the others. */
  postAnswers(hotelId: string | number, number: string, access: ReservationAccess, answers: AnswerChange[]): Promise<unknown>;
  updateAnswers(hotelId: string | number, number: string, access: ReservationAccess, answers: AnswerChange[]): Promise<unknown>;
  subscriptionStatus(token: string, signal?: AbortSignal): Promise<SubscriptionStatusView>;
  unsubscribe(token: string): Promise<unknown>;
}

/** What the real client offers (ApiClient.request); NorenApi's test fake does not. */
export interface ApiRequester {
  request<T>(req: ApiRequest): Promise<T>;
}

function hasRequest(api: unknown): api is ApiRequester {
  return typeof api === 'object' && api !== null && typeof (api as { request?: unknown }).request === 'function';
}

const accessParams = (access: ReservationAccess) => ({ bypass_token: access.bypassToken ?? undefined, email: access.email ?? undefined });

const reservationPath = (hotelId: string | number, number: string) =>
  `/hotels/${encodeURIComponent(String(hotelId))}/reservations/${encodeURIComponent(number)}`;

export function createManageApi(client: ApiRequester): ManageApi {
  return {
    // The two lookups are limited against guessing (9429): the guest is told to wait, not kept waiting.
    findReservation: (brandId, number, email, signal) =>
      client.request({ path: `/hotel_brands/${encodeURIComponent(String(brandId))}/reservations/${encodeURIComponent(number)}`, params: { email }, signal, retryTooManyRequests: false }),
    getReservation: (hotelId, number, access, signal) =>
      client.request({ path: reservationPath(hotelId, number), params: accessParams(access), signal, retryTooManyRequests: false }),
    previewCancel: (hotelId, number, access, signal) => client.request({ path: `${reservationPath(hotelId, number)}/cancel`, params: accessParams(access), signal }),
    cancel: (hotelId, number, access, body) => client.request({ method: 'PUT', path: `${reservationPath(hotelId, number)}/cancel`, params: accessParams(access), body }),
    getUpdateSettings: (hotelId, number, access, signal) => client.request({ path: `${reservationPath(hotelId, number)}/update_settings`, params: accessParams(access), signal }),
    putUpdate: (hotelId, number, access, body, signal) =>
      client.request({ method: 'PUT', path: `${reservationPath(hotelId, number)}/update_settings`, params: accessParams(access), body, signal }),
    downloadReceipt: async (hotelId, number, access, receipt) => {
      const body = await client.request<unknown>({
        path: `${reservationPath(hotelId, number)}/receipt`,
        params: { ...accessParams(access), name: receipt.name, locale: receipt.locale, receipt_title: receipt.receipt_title || undefined, receipt_unicode: receipt.receipt_unicode || undefined },
        // Limited against guessing like the lookups.
        retryTooManyRequests: false,
      });
      if (!(body instanceof Blob)) throw new ApiError({ status: 200, message: 'The receipt is not a file.', messageKey: 'codes.1252' });
      return body;
    },
    getGuests: (hotelId, number, access, signal) => client.request({ path: `${reservationPath(hotelId, number)}/guests`, params: accessParams(access), signal }),
    putGuests: (hotelId, number, access, rooms) => client.request({ method: 'PUT', path: `${reservationPath(hotelId, number)}/guests`, params: accessParams(access), body: { rooms } }),
    getQuestions: async (hotelId, number, access, signal) =>
      (await client.request<{ additional_questions: ReservationQuestionView[] }>({ path: `${reservationPath(hotelId, number)}/additional_questions`, params: accessParams(access), signal }))
        .additional_questions,
    postAnswers: (hotelId, number, access, answers) =>
      client.request({ method: 'POST', path: `${reservationPath(hotelId, number)}/additional_questions`, params: accessParams(access), body: { answers } }),
    updateAnswers: (hotelId, number, access, answers) =>
      client.request({ method: 'PUT', path: `${reservationPath(hotelId, number)}/additional_questions/batch_update`, params: accessParams(access), body: { answers } }),
    subscriptionStatus: (token, signal) => client.request({ path: '/marketing_emails/subscription_status', params: { token }, signal }),
    unsubscribe: (token) => client.request({ method: 'POST', path: '/marketing_emails/unsubscribe', body: { token } }),
  };
}

/** The manage calls on the app's client; on anything else (a store test's fake) every call fails as unreachable. */
export function manageApiFor(api: unknown): ManageApi {
  if (hasRequest(api)) return createManageApi(api);
  const fail = () => Promise.reject(ApiError.unreachable());
  return new Proxy({} as ManageApi, { get: () => fail });
}
