// The capture of a pay link's one payment (issue #16, issue 27 §2 and §4), by the guest's request
// (pay.ts) or by the sweep taking over a dead process's claim (stale-claims.ts):
//   1. a conditional update claims the link for the payment, dated (claimCapture);
//   2. the gateway captures, outside any transaction;
//   3. the link moves to paid, the payment to captured, the reservation's balance down, in one
//      transaction (recordPaid).
// What the gateway says decides every record: a payment is written voided or failed only after
// the gateway said it was cancelled or failed, and only while it is pending, so a captured payment
// is never overwritten. A claim whose process died stays until its lease runs out; then the sweep
// asks the gateway and settles it the same way (settleClaim).
//
// The same card token sent twice at once (a double tap) is one authorisation at the gateway (the
// idempotency key is the token's): of the two callers one claims it, and the other answers that
// one's outcome (paid, or being paid) instead of voiding the authorisation they share.
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { PaymentState } from '../../payments/gateway.ts';
import { settleLinkPayment } from '../reservations/index.ts';
import type { PayLinkDeps } from './deps.ts';
import { notPayable } from './errors.ts';
import { claimCapture, findById, lockLink, markCaptured, moveLinkStatus, releaseCapture, settlePendingPayment, type PayLinkRecord, type PayLinkRow } from './repository.ts';
import { statusOf } from './view.ts';

/**
 * How long a capture claim holds before the sweep takes it over as a dead process's. A capture is a
 * few seconds (one claim, one provider call, one transaction); 10 minutes is far above that and
 * above any provider call's timeout, so a live capture, however slow, is never taken over, while a
 * guest whose process died sees the link paid (or open again) within minutes, not never.
 */
export const CAPTURE_CLAIM_LEASE_MS = 10 * 60 * 1000;

const beingPaid = () => new NorenError(ErrorCode.reservationBeingPaid, { payload: { reason: 'pay_link_being_paid' } });
const captureFailed = () => new NorenError(ErrorCode.paymentFailed, { payload: { reason: 'capture_failed' } });

type Deps = Pick<PayLinkDeps, 'db' | 'clock' | 'gateway' | 'hooks'>;

/**
 * Claims the link's one capture for `paymentId`, captures and records the link paid; returns the
 * paid link. Refused (409 3016 being paid, 409 3201 not payable, 402 capture failed) otherwise.
 */
export async function captureLink(deps: Deps, r: PayLinkRecord, paymentId: string): Promise<PayLinkRecord> {
  const { db, clock, gateway } = deps;
  const claimed = await db.transaction((tx) => claimCapture(tx, r.id, paymentId, r.amount, clock.now()));
  if (!claimed) return answerWithoutClaim(deps, r, paymentId);
  let state: PaymentState | null;
  try {
    state = await gateway.capture(paymentId);
  } catch {
    // Refused or unanswered: the gateway's own status says whether it captured after all.
    state = await gateway.status(paymentId).catch(() => null);
  }
  // No answer at all: the claim stays, and the sweep settles it once its lease has run out.
  if (state === null) throw captureFailed();
  const settled = await settleClaim(deps, r, paymentId, state, 'failed');
  if (settled.kind === 'paid') return settled.link;
  throw captureFailed();
}

/** The claim went to someone else: a twin with this same payment, another payment, or none (the link stopped taking payments). */
async function answerWithoutClaim(deps: Deps, r: PayLinkRecord, paymentId: string): Promise<PayLinkRecord> {
  const current = (await findById(deps.db, r.id))!;
  // A twin holds the claim for this same authorisation, or has paid with it: its outcome is ours.
  if (current.capturingPaymentId === paymentId) throw beingPaid();
  if (current.gatewayPaymentId === paymentId && current.status !== 'open') return current;
  await voidPayment(deps, paymentId, 'voided');
  const status = statusOf(current, deps.clock.now());
  throw status === 'open' ? beingPaid() : notPayable(status);
}

/**
 * Voids an authorisation or a challenge at the gateway and records it as `as`, only once the
 * gateway said it is cancelled (or failed) and only while it is pending. One the gateway captured
 * meanwhile, or that could not be asked, is left as it is (its capture records it, or the sweep).
 */
export async function voidPayment(deps: Pick<Deps, 'db' | 'clock' | 'gateway'>, paymentId: string, as: 'voided' | 'failed'): Promise<void> {
  const state = await deps.gateway.cancel(paymentId).catch(() => deps.gateway.status(paymentId).catch(() => null));
  if (state?.status === 'cancelled') await settlePendingPayment(deps.db, paymentId, as, deps.clock.now());
  else if (state?.status === 'failed') await settlePendingPayment(deps.db, paymentId, 'failed', deps.clock.now());
}

export type SettledClaim = { kind: 'paid'; link: PayLinkRecord } | { kind: 'released'; status: 'voided' | 'failed' };

/**
 * Settles a claim of `link` for `paymentId` from the gateway's `state`: captured records the link
 * paid; authorised (or challenged) is voided first; cancelled or failed gives the claim back, with
 * the payment recorded as `cancelledAs` (cancelled) or failed. Throws, leaving the claim, when the
 * gateway can be neither voided nor asked (tried again after the claim's lease).
 */
export async function settleClaim(deps: Deps, link: PayLinkRow, paymentId: string, state: PaymentState, cancelledAs: 'voided' | 'failed'): Promise<SettledClaim> {
  const { db, clock, gateway } = deps;
  let now = state;
  if (now.status === 'authorized' || now.status === 'pre_3d_secure') {
    try {
      now = await gateway.cancel(paymentId);
    } catch (error) {
      // A capture may have won between the look and the void: the next look says so.
      now = await gateway.status(paymentId);
      if (now.status !== 'captured' && now.status !== 'cancelled' && now.status !== 'failed') throw error;
    }
  }
  if (now.status === 'captured') return { kind: 'paid', link: await recordPaid(deps, link, paymentId) };
  if (now.status !== 'cancelled' && now.status !== 'failed') throw new Error(`pay link ${link.id}: payment ${paymentId} is ${now.status} at the gateway`);
  const status = now.status === 'failed' ? 'failed' : cancelledAs;
  await db.transaction(async (tx) => {
    const at = clock.now();
    await settlePendingPayment(tx, paymentId, status, at);
    await releaseCapture(tx, link.id, paymentId, at);
  });
  return { kind: 'released', status };
}

/**
 * Records the link paid by `paymentId`, which the gateway captured, under the claim: once, whoever
 * comes (the capture, or the sweep that took its claim over), the second finding it done.
 */
async function recordPaid(deps: Deps, link: PayLinkRow, paymentId: string): Promise<PayLinkRecord> {
  return deps.db.transaction(async (tx) => {
    await lockLink(tx, link.id);
    const current = (await findById(tx, link.id))!;
    if (current.gatewayPaymentId === paymentId && current.status !== 'open') return current;
    const now = deps.clock.now();
    // The claim is ours, so the move cannot lose; past due by now is still paid: the claim came first.
    await moveLinkStatus(tx, link.id, 'open', 'paid', now,
      { paidAmount: current.amount, paidAt: now, gatewayPaymentId: paymentId, capturingPaymentId: null, captureClaimedAt: null }, { capturing: paymentId, ignoreDue: true });
    if (!(await markCaptured(tx, paymentId, now))) throw new Error(`pay link ${link.id}: payment ${paymentId} was captured but is not pending here`);
    if (current.reservationId !== null) await settleLinkPayment(tx, { reservationId: current.reservationId, amount: current.amount, currency: current.currency, now });
    await deps.hooks.changed(tx, { hotelId: current.hotelId, paymentNumber: current.paymentNumber, status: 'paid' });
    return (await findById(tx, link.id))!;
  });
}
