// Pay links (modules/pay-links) settle through here: a link for a reservation lowers its balance
// when paid and raises it again when refunded, in the pay link's own transaction, so the guest's
// page, the staff console and the receipt agree with the link at every commit. The pay-links
// module also reads a reservation's balance here to make a balance link (staff, the kiosk).
import { ErrorCode, NorenError, normaliseReservationNumber, type Language, type ReservationStatus } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import { addLinkPaid, findReservation, findReservationById, loadGraph } from '../repository/index.ts';
import { toView } from '../view/display.ts';

export interface ReservationBalance {
  reservationId: number;
  reservationNumber: string;
  hotelId: number;
  status: ReservationStatus;
  /** What the guest still owes, minor units of `currency` (after what links paid). */
  balance: number;
  currency: string;
  language: Language;
  email: string;
  guestName: string;
}

/** A hotel's reservation by number (NRN..., any case) or id, with its balance; undefined when there is none. */
export async function reservationBalance(db: Executor, hotelId: number, ref: { number: string } | { id: number }): Promise<ReservationBalance | undefined> {
  const row = 'id' in ref ? await findReservation(db, { hotelId, id: ref.id })
    : /^[0-9]+$/.test(ref.number) ? await findReservation(db, { hotelId, id: Number(ref.number) })
      : await findReservation(db, { hotelId, number: normaliseReservationNumber(ref.number) });
  if (!row) return undefined;
  const view = toView(await loadGraph(db, row));
  return {
    reservationId: row.id,
    reservationNumber: row.reservationNumber,
    hotelId: row.hotelId,
    status: row.status,
    balance: view.summary.remaining_amount,
    currency: row.currency,
    language: row.language as Language,
    email: row.email,
    guestName: `${row.firstName} ${row.lastName}`.trim(),
  };
}

/**
 * A pay link of `amount` (the reservation's currency) was paid (positive) or refunded (negative):
 * the reservation's balance moves by it, in `tx`, the pay link's transaction.
 */
export async function settleLinkPayment(tx: Executor, input: { reservationId: number; amount: number; currency: string; now: Date }): Promise<void> {
  const row = await findReservationById(tx, input.reservationId);
  if (!row) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });
  if (row.currency !== input.currency) {
    throw new NorenError(ErrorCode.invalid, { payload: { field: 'currency', reason: 'currency_mismatch' }, message: 'A pay link settles in its reservation\'s currency only.' });
  }
  await addLinkPaid(tx, input.reservationId, input.amount, input.now);
}

