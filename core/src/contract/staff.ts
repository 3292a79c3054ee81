// The facility staff console's calls under /staff/hotels/{id}/ (Noren's own paths; the spec shows
// no staff screens): reservations (list, one, its receipt PDF) and the mail outbox (list, one).
import Type, { type Static } from 'typebox';
import type { ReservationStatus } from '../domain/contract/reservations.ts';
import { ReservationView } from './reservation-view.ts';
import { FileBytes, HotelRefParams, ISO_DATE_PATTERN, ReservationNumberParams } from './common.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

/** Far beyond any hotel's history; it only keeps the offset a sane number. */
export const MAX_PAGE = 10_000;
const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE });
/** The console's own language for the error texts; ignored otherwise. */
const Locale = Type.String({ maxLength: 35 });

export const StaffReservationListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    checkin_from: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN })),
    checkin_to: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN })),
    status: Type.Optional(Type.Union([Type.Literal('done'), Type.Literal('cancelled'), Type.Literal('payment_pending')])),
    page: Type.Optional(Page),
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type StaffReservationListQuery = Static<typeof StaffReservationListQuery>;

export const StaffReceiptQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 400 })),
    locale: Type.Optional(Locale),
    receipt_title: Type.Optional(Type.String({ maxLength: 400 })),
    receipt_unicode: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type StaffReceiptQuery = Static<typeof StaffReceiptQuery>;

export const OutboxStatus = Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed'), Type.Literal('logged')]);

export const StaffOutboxListQuery = Type.Object(
  { status: Type.Optional(OutboxStatus), page: Type.Optional(Page), locale: Type.Optional(Locale) },
  { additionalProperties: false },
);
export type StaffOutboxListQuery = Static<typeof StaffOutboxListQuery>;

export const OutboxMailParams = Type.Object({ id: HotelRefParams.properties.id, mailId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** GET /staff/hotels/{id}/reservations, one row. */
export const StaffReservationRow = Type.Object({
  reservation_number: Type.String(),
  status: Type.Unsafe<ReservationStatus>(Type.String()),
  guest_name: Type.String(),
  email: Type.String(),
  checkin_date: Type.String(),
  checkout_date: Type.String(),
  rooms: Type.Integer(),
  total_price: Type.Integer(),
  currency: Type.String(),
  payment_type: Type.String(),
  created_at: Type.String(),
  /** Who booked: guest, member or organisation. */
  booked_by: Type.Union([Type.Literal('guest'), Type.Literal('member'), Type.Literal('organisation')]),
});
export type StaffReservationRow = Static<typeof StaffReservationRow>;

const pageOf = <T extends Parameters<typeof Type.Array>[0]>(row: T) =>
  Type.Object({ data: Type.Array(row), page: Type.Integer(), total_pages: Type.Integer(), total_entries: Type.Integer() });

export const StaffReservationPage = pageOf(StaffReservationRow);
export type StaffReservationPage = Static<typeof StaffReservationPage>;

/** GET /staff/hotels/{id}/mail_outbox: the guest mails of the hotel, newest first. */
export const StaffOutboxRow = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  /** logged: no SMTP is configured, so the mail is kept here for the staff to read. */
  status: OutboxStatus,
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  reservation_number: Nullable(Type.String()),
  created_at: Type.String(),
  sent_at: Nullable(Type.String()),
});
export type StaffOutboxRow = Static<typeof StaffOutboxRow>;

export const StaffOutboxPage = pageOf(StaffOutboxRow);
export type StaffOutboxPage = Static<typeof StaffOutboxPage>;

/** GET /staff/hotels/{id}/mail_outbox/{mailId}: the row and the text the guest was (or would be) sent. */
export const StaffOutboxMail = Type.Object({ ...StaffOutboxRow.properties, text_body: Type.String() });
export type StaffOutboxMail = Static<typeof StaffOutboxMail>;

/** The reservation as the guest's own GET shows it. */
export const StaffReservationDetail = ReservationView;

export const StaffReservationListCall = { params: HotelRefParams, querystring: StaffReservationListQuery, response: { 200: StaffReservationPage, ...ErrorReplies } } as const;
export const StaffReservationCall = { params: ReservationNumberParams, response: { 200: Data(StaffReservationDetail), ...ErrorReplies } } as const;
/** The receipt PDF on success; errors are the envelope. */
export const StaffReceiptCall = { params: ReservationNumberParams, querystring: StaffReceiptQuery, response: { 200: FileBytes, ...ErrorReplies } } as const;
export const StaffOutboxListCall = { params: HotelRefParams, querystring: StaffOutboxListQuery, response: { 200: StaffOutboxPage, ...ErrorReplies } } as const;
export const StaffOutboxMailCall = { params: OutboxMailParams, response: { 200: Data(StaffOutboxMail), ...ErrorReplies } } as const;
