// Every refund made to a guest's card, one row per gateway refund: the money sent back, when (the
// clock at the gateway's answer) and why. A reservation's payment view reads paid, refunded and
// fee from here and the cancellation row, so a cancelled card booking no longer looks captured in
// full. Rows refunded before migration 0011 were copied from the cancellation and update rows.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** The gateway payment the money came back from; null for rows copied by migration 0011. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** Minor units of currency (the charge's). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** cancellation (the guest cancelled) or update (a change lowered the price). */
    reason: text('reason').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_refunds_reservation_idx').on(t.reservationId),
    check('payment_refunds_amount_ck', sql`${t.amount} > 0`),
    check('payment_refunds_reason_ck', sql`${t.reason} in ('cancellation', 'update')`),
  ],
);
