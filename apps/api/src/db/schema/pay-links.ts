// Pay links (issue #16; spec part 1 §3 "Payment-link record"): an amount a hotel asks a guest to
// pay through /payments/{paymentNumber}, optionally for a reservation. The stored status is open,
// paid, partly_refunded, refunded or cancelled; `expired` is never stored, it is an open link past
// due_at (core/domain/payLinks). `capturing_payment_id` is the claim of the one payment being
// captured, so of two phones paying at once exactly one captures; `capture_claimed_at` dates it (a
// claim older than its lease belongs to a dead process: the sweep takes it over). pay_link_payments
// records every authorisation asked for a link, under its idempotency key before the gateway is
// asked, so a loser, one finished after a cancel, or one whose process died is voided.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '@noren/core/domain';
import { hotels } from './hotels.ts';
import { reservations } from './reservations.ts';

export type StoredPayLinkStatus = 'open' | 'paid' | 'partly_refunded' | 'refunded' | 'cancelled';

export const payLinks = pgTable(
  'pay_links',
  {
    id: serial('id').primaryKey(),
    /** 144 random bits, base64url: the guest's key to the page. */
    paymentNumber: text('payment_number').notNull(),
    hotelId: integer('hotel_id').notNull().references(() => hotels.id),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** manual: staff wrote the amount; balance: what a reservation owed (reissued when it changes). */
    kind: text('kind').$type<'manual' | 'balance'>().notNull().default('manual'),
    subject: text('subject').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    recipientEmail: text('recipient_email'),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<StoredPayLinkStatus>().notNull().default('open'),
    capturingPaymentId: text('capturing_payment_id'),
    /** When the claim was taken (migration 0021): one older than CAPTURE_CLAIM_LEASE_MS is taken over by the sweep. */
    captureClaimedAt: timestamp('capture_claimed_at', { withTimezone: true }),
    gatewayPaymentId: text('gateway_payment_id'),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    replacedById: integer('replaced_by_id'),
    /** staff:<id>, kiosk:<device>, or system (a reissue). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pay_links_number_uq').on(t.paymentNumber),
    index('pay_links_hotel_idx').on(t.hotelId, t.createdAt),
    index('pay_links_reservation_idx').on(t.reservationId),
    check('pay_links_amount_ck', sql`${t.amount} > 0`),
    check('pay_links_status_ck', sql`${t.status} in ('open', 'paid', 'partly_refunded', 'refunded', 'cancelled')`),
    check('pay_links_kind_ck', sql`${t.kind} in ('manual', 'balance')`),
    check('pay_links_refund_ck', sql`${t.refundedAmount} <= ${t.paidAmount}`),
    check('pay_links_capture_claim_ck', sql`(${t.capturingPaymentId} is null) = (${t.captureClaimedAt} is null)`),
    index('pay_links_capture_claim_idx').on(t.captureClaimedAt).where(sql`${t.capturingPaymentId} is not null`),
  ],
);

export const payLinkPayments = pgTable(
  'pay_link_payments',
  {
    id: serial('id').primaryKey(),
    payLinkId: integer('pay_link_id').notNull().references(() => payLinks.id, { onDelete: 'cascade' }),
    /** Null while the gateway has not answered: the attempt is recorded before it is asked (migration 0021). */
    gatewayPaymentId: text('gateway_payment_id'),
    /** The authorise call's idempotency key, by which a dead process's attempt is found at the gateway. */
    idempotencyKey: text('idempotency_key'),
    /** pending (authorised or challenged), captured (the link's one), voided, failed. */
    status: text('status').$type<'pending' | 'captured' | 'voided' | 'failed'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Taken by the sweep of abandoned authorisations until then (migration 0016; pay-links/sweep.ts). */
    sweepLeaseUntil: timestamp('sweep_lease_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pay_link_payments_gateway_uq').on(t.gatewayPaymentId),
    uniqueIndex('pay_link_payments_key_uq').on(t.idempotencyKey),
    index('pay_link_payments_link_idx').on(t.payLinkId),
    index('pay_link_payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('pay_link_payments_status_ck', sql`${t.status} in ('pending', 'captured', 'voided', 'failed')`),
    check('pay_link_payments_known_ck', sql`${t.gatewayPaymentId} is not null or ${t.idempotencyKey} is not null`),
  ],
);
