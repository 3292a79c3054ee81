// The corporate admin console's reservation calls (issue #15; the list of calls is at the top of
// organisation-admin.ts): the organisation's reservations with filters, sorts and keyset pages,
// one reservation read-only, and the CSV export (a direct download or a 24-hour link).
import Type, { type Static } from 'typebox';
import { FileBytes, HOTEL_CODE_PATTERN } from './common.ts';
import { CURSOR_PATTERN } from './audit.ts';
import { FISCAL_YEAR_MAX, FISCAL_YEAR_MIN, OrganisationParams } from './organisation-admin.ts';
import { ReservationView } from './reservation-view.ts';
import { Data, ErrorReplies, Nullable, StringEnum } from './shapes.ts';

/** A page is 200 rows (issue #15); tests and screens may ask for fewer. */
export const ORG_RESERVATION_PAGE = 200;

/** Every column sorts; total_price sorts within its currency (amounts of two currencies are never compared or summed). */
export const ORG_RESERVATION_SORTS = [
  'guest_name', 'hotel', 'checkin_date', 'checkout_date', 'nights', 'rooms', 'room_nights',
  'reserved_at', 'reservation_number', 'booker', 'status', 'total_price', 'currency',
] as const;
export type OrgReservationSort = (typeof ORG_RESERVATION_SORTS)[number];

export const ORG_RESERVATION_STATUSES = ['done', 'cancelled', 'payment_pending'] as const;
export const EXPORT_ENCODINGS = ['excel', 'utf8'] as const;
export type ExportEncoding = (typeof EXPORT_ENCODINGS)[number];
export const EXPORT_DELIVERIES = ['download', 'link'] as const;
export type ExportDelivery = (typeof EXPORT_DELIVERIES)[number];

/** The filter and sort, shared by the list's query and the export's body. */
const filterFields = {
  /** Reservations with a night (or a day-use date) in that fiscal year of the contract. */
  fiscal_year: Type.Optional(Type.Integer({ minimum: FISCAL_YEAR_MIN, maximum: FISCAL_YEAR_MAX })),
  /** A period (month) of fiscal_year, 1 = its first month; needs fiscal_year. */
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  hotel: Type.Optional(Type.String({ pattern: HOTEL_CODE_PATTERN })),
  status: Type.Optional(StringEnum(ORG_RESERVATION_STATUSES)),
  /** An organisation user's id: the reservations that user booked. */
  booker: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  /** Part of the guest's name; matches nothing while names are masked. */
  guest: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** Free text: the number, the hotel's name or code, the booker's name, and the guest's name unless masked. */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  sort: Type.Optional(StringEnum(ORG_RESERVATION_SORTS)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
};

export const OrgReservationListQuery = Type.Object(
  {
    ...filterFields,
    cursor: Type.Optional(Type.String({ pattern: CURSOR_PATTERN })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ORG_RESERVATION_PAGE })),
    locale: Type.Optional(Type.String({ maxLength: 35 })),
  },
  { additionalProperties: false },
);
export type OrgReservationListQuery = Static<typeof OrgReservationListQuery>;

export const OrgReservationFilter = Type.Object(filterFields, { additionalProperties: false });
export type OrgReservationFilter = Static<typeof OrgReservationFilter>;

export const OrgReservationRow = Type.Object({
  reservation_number: Type.String(),
  /** "First Last"; masked ("H*** Y***") when the contract masks names. */
  guest_name: Type.String(),
  hotel: Type.Object({ code: Type.String(), name: Type.String() }),
  checkin_date: Type.String(),
  checkout_date: Type.String(),
  /** 0 for a day-use. */
  nights: Type.Integer(),
  is_day_use: Type.Boolean(),
  rooms: Type.Integer(),
  /** Room-nights counted against the contract (rooms × nights, a day-use 1 per room; 0 unless reserved). */
  room_nights: Type.Integer(),
  /** When it was booked (ISO 8601). */
  reserved_at: Type.String(),
  booker: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  status: StringEnum(ORG_RESERVATION_STATUSES),
  total_price: Type.Integer(),
  currency: Type.String(),
});
export type OrgReservationRow = Static<typeof OrgReservationRow>;

export const OrgReservationPage = Type.Object({
  data: Type.Array(OrgReservationRow),
  /** The next page's cursor; null on the last page. */
  next_cursor: Nullable(Type.String()),
  /** Reservations matching the filter (all pages). */
  total_entries: Type.Integer(),
  /** Room-nights counted, of the matching reservations, inside the fiscal year or month filtered on (all pages). */
  room_nights: Type.Integer(),
  /** Read live: the time of the query. */
  as_of: Type.String(),
  masked: Type.Boolean(),
});
export type OrgReservationPage = Static<typeof OrgReservationPage>;

export const OrgReservationParams = Type.Object({
  ...OrganisationParams.properties,
  number: Type.String({ maxLength: 40, pattern: '^[Nn][Rr][Nn]-?[A-Za-z0-9]{1,30}$' }),
});
export type OrgReservationParams = Static<typeof OrgReservationParams>;

export const ExportRequest = Type.Object(
  {
    filter: Type.Optional(OrgReservationFilter),
    encoding: Type.Optional(StringEnum(EXPORT_ENCODINGS)),
    delivery: Type.Optional(StringEnum(EXPORT_DELIVERIES)),
    /** The language of the header row (en when left out or not one of the eight). */
    locale: Type.Optional(Type.String({ maxLength: 35 })),
  },
  { additionalProperties: false },
);
export type ExportRequest = Static<typeof ExportRequest>;

export const ExportLink = Type.Object({
  id: Type.String(),
  /** The authenticated link (under /api/v1): GET it with the admin's bearer. */
  url: Type.String(),
  filename: Type.String(),
  expires_at: Type.String(),
  row_count: Type.Integer(),
  encoding: StringEnum(EXPORT_ENCODINGS),
});
export type ExportLink = Static<typeof ExportLink>;

export const ExportParams = Type.Object({ ...OrganisationParams.properties, exportId: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) });
export type ExportParams = Static<typeof ExportParams>;

export const OrgReservationListCall = { params: OrganisationParams, querystring: OrgReservationListQuery, response: { 200: OrgReservationPage, ...ErrorReplies } } as const;
export const OrgReservationCall = { params: OrgReservationParams, response: { 200: Data(ReservationView), ...ErrorReplies } } as const;
/** 200: the CSV itself (delivery download); 201: the link (delivery link). */
export const ReservationExportCall = { params: OrganisationParams, body: ExportRequest, response: { 200: FileBytes, 201: Data(ExportLink), ...ErrorReplies } } as const;
export const ReservationExportFileCall = { params: ExportParams, response: { 200: FileBytes, ...ErrorReplies } } as const;
