// The reservation and its rooms, nights and extras: the row types, reading a reservation whole
// (its graph), and every write of these tables. This folder (repository/) is the only code that
// INSERTs, UPDATEs or DELETEs the reservation's tables (repository/writes.test.ts checks it);
// status changes go through status.ts. Functions take the database or a transaction and never
// open their own: the services decide what runs in one transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PaymentOption, Translations } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import {
  hotels, paymentRefunds, reservationAnswers, reservationCancellations, reservationExtras, reservationNights, reservationRooms, reservations,
} from '../../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type ReservationRoomRow = typeof reservationRooms.$inferSelect;
export type ReservationNightRow = typeof reservationNights.$inferSelect;
export type ReservationExtraRow = typeof reservationExtras.$inferSelect;
export type ReservationAnswerRow = typeof reservationAnswers.$inferSelect;
export type ReservationCancellationRow = typeof reservationCancellations.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/**
 * The hotel row FOR SHARE, first in every transaction that takes or gives back stock (a booking,
 * an update, a cancel, a pending payment's end). Bookings share it, so a hotel's bookings run in
 * parallel and wait only on the inventory rows they both take (stock.ts takes those in one order).
 * A catalogue change (rates, plans, a coupon's or an extra's terms, the hotel row) updates this
 * row (its data_version bump, migration 0002), which waits for the bookings holding it and holds
 * off new ones until it commits: a booking prices against one state of the catalogue, and what is
 * charged is what was priced at that instant. Stock changes bump the version without this row
 * (migration 0025), so they never queue here.
 */
export async function shareHotel(tx: Executor, hotelId: number): Promise<void> {
  await tx.execute(sql`select id from hotels where id = ${hotelId} for share`);
}

/** Inserts the reservation under `number`; null when that number is taken (the caller draws another). */
export async function insertReservation(tx: Executor, row: NewReservation): Promise<number | null> {
  const inserted = await tx.insert(reservations).values(row).onConflictDoNothing({ target: reservations.reservationNumber }).returning({ id: reservations.id });
  return inserted[0]?.id ?? null;
}

export async function insertRoom(tx: Executor, row: typeof reservationRooms.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(reservationRooms).values(row).returning({ id: reservationRooms.id });
  return inserted.id;
}

export async function insertNights(tx: Executor, rows: Array<typeof reservationNights.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(reservationNights).values(rows);
}

export async function insertExtras(tx: Executor, rows: Array<typeof reservationExtras.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(reservationExtras).values(rows);
}

/** A booking whose card was refused leaves nothing behind: its rows go (children cascade). */
export async function removeReservation(tx: Executor, reservationId: number): Promise<void> {
  await tx.delete(reservations).where(eq(reservations.id, reservationId));
}

/** Locks the reservation row for the rest of the transaction: changes of one reservation queue here. */
export async function lockReservation(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`select id from reservations where id = ${id} for update`);
}

/** Marks the reservation changed (its guests or answers), for caches and the update guard. */
export async function touchReservation(tx: Executor, id: number, now: Date): Promise<void> {
  await tx.update(reservations).set({ updatedAt: now }).where(eq(reservations.id, id));
}

/** The reservation's rooms in booking order. */
/** Points a card booking at its Idempotency-Key claim, so whoever settles it later answers the key. */
export async function linkIdempotencyKey(tx: Executor, reservationId: number, keyId: number): Promise<void> {
  await tx.update(reservations).set({ idempotencyKeyId: keyId }).where(eq(reservations.id, reservationId));
}

/** Records a payment found at the gateway on a reservation that had none recorded (a crash between asking and recording). */
export async function recordFoundPayment(db: Executor, reservationId: number, gatewayPaymentId: string): Promise<void> {
  await db.execute(sql`update reservations set gateway_payment_id = ${gatewayPaymentId} where id = ${reservationId} and gateway_payment_id is null`);
}

export async function roomsOf(db: Executor, reservationId: number): Promise<ReservationRoomRow[]> {
  return db.select().from(reservationRooms).where(eq(reservationRooms.reservationId, reservationId)).orderBy(asc(reservationRooms.roomIndex));
}

export interface RoomGuestNames {
  guestFirstName: string;
  guestLastName: string;
  guestFirstNameKana: string | null;
  guestLastNameKana: string | null;
}

/** Who stays in one room of the reservation (a room of another reservation is left alone). */
export async function setRoomGuest(tx: Executor, reservationId: number, roomId: number, names: RoomGuestNames): Promise<void> {
  await tx.update(reservationRooms).set(names).where(and(eq(reservationRooms.id, roomId), eq(reservationRooms.reservationId, reservationId)));
}

export interface ReservationGraph {
  reservation: ReservationRow;
  hotel: {
    id: number; code: string; name: string; url: string | null; time_zone: string; book_languages: string[];
    translations: Translations<'hotel_name' | 'description' | 'full_address'>;
    /** For a bank transfer's account (bank-transfer.ts). */
    payment_options: PaymentOption[];
  };
  rooms: ReservationRoomRow[];
  nights: ReservationNightRow[];
  extras: ReservationExtraRow[];
  answers: ReservationAnswerRow[];
  /** The cancellation (fee, refund outcome), or null while the reservation stands. */
  cancellation: ReservationCancellationRow | null;
  /** Every refund to the guest's card, oldest first. */
  refunds: PaymentRefundRow[];
}

export type ReservationKey = { hotelId: number; number: string } | { hotelId: number; id: number } | { brandId: number; number: string };

/** The reservation row alone, to check access before reading the rest. */
export async function findReservation(db: Executor, key: ReservationKey): Promise<ReservationRow | undefined> {
  let where;
  if ('brandId' in key) {
    where = and(eq(reservations.reservationNumber, key.number), sql`${reservations.hotelId} in (select h.id from hotels h where h.brand_id = ${key.brandId})`);
  } else if ('id' in key) {
    where = and(eq(reservations.hotelId, key.hotelId), eq(reservations.id, key.id));
  } else {
    where = and(eq(reservations.hotelId, key.hotelId), eq(reservations.reservationNumber, key.number));
  }
  const [row] = await db.select().from(reservations).where(where).limit(1);
  return row;
}

/** By id alone, for code that holds only the id (an outbox row, a job). */
export async function findReservationById(db: Executor, id: number): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row;
}

export async function loadGraph(db: Executor, reservation: ReservationRow): Promise<ReservationGraph> {
  const id = reservation.id;
  // One after another: on PostgreSQL a transaction is one connection, which runs one query at a time.
  const hotelRows = await db
    .select({ id: hotels.id, code: hotels.code, name: hotels.name, url: hotels.url, time_zone: hotels.timeZone, book_languages: hotels.bookLanguages, translations: hotels.translations, payment_options: hotels.paymentOptions })
    .from(hotels)
    .where(eq(hotels.id, reservation.hotelId));
  const rooms = await db.select().from(reservationRooms).where(eq(reservationRooms.reservationId, id)).orderBy(asc(reservationRooms.roomIndex));
  const nights = await db.select().from(reservationNights).where(eq(reservationNights.reservationId, id)).orderBy(asc(reservationNights.reservationRoomId), asc(reservationNights.stayDate));
  const extraRows = await db.select().from(reservationExtras).where(eq(reservationExtras.reservationId, id)).orderBy(asc(reservationExtras.id));
  const answers = await db.select().from(reservationAnswers).where(eq(reservationAnswers.reservationId, id)).orderBy(asc(reservationAnswers.id));
  const [cancellation] = await db.select().from(reservationCancellations).where(eq(reservationCancellations.reservationId, id)).limit(1);
  const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.reservationId, id)).orderBy(asc(paymentRefunds.refundedAt), asc(paymentRefunds.id));
  return { reservation, hotel: hotelRows[0], rooms, nights, extras: extraRows, answers, cancellation: cancellation ?? null, refunds };
}
