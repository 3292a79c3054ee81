// Reads of staff accounts and the hotels they work at. Functions take the database or a transaction.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotels, staffUsers } from '../../db/schema/index.ts';

export type StaffUserRow = typeof staffUsers.$inferSelect;

export async function findStaffByEmail(db: Executor, emailNormalised: string): Promise<StaffUserRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.emailNormalised, emailNormalised)).limit(1);
  return row;
}

export async function findStaffById(db: Executor, id: number): Promise<StaffUserRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row;
}

/** The account's one hotel, or every hotel of its brand. */
export async function hotelsOfStaff(db: Executor, staff: StaffUserRow): Promise<Array<{ id: number; code: string; name: string }>> {
  const columns = { id: hotels.id, code: hotels.code, name: hotels.name };
  const where = staff.hotelId === null ? eq(hotels.brandId, staff.brandId) : eq(hotels.id, staff.hotelId);
  return db.select(columns).from(hotels).where(where).orderBy(asc(hotels.id));
}
