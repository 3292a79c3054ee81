// The corporate admin console (issue #15): each organisation's contract (fiscal year, maximum
// stays, zone, name masking), the one-time tokens that hand an admin's sign-in from the booking
// app to the console's tab, and the reservation exports (a file behind the object store for 24
// hours, or a direct download that leaves none). Tokens are stored as SHA-256 only.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisationUsers, organisations, staffUsers } from './accounts.ts';

export const organisationContracts = pgTable(
  'organisation_contracts',
  {
    organisationId: integer('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fiscalYearStartMonth: smallint('fiscal_year_start_month').notNull(),
    /** At most 28, so every year has the day (no 29 February or 31 April). */
    fiscalYearStartDay: smallint('fiscal_year_start_day').notNull(),
    maxStaysPerYear: integer('max_stays_per_year').notNull(),
    /** Null: the brand's time zone. */
    timeZone: text('time_zone'),
    maskGuestNames: boolean('mask_guest_names').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedByStaffId: integer('updated_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('organisation_contracts_month_ck', sql`${t.fiscalYearStartMonth} between 1 and 12`),
    check('organisation_contracts_day_ck', sql`${t.fiscalYearStartDay} between 1 and 28`),
    check('organisation_contracts_max_ck', sql`${t.maxStaysPerYear} >= 0`),
  ],
);

export const organisationHandoverTokens = pgTable(
  'organisation_handover_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    organisationUserId: integer('organisation_user_id')
      .notNull()
      .references(() => organisationUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('organisation_handover_tokens_hash_uq').on(t.tokenHash), index('organisation_handover_tokens_expires_idx').on(t.expiresAt)],
);

export type ExportDelivery = 'download' | 'link';
export type ExportEncoding = 'excel' | 'utf8';

export const organisationExports = pgTable(
  'organisation_exports',
  {
    id: serial('id').primaryKey(),
    /** The random id in the link's URL, so links cannot be counted or guessed. */
    publicId: text('public_id').notNull(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    organisationUserId: integer('organisation_user_id').references(() => organisationUsers.id, { onDelete: 'set null' }),
    delivery: text('delivery').$type<ExportDelivery>().notNull(),
    encoding: text('encoding').$type<ExportEncoding>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** The day in the contract's zone when it was made: the daily limit counts these. */
    localDay: date('local_day', { mode: 'string' }).notNull(),
    /** The object store key of a link's file; null for a direct download and once the file is deleted. */
    fileKey: text('file_key'),
    filename: text('filename').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('organisation_exports_public_id_uq').on(t.publicId),
    index('organisation_exports_day_idx').on(t.organisationId, t.localDay),
    index('organisation_exports_expiring_idx').on(t.expiresAt).where(sql`${t.fileKey} is not null`),
    check('organisation_exports_delivery_ck', sql`${t.delivery} in ('download', 'link')`),
    check('organisation_exports_encoding_ck', sql`${t.encoding} in ('excel', 'utf8')`),
  ],
);
