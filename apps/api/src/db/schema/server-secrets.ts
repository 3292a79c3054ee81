// Secrets the server makes for itself when the deployment gives none (e.g. the key that signs
// unsubscribe links). Kept in the database so every process behind the load balancer signs and
// checks with the same key; the first process to start inserts it, the rest read it.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
