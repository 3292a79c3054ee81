// Reads and writes of members. Functions take the database or a transaction.
import { and, eq } from 'drizzle-orm';
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
