// Reads of the staff console: a hotel's reservations filtered and paged, and the mails of its
// reservations in the outbox. Every read is bounded to one hotel id in SQL, so a mistake in the
// service can never show another hotel's rows.
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ReservationStatus, StaffOutboxMail, StaffOutboxRow, StaffReservationRow } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { mailOutbox, reservations } from '../../db/schema/index.ts';

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

// ---- Mail outbox ---------------------------------------------------------------------------------

const outboxColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  last_error: mailOutbox.lastError,
  reservation_number: reservations.reservationNumber,
  created_at: mailOutbox.createdAt,
  sent_at: mailOutbox.sentAt,
};

type OutboxSelected = { [K in keyof typeof outboxColumns]: unknown } & { created_at: Date; sent_at: Date | null };

const toOutboxRow = (r: OutboxSelected): StaffOutboxRow => ({
  id: r.id as number,
  kind: r.kind as string,
  to: r.to as string,
  subject: r.subject as string,
  status: r.status as StaffOutboxRow['status'],
  attempts: Number(r.attempts),
  last_error: (r.last_error as string | null) ?? null,
  reservation_number: (r.reservation_number as string | null) ?? null,
  created_at: r.created_at.toISOString(),
  sent_at: r.sent_at?.toISOString() ?? null,
});

/** The hotel's mails are those of its reservations; a mail of no reservation belongs to no hotel. */
function outboxWhere(hotelId: number, status: StaffOutboxRow['status'] | null): SQL {
  return and(eq(reservations.hotelId, hotelId), ...(status ? [eq(mailOutbox.status, status)] : []))!;
}

export async function countOutbox(db: Executor, hotelId: number, status: StaffOutboxRow['status'] | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .innerJoin(reservations, eq(reservations.id, mailOutbox.reservationId))
    .where(outboxWhere(hotelId, status));
  return Number(row?.n ?? 0);
}

export async function listOutbox(db: Executor, hotelId: number, status: StaffOutboxRow['status'] | null, slice: Slice): Promise<StaffOutboxRow[]> {
  const rows = await db
    .select(outboxColumns)
    .from(mailOutbox)
    .innerJoin(reservations, eq(reservations.id, mailOutbox.reservationId))
    .where(outboxWhere(hotelId, status))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return rows.map(toOutboxRow);
}

export async function findOutboxMail(db: Executor, hotelId: number, mailId: number): Promise<StaffOutboxMail | undefined> {
  const [row] = await db
    .select({ ...outboxColumns, text_body: mailOutbox.textBody })
    .from(mailOutbox)
    .innerJoin(reservations, eq(reservations.id, mailOutbox.reservationId))
    .where(and(eq(mailOutbox.id, mailId), eq(reservations.hotelId, hotelId)))
    .limit(1);
  return row ? { ...toOutboxRow(row), text_body: row.text_body ?? '' } : undefined;
}
