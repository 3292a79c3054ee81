// What a guest may still change on a booked reservation besides dates and plans (names of the
// people staying, answers to the hotel's questions). Shared by the guests and questions calls so
// both refuse the same reservations the same way.
import { ErrorCode, NorenError, todayInTimeZone, type Clock } from '@noren/core/domain';
import type { ReservationRow } from '../repository/index.ts';

/**
 * Cancelled reservations are closed; a card booking still waiting for its payment is not yet the
 * guest's; and once the stay is over there is nothing left to tell the hotel (our decision: the
 * check-out date in the hotel's time zone is the last day for changes).
 */
export function assertChangeable(row: ReservationRow, hotelTimeZone: string, clock: Clock): void {
  if (row.status === 'cancelled') {
    throw new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'status', reason: 'cancelled' }, message: 'This reservation is cancelled and can no longer be changed.' });
  }
  if (row.status === 'payment_pending') {
    throw new NorenError(ErrorCode.reservationBeingPaid, { httpStatus: 409, payload: { field: 'status', reason: 'payment_pending' } });
  }
  if (todayInTimeZone(clock.now(), hotelTimeZone) > row.checkoutDate) {
    throw new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'checkout_date', reason: 'stay_over' }, message: 'The stay is over; this reservation can no longer be changed.' });
  }
}
