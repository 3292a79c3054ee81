// Facility staff console shapes that the accounts contract (accounts.ts) does not carry: one mail
// of the outbox read in full. Written once in core/src/contract/staff.ts; a type here, for the apps.
export type { StaffOutboxMail } from '../../contract/staff.ts';
