// The sandbox payment provider's own tables (apps/api/src/modules/sandbox-gateway). They stand in
// for a real provider's systems: Noren's reservations will keep only the provider's ids. A card
// number is never stored, not even here: a token keeps brand, last four digits, expiry, a keyed
// fingerprint (HMAC-SHA256) and how the test card behaves. Security codes, holder names and the
// Korean card extras are checked at tokenisation and then dropped, as providers do.
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';

export const sandboxTokens = pgTable(
  'sandbox_tokens',
  {
    /** tok_… (single use) or card_… (a member's saved card, reusable). */
    id: text('id').primaryKey(),
    /** The publishable key the browser tokenised with (one per hotel, like a provider's merchant). */
    publishableKey: text('publishable_key').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The test-card behaviour (see modules/sandbox-gateway/test-cards.ts). */
    behaviour: text('behaviour').notNull(),
    reusable: boolean('reusable').notNull().default(false),
    /** The member a saved card belongs to (an opaque reference from Noren). */
    customer: text('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a single-use token was spent; a spent token cannot pay again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_tokens_customer_idx').on(t.customer),
    check('sandbox_tokens_card_ck', sql`${t.last4} ~ '^[0-9]{4}$' and ${t.expMonth} between 1 and 12 and ${t.expYear} between 2000 and 2099`),
    check('sandbox_tokens_saved_ck', sql`not ${t.reusable} or ${t.customer} is not null`),
  ],
);

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** pay_… plus 24 random bytes: also the unguessable part of the 3-D Secure page address. */
    id: text('id').primaryKey(),
    tokenId: text('token_id')
      .notNull()
      .references(() => sandboxTokens.id),
    /** The merchant's reference, e.g. the reservation number. */
    reference: text('reference').notNull(),
    currency: text('currency').notNull(),
    /** Minor units asked for and authorised (0 for a card verification). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    amountCaptured: bigint('amount_captured', { mode: 'number' }).notNull().default(0),
    amountRefunded: bigint('amount_refunded', { mode: 'number' }).notNull().default(0),
    /** requires_3ds | authorized | captured | refunded | cancelled | expired | failed */
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    /** automatic | required */
    threeDSecure: text('three_d_secure').notNull().default('automatic'),
    returnUrl: text('return_url').notNull(),
    challengeAttempts: smallint('challenge_attempts').notNull().default(0),
    challengeExpiresAt: timestamp('challenge_expires_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request, so a key reused for a different request is refused. */
    requestHash: text('request_hash'),
    /** The first answer, returned again for a repeated idempotency key. */
    firstResponse: jsonb('first_response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_payments_idempotency_uq').on(t.idempotencyKey),
    index('sandbox_payments_challenge_idx').on(t.challengeExpiresAt).where(sql`${t.status} = 'requires_3ds'`),
    check(
      'sandbox_payments_amounts_ck',
      sql`${t.amount} >= 0 and ${t.amountCaptured} between 0 and ${t.amount} and ${t.amountRefunded} between 0 and ${t.amountCaptured}`,
    ),
    check('sandbox_payments_attempts_ck', sql`${t.challengeAttempts} between 0 and 3`),
  ],
);

/** Every change of a sandbox payment, oldest first: the provider's status history. */
export const sandboxPaymentEvents = pgTable(
  'sandbox_payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    /** authorized, requires_3ds, challenge_failed_attempt, captured, refunded, cancelled, expired, failed */
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_payment_events_payment_idx').on(t.paymentId, t.id)],
);
