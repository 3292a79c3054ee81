// Outgoing mail (every mail is written here first, in the transaction of what caused it, as what to
// send: kind, reservation, language, dedupe key; the sender renders it, stores the text and delivers
// it with retries) and marketing e-mail subscriptions (part 2 §7.8).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** booking_confirmation, cancellation, ... */
    kind: text('kind').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    /** The address and the rendered mail: null until the sender rendered it (rendered_at). */
    toAddress: text('to_address'),
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** Extra headers decided when the mail was rendered (List-Unsubscribe for a subscribed guest). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** What rendering needs beyond the reservation: the update's id, a member's confirmation link. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** When the sender rendered it; every attempt after that sends exactly the stored text. */
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    /** pending, sent, failed (gave up), logged (no SMTP configured: kept here for the staff console). */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    /** Makes enqueueing idempotent: one mail per event (e.g. one confirmation per reservation). */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    /** The per-stay limit of the kiosk's receipt mails reads the latest of a kind for a reservation (migration 0019). */
    index('mail_outbox_reservation_kind_idx').on(t.reservationId, t.kind, t.createdAt),
    uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey),
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'failed', 'logged')`),
    check('mail_outbox_rendered_ck', sql`${t.renderedAt} is null or (${t.toAddress} is not null and ${t.subject} is not null and ${t.textBody} is not null and ${t.htmlBody} is not null)`),
  ],
);

export const marketingSubscriptions = pgTable(
  'marketing_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** lower(trim(email)). */
    email: text('email').notNull(),
    /** 'brand:<id>' or 'hotel:<id>': what the guest subscribed to. */
    scope: text('scope').notNull(),
    subscribed: boolean('subscribed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('marketing_subscriptions_email_scope_uq').on(t.email, t.scope)],
);
