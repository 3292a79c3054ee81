// file_attachments rows: written by the upload, linked to a reservation's answer by the questions
// calls and the booking (through the reservation module's linkUploads hook), read for downloads
// and answer views.
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { fileAttachments } from '../../db/schema/index.ts';

export type AttachmentRow = typeof fileAttachments.$inferSelect;

export async function insertAttachments(tx: Executor, rows: Array<typeof fileAttachments.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(fileAttachments).values(rows);
}

/**
 * Serialises, per stored content, the upload that adds a row for it and the cleanup that removes
 * it once no row is left: both hold this lock (until their transaction ends) between looking at
 * the file or its rows and acting on them, so a cleanup never removes bytes an upload of the same
 * photo has just been told are stored. Keys are locked in sorted order so two holders never deadlock.
 */
export async function lockContent(tx: Executor, storageKeys: readonly string[]): Promise<void> {
  for (const key of [...new Set(storageKeys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK_SPACE}, hashtext(${key}))`);
  }
}

/** First half of the two-int advisory lock key: file_attachments content (any constant of ours). */
const CONTENT_LOCK_SPACE = 7_301;

/**
 * Deletes up to `limit` uploads no reservation took that were made before `before`, returning
 * their storage keys. Rows another transaction holds (an answer linking them right now) are
 * skipped, never waited for; a link that comes after the delete finds no row and asks the guest
 * to upload again. Two cleaners never take the same row.
 */
export async function deleteUnlinkedBefore(tx: Executor, before: Date, limit: number): Promise<string[]> {
  const deleted = await tx.execute(sql`
    delete from file_attachments where reservation_id is null and id in (
      select id from file_attachments where reservation_id is null and created_at < ${before.toISOString()}::timestamptz
        order by created_at, id limit ${limit} for update skip locked)
    returning storage_key`);
  return (deleted as unknown as { rows: Array<{ storage_key: string }> }).rows.map((r) => r.storage_key);
}

/** Whether any row (linked or not) still points at the content. */
export async function contentReferenced(tx: Executor, storageKey: string): Promise<boolean> {
  const [row] = await tx.select({ id: fileAttachments.id }).from(fileAttachments).where(eq(fileAttachments.storageKey, storageKey)).limit(1);
  return row !== undefined;
}

export async function findAttachment(db: Executor, hotelId: number, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(fileAttachments).where(and(eq(fileAttachments.hotelId, hotelId), eq(fileAttachments.id, id))).limit(1);
  return row;
}

export async function attachmentsOfReservation(db: Executor, reservationId: number): Promise<AttachmentRow[]> {
  return db.select().from(fileAttachments).where(eq(fileAttachments.reservationId, reservationId)).orderBy(fileAttachments.createdAt, fileAttachments.id);
}

/**
 * Links uploads to one answer of one reservation. An upload may be linked when it belongs to the
 * hotel and to no other reservation: its random id, which only the uploader was shown, is the
 * proof of having uploaded it. Returns the ids that could not be linked (unknown, another hotel's
 * or another reservation's), and links nothing in that case.
 */
export async function linkAttachments(tx: Executor, link: { hotelId: number; reservationId: number; answerId: number; ids: readonly string[] }): Promise<string[]> {
  const ids = [...new Set(link.ids)];
  if (ids.length > 0) {
    const usable = await tx
      .select({ id: fileAttachments.id })
      .from(fileAttachments)
      .where(and(
        inArray(fileAttachments.id, ids),
        eq(fileAttachments.hotelId, link.hotelId),
        or(isNull(fileAttachments.reservationId), eq(fileAttachments.reservationId, link.reservationId)),
      ))
      .for('update');
    const found = new Set(usable.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) return missing;
  }
  // Files dropped from the answer stay with the reservation (still downloadable by its guest, and
  // never linkable to anyone else's), just no longer with this answer.
  await tx
    .update(fileAttachments)
    .set({ reservationAnswerId: null })
    .where(ids.length > 0 ? and(eq(fileAttachments.reservationAnswerId, link.answerId), notInArray(fileAttachments.id, ids)) : eq(fileAttachments.reservationAnswerId, link.answerId));
  if (ids.length > 0) {
    await tx.update(fileAttachments).set({ reservationId: link.reservationId, reservationAnswerId: link.answerId }).where(inArray(fileAttachments.id, ids));
  }
  return [];
}
