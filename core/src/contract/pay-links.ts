// Pay links (issue #16; spec part 1 §2 "/payments/{paymentNumber}", §3 "Payment-link record",
// part 2 §7.5 GET /hotels/{id}/tripla_pay/transactions/{id} and GET /qr_codes?qr_code=).
// Three audiences:
//   - the guest's pay page (booking app, no ?code=): the link by its payment number, paying it
//     with a card token (3-D Secure included), the 3-D Secure return, and the receipt PDF;
//   - the facility staff console under /staff/hotels/{id}/pay_links (create, edit while open,
//     cancel, resend, refund: manager only), every action in the audit log;
//   - the kiosk, which shows a link's QR (its content from `qr_content`) and resolves a scanned one.
// Money is integer minor units of `currency` (the hotel's). A refusal of a look-up carries no
// subject or amount: it is the error envelope, 404 for an unknown number, 429 when rate-limited.
import Type, { type Static } from 'typebox';
import { LANGUAGES } from '../domain/i18n/languages.ts';
import { PAY_LINK_NUMBER_PATTERN, PAY_LINK_PAGE_STATUSES, PAY_LINK_STATUSES, PAY_LINK_SUBJECT_MAX } from '../domain/payLinks/statuses.ts';
import { FileBytes, HotelRefParams } from './common.ts';
import { Data, ErrorReplies, Nullable, StringEnum } from './shapes.ts';

export const PayLinkStatusShape = StringEnum(PAY_LINK_STATUSES);
export const PayLinkPageStatusShape = StringEnum(PAY_LINK_PAGE_STATUSES);

const PaymentNumber = Type.String({ pattern: PAY_LINK_NUMBER_PATTERN, maxLength: 64 });
const Amount = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });
const Email = Type.String({ format: 'email', maxLength: 254 });
const Subject = Type.String({ minLength: 1, maxLength: PAY_LINK_SUBJECT_MAX });
const IsoTime = Type.String({ format: 'date-time', maxLength: 40 });
const Reason = Type.String({ minLength: 1, maxLength: 500 });
/** The staff console's own language for error texts; ignored otherwise. */
const Locale = Type.String({ maxLength: 35 });

// ---- Params --------------------------------------------------------------------------------------

/** `/pay_links/{paymentNumber}`: the guest's calls, with no hotel (the page works without ?code=). */
export const PayLinkNumberParams = Type.Object({ paymentNumber: PaymentNumber });
export type PayLinkNumberParams = Static<typeof PayLinkNumberParams>;

/** `/hotels/{id}/tripla_pay/transactions/{transactionId}` (spec part 2 §7.5): the payment number. */
export const TriplaPayTransactionParams = Type.Object({ id: HotelRefParams.properties.id, transactionId: PaymentNumber });
export type TriplaPayTransactionParams = Static<typeof TriplaPayTransactionParams>;

/** `/staff/hotels/{id}/pay_links/{paymentNumber}` */
export const StaffPayLinkParams = Type.Object({ id: HotelRefParams.properties.id, paymentNumber: PaymentNumber });
export type StaffPayLinkParams = Static<typeof StaffPayLinkParams>;

// ---- What the guest sees -------------------------------------------------------------------------

/** The link as the guest's page (and the kiosk) shows it: what is due, to whom, and its outcome. */
export const PayLinkView = Type.Object({
  payment_number: Type.String(),
  hotel_id: Type.Integer(),
  hotel_code: Type.String(),
  hotel_name: Type.String(),
  subject: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  due_at: Type.String(),
  /** The record's state now; `expired` is computed from due_at against the server's clock. */
  status: PayLinkStatusShape,
  /** What the page shows (spec part 1 §3's payment-link statuses). */
  page_status: PayLinkPageStatusShape,
  language: StringEnum(LANGUAGES),
  reservation_number: Nullable(Type.String()),
  paid_at: Nullable(Type.String()),
  refunded_at: Nullable(Type.String()),
  refunded_amount: Type.Integer(),
  /** A paid link has a receipt PDF (GET /pay_links/{n}/receipt). */
  receipt_available: Type.Boolean(),
  /**
   * A signed start of this page visit: sent back with the payment, which is refused (1250,
   * reason pay_page_expired) once it is older than 1 hour (spec part 1 §4). Null when not payable.
   */
  page_session: Nullable(Type.String()),
  /** When the page must ask for a reload (page_session's start + 1 hour). */
  page_expires_at: Nullable(Type.String()),
  /** The hotel's card tokeniser: the page sends the card there (never to the API) for a token. */
  payment_gateway: Type.Object({ tokenization_url: Type.String(), public_key: Type.String(), accepted_card_brands: Type.Array(Type.String()) }),
});
export type PayLinkView = Static<typeof PayLinkView>;

/** POST /pay_links/{n}/payments: a card token from the gateway's tokeniser, never card data. */
export const PayLinkPaymentRequest = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    page_session: Type.String({ minLength: 1, maxLength: 400 }),
    card_brand: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  },
  { additionalProperties: false },
);
export type PayLinkPaymentRequest = Static<typeof PayLinkPaymentRequest>;

/** The payment's answer: paid at once, or a 3-D Secure challenge to open (then POST .../payment_result). */
export const PayLinkPaymentResult = Type.Object({
  outcome: StringEnum(['paid', 'requires_3ds'] as const),
  payment_id: Type.String(),
  challenge_url: Nullable(Type.String()),
  challenge_expires_at: Nullable(Type.String()),
  pay_link: PayLinkView,
});
export type PayLinkPaymentResult = Static<typeof PayLinkPaymentResult>;

/** POST /pay_links/{n}/payment_result: the guest is back from 3-D Secure with the gateway's payment id. */
export const PayLinkPaymentReturnRequest = Type.Object(
  { payment_id: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type PayLinkPaymentReturnRequest = Static<typeof PayLinkPaymentReturnRequest>;

/** GET /pay_links/{n}/receipt and the staff receipt: the name and title printed on it. */
export const PayLinkReceiptQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 400 })),
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type PayLinkReceiptQuery = Static<typeof PayLinkReceiptQuery>;

// ---- QR codes ---------------------------------------------------------------------------------------

/** GET /qr_codes?qr_code=: a QR's content, plain (the page URL or payment number) or encrypted. */
export const QrCodeQuery = Type.Object({ qr_code: Type.String({ minLength: 1, maxLength: 2000 }), locale: Type.Optional(Locale) });
export type QrCodeQuery = Static<typeof QrCodeQuery>;

export const QrCodeResolution = Type.Object({
  type: Type.Literal('pay_link'),
  payment_number: Type.String(),
  hotel_id: Type.Integer(),
  hotel_code: Type.String(),
  /** The guest page's path, `/payments/{paymentNumber}`. */
  path: Type.String(),
});
export type QrCodeResolution = Static<typeof QrCodeResolution>;

// ---- Staff --------------------------------------------------------------------------------------------

/** One link as the staff console lists and opens it. */
export const StaffPayLinkView = Type.Object({
  ...PayLinkView.properties,
  recipient_email: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  cancelled_at: Nullable(Type.String()),
  /** What was captured (0 until paid). */
  paid_amount: Type.Integer(),
  /** What a QR for this link carries: the page path, or the encrypted payload when the brand has encrypted_qr_code_enabled. */
  qr_content: Type.String(),
  /** Why it was cancelled: staff, reservation_cancelled, reservation_updated (reissued). */
  cancel_reason: Nullable(Type.String()),
  /** The link it was reissued as, when a reservation update cancelled this one. */
  replaced_by: Nullable(Type.String()),
});
export type StaffPayLinkView = Static<typeof StaffPayLinkView>;

export const StaffPayLinkListQuery = Type.Object(
  {
    status: Type.Optional(PayLinkStatusShape),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type StaffPayLinkListQuery = Static<typeof StaffPayLinkListQuery>;

export const StaffPayLinkPage = Type.Object({
  data: Type.Array(StaffPayLinkView),
  page: Type.Integer(),
  total_pages: Type.Integer(),
  total_entries: Type.Integer(),
});
export type StaffPayLinkPage = Static<typeof StaffPayLinkPage>;

/**
 * POST /staff/hotels/{id}/pay_links. With a reservation_number and no amount, the amount is what
 * the reservation still owes (its balance); the currency is always the hotel's.
 */
export const CreatePayLinkRequest = Type.Object(
  {
    subject: Subject,
    amount: Type.Optional(Amount),
    due_at: IsoTime,
    reservation_number: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    recipient_email: Type.Optional(Nullable(Email)),
    language: StringEnum(LANGUAGES),
    /** Send the link to recipient_email at once. */
    send: Type.Optional(Type.Boolean()),
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type CreatePayLinkRequest = Static<typeof CreatePayLinkRequest>;

/** PATCH /staff/hotels/{id}/pay_links/{n}: only while open. */
export const UpdatePayLinkRequest = Type.Object(
  {
    subject: Type.Optional(Subject),
    amount: Type.Optional(Amount),
    due_at: Type.Optional(IsoTime),
    recipient_email: Type.Optional(Nullable(Email)),
    language: Type.Optional(StringEnum(LANGUAGES)),
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdatePayLinkRequest = Static<typeof UpdatePayLinkRequest>;

export const CancelPayLinkRequest = Type.Object(
  { reason: Type.Optional(Reason), locale: Type.Optional(Locale) },
  { additionalProperties: false },
);
export type CancelPayLinkRequest = Static<typeof CancelPayLinkRequest>;

export const ResendPayLinkRequest = Type.Object({ locale: Type.Optional(Locale) }, { additionalProperties: false });
export type ResendPayLinkRequest = Static<typeof ResendPayLinkRequest>;

/** POST .../refund: manager only; full when amount is left out, else partial up to what is left. */
export const RefundPayLinkRequest = Type.Object(
  { amount: Type.Optional(Amount), reason: Reason, locale: Type.Optional(Locale) },
  { additionalProperties: false },
);
export type RefundPayLinkRequest = Static<typeof RefundPayLinkRequest>;

// ---- Calls ----------------------------------------------------------------------------------------------

const StaffQuery = Type.Object({ locale: Type.Optional(Locale) });

/** GET /hotels/{id}/tripla_pay/transactions/{transactionId}: the link's status (spec part 2 §7.5). */
export const TriplaPayTransactionCall = { params: TriplaPayTransactionParams, querystring: StaffQuery, response: { 200: Data(PayLinkView), ...ErrorReplies } } as const;
/** GET /pay_links/{n}: the guest page's read (no hotel code). */
export const PayLinkCall = { params: PayLinkNumberParams, querystring: StaffQuery, response: { 200: Data(PayLinkView), ...ErrorReplies } } as const;
export const PayLinkPayCall = { params: PayLinkNumberParams, body: PayLinkPaymentRequest, response: { 200: Data(PayLinkPaymentResult), ...ErrorReplies } } as const;
export const PayLinkPaymentReturnCall = { params: PayLinkNumberParams, body: PayLinkPaymentReturnRequest, response: { 200: Data(PayLinkView), ...ErrorReplies } } as const;
export const PayLinkReceiptCall = { params: PayLinkNumberParams, querystring: PayLinkReceiptQuery, response: { 200: FileBytes, ...ErrorReplies } } as const;
export const QrCodeCall = { querystring: QrCodeQuery, response: { 200: Data(QrCodeResolution), ...ErrorReplies } } as const;

export const StaffPayLinkListCall = { params: HotelRefParams, querystring: StaffPayLinkListQuery, response: { 200: StaffPayLinkPage, ...ErrorReplies } } as const;
export const StaffPayLinkCall = { params: StaffPayLinkParams, querystring: StaffQuery, response: { 200: Data(StaffPayLinkView), ...ErrorReplies } } as const;
export const StaffCreatePayLinkCall = { params: HotelRefParams, body: CreatePayLinkRequest, response: { 201: Data(StaffPayLinkView), ...ErrorReplies } } as const;
export const StaffUpdatePayLinkCall = { params: StaffPayLinkParams, body: UpdatePayLinkRequest, response: { 200: Data(StaffPayLinkView), ...ErrorReplies } } as const;
export const StaffCancelPayLinkCall = { params: StaffPayLinkParams, body: CancelPayLinkRequest, response: { 200: Data(StaffPayLinkView), ...ErrorReplies } } as const;
export const StaffResendPayLinkCall = { params: StaffPayLinkParams, body: ResendPayLinkRequest, response: { 200: Data(StaffPayLinkView), ...ErrorReplies } } as const;
export const StaffRefundPayLinkCall = { params: StaffPayLinkParams, body: RefundPayLinkRequest, response: { 200: Data(StaffPayLinkView), ...ErrorReplies } } as const;
export const StaffPayLinkReceiptCall = { params: StaffPayLinkParams, querystring: PayLinkReceiptQuery, response: { 200: FileBytes, ...ErrorReplies } } as const;

/** The live event sent on channel `noren_events` when a link changes state (kiosk SSE). */
export const PayLinkEvent = Type.Object({
  type: Type.Literal('pay_link'),
  hotelId: Type.Integer(),
  paymentNumber: Type.String(),
  status: PayLinkStatusShape,
});
export type PayLinkEvent = Static<typeof PayLinkEvent>;
