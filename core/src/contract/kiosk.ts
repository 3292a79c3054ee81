// The lobby kiosk's calls (issue #16; Noren's own, the spec has no kiosk): a paired device's own
// calls, the staff console's device and alert screens, the live events (SSE) of both, and the
// reservation's kiosk-lookup QR for the confirmation page.
//
// ---- Who calls --------------------------------------------------------------------------------------
// Every call below sends the usual `Client-Session` header (the kiosk app's, or the admin console's),
// except the two SSE streams (EventSource cannot set headers; they take a short-lived `ticket`).
//
// DEVICE CREDENTIAL. A paired kiosk sends `Kiosk-Device: <credential>` on each device call. The
// credential is returned once, by POST /kiosk/pair (or, on the demo machine only, by POST
// /kiosk/demo_device); the server keeps its SHA-256 hash only. It is not a staff login: it opens only
// the `/kiosk/...` calls below, for the device's own hotel. A missing, unknown or revoked credential
// answers 401 (code 9401, payload.reason 'device_invalid'): the kiosk then forgets it and shows the
// pairing screen. Every accepted device call records the device's last contact (staff see it).
//
// Device calls (header `Kiosk-Device` unless said):
//   POST /kiosk/pair                   no Kiosk-Device; body { code }: the one-time code a manager issued
//                                      (expires after KIOSK_PAIRING_CODE_TTL_MINUTES). 201 { device, credential }.
//                                      A wrong, used or expired code: 400 code 1000, payload.reason 'pairing_code_invalid'.
//   POST /kiosk/demo_device            no Kiosk-Device; body { hotel } (the `?code=` of /kiosk/?code=kyoto-gion).
//                                      200 { device, credential } for the embedded demo's paired device, only when
//                                      the demo kiosk is enabled (NOREN_DEMO_KIOSK) and the request's socket peer is
//                                      this machine with no X-Forwarded-For / Forwarded header; else 404 (code 9404).
//   GET  /kiosk/device                 200 { device }: who am I (also a cheap "still paired?" check).
//   POST /kiosk/reservations           a walk-in booking for tonight (or a day-use stay today) at the device's hotel,
//                                      through the reservation module's one door; body KioskWalkInRequest,
//                                      header Idempotency-Key as the booking call. `settle: 'desk'` leaves the balance
//                                      due, marked pay-at-desk; `settle: 'pay_link'` also makes a balance pay link.
//                                      201 { stay, pay_link }. Same errors as POST /hotels/{id}/reservations, and 422
//                                      code 1000 payload.reason 'not_tonight' for any other check-in date.
//   POST /kiosk/lookups                find my reservation: body { reservation_number, email } (as on /search) or
//                                      { token } (the confirmation QR's kiosk-lookup token, or the whole scanned URL).
//                                      200 { stay }. Not found / wrong e-mail / forged / cancelled-token: 404 code 9404,
//                                      no data. Rate-limited per device: 429 (code 9429) with Retry-After.
//   POST /kiosk/pay_links              a pay link for the balance of a stay of this hotel; body is a lookup
//                                      ({ reservation_number, email } or { token }). 201 { pay_link }. Nothing due:
//                                      400 code 1000 payload.reason 'no_balance'.
//   POST /kiosk/receipt_links          the stay's receipt for the guest's phone; body is a lookup. 201 { receipt_link }:
//                                      a URL on NOREN_PUBLIC_URL (GET /kiosk/receipt_links/{token}, no Client-Session,
//                                      KIOSK_RECEIPT_LINK_TTL_MINUTES) and its QR. See kiosk-receipts.ts for all three.
//   POST /kiosk/receipt_mails          e-mails the receipt's link to the reservation's own address. 202.
//   POST /kiosk/receipt_prints         the receipt's PDF, for a device with a printer. 200 application/pdf.
//   POST /kiosk/alerts                 "call staff": 201 { alert } (the device's open alert if it has one).
//   GET  /kiosk/alerts/{alertId}       200 { alert }: 'open' = "staff notified", 'acknowledged' = "on the way".
//   POST /kiosk/events_ticket          200 { ticket, expires_at } for the SSE stream below.
//   GET  /kiosk/events?ticket=…        text/event-stream (no Client-Session): events `pay_link` and `alert`
//                                      (KioskEvent) for this device's hotel / own alerts; `: ping` comments every
//                                      ~25 s. On error the kiosk polls GET /kiosk/alerts/{id} and the pay link.
//
// Staff console (Authorization: Bearer <staff session>; manager = role 'manager', front desk may only read
// devices and list/acknowledge alerts; a staff member of another hotel is refused 403 code 9403):
//   GET    /staff/hotels/{id}/kiosk_devices                      200 { data: KioskDeviceRow[] }
//   POST   /staff/hotels/{id}/kiosk_devices        manager only  body { name }: 201 { device, pairing_code, expires_at };
//                                                                the code is shown once and stored hashed.
//   POST   /staff/hotels/{id}/kiosk_devices/{deviceId}/revoke    manager only  200 { device }
//   PATCH  /staff/hotels/{id}/kiosk_devices/{deviceId}           manager only  body { printer }: 200 { device }
//   GET    /staff/hotels/{id}/kiosk_alerts?status=open|all       200 { data: KioskAlertRow[] } (newest first)
//   POST   /staff/hotels/{id}/kiosk_alerts/{alertId}/acknowledge 200 { alert }
//   POST   /staff/hotels/{id}/events_ticket                      200 { ticket, expires_at }
//   GET    /staff/hotels/{id}/events?ticket=…                    text/event-stream: `pay_link` and `alert` events
//
// Confirmation QR (the guest's own access, as GET /hotels/{id}/reservations/{number}):
//   GET /hotels/{id}/reservations/{number}/kiosk_qr?bypass_token=…|email=…   200 { lookup_url, qr_svg }
//   The URL is `${NOREN_PUBLIC_URL}/kiosk/?lookup=<token>`; the token only reads the stay and pays its
//   balance at that hotel, and stops working when the reservation is cancelled.
import Type, { type Static } from 'typebox';
import { LANGUAGES } from '../domain/i18n/languages.ts';
import { HotelRefParams, HOTEL_CODE_PATTERN, ISO_DATE_PATTERN } from './common.ts';
import { guestFieldsSchema } from './guest-fields.ts';
import { CreateReservationAnswer, CreateReservationHeaders, CreateReservationRoom, ReservationParams, ReservationQuery } from './reservations.ts';
import { ReservationStatus } from './reservation-view.ts';
import { Data, ErrorReplies, Nullable, StringEnum } from './shapes.ts';

/** The device credential's header name (lower case, as Node gives headers). */
export const KIOSK_DEVICE_HEADER = 'kiosk-device';
/** How long a pairing code is valid after a manager issues it. */
export const KIOSK_PAIRING_CODE_TTL_MINUTES = 15;
/** How long an SSE ticket may be used to open a stream (it is checked only when the stream opens). */
export const KIOSK_EVENTS_TICKET_TTL_SECONDS = 60;

const int = Type.Integer();
const str = Type.String();
const nstr = Nullable(str);
const strict = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IdParam = Type.String({ pattern: '^[0-9]{1,10}$' });
const reply = <T extends Parameters<typeof Data>[0]>(data: T) => ({ 200: Data(data), ...ErrorReplies });
const created = <T extends Parameters<typeof Data>[0]>(data: T) => ({ 201: Data(data), ...ErrorReplies });

// ---- Devices -----------------------------------------------------------------------------------------

export const KioskDeviceStatus = StringEnum(['pending', 'paired', 'revoked']);
export type KioskDeviceStatus = Static<typeof KioskDeviceStatus>;

/** What a device knows of itself. */
export const KioskDeviceSelf = Type.Object({
  id: int,
  name: str,
  hotel: Type.Object({ id: int, code: str, name: str, time_zone: str, currency: str }),
  /** True for the embedded demo's device (the kiosk may show a "demo" badge). */
  demo: Type.Boolean(),
  /** A manager said the tablet has a printer (its browser's default): the kiosk offers to print receipts. */
  printer: Type.Boolean(),
});
export type KioskDeviceSelf = Static<typeof KioskDeviceSelf>;

/** The answer of pairing (and of the demo call): the credential is shown this once. */
export const KioskPairResult = Type.Object({ device: KioskDeviceSelf, credential: str });
export type KioskPairResult = Static<typeof KioskPairResult>;

export const KioskPairBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, strict);
export type KioskPairBody = Static<typeof KioskPairBody>;

export const KioskDemoBody = Type.Object({ hotel: Type.String({ pattern: HOTEL_CODE_PATTERN }) }, strict);
export type KioskDemoBody = Static<typeof KioskDemoBody>;

/** A device as the staff console lists it. */
export const KioskDeviceRow = Type.Object({
  id: int,
  name: str,
  status: KioskDeviceStatus,
  created_at: str,
  /** While pending: when its pairing code stops working. */
  code_expires_at: nstr,
  paired_at: nstr,
  /** The device's last accepted call (its last contact); null before the first. */
  last_seen_at: nstr,
  revoked_at: nstr,
  /** The tablet prints receipts with its browser's printer (set by a manager, PATCH below). */
  printer: Type.Boolean(),
});
export type KioskDeviceRow = Static<typeof KioskDeviceRow>;

export const IssuePairingCodeBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 80 }) }, strict);
export type IssuePairingCodeBody = Static<typeof IssuePairingCodeBody>;

export const IssuePairingCodeResult = Type.Object({ device: KioskDeviceRow, pairing_code: str, expires_at: str });
export type IssuePairingCodeResult = Static<typeof IssuePairingCodeResult>;

export const KioskDeviceParams = Type.Object({ id: HotelRefParams.properties.id, deviceId: IdParam });

// ---- Stays, walk-ins and pay links ----------------------------------------------------------------

/** A pay link as the kiosk shows it: the QR the guest's phone scans to pay by card. */
export const KioskPayLinkView = Type.Object({
  payment_number: str,
  /** open | paid | expired | cancelled (the pay-links module's statuses). */
  status: str,
  amount: int,
  currency: str,
  expires_at: nstr,
  /** `${NOREN_PUBLIC_URL}/...`: the guest pay page. */
  url: str,
  /** The URL as a QR code, an SVG document made on the server with `qrcode`. */
  qr_svg: str,
});
export type KioskPayLinkView = Static<typeof KioskPayLinkView>;

/** A stay as the kiosk shows it: the stay and the balance, and no other personal data. */
export const KioskStayView = Type.Object({
  reservation_number: str,
  status: ReservationStatus,
  checkin_date: str,
  checkout_date: str,
  is_day_use: Type.Boolean(),
  nights: int,
  rooms: Type.Array(Type.Object({ room_name: str, plan_name: str, adults: int, children: int })),
  currency: str,
  total_price: int,
  /** What has been paid (card at booking, paid pay links). */
  paid_amount: int,
  balance_due: int,
  /** The balance is to be paid at the front desk (walk-ins that chose so, on-site plans). */
  pay_at_desk: Type.Boolean(),
  /** The open pay link for the balance, if one exists. */
  pay_link: Nullable(KioskPayLinkView),
});
export type KioskStayView = Static<typeof KioskStayView>;

const guest = guestFieldsSchema();

/** POST /kiosk/reservations: the booking call's body, limited to what a walk-in chooses. */
export const KioskWalkInRequest = Type.Object({
  /** The hotel's tonight (or, after midnight with yesterday_bookable, last night); a day-use stay: today. */
  checkin_date: Type.String({ pattern: ISO_DATE_PATTERN }),
  checkout_date: Type.String({ pattern: ISO_DATE_PATTERN }),
  is_day_use: Type.Optional(Type.Boolean()),
  rooms: Type.Array(CreateReservationRoom, { minItems: 1, maxItems: 5 }),
  guest,
  /** The hotel's required questions (e.g. arrival time), as the booking call takes them. */
  answers: Type.Optional(Type.Array(CreateReservationAnswer, { maxItems: 100 })),
  /** total_price the guest was shown, minor units of the hotel currency. */
  expected_total_price: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  /** The language of the booking's mails; the request language when left out. */
  language: Type.Optional(StringEnum(LANGUAGES)),
  /** How the balance is paid: at the desk, or by a pay link the guest's phone opens. */
  settle: StringEnum(['desk', 'pay_link']),
}, strict);
export type KioskWalkInRequest = Static<typeof KioskWalkInRequest>;

export const KioskWalkInResult = Type.Object({ stay: KioskStayView, pay_link: Nullable(KioskPayLinkView) });
export type KioskWalkInResult = Static<typeof KioskWalkInResult>;

/** Find my reservation: by number and e-mail, or by the confirmation QR's token (or its whole URL). */
export const KioskLookupBody = Type.Union([
  Type.Object({ reservation_number: Type.String({ minLength: 1, maxLength: 40 }), email: Type.String({ minLength: 1, maxLength: 320 }) }, strict),
  Type.Object({ token: Type.String({ minLength: 1, maxLength: 600 }) }, strict),
]);
export type KioskLookupBody = Static<typeof KioskLookupBody>;

/**
 * The stay's receipt at the kiosk (issue #16 §5, spec part 1 §4): from the check-out date in the
 * hotel's zone. `offered` is false for a stay with no receipt to give at the kiosk (cancelled, or
 * still being paid); `print` is the device's printer setting.
 */
export const KioskReceiptState = Type.Object({ offered: Type.Boolean(), available_from: str, available: Type.Boolean(), print: Type.Boolean() });
export type KioskReceiptState = Static<typeof KioskReceiptState>;

export const KioskLookupResult = Type.Object({ stay: KioskStayView, receipt: KioskReceiptState });
export type KioskLookupResult = Static<typeof KioskLookupResult>;

export const KioskPayLinkResult = Type.Object({ pay_link: KioskPayLinkView });
export type KioskPayLinkResult = Static<typeof KioskPayLinkResult>;

// ---- Staff alerts --------------------------------------------------------------------------------

export const KioskAlertStatus = StringEnum(['open', 'acknowledged']);
export type KioskAlertStatus = Static<typeof KioskAlertStatus>;

/** An alert as the kiosk sees it: 'open' shows "staff notified", 'acknowledged' "on the way". */
export const KioskAlertView = Type.Object({ id: int, status: KioskAlertStatus, created_at: str, acknowledged_at: nstr });
export type KioskAlertView = Static<typeof KioskAlertView>;

/** An alert as the staff console lists it, with the device's name. */
export const KioskAlertRow = Type.Object({
  ...KioskAlertView.properties,
  device_id: int,
  device_name: str,
  /** The staff member who acknowledged it. */
  acknowledged_by: nstr,
});
export type KioskAlertRow = Static<typeof KioskAlertRow>;

export const KioskAlertParams = Type.Object({ alertId: IdParam });
export const StaffKioskAlertParams = Type.Object({ id: HotelRefParams.properties.id, alertId: IdParam });
export const StaffKioskAlertQuery = Type.Object({ status: Type.Optional(StringEnum(['open', 'all'])) });

// ---- Live events (SSE) ---------------------------------------------------------------------------

export const LiveEventsTicket = Type.Object({ ticket: str, expires_at: str });
export type LiveEventsTicket = Static<typeof LiveEventsTicket>;
export const LiveEventsQuery = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 600 }) });

/**
 * One server-sent event's `data` (JSON); the SSE `event:` field is the same as `type`.
 * pay_link: a pay link of the hotel changed (e.g. to paid); alert: an alert was raised or acknowledged.
 */
export const KioskEvent = Type.Union([
  Type.Object({ type: Type.Literal('pay_link'), payment_number: str, status: str }),
  Type.Object({ type: Type.Literal('alert'), alert_id: Id, status: KioskAlertStatus, device_id: Id }),
]);
export type KioskEvent = Static<typeof KioskEvent>;

/** The SSE answer is a stream, not JSON; described so the route table shows it is known. */
export const LiveEventStream = Type.Unsafe<string>({ description: 'text/event-stream' });

// ---- Confirmation QR ------------------------------------------------------------------------------

export const KioskQrView = Type.Object({
  /** `${NOREN_PUBLIC_URL}/kiosk/?lookup=<token>`. */
  lookup_url: str,
  /** The URL as a QR code (SVG document). */
  qr_svg: str,
});
export type KioskQrView = Static<typeof KioskQrView>;

// ---- Calls ---------------------------------------------------------------------------------------

export const KioskDeviceHeaders = Type.Object({ [KIOSK_DEVICE_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) });

export const KioskPairCall = { body: KioskPairBody, response: created(KioskPairResult) } as const;
export const KioskDemoDeviceCall = { body: KioskDemoBody, response: reply(KioskPairResult) } as const;
export const KioskDeviceCall = { headers: KioskDeviceHeaders, response: reply(Type.Object({ device: KioskDeviceSelf })) } as const;
export const KioskWalkInCall = {
  headers: Type.Object({ ...KioskDeviceHeaders.properties, ...CreateReservationHeaders.properties }),
  body: KioskWalkInRequest,
  response: created(KioskWalkInResult),
} as const;
export const KioskLookupCall = { headers: KioskDeviceHeaders, body: KioskLookupBody, response: reply(KioskLookupResult) } as const;
export const KioskPayLinkCall = { headers: KioskDeviceHeaders, body: KioskLookupBody, response: created(KioskPayLinkResult) } as const;
export const KioskRaiseAlertCall = { headers: KioskDeviceHeaders, response: created(Type.Object({ alert: KioskAlertView })) } as const;
export const KioskAlertCall = { headers: KioskDeviceHeaders, params: KioskAlertParams, response: reply(Type.Object({ alert: KioskAlertView })) } as const;
export const KioskEventsTicketCall = { headers: KioskDeviceHeaders, response: reply(LiveEventsTicket) } as const;
export const KioskEventsCall = { querystring: LiveEventsQuery, response: { 200: LiveEventStream, ...ErrorReplies } } as const;

export const StaffKioskDevicesCall = { params: HotelRefParams, response: reply(Type.Array(KioskDeviceRow)) } as const;
export const StaffIssuePairingCodeCall = { params: HotelRefParams, body: IssuePairingCodeBody, response: created(IssuePairingCodeResult) } as const;
export const StaffRevokeKioskDeviceCall = { params: KioskDeviceParams, response: reply(Type.Object({ device: KioskDeviceRow })) } as const;
export const KioskDeviceSettingsBody = Type.Object({ printer: Type.Boolean() }, strict);
export type KioskDeviceSettingsBody = Static<typeof KioskDeviceSettingsBody>;
export const StaffUpdateKioskDeviceCall = { params: KioskDeviceParams, body: KioskDeviceSettingsBody, response: reply(Type.Object({ device: KioskDeviceRow })) } as const;
export const StaffKioskAlertsCall = { params: HotelRefParams, querystring: StaffKioskAlertQuery, response: reply(Type.Array(KioskAlertRow)) } as const;
export const StaffAcknowledgeAlertCall = { params: StaffKioskAlertParams, response: reply(Type.Object({ alert: KioskAlertRow })) } as const;
export const StaffEventsTicketCall = { params: HotelRefParams, response: reply(LiveEventsTicket) } as const;
export const StaffEventsCall = { params: HotelRefParams, querystring: LiveEventsQuery, response: { 200: LiveEventStream, ...ErrorReplies } } as const;

export const KioskQrCall = { params: ReservationParams, querystring: ReservationQuery, response: reply(KioskQrView) } as const;
