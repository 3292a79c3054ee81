// recordAudit: one entry of the audit log, written in the caller's transaction, so the entry and
// the act it records commit together or not at all (an export whose entry cannot be written is
// not made). `at` is the caller's app.clock.now(); the actor's name is read now, as it is at the
// time of the act.
import { eq } from 'drizzle-orm';
import { AUDIT_NAME_MAX } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { members, organisationUsers, staffUsers } from '../../db/schema/index.ts';
import type { Principal } from '../../plugins/principal-types.ts';
import { insertAuditRow, type AuditRow } from './repository.ts';

const NAME = new RegExp('^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$');

export interface AuditActor {
  kind: AuditRow['actorKind'];
  id: number | null;
  display: string;
  role: string | null;
}

export interface AuditEntryInput {
  brandId: number;
  /** When it happened: app.clock.now() (never the wall clock, so tests move it). */
  at: Date;
  actor: AuditActor;
  /** e.g. 'reservation_export.create' (core/domain AUDIT_ACTIONS). */
  action: string;
  target: { type: string; id: string | number | null };
  organisationId?: number | null;
  parameters?: Record<string, unknown>;
  rowCount?: number | null;
  /** The request's address (request.ip, which honours NOREN_TRUST_PROXY). */
  clientAddress?: string | null;
}

export class AuditEntryInvalid extends Error {}

function checkName(value: string, what: string): string {
  if (value.length > AUDIT_NAME_MAX || !NAME.test(value)) throw new AuditEntryInvalid(`audit ${what} "${value}" is not a lower-case dotted name`);
  return value;
}

/** Writes one entry inside `tx` (the caller's transaction) and returns its id. */
export async function recordAudit(tx: Executor, entry: AuditEntryInput): Promise<number> {
  if (entry.rowCount !== undefined && entry.rowCount !== null && (!Number.isInteger(entry.rowCount) || entry.rowCount < 0)) {
    throw new AuditEntryInvalid('audit row count must be a whole number ≥ 0');
  }
  return insertAuditRow(tx, {
    brandId: entry.brandId,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorDisplay: entry.actor.display,
    actorRole: entry.actor.role,
    organisationId: entry.organisationId ?? null,
    action: checkName(entry.action, 'action'),
    targetType: checkName(entry.target.type, 'target type'),
    targetId: entry.target.id === null ? null : String(entry.target.id),
    parameters: entry.parameters ?? {},
    rowCount: entry.rowCount ?? null,
    occurredAt: entry.at,
    clientAddress: entry.clientAddress ?? null,
  });
}

/** The actor of a signed-in principal, with the name its account has now. */
export async function auditActorOf(db: Executor, principal: Principal): Promise<AuditActor> {
  if (principal.kind === 'staff') {
    const [row] = await db.select({ name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, principal.staffUserId)).limit(1);
    return { kind: 'staff', id: principal.staffUserId, display: row ? `${row.name} <${row.email}>` : `staff #${principal.staffUserId}`, role: principal.role };
  }
  if (principal.kind === 'organisation') {
    const [row] = await db
      .select({ name: organisationUsers.name, accountId: organisationUsers.accountId })
      .from(organisationUsers)
      .where(eq(organisationUsers.id, principal.organisationUserId))
      .limit(1);
    return { kind: 'organisation', id: principal.organisationUserId, display: row ? `${row.name} (${row.accountId})` : `organisation user #${principal.organisationUserId}`, role: principal.role };
  }
  const [row] = await db.select({ first: members.firstName, last: members.lastName, id: members.membershipId }).from(members).where(eq(members.id, principal.memberId)).limit(1);
  return { kind: 'member', id: principal.memberId, display: row ? `${row.first} ${row.last} (${row.id})` : `member #${principal.memberId}`, role: null };
}
