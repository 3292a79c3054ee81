// The reservation calls' requests (spec part 2 §7.4): POST /hotels/{id}/reservations and its
// payment_result, and the params and access query every reservation call shares. The body's shape
// is checked here (a junk value is code 1000 naming the field); the guest rules of part 1 §5 then
// run from core/domain, the yup schema the booking form uses, whose constants guestFieldsSchema()
// reads. Limits are generous bounds on what reaches the database; the business limits (rooms per
// booking, guests per room) are the hotel's and are checked by pricing.
import Type, { type Static } from 'typebox';
import { LANGUAGES } from '../domain/i18n/languages.ts';
import { PAYMENT_TYPES } from '../domain/payments/paymentTypes.ts';
import { ANSWER_MAX_ATTACHMENTS, ANSWER_MAX_LENGTH, ATTACHMENT_ID_PATTERN } from '../domain/reservations/guest.ts';
import { HOTEL_CODE_PATTERN, HotelRefParams, ISO_DATE_PATTERN, ReservationNumberParams } from './common.ts';
import { guestFieldsSchema } from './guest-fields.ts';
import { CreateReservationResult, PaymentResultView, ReservationView } from './reservation-view.ts';
import { Data, ErrorReplies, Nullable, StringEnum } from './shapes.ts';

/** At most this many rooms in one booking body; the hotel's multi-room limit is checked by pricing. */
export const MAX_ROOMS_PER_BOOKING = 20;

const BodyDate = Type.String({ pattern: ISO_DATE_PATTERN });
const PlanCode = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
const text = (max: number) => Type.String({ maxLength: max });
const nullableText = (max: number) => Nullable(text(max));
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Money = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const AttachmentIds = Type.Array(Type.String({ pattern: ATTACHMENT_ID_PATTERN }), { maxItems: ANSWER_MAX_ATTACHMENTS });
/** Bodies are strict: a field not listed is refused (code 1000). */
const strict = { additionalProperties: false } as const;

/** Who stays in a room: the booking's rooms and update_settings' rooms take the same. */
export const Occupancy = {
  adults: Type.Integer({ minimum: 1, maximum: 99 }),
  kids_tiers: Type.Optional(Type.Array(
    Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }), children: Type.Integer({ minimum: 0, maximum: 99 }) }, strict),
    { maxItems: 20 },
  )),
  kids_ages: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 17 }), { maxItems: 50 })),
};

/**
 * One answer to an additional question, at booking and on the booked reservation; `extra` holds
 * what only one of them takes, placed before attachment_ids so the fields keep their order.
 */
export const answerItem = <E extends Parameters<typeof Type.Object>[0]>(extra: E) => Type.Object({
  question_id: Id,
  answer: Type.Optional(nullableText(ANSWER_MAX_LENGTH)),
  options: Type.Optional(Type.Array(text(200), { maxItems: 50 })),
  ...extra,
  attachment_ids: Type.Optional(AttachmentIds),
}, strict);

const guest = guestFieldsSchema();
/** The booker's names, as each room's own guest gives them. */
export const RoomGuestFields = Type.Object({
  first_name: guest.properties.first_name,
  last_name: guest.properties.last_name,
  first_name_kana: guest.properties.first_name_kana,
  last_name_kana: guest.properties.last_name_kana,
}, strict);

export const CreateReservationRoom = Type.Object({
  room_plan_code: PlanCode,
  ...Occupancy,
  /** Who stays in this room; the person booking when left out. */
  guest: Type.Optional(Nullable(RoomGuestFields)),
  /** Accepted for the spec's body shape and ignored: discounts are always computed by the server. */
  discounts: Type.Optional(Type.Array(Type.Object({ type: Type.Optional(StringEnum(['rounding', 'special'])) }), { maxItems: 10 })),
}, strict);
export type CreateReservationRoom = Static<typeof CreateReservationRoom>;

export const CreateReservationExtra = Type.Object({
  extra_id: Id,
  quantity: Type.Integer({ minimum: 1, maximum: 999 }),
  /** Index into rooms; 0 when left out. */
  room: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ROOMS_PER_BOOKING - 1 })),
  /** Date-bound extras: the stay date; the first night when left out. */
  date: Type.Optional(BodyDate),
}, strict);
export type CreateReservationExtra = Static<typeof CreateReservationExtra>;

// Ids from POST /hotels/{id}/file_attachments; `attachments` is the older name of the same list.
export const CreateReservationAnswer = answerItem({ attachments: Type.Optional(AttachmentIds) });
export type CreateReservationAnswer = Static<typeof CreateReservationAnswer>;

export const CreateReservationRequest = Type.Object({
  checkin_date: BodyDate,
  checkout_date: BodyDate,
  is_day_use: Type.Optional(Type.Boolean()),
  rooms: Type.Array(CreateReservationRoom, { minItems: 1, maxItems: MAX_ROOMS_PER_BOOKING }),
  guest,
  /** The box shown when the brand's email_consent_setting is enabled: ticked, the address is subscribed. */
  email_consent: Type.Optional(Type.Boolean()),
  payment: Type.Object({
    type: StringEnum(PAYMENT_TYPES),
    /** Card types: the single-use token from the gateway's tokeniser (never the card itself)... */
    token: Type.Optional(nullableText(200)),
    /** ...or a signed-in member's saved card. */
    saved_card_id: Type.Optional(nullableText(200)),
    /** A signed-in member paying by a new card keeps it for next time, once it has been charged. */
    save_card: Type.Optional(Type.Boolean()),
    /** The brand the rules were checked for; required to pay in a shown currency other than the hotel's. */
    card_brand: Type.Optional(nullableText(32)),
  }, strict),
  extras: Type.Optional(Type.Array(CreateReservationExtra, { maxItems: 50 })),
  answers: Type.Optional(Type.Array(CreateReservationAnswer, { maxItems: 100 })),
  coupon_code: Type.Optional(nullableText(64)),
  promo_code: Type.Optional(nullableText(64)),
  /** The multi-currency view the guest saw, if any. */
  mcp_currency: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{3}$' }))),
  /** total_price the guest was shown, minor units of the hotel currency. */
  expected_total_price: Money,
  /** mcp_total_price.cents the guest was shown, when mcp_currency is set. */
  expected_mcp_total_price: Type.Optional(Nullable(Money)),
  /** The language of the booking (mails, the reservation's names); the request language when left out. */
  language: Type.Optional(StringEnum(LANGUAGES)),
  lottery_result: Type.Optional(Nullable(Type.Object({ entry_number: Type.Optional(nullableText(64)) }, strict))),
}, strict);
export type CreateReservationRequest = Static<typeof CreateReservationRequest>;

export const CreateReservationHeaders = Type.Object({
  // Printable ASCII, long enough to hold a UUID; see the API's idempotency.ts for why not shorter.
  'idempotency-key': Type.Optional(Type.String({ pattern: '^[\\x21-\\x7e]{16,200}$' })),
});

/** `{number}` is the reservation number (any case, the dash optional) or its numeric id. */
export const ReservationParams = ReservationNumberParams;

export const BrandReservationParams = Type.Object({
  brandId: Type.String({ pattern: HOTEL_CODE_PATTERN }),
  number: ReservationNumberParams.properties.number,
});
export type BrandReservationParams = Static<typeof BrandReservationParams>;

/** The access query of every reservation call (GET, cancel, update, guests, questions, receipt). */
export const ReservationAccessProperties = {
  bypass_token: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  locale: Type.Optional(Type.String({ maxLength: 35 })),
};
export const ReservationQuery = Type.Object(ReservationAccessProperties);
export type ReservationQuery = Static<typeof ReservationQuery>;

export const PaymentResultBody = Type.Object({ bypass_token: Type.String({ minLength: 1, maxLength: 200 }) }, strict);

export const CreateReservationCall = {
  params: HotelRefParams,
  body: CreateReservationRequest,
  headers: CreateReservationHeaders,
  response: { 201: Data(CreateReservationResult), ...ErrorReplies },
} as const;
export const PaymentResultCall = { params: ReservationParams, body: PaymentResultBody, response: { 200: Data(PaymentResultView), ...ErrorReplies } } as const;
export const ReservationCall = { params: ReservationParams, querystring: ReservationQuery, response: { 200: Data(ReservationView), ...ErrorReplies } } as const;
export const BrandReservationCall = { params: BrandReservationParams, querystring: ReservationQuery, response: { 200: Data(ReservationView), ...ErrorReplies } } as const;
