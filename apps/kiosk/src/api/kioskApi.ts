// The kiosk's own calls (issue #16; their shapes in core/src/contract/kiosk.ts, written by the API
// side): pairing, the demo device, who the device is, the walk-in booking, find my reservation, a
// pay link for a balance, the stay's receipt, "call staff", and the ticket of the live-event stream. They go through
// the app's one client (core/api), which adds the client session; the device calls also carry the
// device credential in `Kiosk-Device`. A pay link's status is read on the guest page's own call.
import type { ApiRequest } from '@noren/core/api';
import type {
  LiveEventsTicket, KioskAlertView, KioskDeviceSelf, KioskLookupBody, KioskLookupResult, KioskPairResult, KioskPayLinkResult, KioskWalkInRequest,
  KioskWalkInResult, PayLinkView, KioskReceiptLink, KioskReceiptMail, KioskReceiptPrint,
} from '@noren/core/contract';

export type {
  LiveEventsTicket, KioskAlertView, KioskDeviceSelf, KioskEvent, KioskLookupBody, KioskPayLinkView, KioskStayView, KioskWalkInRequest, KioskWalkInResult,
  PayLinkView, KioskLookupResult, KioskReceiptLink, KioskReceiptMail, KioskReceiptPrint, KioskReceiptState,
} from '@noren/core/contract';

/** The header of the device credential (KIOSK_DEVICE_HEADER in the contract, as sent). */
export const KIOSK_DEVICE_HEADER = 'Kiosk-Device';
export const API_PREFIX = '/api/v1';

export interface KioskApi {
  pair(code: string): Promise<KioskPairResult>;
  demoDevice(hotel: string): Promise<KioskPairResult>;
  device(credential: string): Promise<{ device: KioskDeviceSelf }>;
  walkIn(credential: string, body: KioskWalkInRequest, idempotencyKey: string): Promise<KioskWalkInResult>;
  lookup(credential: string, body: KioskLookupBody, signal?: AbortSignal): Promise<KioskLookupResult>;
  payLink(credential: string, body: KioskLookupBody): Promise<KioskPayLinkResult>;
  raiseAlert(credential: string): Promise<{ alert: KioskAlertView }>;
  alert(credential: string, alertId: number, signal?: AbortSignal): Promise<{ alert: KioskAlertView }>;
  eventsTicket(credential: string): Promise<LiveEventsTicket>;
  /** The stay's receipt (kiosk-receipts.ts): a link and QR for the guest's phone, a mail to the reservation's address, a print link. */
  receiptLink(credential: string, body: KioskLookupBody): Promise<{ receipt_link: KioskReceiptLink }>;
  receiptMail(credential: string, body: KioskLookupBody): Promise<{ receipt_mail: KioskReceiptMail }>;
  receiptPrint(credential: string, body: KioskLookupBody): Promise<{ receipt_print: KioskReceiptPrint }>;
  /** The guest page's read of a link: its status, for the polling fallback. */
  payLinkStatus(paymentNumber: string, signal?: AbortSignal): Promise<PayLinkView>;
}

export interface Requester {
  request<T>(req: ApiRequest): Promise<T>;
}

export function createKioskApi(client: Requester): KioskApi {
  const device = (credential: string) => ({ [KIOSK_DEVICE_HEADER]: credential });
  return {
    pair: (code) => client.request({ method: 'POST', path: '/kiosk/pair', body: { code } }),
    demoDevice: (hotel) => client.request({ method: 'POST', path: '/kiosk/demo_device', body: { hotel } }),
    device: (credential) => client.request({ path: '/kiosk/device', headers: device(credential) }),
    walkIn: (credential, body, idempotencyKey) =>
      client.request({ method: 'POST', path: '/kiosk/reservations', body, headers: { ...device(credential), 'Idempotency-Key': idempotencyKey } }),
    // Limited against guessing: the guest is told to wait rather than kept waiting.
    lookup: (credential, body, signal) =>
      client.request({ method: 'POST', path: '/kiosk/lookups', body, headers: device(credential), signal, retryTooManyRequests: false }),
    payLink: (credential, body) => client.request({ method: 'POST', path: '/kiosk/pay_links', body, headers: device(credential) }),
    raiseAlert: (credential) => client.request({ method: 'POST', path: '/kiosk/alerts', headers: device(credential) }),
    alert: (credential, alertId, signal) => client.request({ path: `/kiosk/alerts/${alertId}`, headers: device(credential), signal }),
    eventsTicket: (credential) => client.request({ method: 'POST', path: '/kiosk/events_ticket', headers: device(credential) }),
    receiptLink: (credential, body) => client.request({ method: 'POST', path: '/kiosk/receipt_links', body, headers: device(credential), retryTooManyRequests: false }),
    receiptMail: (credential, body) => client.request({ method: 'POST', path: '/kiosk/receipt_mails', body, headers: device(credential), retryTooManyRequests: false }),
    receiptPrint: (credential, body) => client.request({ method: 'POST', path: '/kiosk/receipt_prints', body, headers: device(credential), retryTooManyRequests: false }),
    payLinkStatus: (paymentNumber, signal) => client.request({ path: `/pay_links/${encodeURIComponent(paymentNumber)}`, signal }),
  };
}

/** A receipt link's path (receipt_print.path) on the kiosk's own origin, for the print frame. */
export function apiUrl(path: string): string {
  return `${API_PREFIX}${path}`;
}

/** The address of the live-event stream for a ticket (EventSource cannot send headers). */
export function eventsUrl(ticket: string): string {
  return `${API_PREFIX}/kiosk/events?ticket=${encodeURIComponent(ticket)}`;
}

/** A device call the server refused because the credential is no longer valid (revoked). */
export function isDeviceRefusal(error: unknown): boolean {
  const e = error as { status?: unknown; payload?: { reason?: unknown } } | null;
  return typeof e === 'object' && e !== null && e.status === 401 && e.payload?.reason === 'device_invalid';
}

/**
 * The same calls, and `onRefused` is told when a device call is refused for its credential: a
 * manager revoked the tablet in the staff console, so the kiosk goes back to its pairing screen
 * at its next call instead of failing on every tap. The error still reaches the caller.
 */
export function refusalAware(api: KioskApi, onRefused: () => void): KioskApi {
  const watch = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } catch (error) {
      if (isDeviceRefusal(error)) onRefused();
      throw error;
    }
  };
  return {
    pair: (code) => api.pair(code),
    demoDevice: (hotel) => api.demoDevice(hotel),
    payLinkStatus: (paymentNumber, signal) => api.payLinkStatus(paymentNumber, signal),
    device: watch(api.device.bind(api)),
    walkIn: watch(api.walkIn.bind(api)),
    lookup: watch(api.lookup.bind(api)),
    payLink: watch(api.payLink.bind(api)),
    raiseAlert: watch(api.raiseAlert.bind(api)),
    alert: watch(api.alert.bind(api)),
    eventsTicket: watch(api.eventsTicket.bind(api)),
    receiptLink: watch(api.receiptLink.bind(api)),
    receiptMail: watch(api.receiptMail.bind(api)),
    receiptPrint: watch(api.receiptPrint.bind(api)),
  };
}
