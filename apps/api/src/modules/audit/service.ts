// The staff console's audit list (issue #15): the brand's entries, newest first, with keyset
// paging (a cursor of the last row's time and id, so a page never repeats or skips a row while
// entries are being added) and filters. Only brand managers read it (routes.ts).
import { invalidField } from '@noren/core/domain';
import { AUDIT_PAGE_DEFAULT, type AuditEntry, type AuditListQuery, type AuditPage } from '@noren/core/contract';
import type { Executor } from '../../db/database.ts';
import { listAuditRows, type AuditFilter, type AuditKey, type AuditRow } from './repository.ts';


export function encodeCursor(key: AuditKey): string {
  return Buffer.from(`${key.occurredAt.getTime()}.${key.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): AuditKey {
  const match = /^(-?\d{1,15})\.(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const occurredAt = match ? new Date(Number(match[1])) : null;
  const id = match ? Number(match[2]) : NaN;
  if (!occurredAt || Number.isNaN(occurredAt.getTime()) || !Number.isSafeInteger(id)) throw invalidField('cursor', 'invalid_cursor');
  return { occurredAt, id };
}

function instant(value: string | undefined, field: string): Date | null {
  if (value === undefined) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw invalidField(field, 'invalid_time');
  return d;
}

export function entryView(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, display: row.actorDisplay, role: row.actorRole },
    organisation_id: row.organisationId,
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    parameters: row.parameters,
    row_count: row.rowCount,
    client_address: row.clientAddress,
  };
}

export async function auditPage(db: Executor, brandId: number, query: AuditListQuery): Promise<AuditPage> {
  const filter: AuditFilter = {
    brandId,
    action: query.action ?? null,
    actorKind: query.actor_kind ?? null,
    organisationId: query.organisation_id ?? null,
    targetType: query.target_type ?? null,
    targetId: query.target_id ?? null,
    from: instant(query.from, 'from'),
    to: instant(query.to, 'to'),
  };
  if (filter.from && filter.to && filter.from.getTime() > filter.to.getTime()) throw invalidField('to', 'before_from');
  const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
  const rows = await listAuditRows(db, filter, query.cursor ? decodeCursor(query.cursor) : null, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { data: page.map(entryView), next_cursor: rows.length > limit && last ? encodeCursor({ occurredAt: last.occurredAt, id: last.id }) : null };
}
