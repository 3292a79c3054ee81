// What the staff console reads of a hotel's reservations (issue #7; the spec shows no staff
// screens, so the rules are Noren's own): the list, one reservation as the guest sees it, and its
// receipt. The console checks that the caller is staff working at the hotel first
// (staff-console/routes.ts staffHotel); these take the hotel's id that check gave.
//
// Receipts: the guest may download one from the check-out date (part 1 §4). A front desk prints
// it when the guest leaves, which may be before the booked check-out (an early departure), so
// staff may print from the check-in date in the hotel's time zone: once the guest has arrived.
// Before that nothing was consumed and the hotel has nothing to certify. The receipt itself is the
// guest's, made by the same function (receipts/service.ts buildReceiptFor).
import { ErrorCode, NorenError, normaliseReservationNumber, type ReservationStatus, type ReservationView, type StaffReservationRow } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import { buildReceiptFor, type ReceiptDeps, type ReceiptFile, type ReceiptOptions, type ReceiptRule } from '../receipts/service.ts';
import { countReservations, findReservation, listReservations, loadGraph, type ReservationRow } from '../repository/index.ts';
import { toView } from '../view/display.ts';

/** A reservation of this hotel by number (any case, dash optional) or id; 404 otherwise. */
async function staffReservation(db: Executor, hotelId: number, number: string): Promise<ReservationRow> {
  const key = /^[0-9]+$/.test(number)
    ? { hotelId, id: Number(number) > 2_147_483_647 ? 0 : Number(number) }
    : { hotelId, number: normaliseReservationNumber(number) };
  const row = await findReservation(db, key);
  if (!row) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });
  return row;
}

export async function staffReservationView(db: Executor, hotelId: number, number: string): Promise<ReservationView> {
  return toView(await loadGraph(db, await staffReservation(db, hotelId, number)));
}

/** See the header: from the check-in date. */
export const STAFF_RECEIPT_RULE: ReceiptRule = {
  availableFrom: (r) => r.checkinDate,
  refusal: (date) => `The receipt can be printed from the check-in date, ${date}.`,
};

export function staffReceipt(deps: ReceiptDeps, hotelId: number, number: string, options: ReceiptOptions): Promise<ReceiptFile> {
  return buildReceiptFor(deps, options, () => staffReservation(deps.db, hotelId, number), STAFF_RECEIPT_RULE);
}

export interface HotelReservationFilter {
  /** Already trimmed; matched anywhere in the number, the guest's name (either order) or e-mail. */
  q: string | null;
  checkinFrom: string | null;
  checkinTo: string | null;
  status: ReservationStatus | null;
}

/** One page of the hotel's reservations, the latest check-in first, and how many match in all. */
export async function hotelReservationPage(
  db: Executor, hotelId: number, filter: HotelReservationFilter, page: { size: number; offset: number },
): Promise<{ rows: StaffReservationRow[]; total: number }> {
  const total = await countReservations(db, hotelId, filter);
  const rows = total > page.offset ? await listReservations(db, hotelId, filter, { limit: page.size, offset: page.offset }) : [];
  return { rows, total };
}
