// Reads and writes of the reservation tables. Functions take the database or a transaction and
// never open their own; service.ts decides what runs in one transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentOption, PaymentType, Translations } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import {
  additionalQuestions, extras, hotelBrands, hotels, kidsTiers, paymentRefunds, plans, reservationAnswers, reservationCancellations, reservationExtras,
  reservationNights, reservationRooms, reservations, roomPlans, roomTypes, type QuestionOption,
} from '../../db/schema/index.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;
export type ReservationRoomRow = typeof reservationRooms.$inferSelect;
export type ReservationNightRow = typeof reservationNights.$inferSelect;
export type ReservationExtraRow = typeof reservationExtras.$inferSelect;
export type ReservationAnswerRow = typeof reservationAnswers.$inferSelect;
export type ReservationCancellationRow = typeof reservationCancellations.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/**
 * The hotel row lock every booking of a hotel takes FIRST: bookings queue here, so their row
 * locks on inventory, plan stock, coupons and extras (and the version triggers, which update this
 * same row) are always taken in one order and cannot deadlock. The bump also tells caches keyed
 * on data_version that availability moved.
 */
export async function lockHotel(tx: Executor, hotelId: number): Promise<void> {
  await tx.execute(sql`update hotels set data_version = data_version + 1 where id = ${hotelId}`);
}

export interface RoomPlanInfo {
  room_plan_id: number;
  room_plan_code: string;
  plan_id: number;
  room_type_id: number;
  room_type_code: string;
  hotel_plan_code: string;
  payment_method: PaymentType;
  cancellation_policy_id: number | null;
  deposit_bp: number | null;
  room_type_translations: Translations<'name' | 'description' | 'bed'>;
  plan_translations: Translations<'name' | 'description'>;
}

export async function loadRoomPlans(db: Executor, hotelId: number, codes: readonly string[]): Promise<Map<string, RoomPlanInfo>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      room_plan_id: roomPlans.id, room_plan_code: roomPlans.roomPlanCode, plan_id: plans.id, room_type_id: roomTypes.id,
      room_type_code: roomTypes.code, hotel_plan_code: plans.hotelPlanCode, payment_method: plans.paymentMethod,
      cancellation_policy_id: plans.cancellationPolicyId, deposit_bp: plans.depositBp,
      room_type_translations: roomTypes.translations, plan_translations: plans.translations,
    })
    .from(roomPlans)
    .innerJoin(plans, eq(plans.id, roomPlans.planId))
    .innerJoin(roomTypes, eq(roomTypes.id, roomPlans.roomTypeId))
    .where(and(eq(roomPlans.hotelId, hotelId), inArray(roomPlans.roomPlanCode, [...new Set(codes)])));
  return new Map(rows.map((r) => [r.room_plan_code, r]));
}

export async function loadKidsTiers(db: Executor, hotelId: number): Promise<Array<{ code: string; age_from: number; age_to: number }>> {
  return db
    .select({ code: kidsTiers.code, age_from: kidsTiers.ageFrom, age_to: kidsTiers.ageTo })
    .from(kidsTiers)
    .where(eq(kidsTiers.hotelId, hotelId))
    .orderBy(asc(kidsTiers.sortOrder), asc(kidsTiers.id));
}

export async function loadExtraNames(db: Executor, hotelId: number, ids: readonly number[]): Promise<Map<number, { code: string; translations: Translations<'name' | 'description'> }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: extras.id, code: extras.code, translations: extras.translations })
    .from(extras)
    .where(and(eq(extras.hotelId, hotelId), inArray(extras.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface QuestionInfo {
  id: number;
  question_type: string;
  answer_type: 'text' | 'options';
  requirement: 'do_not_ask' | 'optional' | 'required';
  options: QuestionOption[];
  labels: string[];
  hotel_plan_codes: string[];
  display_start_date: string | null;
  display_end_date: string | null;
  ownable_type: 'Hotel' | 'HotelBrand';
  translations: Translations<'title' | 'body'>;
}

/** The columns a QuestionInfo is read from (here and by the booked reservation's questions). */
export const questionInfoColumns = {
  id: additionalQuestions.id, question_type: additionalQuestions.questionType, answer_type: additionalQuestions.answerType,
  requirement: additionalQuestions.requirement, options: additionalQuestions.options, labels: additionalQuestions.labels,
  hotel_plan_codes: additionalQuestions.hotelPlanCodes, display_start_date: additionalQuestions.displayStartDate,
  display_end_date: additionalQuestions.displayEndDate, ownable_type: additionalQuestions.ownableType, translations: additionalQuestions.translations,
};

/** The hotel's and its brand's active questions (notifications ask nothing and are left out). */
export async function loadQuestions(db: Executor, hotelId: number, brandId: number): Promise<QuestionInfo[]> {
  return db
    .select(questionInfoColumns)
    .from(additionalQuestions)
    .where(
      and(
        eq(additionalQuestions.active, true),
        sql`${additionalQuestions.questionType} <> 'notification'`,
        sql`(${additionalQuestions.hotelId} = ${hotelId} or ${additionalQuestions.brandId} = ${brandId})`,
      ),
    )
    .orderBy(asc(additionalQuestions.sortOrder), asc(additionalQuestions.id));
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

export async function insertAnswers(tx: Executor, rows: Array<typeof reservationAnswers.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(reservationAnswers).values(rows);
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

/** A brand by numeric id or code. */
export async function findBrandId(db: Executor, ref: string): Promise<number | undefined> {
  const byId = /^[0-9]{1,10}$/.test(ref);
  if (byId && Number(ref) > 2_147_483_647) return undefined;
  const [row] = await db
    .select({ id: hotelBrands.id })
    .from(hotelBrands)
    .where(byId ? eq(hotelBrands.id, Number(ref)) : eq(hotelBrands.code, ref))
    .limit(1);
  return row?.id;
}
