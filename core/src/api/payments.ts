// Wire shapes of the card step's calls to /api/v1 (the card itself goes to gateway.ts, never here):
// the booking's answer when a card asks for 3-D Secure, POST .../payment_result after the
// challenge, and a member's saved cards (GET /hotels/{id}/memberships/credit_cards).
import type { BankTransferView, CreateReservationResponse, ReservationStatus, ReservationView, SavedCardView } from '@noren/core/domain';

export type { SavedCardView };

/** POST /hotels/{id}/reservations: a card booking may answer payment_pending with a challenge. */
export type CardBookingResponse = CreateReservationResponse & {
  /** Where the guest answers the 3-D Secure challenge (same window). */
  challenge_url?: string;
  /** When the pending payment stops being accepted (15 minutes). */
  payment_expires_at?: string | null;
  /** bank_transfer: the amount, the due date and the hotel's account (null until the hotel gives it). */
  bank_transfer?: BankTransferView;
};

/** POST /hotels/{id}/reservations/{number}/payment_result, inside `data`. */
export interface PaymentResultView {
  reservation_number: string;
  status: ReservationStatus;
  payment_status: string | null;
  /** The §8.4 code and reason when the payment did not go through. */
  failure: { code: number; reason: string } | null;
  reservation: ReservationView;
}
