// The stay's receipt at the kiosk (issue #16 §5; spec part 1 §4 "Receipt download is available on
// or after the check-out date"). The device proves the look-up again with each call: the body is
// the look-up's ({ reservation_number, email } or { token }), checked through the reservation
// module's door for the device's own hotel, and counted against the device's look-up limit (429,
// code 9429, Retry-After). Before the check-out date in the hotel's time zone every call is the
// receipt route's refusal: 422 code 1000 payload { field: 'checkout_date', reason:
// 'receipt_not_available_yet', available_from }. A cancelled stay (its kiosk access ends at
// cancellation) is 404 like a stay that does not exist; the web receipt page still serves a
// cancellation fee's receipt.
//
//   POST /kiosk/receipt_links     201 { receipt_link: { url, qr_svg, expires_at } }. The URL is
//                                 `${NOREN_PUBLIC_URL}/api/v1/kiosk/receipt_links/<token>`: the token is signed
//                                 with the server's link-signing key, names one reservation of one hotel and
//                                 expires after KIOSK_RECEIPT_LINK_TTL_MINUTES (stored nowhere).
//   GET  /kiosk/receipt_links/{token}   no Client-Session, no device: the receipt PDF (inline), in the
//                                 reservation's language. A forged, altered, expired or cancelled one: 404.
//   POST /kiosk/receipt_mails     202 { receipt_mail: { resend_after } }: queues a mail to the reservation's own
//                                 e-mail (never an address typed at the kiosk), in the reservation's language,
//                                 with a link to the receipt valid KIOSK_RECEIPT_MAIL_LINK_DAYS. One per stay per
//                                 KIOSK_RECEIPT_MAIL_INTERVAL_MINUTES: sooner is 429 code 9429 with retry_after.
//   POST /kiosk/receipt_prints    201 { receipt_print: { path, expires_at } }, for a device whose printer setting is on;
//                                 otherwise 403 code 9403 reason 'no_printer'. `path` is the same receipt link under
//                                 the API's prefix (`/kiosk/receipt_links/<token>`, on the kiosk's own origin, valid
//                                 KIOSK_RECEIPT_PRINT_TTL_SECONDS): the kiosk loads it in a same-origin iframe and
//                                 calls its print(), so the tablet's configured printer prints the PDF (the CSP
//                                 allows same-origin frames only, so no blob: frame).
import Type, { type Static } from 'typebox';
import { KioskDeviceHeaders, KioskLookupBody } from './kiosk.ts';
import { Data, ErrorReplies } from './shapes.ts';

/** How long the QR's receipt link opens the PDF. */
export const KIOSK_RECEIPT_LINK_TTL_MINUTES = 15;
/** How long the e-mailed receipt link opens the PDF. */
export const KIOSK_RECEIPT_MAIL_LINK_DAYS = 7;
/** At most one receipt mail per stay in this many minutes. */
export const KIOSK_RECEIPT_MAIL_INTERVAL_MINUTES = 10;
/** How long the print link opens the PDF: the kiosk loads it at once. */
export const KIOSK_RECEIPT_PRINT_TTL_SECONDS = 120;
/** `kr.<reservation id>.<hotel id>.<expiry, epoch seconds>.<signature>` */
export const KIOSK_RECEIPT_TOKEN_PATTERN = '^kr\\.[0-9]{1,10}\\.[0-9]{1,10}\\.[0-9]{1,12}\\.[A-Za-z0-9_-]{43}$';

const str = Type.String();

export const KioskReceiptLink = Type.Object({
  /** `${NOREN_PUBLIC_URL}/api/v1/kiosk/receipt_links/<token>`. */
  url: str,
  /** The URL as a QR code (SVG document). */
  qr_svg: str,
  expires_at: str,
});
export type KioskReceiptLink = Static<typeof KioskReceiptLink>;

export const KioskReceiptMail = Type.Object({
  /** When another receipt mail for this stay may be asked for. */
  resend_after: str,
});
export type KioskReceiptMail = Static<typeof KioskReceiptMail>;

export const KioskReceiptPrint = Type.Object({
  /** `/kiosk/receipt_links/<token>`: a path under the API's prefix (/api/v1), on the kiosk's own origin. */
  path: str,
  expires_at: str,
});
export type KioskReceiptPrint = Static<typeof KioskReceiptPrint>;

/** A PDF answer: bytes, not JSON (described so the route table knows the route answers). */
export const ReceiptPdf = Type.Unsafe<Uint8Array>({ description: 'application/pdf' });

export const KioskReceiptTokenParams = Type.Object({ token: Type.String({ maxLength: 120 }) });

export const KioskReceiptLinkCall = { headers: KioskDeviceHeaders, body: KioskLookupBody, response: { 201: Data(Type.Object({ receipt_link: KioskReceiptLink })), ...ErrorReplies } } as const;
export const KioskReceiptMailCall = { headers: KioskDeviceHeaders, body: KioskLookupBody, response: { 202: Data(Type.Object({ receipt_mail: KioskReceiptMail })), ...ErrorReplies } } as const;
export const KioskReceiptPrintCall = { headers: KioskDeviceHeaders, body: KioskLookupBody, response: { 201: Data(Type.Object({ receipt_print: KioskReceiptPrint })), ...ErrorReplies } } as const;
export const KioskReceiptDownloadCall = { params: KioskReceiptTokenParams, response: { 200: ReceiptPdf, ...ErrorReplies } } as const;
