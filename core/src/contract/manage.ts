// Managing a booked reservation (spec part 2 §7.4, part 1 §4): cancel (preview and result), update
// settings (what may change, the quote, the applied update), the guests' names, the reservation's
// additional questions, and a member's or organisation's list. Every call takes the reservation's
// params and the access query (email or bypass_token).
import Type, { type Static } from 'typebox';
import type { CancellationStage } from '../domain/cancellation/fee.ts';
import { CANCELLATION_DETAILS_MAX, CANCELLATION_REASONS } from '../domain/cancellation/reasons.ts';
import type { PaymentType } from '../domain/contract/settings.ts';
import type { UpdateDeadlineSource, UpdateRefusal } from '../domain/reservations/update.ts';
import { ATTACHMENT_ID_PATTERN } from '../domain/reservations/guest.ts';
import { CodeList, HotelRefParams, ISO_DATE_PATTERN } from './common.ts';
import { guestFieldsSchema } from './guest-fields.ts';
import { QuestionListing } from './questions.ts';
import { GuestNamesView, ReservationStatus, ReservationView } from './reservation-view.ts';
import { answerItem, MAX_ROOMS_PER_BOOKING, Occupancy, ReservationAccessProperties, ReservationParams, ReservationQuery } from './reservations.ts';
import { PriceBreakdown } from './search.ts';
import { Data, ErrorReplies, Nullable, StringEnum } from './shapes.ts';

const int = Type.Integer();
const str = Type.String();
const nstr = Nullable(str);
const bool = Type.Boolean();
const named = <T extends string>() => Type.Unsafe<T>(Type.String());
const strict = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const PlanCode = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
const BodyDate = Type.String({ pattern: ISO_DATE_PATTERN });
const reply = <T extends Parameters<typeof Data>[0]>(data: T) => ({ 200: Data(data), ...ErrorReplies });

// ---- Cancel ---------------------------------------------------------------------------------------

/** GET .../cancel: the fee if cancelled now, and what would be refunded. */
export const CancelPreviewView = Type.Object({
  reservation_number: str,
  status: ReservationStatus,
  cancellable: bool,
  /** Why not, when not: same_day_cancellation, after_checkin, already_cancelled, payment_pending, staff_altered, travel_agency. */
  reason: nstr,
  cancellation_fee: int,
  currency: str,
  /** What a captured card payment would get back now. */
  refund_amount: int,
  refund_currency: str,
  /** When the fee changes next (its tier ends), if it does before check-in. */
  fee_changes_at: nstr,
  rooms: Type.Array(Type.Object({ room_index: int, percent: Type.Number(), fee: int, stage: named<CancellationStage>(), changes_at: nstr })),
});
export type CancelPreviewView = Static<typeof CancelPreviewView>;

/** PUT .../cancel. */
export const CancelResultView = Type.Object({
  ...CancelPreviewView.properties,
  refund_status: StringEnum(['none', 'refunded', 'failed']),
});
export type CancelResultView = Static<typeof CancelResultView>;

export const CancelBody = Type.Object({
  reason: StringEnum(CANCELLATION_REASONS),
  details: Type.Optional(Nullable(Type.String({ maxLength: CANCELLATION_DETAILS_MAX }))),
  cancellation_fee_displayed: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
}, strict);
export type CancelBody = Static<typeof CancelBody>;

export const CancelPreviewCall = { params: ReservationParams, querystring: ReservationQuery, response: reply(CancelPreviewView) } as const;
export const CancelCall = { params: ReservationParams, querystring: ReservationQuery, body: CancelBody, response: reply(CancelResultView) } as const;

// ---- Guests ---------------------------------------------------------------------------------------

/** GET and PUT .../guests. */
export const ReservationGuestsView = Type.Object({
  reservation_number: str,
  status: str,
  /** The hotel asks for name readings (kana) on Japanese bookings: the form shows and requires them. */
  kana_used: bool,
  /** False once cancelled, unpaid or after check-out: the form is read-only. */
  editable: bool,
  guest: GuestNamesView,
  rooms: Type.Array(Type.Object({
    ...GuestNamesView.properties,
    reservation_hotel_room_id: int,
    index: int,
    room_type_name: str,
    plan_name: str,
    adults: int,
  })),
});
export type ReservationGuestsView = Static<typeof ReservationGuestsView>;

// The names' wire limits are the booking's (guestFieldsSchema); the guest rules then run in the service.
const guestFields = guestFieldsSchema().properties;
const NameFields = {
  first_name: guestFields.first_name,
  last_name: guestFields.last_name,
  first_name_kana: guestFields.first_name_kana,
  last_name_kana: guestFields.last_name_kana,
};

export const GuestsBody = Type.Object({
  /** Only to be echoed back unchanged: the representative's name is fixed at booking. */
  guest: Type.Optional(Type.Partial(Type.Object(NameFields, strict))),
  rooms: Type.Optional(Type.Array(Type.Object({ reservation_hotel_room_id: Id, ...NameFields }, strict), { maxItems: 20 })),
}, strict);
export type GuestsBody = Static<typeof GuestsBody>;

export const GuestsCall = { params: ReservationParams, querystring: ReservationQuery, response: reply(ReservationGuestsView) } as const;
export const UpdateGuestsCall = { params: ReservationParams, querystring: ReservationQuery, body: GuestsBody, response: reply(ReservationGuestsView) } as const;

// ---- Update settings ------------------------------------------------------------------------------

/** A room as the update sends it: the booked room (room_index) with its new plan and guests. */
export const UpdateRoomSetting = Type.Object({
  /** The booked room this line changes (room_index of GET update_settings). */
  room_index: Type.Integer({ minimum: 0, maximum: MAX_ROOMS_PER_BOOKING - 1 }),
  room_plan_code: PlanCode,
  /** Optional; when given it must be the room plan's room type. */
  room_type_code: Type.Optional(PlanCode),
  ...Occupancy,
}, strict);
export type UpdateRoomSetting = Static<typeof UpdateRoomSetting>;

/** PUT .../update_settings. The shape is checked here; what may change, by core/domain checkUpdate. */
export const UpdateRequest = Type.Object({
  checkin_date: BodyDate,
  checkout_date: BodyDate,
  rooms: Type.Array(UpdateRoomSetting, { minItems: 1, maxItems: MAX_ROOMS_PER_BOOKING }),
  /** false: a quote only; true: apply it. */
  confirm: bool,
  /** The new total the guest saw in the quote; required when confirm is true (the API refuses the update when it has moved). */
  expected_total: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  /** A single-use card token from the gateway, when the increase is charged to a card. */
  card_token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
}, strict);
export type UpdateRequest = Static<typeof UpdateRequest>;

/** A booked room as update_settings describes it. */
export const UpdateRoomView = Type.Object({
  room_index: int,
  room_type_code: str,
  room_plan_code: str,
  hotel_plan_code: str,
  room_type_name: str,
  plan_name: str,
  adults: int,
  children: int,
  kids_tiers: Type.Array(Type.Object({ code: str, children: int })),
  /** Ages when the guest gave ages (null for a child given by tier only). */
  kids_ages: Type.Array(Nullable(int)),
  guest: GuestNamesView,
});
export type UpdateRoomView = Static<typeof UpdateRoomView>;

/** One room plan a room may move to: only plans of the original booking (part 1 §4). */
export const UpdatePlanOption = Type.Object({
  room_plan_code: str,
  room_type_code: str,
  hotel_plan_code: str,
  room_type_name: str,
  plan_name: str,
  min_adults: int,
  max_adults: int,
  max_children: int,
  max_occupancy: int,
});
export type UpdatePlanOption = Static<typeof UpdatePlanOption>;

/** GET .../update_settings. */
export const UpdateSettingsView = Type.Object({
  reservation_number: str,
  status: ReservationStatus,
  updatable: bool,
  /** Why not: cancelled, travel_agency, staff_altered, payment_pending, update_deadline_passed. */
  reason: Nullable(named<UpdateRefusal>()),
  /** The error code PUT would answer for that reason (1000, 9403, 3014, 3016), and its message key. */
  reason_code: Nullable(int),
  message_key: nstr,
  /** The agency's (the hotel's) site for travel_agency. */
  redirect_url: nstr,
  update_deadline_at: nstr,
  update_deadline_source: named<UpdateDeadlineSource>(),
  min_nights: int,
  is_day_use: bool,
  checkin_date: str,
  checkout_date: str,
  nights: int,
  currency: str,
  total_price: int,
  payment_type: named<PaymentType>(),
  /** An increase is charged to a card (card_token needed) and a decrease refunded to it. */
  paid_by_card: bool,
  rooms: Type.Array(UpdateRoomView),
  /** Room plans of the reservation's own hotel plans: the only ones a room may switch to. */
  plan_options: Type.Array(UpdatePlanOption),
  max_guests_per_room: int,
  can_remove_rooms: bool,
  can_reduce_nights: bool,
});
export type UpdateSettingsView = Static<typeof UpdateSettingsView>;

/** PUT .../update_settings with confirm false: the quote. */
export const UpdateQuote = Type.Object({
  confirmed: bool,
  reservation_number: str,
  checkin_date: str,
  checkout_date: str,
  nights: int,
  currency: str,
  /** The new price breakdown, the shape of GET /rooms/price and of the booking. */
  price: PriceBreakdown,
  total_price: int,
  previous_total_price: int,
  /** New total less old, minor units: positive is owed, negative is refunded. */
  price_difference: int,
  /** charge: the difference is charged to card_token; refund: refunded to the card; none: the amount due at the hotel changes. */
  settlement: StringEnum(['charge', 'refund', 'none']),
  card_token_required: bool,
  update_deadline_at: nstr,
});
export type UpdateQuote = Static<typeof UpdateQuote>;

/** PUT .../update_settings with confirm true: the applied update. */
export const UpdateResult = Type.Object({
  ...UpdateQuote.properties,
  settlement_status: StringEnum(['none', 'charged', 'charge_failed', 'refunded', 'refund_failed']),
  charged_amount: int,
  refunded_amount: int,
  reservation: ReservationView,
});
export type UpdateResult = Static<typeof UpdateResult>;

export const UpdateSettingsCall = { params: ReservationParams, querystring: ReservationQuery, response: reply(UpdateSettingsView) } as const;
/**
 * A quote or the applied update: the result carries every field of the quote and more, so the
 * result's schema describes both answers (a quote has none of the extra, optional here only in
 * the sense that a quote does not send them).
 */
export const UpdateCall = {
  params: ReservationParams,
  querystring: ReservationQuery,
  body: UpdateRequest,
  response: reply(Type.Union([UpdateResult, UpdateQuote])),
} as const;

// ---- Additional questions of a reservation ---------------------------------------------------------

const TIME = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
const PeopleCount = Type.Integer({ minimum: 0, maximum: 99 });
export const RESERVATION_QUESTION_TYPES = ['notification', 'checkin', 'checkout', 'people_per_room', 'free'] as const;
const QUESTION_TYPE = `(${RESERVATION_QUESTION_TYPES.join('|')})`;

/** One room's answer to a per-room question; which fields are set depends on the question_type. */
export const ReservationAnswerRoom = Type.Object({
  /** reservation_rooms.id */
  reservation_hotel_room_id: Id,
  checkin_time: Type.Optional(TIME),
  checkout_time: Type.Optional(TIME),
  adults: Type.Optional(PeopleCount),
  men_count: Type.Optional(PeopleCount),
  women_count: Type.Optional(PeopleCount),
}, strict);
export type ReservationAnswerRoom = Static<typeof ReservationAnswerRoom>;

export const AnswersBody = Type.Object({
  answers: Type.Array(answerItem({ rooms: Type.Optional(Type.Array(ReservationAnswerRoom, { maxItems: 20 })) }), { minItems: 1, maxItems: 100 }),
}, strict);
export type AnswersBody = Static<typeof AnswersBody>;
export type AnswerInput = AnswersBody['answers'][number];

export const ReservationQuestionsQuery = Type.Object({
  ...ReservationAccessProperties,
  /** {"label_filters": ["place_confirmation_screen", ...]} */
  q: Type.Optional(Type.String({ maxLength: 2000 })),
  room_plan_codes: Type.Optional(CodeList),
  'room_plan_codes[]': Type.Optional(CodeList),
  /** Comma list; every type but notification when left out. */
  question_types: Type.Optional(Type.String({ maxLength: 100, pattern: `^${QUESTION_TYPE}(,${QUESTION_TYPE})*$` })),
});

/** POST /hotels/{id}/file_attachments, one stored file (an image answering a question). */
export const FileAttachmentView = Type.Object({ id: str, file_name: str, content_type: str, byte_size: int });
export type FileAttachmentView = Static<typeof FileAttachmentView>;

/** The upload's answer (201): the files stored, in the order sent. Its body is multipart, not JSON. */
export const UploadFileAttachmentsCall = { params: HotelRefParams, response: { 201: Data(Type.Array(FileAttachmentView)), ...ErrorReplies } } as const;

/** The download answers the stored bytes with their content type, so only its input is described. */
export const FileAttachmentParams = Type.Object({ id: HotelRefParams.properties.id, attachmentId: Type.String({ pattern: ATTACHMENT_ID_PATTERN }) });
export const DownloadFileAttachmentCall = { params: FileAttachmentParams, querystring: ReservationQuery } as const;

/** GET .../additional_questions of a reservation: a question and the answer given so far. */
export const ReservationQuestionView = Type.Object({
  ...QuestionListing.properties,
  answered: bool,
  answer: Nullable(Type.Object({
    text: nstr,
    options: Type.Array(str),
    rooms: Type.Array(Type.Object({
      reservation_hotel_room_id: int,
      checkin_time: Type.Optional(str),
      checkout_time: Type.Optional(str),
      adults: Type.Optional(int),
      men_count: Type.Optional(int),
      women_count: Type.Optional(int),
    })),
  })),
  attachments: Type.Array(FileAttachmentView),
  /** Where each attachment is downloaded: GET with Client-Session and the reservation's bypass_token or email. */
  remote_attachments_urls: Type.Array(str),
});
export type ReservationQuestionView = Static<typeof ReservationQuestionView>;

const QuestionsData = Type.Object({ additional_questions: Type.Array(ReservationQuestionView) });

export const ReservationQuestionsCall = { params: ReservationParams, querystring: ReservationQuestionsQuery, response: reply(QuestionsData) } as const;
export const SaveAnswersCall = {
  params: ReservationParams,
  querystring: ReservationQuery,
  body: AnswersBody,
  response: { 200: Data(QuestionsData), 201: Data(QuestionsData), ...ErrorReplies },
} as const;

// ---- A member's or organisation's reservations ------------------------------------------------------

export const UserReservationsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  status: StringEnum(['upcoming', 'completed', 'cancelled', 'lottery'], { default: 'upcoming' }),
}, strict);

/** GET /user/reservations: one page of the account's reservations (no `data` wrapper of its own). */
export const ReservationPage = Type.Object({ data: Type.Array(ReservationView), page: int, total_pages: int, total_entries: int });
export type ReservationPage = Static<typeof ReservationPage>;

export const UserReservationsCall = { querystring: UserReservationsQuery, response: { 200: ReservationPage, ...ErrorReplies } } as const;

// ---- Receipt ----------------------------------------------------------------------------------------

/**
 * GET .../receipt: a PDF (no JSON answer to describe). Shapes only, with loose bounds; the fields'
 * own rules (8 digits, letters, length) are checked by the service, which names the field.
 */
export const ReceiptQuery = Type.Object({
  ...ReservationAccessProperties,
  name: Type.Optional(Type.String({ maxLength: 400 })),
  receipt_title: Type.Optional(Type.String({ maxLength: 400 })),
  receipt_unicode: Type.Optional(Type.String({ maxLength: 40 })),
});
export type ReceiptQuery = Static<typeof ReceiptQuery>;
