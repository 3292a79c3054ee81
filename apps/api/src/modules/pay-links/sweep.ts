// The sweep of abandoned pay-link authorisations (issue #16: "any other authorisation is voided,
// even when 3-D Secure finishes after a cancel"). pay.ts voids the losers it sees: a second phone's
// authorisation, one whose 3-D Secure finished after the link was cancelled, paid or expired. What
// it cannot see is a guest who never comes back: a challenge left unanswered, or answered with the
// page closed before POST .../payment_result. Such a payment stays pending here and may stay
// authorised at the provider, holding the guest's money.
//
// This job voids every pay-link payment still pending PAY_LINK_AUTHORISATION_SWEEP_MS after it was
// asked for. 30 minutes is twice the 15-minute 3-D Secure window (spec part 2 §9), so a guest still
// in a challenge is never swept, and far beyond a capture's few seconds. The gateway's own status
// decides: pre_3d_secure or authorized is cancelled (void), failed or cancelled is recorded as it
// is, captured is left alone (a capture that is recording it now, or one to reconcile by hand).
// A payment a capture has claimed is not this job's: the claim's own lease decides when the sweep
// takes it over (stale-claims.ts), which settles it as the capture would have.
//
// An attempt is recorded before the gateway is asked (pay.ts). One still without the gateway's
// payment id CAPTURE_CLAIM_LEASE_MS later belongs to a process that died before it heard the
// answer: it is looked up by its idempotency key, voided like any other when the gateway made it,
// and recorded failed when the gateway never saw it. No authorisation is left without its record.
//
// Several API processes run it at once: a payment is taken with a lease in the database
// (repository.leaseStalePayments: FOR UPDATE SKIP LOCKED, then sweep_lease_until), the gateway is
// called outside any transaction, and the outcome is written only while the row is still pending.
// A process that dies leaves a lease that runs out; cancelling twice at the gateway is harmless.
import type { PaymentState } from '../../payments/gateway.ts';
import { CAPTURE_CLAIM_LEASE_MS } from './capture.ts';
import type { PayLinkDeps } from './deps.ts';
import { attachGatewayPayment, leaseStalePayments, settlePendingPayment, settleUnansweredAttempt, type StaleAttempt } from './repository.ts';
import { takeOverStaleClaims, type ClaimReport } from './stale-claims.ts';

/** How long a pay-link payment may stay pending (challenged or authorised, not captured) before it is voided. */
export const PAY_LINK_AUTHORISATION_SWEEP_MS = 30 * 60 * 1000;
/** How long a process holds a payment it took before another may take it again. */
export const SWEEP_LEASE_MS = 5 * 60 * 1000;
const BATCH = 50;

export interface SweepReport {
  /** Cancelled at the gateway now. */
  voided: number;
  /** Already ended at the gateway (failed, cancelled, an expired challenge): recorded as they were. */
  closed: number;
  /** Captured at the gateway: left to the capture that owns it. */
  captured: number;
  /** The gateway could not be asked or refused: left pending, tried again after the lease. */
  errors: number;
}

export type SweepDeps = Pick<PayLinkDeps, 'db' | 'clock' | 'gateway'> & { log?: { warn(obj: object, msg: string): void } };

/** The job (jobs/definitions.ts): dead processes' claims taken over first, then abandoned authorisations voided. */
export async function sweepPayLinkPayments(deps: SweepDeps & Pick<PayLinkDeps, 'hooks'>): Promise<{ claims: ClaimReport; abandoned: SweepReport }> {
  const claims = await takeOverStaleClaims(deps);
  return { claims, abandoned: await sweepAbandonedAuthorisations(deps) };
}

export async function sweepAbandonedAuthorisations(deps: SweepDeps): Promise<SweepReport> {
  const report: SweepReport = { voided: 0, closed: 0, captured: 0, errors: 0 };
  for (let batch = 0; batch < 20; batch++) {
    const now = deps.clock.now();
    const cutoff = { answered: new Date(now.getTime() - PAY_LINK_AUTHORISATION_SWEEP_MS), unanswered: new Date(now.getTime() - CAPTURE_CLAIM_LEASE_MS) };
    const taken = await deps.db.transaction((tx) => leaseStalePayments(tx, cutoff, now, new Date(now.getTime() + SWEEP_LEASE_MS), BATCH));
    for (const payment of taken) {
      const paymentId = payment.gatewayPaymentId ?? (await findUnanswered(deps, payment, report));
      if (paymentId !== null) await sweepOne(deps, paymentId, report);
    }
    if (taken.length < BATCH) break;
  }
  return report;
}

/** The gateway's payment of an attempt whose answer was never recorded, now recorded; null when there is none to void. */
async function findUnanswered(deps: SweepDeps, attempt: StaleAttempt, report: SweepReport): Promise<string | null> {
  let found: PaymentState | null;
  try {
    found = await deps.gateway.findByIdempotencyKey(attempt.idempotencyKey!);
  } catch (error) {
    deps.log?.warn({ err: error, attempt: attempt.id }, 'pay-link sweep: the gateway could not be asked for an unanswered attempt; trying again later');
    report.errors++;
    return null;
  }
  if (found === null) {
    // The gateway never saw it (the process died before the call went out): nothing is held.
    if (await settleUnansweredAttempt(deps.db, attempt.id, deps.clock.now())) report.closed++;
    return null;
  }
  await attachGatewayPayment(deps.db, attempt.idempotencyKey!, found.paymentId, deps.clock.now());
  return found.paymentId;
}

async function sweepOne(deps: SweepDeps, paymentId: string, report: SweepReport): Promise<void> {
  let state: PaymentState;
  let cancelledNow = false;
  try {
    state = await deps.gateway.status(paymentId);
    if (state.status === 'pre_3d_secure' || state.status === 'authorized') {
      state = await deps.gateway.cancel(paymentId);
      cancelledNow = true;
    }
  } catch (error) {
    // A capture may have won the race between our status and cancel: the next look says so.
    const now = await deps.gateway.status(paymentId).catch(() => null);
    if (now?.status !== 'captured') {
      deps.log?.warn({ err: error, paymentId }, 'pay-link sweep: the gateway did not void the payment; trying again later');
      report.errors++;
      return;
    }
    state = now;
  }
  const at = deps.clock.now();
  switch (state.status) {
    case 'cancelled':
      if (await settlePendingPayment(deps.db, paymentId, 'voided', at)) report[cancelledNow ? 'voided' : 'closed']++;
      return;
    case 'failed':
      if (await settlePendingPayment(deps.db, paymentId, 'failed', at)) report.closed++;
      return;
    case 'captured':
      deps.log?.warn({ paymentId }, 'pay-link sweep: a pending payment is captured at the gateway; left to its capture');
      report.captured++;
      return;
    default:
      report.errors++;
  }
}
