// Guest updates of a reservation (spec part 1 §4 "It can be updated ... until an update deadline";
// part 2 §7.4 PUT .../update_settings): one row per confirmed update, with what it was before and
// after, the price difference and how it was settled. An increase on a card reservation is a
// second gateway payment (payment_id), so later refunds can find every payment the guest made;
// a refund runs after commit, so its outcome lands here later, as with cancellations.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';

/** The parts of a reservation an update may change, as they were (before) or became (after). */
export interface ReservationStaySnapshot {
  checkin_date: string;
  checkout_date: string;
  total_price: number;
  rooms: Array<{ room_index: number; room_plan_code: string; adults: number; children: number }>;
}

export const reservationUpdates = pgTable(
  'reservation_updates',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    before: jsonb('before').$type<ReservationStaySnapshot>().notNull(),
    after: jsonb('after').$type<ReservationStaySnapshot>().notNull(),
    /** New total less old total, minor units of the reservation's currency: positive is owed. */
    priceDifference: bigint('price_difference', { mode: 'number' }).notNull(),
    /** none (amount due changed only), charged, charge_failed (the capture failed after commit: due at the hotel), refund_pending, refunded, refund_failed. */
    settlement: text('settlement').notNull(),
    /** The gateway payment that charged an increase. */
    paymentId: text('payment_id'),
    /** Charged or refunded, minor units of currency. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    error: text('error'),
    /** Who changed it: guest (online). */
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('reservation_updates_reservation_idx').on(t.reservationId),
    check('reservation_updates_settlement_ck', sql`${t.settlement} in ('none', 'charged', 'charge_failed', 'refund_pending', 'refunded', 'refund_failed')`),
    check('reservation_updates_amount_ck', sql`${t.amount} >= 0`),
  ],
);
