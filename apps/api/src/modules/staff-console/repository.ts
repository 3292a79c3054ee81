// Reads of the staff console: the mails of a hotel's reservations in the outbox (the hotel's
// reservations themselves are the reservation module's: its index, listHotelReservations). Every
// read is bounded to one hotel id in SQL, so a mistake in the service can never show another
// hotel's rows; the join on reservations only reads which hotel a mail's reservation is at.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffOutboxMail, StaffOutboxRow } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { mailOutbox, reservations } from '../../db/schema/index.ts';

export interface Slice {
  limit: number;
  offset: number;
}

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
