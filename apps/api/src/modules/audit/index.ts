// The audit module's public face (issue #15): recordAudit writes one entry in the caller's
// transaction; auditActorOf names a signed-in principal as an actor; the staff console's list
// route; and requireBrandManager, the rule of the brand-manager calls. The log is append-only.
export { default as auditRoutes, requireBrandManager } from './routes.ts';
export { AuditEntryInvalid, auditActorOf, recordAudit, type AuditActor, type AuditEntryInput } from './record.ts';
