// The audit log (issue #15): who did what to which target, when and from where. Append-only: the
// audit module only inserts, and a trigger (migration 0012) refuses UPDATE, DELETE and TRUNCATE.
// brand_id has no foreign key on purpose: history outlives what it is about.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type AuditActorKind = 'staff' | 'organisation' | 'member' | 'system';

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorId: integer('actor_id'),
    /** The actor's name (or account id) as it was then; accounts may be renamed or removed later. */
    actorDisplay: text('actor_display').notNull(),
    actorRole: text('actor_role'),
    /** The organisation the act concerns, when there is one (a filter of the list). */
    organisationId: integer('organisation_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    rowCount: integer('row_count'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    clientAddress: text('client_address'),
  },
  (t) => [
    index('audit_entries_brand_time_idx').on(t.brandId, t.occurredAt.desc(), t.id.desc()),
    index('audit_entries_organisation_idx').on(t.organisationId, t.occurredAt.desc()),
    check('audit_entries_actor_kind_ck', sql`${t.actorKind} in ('staff', 'organisation', 'member', 'system')`),
    check('audit_entries_row_count_ck', sql`${t.rowCount} is null or ${t.rowCount} >= 0`),
  ],
);
