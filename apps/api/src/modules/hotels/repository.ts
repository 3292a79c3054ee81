// Reads of the hotels table. Takes the database or a transaction; never opens its own.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotels } from '../../db/schema/index.ts';

export type HotelRow = typeof hotels.$inferSelect;

/** Numeric ids beyond PostgreSQL's int4 cannot exist; callers check with this before querying. */
export const MAX_SERIAL_ID = 2_147_483_647;

export async function findHotelByCode(db: Executor, code: string): Promise<HotelRow | undefined> {
  const [row] = await db.select().from(hotels).where(eq(hotels.code, code)).limit(1);
  return row;
}

export async function findHotelById(db: Executor, id: number): Promise<HotelRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SERIAL_ID) return undefined;
  const [row] = await db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
  return row;
}
