// The signed-in account's reservations, a page at a time. Functions take the database or a transaction.
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotels, reservations } from '../../db/schema/index.ts';
import type { ReservationRow } from '../reservations/repository.ts';

export type ReservationListStatus = 'upcoming' | 'completed' | 'cancelled';

/** Whose reservations: a member's, an organisation user's, or (its admin) the whole organisation's. */
export type ListOwner = { memberId: number } | { organisationUserId: number } | { organisationId: number };

function ownerWhere(owner: ListOwner): SQL {
  if ('memberId' in owner) return eq(reservations.memberId, owner.memberId);
  if ('organisationUserId' in owner) return eq(reservations.organisationUserId, owner.organisationUserId);
  return eq(reservations.organisationId, owner.organisationId);
}

/** A stay is upcoming until its check-out date passes in its hotel's time zone. */
function statusWhere(status: ReservationListStatus, now: Date): SQL {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${hotels.timeZone})::date`;
  if (status === 'cancelled') return eq(reservations.status, 'cancelled');
  // A booking still waiting on its payment is not one yet.
  if (status === 'upcoming') return and(eq(reservations.status, 'done'), gte(reservations.checkoutDate, today))!;
  return and(eq(reservations.status, 'done'), lt(reservations.checkoutDate, today))!;
}

export async function listOwnReservations(
  db: Executor, owner: ListOwner, status: ReservationListStatus, now: Date, page: { size: number; offset: number },
): Promise<{ rows: ReservationRow[]; total: number }> {
  const where = and(ownerWhere(owner), statusWhere(status, now));
  const [{ n }] = await db.select({ n: count() }).from(reservations).innerJoin(hotels, eq(hotels.id, reservations.hotelId)).where(where);
  // Upcoming: the next stay first; the others: the latest first.
  const order = status === 'upcoming' ? [asc(reservations.checkinDate), asc(reservations.id)] : [desc(reservations.checkinDate), desc(reservations.id)];
  const rows = await db
    .select({ r: reservations })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset(page.offset);
  return { rows: rows.map((x) => x.r), total: Number(n) };
}
