// The audit log's vocabulary (issue #15): every action and target type written to audit_entries.
// One list, so the staff console can filter and name them; add new ones here (the other modules
// that record entries, e.g. pay links and the kiosk, add theirs beside these).
export const AUDIT_ACTIONS = [
  /** A brand manager set an organisation's contract (its parameters are the new contract, and the old one). */
  'organisation_contract.update',
  /** An organisation admin exported reservations (row count, filter, encoding, delivery). */
  'reservation_export.create',
  /** An organisation admin downloaded an export through its 24-hour link. */
  'reservation_export.download',
  /** An organisation admin handed the sign-in from the booking app to the console (a new session). */
  'organisation_console.handover',
  /** Staff (or a kiosk device, as system) made a pay link (subject, amount, due time, reservation, recipient). */
  'pay_link.create',
  /** Staff changed an open pay link (its fields before, and the changes). */
  'pay_link.update',
  /** Staff cancelled an open pay link (the reason). */
  'pay_link.cancel',
  /** Staff sent a pay link's mail again (to whom, in which language). */
  'pay_link.resend',
  /** A manager refunded part or all of a paid pay link (amount, reason). */
  'pay_link.refund',
  /** A manager issued a kiosk pairing code (target: the pending device; parameters: its name). */
  'kiosk_device.issue_code',
  /** A tablet paired with a code (actor: system, the device; target: the device). */
  'kiosk_device.pair',
  /** A manager revoked a kiosk device. */
  'kiosk_device.revoke',
  /** A manager changed a kiosk device's settings (parameters: the printer setting). */
  'kiosk_device.settings',
  /** Staff acknowledged a kiosk's "call staff" alert. */
  'kiosk_alert.acknowledge',
] as const;
export type KnownAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTOR_KINDS = ['staff', 'organisation', 'member', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Actions and target types are lower-case words joined by '.' and '_' (checked when written and filtered). */
export const AUDIT_NAME_PATTERN = '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$';
export const AUDIT_NAME_MAX = 80;
