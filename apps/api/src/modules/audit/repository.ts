// The audit log's only SQL. Inserts and reads: there is no update or delete here, and the table's
// trigger (migration 0012) refuses both, so the log is append-only whatever the caller does.
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { auditEntries } from '../../db/schema/index.ts';

export type AuditRow = typeof auditEntries.$inferSelect;
export type NewAuditRow = Omit<typeof auditEntries.$inferInsert, 'id'>;

export async function insertAuditRow(db: Executor, row: NewAuditRow): Promise<number> {
  const [inserted] = await db.insert(auditEntries).values(row).returning({ id: auditEntries.id });
  return inserted!.id;
}

export interface AuditFilter {
  brandId: number;
  action: string | null;
  actorKind: AuditRow['actorKind'] | null;
  organisationId: number | null;
  targetType: string | null;
  targetId: string | null;
  from: Date | null;
  to: Date | null;
}

/** Where the previous page stopped: the last row's time and id (newest first, id breaks ties). */
export interface AuditKey {
  occurredAt: Date;
  id: number;
}

function whereOf(f: AuditFilter, after: AuditKey | null): SQL {
  const parts: SQL[] = [eq(auditEntries.brandId, f.brandId)];
  if (f.action) parts.push(eq(auditEntries.action, f.action));
  if (f.actorKind) parts.push(eq(auditEntries.actorKind, f.actorKind));
  if (f.organisationId !== null) parts.push(eq(auditEntries.organisationId, f.organisationId));
  if (f.targetType) parts.push(eq(auditEntries.targetType, f.targetType));
  if (f.targetId) parts.push(eq(auditEntries.targetId, f.targetId));
  if (f.from) parts.push(gte(auditEntries.occurredAt, f.from));
  if (f.to) parts.push(lt(auditEntries.occurredAt, f.to));
  if (after) {
    parts.push(or(lt(auditEntries.occurredAt, after.occurredAt), and(eq(auditEntries.occurredAt, after.occurredAt), lt(auditEntries.id, after.id)))!);
  }
  return and(...parts)!;
}

/** One page, newest first; `limit + 1` rows are read so the caller knows whether more follow. */
export async function listAuditRows(db: Executor, f: AuditFilter, after: AuditKey | null, limit: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditEntries)
    .where(whereOf(f, after))
    .orderBy(desc(auditEntries.occurredAt), desc(auditEntries.id))
    .limit(limit + 1);
}

/** How many entries of an action an organisation has since `since` (tests and limits read it). */
export async function countAuditRows(db: Executor, organisationId: number, action: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(and(eq(auditEntries.organisationId, organisationId), eq(auditEntries.action, action), gte(auditEntries.occurredAt, since)));
  return Number(row?.n ?? 0);
}
