// Client credentials of the three front ends and the sessions they open (spec part 2 §7.2).
// Secrets and session tokens are stored hashed only, so a database dump cannot impersonate an app.
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const clientApps = pgTable('client_apps', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  name: text('name').notNull(),
  /** booking | admin | kiosk */
  app: text('app').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

export const clientSessions = pgTable('client_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  clientAppId: integer('client_app_id')
    .notNull()
    .references(() => clientApps.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
