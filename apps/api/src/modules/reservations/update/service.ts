// Updating a reservation online (spec part 1 §4, §5, §6; part 2 §7.4 GET and PUT update_settings,
// §8.4 3013 3014 3016, §8.5 "Update deadline passed", "Price became cheaper or more expensive").
//
// A quote and a confirmed update run the same steps in ONE transaction, the hotel row lock first
// (as bookings take it), then the reservation row: give back what the reservation holds
// (releaseTaken), price the new stay with the booking's own engine (so the guest's own rooms count
// as free), and for a confirmed update take the new nights with conditional updates, rewrite the
// rooms and nights, record the update and queue its mail. A quote always rolls back.
//
// Money (payment calls never run inside the transaction, as in card-payment.ts):
//  - an increase on a card-paid reservation: the difference is authorised on card_token before
//    the transaction, the transaction checks it still prices the same and commits, then the
//    authorisation is captured; a rollback voids it. A capture that fails after commit leaves
//    the change and moves the difference to what is paid at the hotel (recorded as charge_failed);
//  - a decrease on a card-paid reservation is refunded after commit, newest payment first;
//  - anything else (on-site, deposit, guarantee, invoice...) only changes the amount due.
// Multi-currency is off for updates (part 1 §4): prices are in the hotel's currency.
// The GET's view is settings.ts; the steps under the lock apply.ts, their writes of rooms and nights
// rewrite.ts, the money after commit settle.ts.
import type { Clock, UpdateQuote, UpdateRequest, UpdateResult, UpdateSettingsView } from '@noren/core/domain';
import { invalidField } from '@noren/core/domain';
import type { Database, Executor } from '../../../db/database.ts';
import type { PaymentGateway } from '../../../payments/gateway.ts';
import type { ReservationHooks } from '../hooks.ts';
import type { HotelRow } from '../../hotels/index.ts';
import { findHotel, hotelNotFound } from '../../hotels/index.ts';
import { toView } from '../view/display.ts';
import { findReservation, loadGraph } from '../repository/index.ts';
import { openReservation, type Access } from '../access/open.ts';
import { loadUpdateContext } from './context.ts';
import { authoriseDifference, captureDifference, refundDifference, type HeldCharge } from './settle.ts';
import { settingsOf } from './settings.ts';
import { apply, Rollback, type Applied } from './apply.ts';

export type { Access };

// ---- GET update_settings ------------------------------------------------------------------------

async function hotelOf(db: Executor, ref: string): Promise<HotelRow> {
  const hotel = await findHotel(db, ref);
  if (!hotel) throw hotelNotFound(ref);
  return hotel;
}

export async function updateSettings(db: Executor, clock: Clock, hotelRef: string, number: string, access: Access): Promise<UpdateSettingsView> {
  const row = await openReservation(db, hotelRef, number, access);
  const hotel = await hotelOf(db, hotelRef);
  const g = await loadGraph(db, row);
  return settingsOf(hotel, g, await loadUpdateContext(db, hotel, g, clock.now()));
}

// ---- PUT update_settings ------------------------------------------------------------------------

export interface UpdateDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
  /** The update mail is queued in the transaction; the sender is woken after commit. */
  hooks: ReservationHooks;
}

/** Runs the steps and rolls them back, returning what they computed. */
async function dryRun(deps: UpdateDeps, hotel: HotelRow, reservationId: number, body: UpdateRequest, mode: 'quote' | 'check'): Promise<Applied> {
  try {
    await deps.db.transaction(async (tx) => {
      throw new Rollback(await apply(tx, deps, hotel, reservationId, body, mode, null));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.applied;
    throw error;
  }
  throw new Error('unreachable: the dry run always rolls back');
}

function checkDates(body: UpdateRequest): void {
  for (const field of ['checkin_date', 'checkout_date'] as const) {
    const d = body[field];
    const t = new Date(`${d}T00:00:00Z`);
    if (Number.isNaN(t.getTime()) || t.toISOString().slice(0, 10) !== d) throw invalidField(field, 'invalid_date');
  }
}

export async function updateReservation(deps: UpdateDeps, hotelRef: string, number: string, access: Access, body: UpdateRequest): Promise<UpdateQuote | UpdateResult> {
  const { db } = deps;
  const found = await openReservation(db, hotelRef, number, access);
  const hotel = await hotelOf(db, hotelRef);
  checkDates(body);
  if (!body.confirm) return (await dryRun(deps, hotel, found.id, body, 'quote')).quote;

  // Everything confirming would refuse is refused before any money moves.
  const checked = await dryRun(deps, hotel, found.id, body, 'check');
  let charge: HeldCharge | null = null;
  if (checked.quote.settlement === 'charge') {
    charge = await authoriseDifference(deps.payments, hotel.code, found, checked.quote.price_difference, body.card_token!);
  }
  let applied: Applied;
  try {
    applied = await db.transaction((tx) => apply(tx, deps, hotel, found.id, body, 'commit', { updatedAt: checked.updatedAt, charge }));
  } catch (error) {
    if (charge) await deps.payments.cancel(charge.paymentId).catch(() => undefined);
    throw error;
  }

  let status: UpdateResult['settlement_status'] = 'none';
  let charged = 0;
  let refunded = 0;
  if (charge && applied.chargeUpdateId !== null) {
    const ok = await captureDifference(deps, applied.reservationId, applied.chargeUpdateId, charge);
    status = ok ? 'charged' : 'charge_failed';
    charged = ok ? charge.amount : 0;
  }
  if (applied.refund) {
    const ok = await refundDifference(deps, applied.reservationId, applied.refund.updateId, applied.refund.amount, applied.refund.currency);
    status = ok ? 'refunded' : 'refund_failed';
    refunded = ok ? applied.refund.amount : 0;
  }
  const row = await findReservation(db, { hotelId: hotel.id, id: applied.reservationId });
  return { ...applied.quote, settlement_status: status, charged_amount: charged, refunded_amount: refunded, reservation: toView(await loadGraph(db, row!)) };
}
