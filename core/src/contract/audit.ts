// The audit log as the staff console reads it (issue #15). One call:
//
//   GET /api/v1/staff/audit_entries?action=&actor_kind=&organisation_id=&target_type=&target_id=
//       &from=&to=&cursor=&limit=
//     Brand managers (staff role `manager` of the whole brand) only: 401 without a staff session,
//     403 (9403) for any other staff. The brand's entries, newest first, `limit` (default 50, at
//     most 200) at a time; `next_cursor` (opaque) gives the next page, null on the last. `from` and
//     `to` are instants (ISO 8601), `from` inclusive and `to` exclusive.
import Type, { type Static } from 'typebox';
import { AUDIT_ACTOR_KINDS, AUDIT_NAME_MAX, AUDIT_NAME_PATTERN } from '../domain/audit/actions.ts';
import { ErrorReplies, Nullable, StringEnum } from './shapes.ts';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
/** An opaque keyset cursor: base64url, bounded. */
export const CURSOR_PATTERN = '^[A-Za-z0-9_-]{1,200}$';

const AuditName = Type.String({ pattern: AUDIT_NAME_PATTERN, maxLength: AUDIT_NAME_MAX });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  occurred_at: Type.String({ description: 'ISO 8601, from the server clock' }),
  actor: Type.Object({
    kind: StringEnum(AUDIT_ACTOR_KINDS),
    id: Nullable(Type.Integer()),
    /** The name (or account id) the actor had when it acted. */
    display: Type.String(),
    /** staff: manager | front_desk; organisation: admin | member. */
    role: Nullable(Type.String()),
  }),
  organisation_id: Nullable(Type.Integer()),
  action: Type.String(),
  target: Type.Object({ type: Type.String(), id: Nullable(Type.String()) }),
  parameters: Type.Record(Type.String(), Type.Unknown()),
  row_count: Nullable(Type.Integer()),
  client_address: Nullable(Type.String()),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditListQuery = Type.Object(
  {
    action: Type.Optional(AuditName),
    actor_kind: Type.Optional(StringEnum(AUDIT_ACTOR_KINDS)),
    organisation_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    target_type: Type.Optional(AuditName),
    target_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    cursor: Type.Optional(Type.String({ pattern: CURSOR_PATTERN })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX })),
    locale: Type.Optional(Type.String({ maxLength: 35 })),
  },
  { additionalProperties: false },
);
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AuditPage = Type.Object({ data: Type.Array(AuditEntry), next_cursor: Nullable(Type.String()) });
export type AuditPage = Static<typeof AuditPage>;

export const StaffAuditListCall = { querystring: AuditListQuery, response: { 200: AuditPage, ...ErrorReplies } } as const;
