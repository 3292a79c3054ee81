// What a cancellation recorded (spec part 1 §3 "cancellation (reason, details,
// cancellation_fee_displayed)"): one row per cancelled reservation, with the fee charged, the fee
// the guest saw, and the refund's outcome (the refund runs after commit, so its result lands here
// later). And the staff alterations that stop a guest from cancelling or updating online (part 1
// §4 "when facility staff altered it"): the staff console writes one row per change.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';

export const reservationCancellations = pgTable(
  'reservation_cancellations',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** Minor units of the reservation's currency. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    feeDisplayed: bigint('fee_displayed', { mode: 'number' }),
    /** Who cancelled: guest (online) or staff. */
    cancelledBy: text('cancelled_by').notNull(),
    /** none (nothing captured), pending (after commit), refunded, failed. */
    refundStatus: text('refund_status').notNull(),
    /** Minor units of refund_currency. */
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
    refundCurrency: text('refund_currency'),
    refundError: text('refund_error'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservation_cancellations_reservation_uq').on(t.reservationId),
    check('reservation_cancellations_refund_ck', sql`${t.refundStatus} in ('none', 'pending', 'refunded', 'failed')`),
    check('reservation_cancellations_amounts_ck', sql`${t.fee} >= 0 and ${t.refundAmount} >= 0`),
  ],
);

export const reservationAlterations = pgTable(
  'reservation_alterations',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** staff: locks the reservation against online changes. */
    alteredBy: text('altered_by').notNull(),
    note: text('note'),
    alteredAt: timestamp('altered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reservation_alterations_reservation_idx').on(t.reservationId)],
);
