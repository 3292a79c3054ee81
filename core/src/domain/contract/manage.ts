// The wire contract of managing a booked reservation (spec part 2 §7.4, part 1 §4): the cancel
// preview and result, the update settings, the update body and its quote or result, and the
// guests' names. The API modules (reservation-cancel, reservation-update, reservation-guests)
// build these shapes and core/api's manage client reads them.
import type { CancellationStage } from '../cancellation/fee.ts';
import type { UpdateDeadlineSource, UpdateRefusal } from '../reservations/update.ts';
import type { ReservationStatus, ReservationView } from './reservations.ts';
import type { PriceBreakdown } from './search.ts';
import type { PaymentType } from './settings.ts';

/** GET .../cancel: the fee if cancelled now, and what would be refunded. */
export interface CancelPreviewView {
  reservation_number: string;
  status: ReservationStatus;
  cancellable: boolean;
  /** Why not, when not: same_day_cancellation, after_checkin, already_cancelled, payment_pending, staff_altered, travel_agency. */
  reason: string | null;
  cancellation_fee: number;
  currency: string;
  /** What a captured card payment would get back now. */
  refund_amount: number;
  refund_currency: string;
  /** When the fee changes next (its tier ends), if it does before check-in. */
  fee_changes_at: string | null;
  rooms: Array<{ room_index: number; percent: number; fee: number; stage: CancellationStage; changes_at: string | null }>;
}

/** PUT .../cancel. */
export interface CancelResultView extends CancelPreviewView {
  refund_status: 'none' | 'refunded' | 'failed';
}

export interface GuestNamesView {
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
}

/** GET and PUT .../guests. */
export interface ReservationGuestsView {
  reservation_number: string;
  status: string;
  /** The hotel asks for name readings (kana) on Japanese bookings: the form shows and requires them. */
  kana_used: boolean;
  /** False once cancelled, unpaid or after check-out: the form is read-only. */
  editable: boolean;
  guest: GuestNamesView;
  rooms: Array<GuestNamesView & { reservation_hotel_room_id: number; index: number; room_type_name: string; plan_name: string; adults: number }>;
}

/** A room as the update sends it: the booked room (room_index) with its new plan and guests. */
export interface UpdateRoomSetting {
  room_index: number;
  room_plan_code: string;
  room_type_code?: string;
  adults: number;
  kids_tiers?: Array<{ code: string; children: number }>;
  kids_ages?: number[];
}

/** PUT .../update_settings. */
export interface UpdateRequest {
  checkin_date: string;
  checkout_date: string;
  rooms: UpdateRoomSetting[];
  /** false: a quote only; true: apply it. */
  confirm: boolean;
  /** The new total the guest saw in the quote; required when confirm is true (the API refuses the update when it has moved). */
  expected_total?: number;
  /** A single-use card token from the gateway, when the increase is charged to a card. */
  card_token?: string;
}

/** A booked room as update_settings describes it. */
export interface UpdateRoomView {
  room_index: number;
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  room_type_name: string;
  plan_name: string;
  adults: number;
  children: number;
  kids_tiers: Array<{ code: string; children: number }>;
  /** Ages when the guest gave ages (null for a child given by tier only). */
  kids_ages: Array<number | null>;
  guest: GuestNamesView;
}

/** One room plan a room may move to: only plans of the original booking (part 1 §4). */
export interface UpdatePlanOption {
  room_plan_code: string;
  room_type_code: string;
  hotel_plan_code: string;
  room_type_name: string;
  plan_name: string;
  min_adults: number;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
}

/** GET .../update_settings. */
export interface UpdateSettingsView {
  reservation_number: string;
  status: ReservationStatus;
  updatable: boolean;
  /** Why not: cancelled, travel_agency, staff_altered, payment_pending, update_deadline_passed. */
  reason: UpdateRefusal | null;
  /** The error code PUT would answer for that reason (1000, 9403, 3014, 3016), and its message key. */
  reason_code: number | null;
  message_key: string | null;
  /** The agency's (the hotel's) site for travel_agency. */
  redirect_url: string | null;
  update_deadline_at: string | null;
  update_deadline_source: UpdateDeadlineSource;
  min_nights: number;
  is_day_use: boolean;
  checkin_date: string;
  checkout_date: string;
  nights: number;
  currency: string;
  total_price: number;
  payment_type: PaymentType;
  /** An increase is charged to a card (card_token needed) and a decrease refunded to it. */
  paid_by_card: boolean;
  rooms: UpdateRoomView[];
  /** Room plans of the reservation's own hotel plans: the only ones a room may switch to. */
  plan_options: UpdatePlanOption[];
  max_guests_per_room: number;
  can_remove_rooms: boolean;
  can_reduce_nights: boolean;
}

/** PUT .../update_settings with confirm false: the quote. */
export interface UpdateQuote {
  confirmed: boolean;
  reservation_number: string;
  checkin_date: string;
  checkout_date: string;
  nights: number;
  currency: string;
  /** The new price breakdown, the shape of GET /rooms/price and of the booking. */
  price: PriceBreakdown;
  total_price: number;
  previous_total_price: number;
  /** New total less old, minor units: positive is owed, negative is refunded. */
  price_difference: number;
  /** charge: the difference is charged to card_token; refund: refunded to the card; none: the amount due at the hotel changes. */
  settlement: 'charge' | 'refund' | 'none';
  card_token_required: boolean;
  update_deadline_at: string | null;
}

/** PUT .../update_settings with confirm true: the applied update. */
export interface UpdateResult extends UpdateQuote {
  settlement_status: 'none' | 'charged' | 'charge_failed' | 'refunded' | 'refund_failed';
  charged_amount: number;
  refunded_amount: number;
  reservation: ReservationView;
}
