// The reservation as the API shows it (spec part 2 §7.4, part 1 §3 "Reservation"): GET
// /hotels/{id}/reservations/{number}, the booking's answer, and the staff console's detail.
import Type, { type Static } from 'typebox';
import type { Language } from '../domain/i18n/languages.ts';
import type { BankAccountType, PaymentType } from '../domain/contract/settings.ts';
import { PriceFields } from './search.ts';
import { Nullable, StringEnum } from './shapes.ts';

const int = Type.Integer();
const str = Type.String();
const nstr = Nullable(str);
const bool = Type.Boolean();
const named = <T extends string>() => Type.Unsafe<T>(Type.String());

export const ReservationStatus = StringEnum(['done', 'cancelled', 'payment_pending']);
export type ReservationStatus = Static<typeof ReservationStatus>;

export const ReservationGuestView = Type.Object({
  first_name: str,
  last_name: str,
  first_name_kana: nstr,
  last_name_kana: nstr,
  email: str,
  phone: str,
  postal_code: nstr,
  prefecture_or_state: nstr,
  street_address: nstr,
  building_name_and_number: nstr,
});
export type ReservationGuestView = Static<typeof ReservationGuestView>;

export const ReservationChildView = Type.Object({
  tier: str,
  /** The age given at booking (kids_ages), else null. */
  age: Nullable(int),
  /** The tier's age range, for "children with ages" when only the tier is known. */
  age_from: Nullable(int),
  age_to: Nullable(int),
});
export type ReservationChildView = Static<typeof ReservationChildView>;

export const ReservationCancellationPolicy = Type.Object({
  code: str,
  name: str,
  cancel_before_at: Nullable(int),
  cancellation_policy_parts: Type.Array(Type.Object({ days_before: int, percentage_of_cost: int, time_of_day: nstr })),
  no_show_percentage_of_cost: int,
  same_day_percentage_of_cost: int,
  lines: Type.Array(Type.Object({
    kind: StringEnum(['days_before', 'same_day', 'no_show', 'default']),
    days_before: Nullable(int),
    percentage_of_cost: int,
    time_of_day: nstr,
  })),
});
export type ReservationCancellationPolicy = Static<typeof ReservationCancellationPolicy>;

export const GuestNamesView = Type.Object({ first_name: str, last_name: str, first_name_kana: nstr, last_name_kana: nstr });
export type GuestNamesView = Static<typeof GuestNamesView>;

export const ReservationRoomView = Type.Object({
  index: int,
  room_type_code: str,
  room_type_name: str,
  room_plan_code: str,
  hotel_plan_code: str,
  plan_name: str,
  adults: int,
  children: Type.Array(ReservationChildView),
  guest: GuestNamesView,
  /** The room's rate before discounts (original_price) and every other price field of the room. */
  room_rate: int,
  prices: PriceFields,
  nights: Type.Array(Type.Object({ date: str, prices: PriceFields })),
  discounts: Type.Array(Type.Object({ type: StringEnum(['rounding', 'special', 'coupon', 'promotion']), discount_amount: int })),
  cancellation_policy: Nullable(ReservationCancellationPolicy),
});
export type ReservationRoomView = Static<typeof ReservationRoomView>;

export const ReservationExtraView = Type.Object({
  extra_id: int,
  code: str,
  name: str,
  room_index: int,
  date: nstr,
  quantity: int,
  unit_price: int,
  price_without_tax: int,
  price: int,
});
export type ReservationExtraView = Static<typeof ReservationExtraView>;

export const ReservationAnswerView = Type.Object({ question_id: int, question: str, answer: nstr, options: Type.Array(str), attachments: Type.Array(str) });
export type ReservationAnswerView = Static<typeof ReservationAnswerView>;

/** The display summary of part 1 §3 "Reservation", in minor units of `currency`. */
export const ReservationSummary = Type.Object({
  room_rate: int,
  tax: int,
  accommodation_tax: int,
  /** No service charge is priced yet (the engine has none): always 0 for now. */
  service_fee: int,
  extras: int,
  /** Before discounts, tax included. */
  subtotal: int,
  discounts: int,
  point_discount: int,
  /** Null unless the payment type takes a deposit. */
  deposit_percent: Nullable(int),
  deposit_amount: int,
  /** What is still to pay after booking (at the hotel, by invoice or transfer). */
  remaining_amount: int,
  total: int,
});
export type ReservationSummary = Static<typeof ReservationSummary>;

/** The hotel's account in the reservation's language (BankTransferAccount, resolved). */
export const BankTransferInstructions = Type.Object({
  bank_name: str,
  branch_name: str,
  account_type: named<BankAccountType>(),
  account_number: str,
  account_holder: str,
  swift_code: nstr,
  /** The hotel's free note (reference to give, fees); null when it wrote none. */
  note: nstr,
});
export type BankTransferInstructions = Static<typeof BankTransferInstructions>;

/** What a bank_transfer reservation still asks of the guest: how much, by when, to where. */
export const BankTransferView = Type.Object({
  /** The transfer must arrive by this date (hotel's time zone). */
  due_date: str,
  /** remaining_amount, minor units of `currency`. */
  amount: int,
  currency: str,
  /** Null when the hotel has not configured its account: the guest is told to ask the hotel. */
  instructions: Nullable(BankTransferInstructions),
});
export type BankTransferView = Static<typeof BankTransferView>;

/** One refund to the guest's card: amount in minor units of currency, when the gateway answered, why. */
export const ReservationRefundView = Type.Object({ amount: int, currency: str, reason: StringEnum(['cancellation', 'update']), refunded_at: str });
export type ReservationRefundView = Static<typeof ReservationRefundView>;

/**
 * Where the money of a reservation stands. status is the card payment's own; refund_status says
 * whether any of it went back. Amounts are minor units of currency: paid X, fee Y, refunded X − Y.
 */
export const ReservationPaymentView = Type.Object({
  type: named<PaymentType>(),
  status: nstr,
  /** Held on the card now (an update's refund lowers it); kept for older clients. */
  charged_amount: int,
  remaining_amount: int,
  currency: str,
  /** Captured from the guest's card in all (the booking's charge and any update's). */
  paid_amount: int,
  refunded_amount: int,
  /** What the cancellation keeps, in currency; null unless cancelled. */
  cancellation_fee: Nullable(int),
  /** none; pending or failed while a cancellation's refund is under way or did not go through. */
  refund_status: StringEnum(['none', 'pending', 'partly_refunded', 'refunded', 'failed']),
  refunds: Type.Array(ReservationRefundView),
});
export type ReservationPaymentView = Static<typeof ReservationPaymentView>;

export const ReservationView = Type.Object({
  id: int,
  reservation_number: str,
  status: ReservationStatus,
  /** Whose booking it is (part 1 §6): changing a member's or organisation's needs that sign-in. */
  booked_by: StringEnum(['guest', 'member', 'organisation']),
  hotel: Type.Object({ id: int, code: str, name: str, url: nstr, time_zone: str }),
  language: named<Language>(),
  currency: str,
  mcp_currency: nstr,
  /** Units of mcp_currency per unit of currency at booking, a decimal string; null without mcp. */
  exchange_rate: nstr,
  checkin_date: str,
  checkout_date: str,
  is_day_use: bool,
  nights: int,
  adults: int,
  children: int,
  children_ages: Type.Array(Nullable(int)),
  guest: ReservationGuestView,
  notes: nstr,
  booking_for_someone_else: bool,
  payment: ReservationPaymentView,
  /** Set for bank_transfer reservations, else null. */
  bank_transfer: Nullable(BankTransferView),
  coupon_code: nstr,
  rooms: Type.Array(ReservationRoomView),
  extras: Type.Array(ReservationExtraView),
  answers: Type.Array(ReservationAnswerView),
  prices: PriceFields,
  summary: ReservationSummary,
  /** The first room's policy (a booking usually has one plan); each room carries its own. */
  cancellation_policy: Nullable(ReservationCancellationPolicy),
  booking_method: str,
  channel: str,
  lottery_result: Nullable(Type.Object({ entry_number: str })),
  created_at: str,
  updated_at: str,
});
export type ReservationView = Static<typeof ReservationView>;

export const CreateReservationResponse = Type.Object({
  reservation_number: str,
  /** Shown once: only its hash is stored. It opens the reservation with GET ...?bypass_token=. */
  bypass_token: str,
  status: ReservationStatus,
  reservation: ReservationView,
});
export type CreateReservationResponse = Static<typeof CreateReservationResponse>;

/** The booking's answer; a 3-D Secure challenge adds where to send the guest. */
export const CreateReservationResult = Type.Object({
  ...CreateReservationResponse.properties,
  challenge_url: Type.Optional(str),
  payment_expires_at: Type.Optional(nstr),
  /** bank_transfer: the amount, when it must arrive and the hotel's account (also reservation.bank_transfer). */
  bank_transfer: Type.Optional(BankTransferView),
});
export type CreateReservationResult = Static<typeof CreateReservationResult>;

/** POST .../payment_result: how the 3-D Secure payment ended. */
export const PaymentResultView = Type.Object({
  reservation_number: str,
  status: ReservationStatus,
  payment_status: nstr,
  /** The §8.4 code and its reason when the payment did not go through. */
  failure: Nullable(Type.Object({ code: int, reason: str })),
  reservation: ReservationView,
});
export type PaymentResultView = Static<typeof PaymentResultView>;
