// The lists of reservations, a page at a time: the signed-in account's (a member's, an
// organisation user's, an organisation admin's whole organisation) and a hotel's for its staff.
// Every read is bounded in SQL to its owner or hotel, so a mistake in a service can never show
// another's rows. Functions take the database or a transaction.
import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ReservationStatus, StaffReservationRow } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import { hotels, reservations } from '../../../db/schema/index.ts';
import type { ReservationRow } from './reservations.ts';

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

// ---- A hotel's reservations (the staff console) ---------------------------------------------------

export interface ReservationFilter {
  /** Already trimmed; matched anywhere in the number, the guest's name (either order) or e-mail. */
  q: string | null;
  checkinFrom: string | null;
  checkinTo: string | null;
  status: ReservationStatus | null;
}

export interface Slice {
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` typed by the staff are letters to find, not patterns. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function reservationWhere(hotelId: number, f: ReservationFilter): SQL {
  const parts: SQL[] = [eq(reservations.hotelId, hotelId)];
  if (f.q) {
    const pattern = likeEscaped(f.q);
    parts.push(sql`(${reservations.reservationNumber} ilike ${pattern}
      or (${reservations.firstName} || ' ' || ${reservations.lastName}) ilike ${pattern}
      or (${reservations.lastName} || ' ' || ${reservations.firstName}) ilike ${pattern}
      or (${reservations.lastName} || ${reservations.firstName}) ilike ${pattern}
      or ${reservations.email} ilike ${pattern})`);
  }
  if (f.checkinFrom) parts.push(gte(reservations.checkinDate, f.checkinFrom));
  if (f.checkinTo) parts.push(lte(reservations.checkinDate, f.checkinTo));
  if (f.status) parts.push(eq(reservations.status, f.status));
  return and(...parts)!;
}

export async function countReservations(db: Executor, hotelId: number, f: ReservationFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reservations).where(reservationWhere(hotelId, f));
  return Number(row?.n ?? 0);
}

export async function listReservations(db: Executor, hotelId: number, f: ReservationFilter, slice: Slice): Promise<StaffReservationRow[]> {
  const rows = await db
    .select({
      reservation_number: reservations.reservationNumber,
      status: reservations.status,
      first_name: reservations.firstName,
      last_name: reservations.lastName,
      email: reservations.email,
      checkin_date: reservations.checkinDate,
      checkout_date: reservations.checkoutDate,
      // Qualified by hand: drizzle writes a lone column of a one-table select as plain "id", which
      // inside the subquery would be the room's id.
      rooms: sql<number>`(select count(*)::int from reservation_rooms rr where rr.reservation_id = "reservations"."id")`,
      total_price: reservations.totalPrice,
      currency: reservations.currency,
      payment_type: reservations.paymentType,
      created_at: reservations.createdAt,
      member_id: reservations.memberId,
      organisation_id: reservations.organisationId,
    })
    .from(reservations)
    .where(reservationWhere(hotelId, f))
    .orderBy(desc(reservations.checkinDate), desc(reservations.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return rows.map((r) => ({
    reservation_number: r.reservation_number,
    status: r.status,
    guest_name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    checkin_date: r.checkin_date,
    checkout_date: r.checkout_date,
    rooms: Number(r.rooms),
    total_price: r.total_price,
    currency: r.currency,
    payment_type: r.payment_type,
    created_at: r.created_at.toISOString(),
    booked_by: r.organisation_id !== null ? 'organisation' : r.member_id !== null ? 'member' : 'guest',
  }));
}
