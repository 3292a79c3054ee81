// The wire contract of reservations (spec part 2 §7.4, part 1 §3 "Reservation"): the body of
// POST /hotels/{id}/reservations, its answer, and the reservation as GET shows it. The API builds
// these shapes and the booking app reads them.
import type { BankAccountType, PaymentType } from './settings.ts';
import type { Language } from '../i18n/languages.ts';
import type { PriceFieldsWire } from '../pricing/index.ts';
import type { GuestInput, RoomGuestInput } from '../reservations/guest.ts';
import type { PriceChange } from '../reservations/priceChange.ts';

export type ReservationStatus = 'done' | 'cancelled' | 'payment_pending';

export interface CreateReservationRoom {
  room_plan_code: string;
  adults: number;
  /** Children by the hotel's kids tiers (kids_type tiers)... */
  kids_tiers?: Array<{ code: string; children: number }>;
  /** ...or by age (kids_type ages); each age is mapped to the tier covering it. */
  kids_ages?: number[];
  /** Who stays in this room; the person booking when left out. */
  guest?: RoomGuestInput | null;
  /**
   * Accepted for the spec's body shape (rounding or special) and ignored: discounts are always
   * computed by the server.
   */
  discounts?: Array<{ type: 'rounding' | 'special' }>;
}

export interface CreateReservationExtra {
  extra_id: number;
  quantity: number;
  /** Index into rooms; 0 when left out. */
  room?: number;
  /** Date-bound extras: the stay date; the first night when left out. */
  date?: string;
}

export interface CreateReservationAnswer {
  question_id: number;
  /** Text questions. At most 255 characters. */
  answer?: string | null;
  /** Option questions: the chosen option values. */
  options?: string[];
  /** Uploaded file references (POST /hotels/{id}/file_attachments), at most 30. */
  attachments?: string[];
  /** Ids of images uploaded with POST /hotels/{id}/file_attachments for this answer, at most 30. */
  attachment_ids?: string[];
}

export interface CreateReservationRequest {
  checkin_date: string;
  checkout_date: string;
  is_day_use?: boolean;
  rooms: CreateReservationRoom[];
  guest: GuestInput;
  /**
   * The guest agrees to the brand's news and offers by e-mail: the box shown when the brand's
   * email_consent_setting is enabled. Ticked, the address is subscribed (and our mail to it then
   * carries the unsubscribe link); left out or false, nothing changes.
   */
  email_consent?: boolean;
  payment: {
    type: PaymentType;
    /** Card types: the single-use token from the gateway's tokeniser (never the card itself)... */
    token?: string | null;
    /** ...or a signed-in member's saved card. */
    saved_card_id?: string | null;
    /** A signed-in member paying by a new card keeps it for next time, once it has been charged. */
    save_card?: boolean;
    /** The brand the rules were checked for; required to pay in a shown currency other than the hotel's. */
    card_brand?: string | null;
  };
  extras?: CreateReservationExtra[];
  answers?: CreateReservationAnswer[];
  coupon_code?: string | null;
  promo_code?: string | null;
  /** The multi-currency view the guest saw, if any. */
  mcp_currency?: string | null;
  /** total_price the guest was shown, minor units of the hotel currency. */
  expected_total_price: number;
  /** mcp_total_price.cents the guest was shown, when mcp_currency is set. */
  expected_mcp_total_price?: number | null;
  /** The language of the booking (mails, the reservation's names); the request language when left out. */
  language?: Language;
  lottery_result?: { entry_number: string | null } | null;
}

export interface ReservationGuestView {
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
  email: string;
  phone: string;
  postal_code: string | null;
  prefecture_or_state: string | null;
  street_address: string | null;
  building_name_and_number: string | null;
}

export interface ReservationChildView {
  tier: string;
  /** The age given at booking (kids_ages), else null. */
  age: number | null;
  /** The tier's age range, for "children with ages" when only the tier is known. */
  age_from: number | null;
  age_to: number | null;
}

export interface ReservationRoomView {
  index: number;
  room_type_code: string;
  room_type_name: string;
  room_plan_code: string;
  hotel_plan_code: string;
  plan_name: string;
  adults: number;
  children: ReservationChildView[];
  guest: { first_name: string; last_name: string; first_name_kana: string | null; last_name_kana: string | null };
  /** The room's rate before discounts (original_price) and every other price field of the room. */
  room_rate: number;
  prices: PriceFieldsWire;
  nights: Array<{ date: string; prices: PriceFieldsWire }>;
  discounts: Array<{ type: 'rounding' | 'special' | 'coupon' | 'promotion'; discount_amount: number }>;
  cancellation_policy: ReservationCancellationPolicy | null;
}

export interface ReservationCancellationPolicy {
  code: string;
  name: string;
  cancel_before_at: number | null;
  cancellation_policy_parts: Array<{ days_before: number; percentage_of_cost: number; time_of_day: string | null }>;
  no_show_percentage_of_cost: number;
  same_day_percentage_of_cost: number;
  lines: Array<{ kind: 'days_before' | 'same_day' | 'no_show' | 'default'; days_before: number | null; percentage_of_cost: number; time_of_day: string | null }>;
}

export interface ReservationExtraView {
  extra_id: number;
  code: string;
  name: string;
  room_index: number;
  date: string | null;
  quantity: number;
  unit_price: number;
  price_without_tax: number;
  price: number;
}

export interface ReservationAnswerView {
  question_id: number;
  question: string;
  answer: string | null;
  options: string[];
  attachments: string[];
}

/** The display summary of part 1 §3 "Reservation", in minor units of `currency`. */
export interface ReservationSummary {
  room_rate: number;
  tax: number;
  accommodation_tax: number;
  /** No service charge is priced yet (the engine has none): always 0 for now. */
  service_fee: number;
  extras: number;
  /** Before discounts, tax included. */
  subtotal: number;
  discounts: number;
  point_discount: number;
  /** Null unless the payment type takes a deposit. */
  deposit_percent: number | null;
  deposit_amount: number;
  /** What is still to pay after booking (at the hotel, by invoice or transfer). */
  remaining_amount: number;
  total: number;
}

/** The hotel's account in the reservation's language (BankTransferAccount, resolved). */
export interface BankTransferInstructions {
  bank_name: string;
  branch_name: string;
  account_type: BankAccountType;
  account_number: string;
  account_holder: string;
  swift_code: string | null;
  /** The hotel's free note (reference to give, fees); null when it wrote none. */
  note: string | null;
}

/** What a bank_transfer reservation still asks of the guest: how much, by when, to where. */
export interface BankTransferView {
  /** The transfer must arrive by this date (hotel's time zone): bankTransferDueDate at booking. */
  due_date: string;
  /** remaining_amount, minor units of `currency`. */
  amount: number;
  currency: string;
  /** Null when the hotel has not configured its account: the guest is told to ask the hotel. */
  instructions: BankTransferInstructions | null;
}

/** One refund to the guest's card: amount in minor units of currency, when the gateway answered, why. */
export interface ReservationRefundView {
  amount: number;
  currency: string;
  reason: 'cancellation' | 'update';
  refunded_at: string;
}

/**
 * Where the money of a reservation stands. status is the card payment's own (part 1 §3 statuses:
 * a refund is an amount on a captured payment, not a status of it); refund_status says whether
 * any of it went back. paid, refunded and cancellation fee are minor units of currency (the
 * charge's, the reservation's unless paid in a shown currency): paid X, fee Y, refunded X − Y.
 */
export interface ReservationPaymentView {
  type: PaymentType;
  status: string | null;
  /** Held on the card now (an update's refund lowers it); kept for older clients. */
  charged_amount: number;
  remaining_amount: number;
  currency: string;
  /** Captured from the guest's card in all (the booking's charge and any update's). */
  paid_amount: number;
  refunded_amount: number;
  /** What the cancellation keeps, in currency; null unless cancelled. */
  cancellation_fee: number | null;
  /** none; pending or failed while a cancellation's refund is under way or did not go through. */
  refund_status: 'none' | 'pending' | 'partly_refunded' | 'refunded' | 'failed';
  refunds: ReservationRefundView[];
}

export interface ReservationView {
  id: number;
  reservation_number: string;
  status: ReservationStatus;
  /** Whose booking it is (part 1 §6): changing a member's or organisation's needs that sign-in. */
  booked_by: 'guest' | 'member' | 'organisation';
  hotel: { id: number; code: string; name: string; url: string | null; time_zone: string };
  language: Language;
  currency: string;
  mcp_currency: string | null;
  /** Units of mcp_currency per unit of currency at booking, a decimal string; null without mcp. */
  exchange_rate: string | null;
  checkin_date: string;
  checkout_date: string;
  is_day_use: boolean;
  nights: number;
  adults: number;
  children: number;
  children_ages: Array<number | null>;
  guest: ReservationGuestView;
  notes: string | null;
  booking_for_someone_else: boolean;
  payment: ReservationPaymentView;
  /** Set for bank_transfer reservations, else null. */
  bank_transfer: BankTransferView | null;
  coupon_code: string | null;
  rooms: ReservationRoomView[];
  extras: ReservationExtraView[];
  answers: ReservationAnswerView[];
  prices: PriceFieldsWire;
  summary: ReservationSummary;
  /** The first room's policy (a booking usually has one plan); each room carries its own. */
  cancellation_policy: ReservationCancellationPolicy | null;
  booking_method: string;
  channel: string;
  lottery_result: { entry_number: string } | null;
  created_at: string;
  updated_at: string;
}

export interface CreateReservationResponse {
  reservation_number: string;
  /** Shown once: only its hash is stored. It opens the reservation with GET ...?bypass_token=. */
  bypass_token: string;
  status: ReservationStatus;
  reservation: ReservationView;
}

/** details.payload of the 409 refusal when the price moved since the guest saw it. */
export type PriceChangedPayload = PriceChange & { field: 'expected_total_price'; reason: 'price_changed' };

/** details.payload of the 409 refusal when a night is sold out. */
export interface SoldOutPayload {
  field: string;
  reason: 'sold_out';
  dates: string[];
  room_type_codes: string[];
  hotel_plan_codes: string[];
}

