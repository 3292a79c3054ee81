// Refusals a guest's cancel and update share (part 1 §4; part 2 §8.4 3014, 3016, 9403): each
// module adds its own (already cancelled, past the deadline) around these.
import { ErrorCode, NorenError } from '@noren/core/domain';

export type SharedRefusal = 'staff_altered' | 'payment_pending' | 'travel_agency';

export function sharedRefusal(reason: SharedRefusal, hotelUrl: string | null): NorenError {
  switch (reason) {
    case 'staff_altered':
      return new NorenError(ErrorCode.originalReservationChanged, { httpStatus: 409, payload: { reason } });
    case 'payment_pending':
      return new NorenError(ErrorCode.reservationBeingPaid, { httpStatus: 409, payload: { reason } });
    case 'travel_agency':
      // Agency reservations are managed at the agency; the hotel's site is where the guest is sent.
      return new NorenError(ErrorCode.forbidden, {
        payload: { reason, redirect_url: hotelUrl },
        message: 'This reservation was made through a travel agency. Please contact the agency to change or cancel it.',
      });
  }
}
