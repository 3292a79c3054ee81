// The takeover of capture claims whose process died (issue 27 §2). A capture claims the link,
// captures at the gateway and records the link paid in three steps; a process killed between them
// leaves the claim, so the link would stay "being paid" for ever: the guest charged, a new payment
// refused with 3016, staff cancel refused with 3200.
//
// A claim older than CAPTURE_CLAIM_LEASE_MS is taken over: the gateway's status says what happened,
// and settleClaim (capture.ts) finishes it as the capture would have: captured is recorded paid
// (link, payment, reservation balance, live event); authorised or challenged is voided and the claim
// given back (the link open again); cancelled or failed is recorded and the claim given back.
//
// Several API processes run it at once: a claim is taken FOR UPDATE SKIP LOCKED and dated anew
// (repository.leaseStaleClaims), so it is the taker's for another lease; the gateway is called
// outside any transaction; every write is conditional on the claim still being this payment's.
// A taker that dies in turn leaves a claim that runs out again.
import { CAPTURE_CLAIM_LEASE_MS, settleClaim } from './capture.ts';
import type { PayLinkDeps } from './deps.ts';
import { findById, leaseStaleClaims } from './repository.ts';

export interface ClaimReport {
  /** Captured at the gateway: the link recorded paid. */
  paid: number;
  /** Voided, cancelled or failed at the gateway: the claim given back, the link open again. */
  released: number;
  /** The gateway could not be asked or refused the void: the claim kept, tried again after the lease. */
  errors: number;
}

const BATCH = 50;

type Deps = Pick<PayLinkDeps, 'db' | 'clock' | 'gateway' | 'hooks'> & { log?: { warn(obj: object, msg: string): void } };

export async function takeOverStaleClaims(deps: Deps): Promise<ClaimReport> {
  const report: ClaimReport = { paid: 0, released: 0, errors: 0 };
  for (let batch = 0; batch < 20; batch++) {
    const now = deps.clock.now();
    const taken = await deps.db.transaction((tx) => leaseStaleClaims(tx, new Date(now.getTime() - CAPTURE_CLAIM_LEASE_MS), now, BATCH));
    for (const claim of taken) {
      try {
        const link = (await findById(deps.db, claim.id))!;
        const settled = await settleClaim(deps, link, claim.paymentId, await deps.gateway.status(claim.paymentId), 'voided');
        report[settled.kind]++;
      } catch (error) {
        deps.log?.warn({ err: error, payLinkId: claim.id, paymentId: claim.paymentId }, 'pay-link sweep: a stale capture claim could not be settled; trying again after its lease');
        report.errors++;
      }
    }
    if (taken.length < BATCH) break;
  }
  return report;
}
