// What the pay-links services need, handed in by the routes (from the app) or by another caller
// (the kiosk's module): the database, the clock, the payment gateway, and the hooks app.ts wires
// for the audit log and the live events, so this module imports neither.
import type { Clock, KnownAuditAction, PayLinkStatus } from '@noren/core/domain';
import type { Database, Executor } from '../../db/database.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';

/** One staff (or device) action on a link, as the audit log keeps it. */
export interface PayLinkAuditEntry {
  hotelId: number;
  /** A staff account (with its role and name as now), a kiosk device, or the system (a reissue). */
  actor: { kind: 'staff' | 'kiosk' | 'system'; id: number | null; role: string | null; display: string };
  action: Extract<KnownAuditAction, `pay_link.${string}`>;
  target: { type: 'pay_link'; id: string };
  details: Record<string, unknown>;
}

export interface PayLinkHooks {
  /** Writes the audit entry in `tx`: the action and its record commit together or not at all. */
  audit(tx: Executor, entry: PayLinkAuditEntry): Promise<void>;
  /** Tells live screens (the kiosk, the console) that a link changed, in `tx`: sent on commit. */
  changed(tx: Executor, event: { hotelId: number; paymentNumber: string; status: PayLinkStatus }): Promise<void>;
}

export interface PayLinkDeps {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  hooks: PayLinkHooks;
  /** config.localesDir: the mail texts. */
  localesDir: string;
}

/** Who acts: a staff principal, a kiosk device, or the system (a reissue after an update). */
export type Actor = PayLinkAuditEntry['actor'];
export const actorLabel = (a: Actor): string => (a.kind === 'system' ? 'system' : `${a.kind}:${a.id}`);
