// Files guests upload with their answers to additional questions (spec part 1 §3, §5; part 2
// §7.4 POST /hotels/{id}/file_attachments). The bytes live on disk under a content-addressed
// key (sha256), never under the client's name; this row is the only way to reach them. An upload
// belongs to no reservation until an answer links it, and then only to that one.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';
import { reservationAnswers, reservations } from './reservations.ts';

export const fileAttachments = pgTable(
  'file_attachments',
  {
    /** Random and unguessable: holding the id is what lets an uploader link the file. */
    id: text('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** The client's file name, cleaned; shown to people, never used as a path. */
    fileName: text('file_name').notNull(),
    /** Found by sniffing the bytes, not taken from the client. */
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Path relative to the uploads folder. */
    storageKey: text('storage_key').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    reservationAnswerId: integer('reservation_answer_id').references(() => reservationAnswers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('file_attachments_reservation_idx').on(t.reservationId),
    index('file_attachments_answer_idx').on(t.reservationAnswerId),
    index('file_attachments_unlinked_idx').on(t.createdAt).where(sql`${t.reservationId} is null`),
    check('file_attachments_size_ck', sql`${t.byteSize} > 0`),
    check('file_attachments_sha256_ck', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
