// Reservation statuses of spec part 1 §3 (done, shown as "Reserved"; cancelled; payment_pending)
// and the moves between them. The API changes a status only through one repository function
// (apps/api/src/modules/reservations/repository/status.ts) that checks this table first and then
// writes with `WHERE status = from`, so two requests racing (the expiry job and the guest's return
// from 3-D Secure, two cancels) cannot both win.
import type { ReservationStatus } from '../contract/reservations.ts';

export const RESERVATION_STATUSES = ['payment_pending', 'done', 'cancelled'] as const satisfies readonly ReservationStatus[];

/** What a new reservation is written as: done, or payment_pending while a card payment is asked. */
export const INITIAL_RESERVATION_STATUSES: readonly ReservationStatus[] = ['payment_pending', 'done'];

const TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  // The card payment went through (done), or was refused, cancelled or let expire (cancelled). A
  // card refused at once deletes the booking instead: it never was the guest's.
  payment_pending: ['done', 'cancelled'],
  // The guest cancels online. Updates change the stay, never the status.
  done: ['cancelled'],
  cancelled: [],
};

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return typeof value === 'string' && (RESERVATION_STATUSES as readonly string[]).includes(value);
}

export function canMoveReservation(from: ReservationStatus, to: ReservationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextReservationStatuses(from: ReservationStatus): readonly ReservationStatus[] {
  return TRANSITIONS[from];
}
