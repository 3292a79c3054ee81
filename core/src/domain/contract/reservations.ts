// The wire contract of reservations (spec part 2 §7.4, part 1 §3 "Reservation"): the body of
// POST /hotels/{id}/reservations, its answer, and the reservation as GET shows it. The API builds
// these shapes and the booking app reads them. Written once as TypeBox schemas in
// core/src/contract/reservations.ts and reservation-view.ts; here as types only, for the apps.
import type { PriceChange } from '../reservations/priceChange.ts';

export type {
  BankTransferInstructions, BankTransferView, CreateReservationResponse, CreateReservationResult, ReservationAnswerView,
  ReservationCancellationPolicy, ReservationChildView, ReservationExtraView, ReservationGuestView, ReservationPaymentView,
  ReservationRefundView, ReservationRoomView, ReservationStatus, ReservationSummary, ReservationView,
} from '../../contract/reservation-view.ts';
export type {
  CreateReservationAnswer, CreateReservationExtra, CreateReservationRequest, CreateReservationRoom,
} from '../../contract/reservations.ts';

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

