// The writes of an update of the stay (update/service.ts): the reservation row's new dates and
// price, its rooms changed in place (their ids are kept: answers and attachments point at them),
// rooms and extras left out removed, nights replaced, extras priced anew.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { reservationExtras, reservationNights, reservationRooms, reservations } from '../../../db/schema/index.ts';

/** The columns an update of the stay sets on the reservation row (never its status: status.ts). */
export type StayColumns = Pick<
  typeof reservations.$inferInsert,
  | 'checkinDate' | 'checkoutDate' | 'nights' | 'adults' | 'children' | 'mcpCurrency' | 'exchangeRate' | 'mcpTotalPrice' | 'price' | 'totalPrice'
  | 'totalPriceWithoutTax' | 'tax' | 'accommodationTax' | 'discountTotal' | 'depositAmount' | 'remainAmount' | 'chargeAmount' | 'updatedAt'
>;

export async function updateStay(tx: Executor, reservationId: number, stay: StayColumns): Promise<void> {
  await tx.update(reservations).set(stay).where(eq(reservations.id, reservationId));
}

/** What a room becomes when its plan, guests or price change (its id, index and guest names stay). */
export type RoomColumns = Pick<
  typeof reservationRooms.$inferInsert,
  | 'roomTypeId' | 'roomPlanId' | 'planId' | 'roomTypeCode' | 'roomPlanCode' | 'hotelPlanCode' | 'roomTypeName' | 'planName' | 'adults' | 'children'
  | 'kidsTiers' | 'prices' | 'totalPrice' | 'cancellationPolicy'
>;

export async function updateRoom(tx: Executor, roomId: number, room: RoomColumns): Promise<void> {
  await tx.update(reservationRooms).set(room).where(eq(reservationRooms.id, roomId));
}

export async function deleteRoom(tx: Executor, roomId: number): Promise<void> {
  await tx.delete(reservationRooms).where(eq(reservationRooms.id, roomId));
}

export async function deleteExtra(tx: Executor, extraId: number): Promise<void> {
  await tx.delete(reservationExtras).where(eq(reservationExtras.id, extraId));
}

/** Every night of the reservation goes; the update inserts the new stay's (reservations.ts insertNights). */
export async function deleteNights(tx: Executor, reservationId: number): Promise<void> {
  await tx.delete(reservationNights).where(eq(reservationNights.reservationId, reservationId));
}

export async function repriceExtra(tx: Executor, extraId: number, price: { unitPrice: number; priceWithoutTax: number; price: number }): Promise<void> {
  await tx.update(reservationExtras).set(price).where(eq(reservationExtras.id, extraId));
}
