// The answers to the hotel's questions kept with a reservation: written with the booking, then
// added, changed or removed one by one (questions/service.ts).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { reservationAnswers } from '../../../db/schema/index.ts';
import type { ReservationAnswerRow } from './reservations.ts';

export type NewAnswer = typeof reservationAnswers.$inferInsert;
/** What an answer holds besides whose and which question it is. */
export type AnswerContent = Pick<NewAnswer, 'answerText' | 'options' | 'rooms' | 'attachments'>;

export async function insertAnswers(tx: Executor, rows: NewAnswer[]): Promise<void> {
  if (rows.length > 0) await tx.insert(reservationAnswers).values(rows);
}

export async function insertAnswer(tx: Executor, row: NewAnswer): Promise<number> {
  const [inserted] = await tx.insert(reservationAnswers).values(row).returning({ id: reservationAnswers.id });
  return inserted.id;
}

export async function updateAnswer(tx: Executor, answerId: number, content: AnswerContent, now: Date): Promise<void> {
  await tx.update(reservationAnswers).set({ ...content, updatedAt: now }).where(eq(reservationAnswers.id, answerId));
}

export async function deleteAnswer(tx: Executor, answerId: number): Promise<void> {
  await tx.delete(reservationAnswers).where(eq(reservationAnswers.id, answerId));
}

export async function answersOf(db: Executor, reservationId: number): Promise<ReservationAnswerRow[]> {
  return db.select().from(reservationAnswers).where(eq(reservationAnswers.reservationId, reservationId)).orderBy(asc(reservationAnswers.id));
}
