// Currency conversion for multi-currency display (spec part 2 §9 "Currency"). One unit of base
// buys `rate` units of quote; the latest row at or before a moment applies.
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    baseCurrency: text('base_currency').notNull(),
    quoteCurrency: text('quote_currency').notNull(),
    /** Kept as a decimal string end to end so no float rounding creeps into conversions. */
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_at_uq').on(t.baseCurrency, t.quoteCurrency, t.effectiveAt),
    index('exchange_rates_pair_idx').on(t.baseCurrency, t.quoteCurrency),
    check('exchange_rates_ck', sql`${t.rate} > 0 and ${t.baseCurrency} <> ${t.quoteCurrency}`),
  ],
);
