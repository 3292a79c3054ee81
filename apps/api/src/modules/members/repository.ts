// Reads and writes of members. Functions take the database or a transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotelBrands, members } from '../../db/schema/index.ts';

export type MemberRow = typeof members.$inferSelect;

/** lower(trim()), the form e-mails are unique in. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findMemberByEmail(db: Executor, brandId: number, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.emailNormalised, normaliseEmail(email))))
    .limit(1);
  return row;
}

export async function findMemberById(db: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

export async function findBrandName(db: Executor, brandId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: hotelBrands.name }).from(hotelBrands).where(eq(hotelBrands.id, brandId)).limit(1);
  return row?.name;
}

export async function findMemberByConfirmationHash(db: Executor, brandId: number, tokenHash: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.confirmationTokenHash, tokenHash)))
    .limit(1);
  return row;
}

/** Inserts a provisional member; undefined when the e-mail or membership id is already taken. */
export async function insertMember(db: Executor, row: typeof members.$inferInsert): Promise<MemberRow | undefined> {
  const [inserted] = await db.insert(members).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Confirms a provisional member; undefined when another request confirmed it first. */
export async function markConfirmed(db: Executor, id: number, at: Date): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(members)
    .set({ confirmedAt: at, updatedAt: at })
    .where(and(eq(members.id, id), isNull(members.confirmedAt)))
    .returning();
  return row;
}

export async function setConfirmationToken(db: Executor, id: number, tokenHash: string, at: Date): Promise<void> {
  await db.update(members).set({ confirmationTokenHash: tokenHash, confirmationSentAt: at, updatedAt: at }).where(and(eq(members.id, id), isNull(members.confirmedAt)));
}
