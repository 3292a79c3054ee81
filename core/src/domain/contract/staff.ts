// Facility staff console shapes that the accounts contract (accounts.ts) does not carry: one mail
// of the outbox read in full. Noren's own path, like the other staff paths.
import type { StaffOutboxRow } from './accounts.ts';

/** GET /staff/hotels/{id}/mail_outbox/{mailId}: the row and the text the guest was (or would be) sent. */
export interface StaffOutboxMail extends StaffOutboxRow {
  text_body: string;
}
