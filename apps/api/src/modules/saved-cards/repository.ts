// Reads and writes of saved_cards. Functions take the database or a transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { savedCards } from '../../db/schema/index.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;

export async function insertSavedCard(db: Executor, row: typeof savedCards.$inferInsert): Promise<SavedCardRow> {
  const [inserted] = await db
    .insert(savedCards)
    .values(row)
    // The gateway keeps one card once per customer; saving it again returns the same row.
    .onConflictDoUpdate({ target: [savedCards.gateway, savedCards.gatewayToken], set: { expMonth: row.expMonth, expYear: row.expYear } })
    .returning();
  return inserted;
}

export async function listSavedCards(db: Executor, hotelId: number, memberId: number): Promise<SavedCardRow[]> {
  return db.select().from(savedCards).where(and(eq(savedCards.hotelId, hotelId), eq(savedCards.memberId, memberId))).orderBy(asc(savedCards.id));
}

export async function findSavedCard(db: Executor, hotelId: number, memberId: number, id: number): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(and(eq(savedCards.hotelId, hotelId), eq(savedCards.memberId, memberId), eq(savedCards.id, id))).limit(1);
  return row;
}

export async function findSavedCardByToken(db: Executor, gateway: string, gatewayToken: string): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(and(eq(savedCards.gateway, gateway), eq(savedCards.gatewayToken, gatewayToken))).limit(1);
  return row;
}

export async function deleteSavedCard(db: Executor, id: number): Promise<void> {
  await db.delete(savedCards).where(eq(savedCards.id, id));
}
