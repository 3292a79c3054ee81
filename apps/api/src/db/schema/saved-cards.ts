// A member's saved card, as the gateway keeps it (spec part 1 §3 credit card): the gateway's
// reusable card id, brand, last four digits and expiry. Never a card number or security code.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotels } from './hotels.ts';
import { members } from './accounts.ts';

export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** The member the card belongs to; the card goes with the account. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Which gateway keeps the card (PAYMENT_GATEWAY). */
    gateway: text('gateway').notNull(),
    /** The gateway's reusable card id, usable as an authorisation token. */
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('saved_cards_gateway_token_uq').on(t.gateway, t.gatewayToken),
    index('saved_cards_member_idx').on(t.hotelId, t.memberId),
    check('saved_cards_last4_ck', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_expiry_ck', sql`${t.expMonth} between 1 and 12 and ${t.expYear} between 2000 and 2100`),
  ],
);
