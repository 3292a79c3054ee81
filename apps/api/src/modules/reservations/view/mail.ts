// What a guest's mail about the reservation says, read when the mail is rendered (mail-templates/renderer.ts):
// the reservation as the guest's page shows it, in the language the mail was queued in, with the
// cancellation's fee and refund or the update's difference the mail tells about.
import type { Language, ReservationView } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import { findCancellation, findReservationById, findUpdateRecord, loadGraph } from '../repository/index.ts';
import { toView } from './display.ts';

export interface ReservationForMail {
  view: ReservationView;
  /** The hotel's book languages, for translating what the mail adds (the brand's name). */
  bookLanguages: Language[];
  /** The fee kept and what went back, once cancelled. */
  cancellation: { fee: number; refund: number; refundCurrency: string } | null;
  /** The update asked for: its difference and what the card was charged or refunded. */
  update: { difference: number; settlement: 'charge' | 'refund' | 'none'; amount: number; currency: string } | null;
}

/** Null when the reservation is gone. `language`: the mail's (the reservation's when it was queued). */
export async function reservationForMail(db: Executor, reservationId: number, options: { language: string; updateId: number | null }): Promise<ReservationForMail | null> {
  const reservation = await findReservationById(db, reservationId);
  if (!reservation) return null;
  const language = options.language as Language;
  const graph = await loadGraph(db, reservation);
  const view = toView({ ...graph, reservation: { ...graph.reservation, language } });
  const c = await findCancellation(db, reservationId);
  const u = options.updateId === null ? undefined : await findUpdateRecord(db, reservationId, options.updateId);
  return {
    view,
    bookLanguages: graph.hotel.book_languages as Language[],
    cancellation: c ? { fee: c.fee, refund: c.refundAmount, refundCurrency: c.refundCurrency ?? reservation.chargeCurrency } : null,
    update: u
      ? { difference: u.priceDifference, settlement: u.settlement === 'charged' ? 'charge' : u.settlement === 'none' ? 'none' : 'refund', amount: u.amount, currency: u.currency }
      : null,
  };
}
