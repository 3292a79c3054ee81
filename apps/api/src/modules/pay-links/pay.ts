// The guest pays a link (issue #16; spec part 1 §2 /payments/{paymentNumber}, §4 the 1-hour
// rule). The gateway is called outside any transaction; what decides is the database:
//   1. the page's signed visit start must be under 1 hour old, and the link open (expiry is the
//      clock against due_at, now);
//   2. the attempt is recorded under its idempotency key, then the card is authorised (or
//      challenged: the guest comes back to POST .../payment_result, whose outcome is read from the
//      gateway's status(), never from the redirect), and the gateway's payment id is recorded; a
//      process that dies in between leaves the attempt, which the sweep finds by its key;
//   3. the authorisation claims the link's one capture with a conditional update: of two phones
//      paying at once exactly one claims it; every other authorisation is voided, as is one whose
//      3-D Secure finished after the link was cancelled, paid or expired, but never one a double
//      tap shares with the claim (capture.ts);
//   4. captured, the link moves to paid with its reservation's balance, in one transaction.
import { ErrorCode, money, NorenError, PAY_PAGE_WINDOW_MS, type PayLinkPaymentRequest, type PayLinkPaymentResult, type PayLinkView, invalidField } from '@noren/core/domain';
import { captureLink } from './capture.ts';
import type { PayLinkDeps } from './deps.ts';
import { linkNotFound, notPayable, pageExpired } from './errors.ts';
import { attachGatewayPayment, findById, findByNumber, findLinkPayment, recordAttempt, settlePendingPayment, type PayLinkRecord } from './repository.ts';
import { pageSessionStart, payLinkSecret } from './secrets.ts';
import { guestView, payPagePath, statusOf } from './view.ts';

async function viewOf(deps: PayLinkDeps, r: PayLinkRecord, visit?: { justPaid?: boolean; failed?: boolean }): Promise<PayLinkView> {
  const now = deps.clock.now();
  return guestView(r, { now, secret: await payLinkSecret(deps.db, now), visit });
}

export async function readLink(deps: PayLinkDeps, paymentNumber: string, hotelId?: number): Promise<PayLinkView> {
  const r = await findByNumber(deps.db, paymentNumber);
  if (!r || (hotelId !== undefined && r.hotelId !== hotelId)) throw linkNotFound();
  return viewOf(deps, r);
}

/** Where 3-D Secure sends the guest back: the pay page, which then asks for the result. */
export const threeDsReturnPath = (paymentNumber: string): string => `${payPagePath(paymentNumber)}?three_ds=1`;

export async function payLink(deps: PayLinkDeps, paymentNumber: string, body: PayLinkPaymentRequest): Promise<PayLinkPaymentResult> {
  const { db, clock, gateway } = deps;
  const r = await findByNumber(db, paymentNumber);
  if (!r) throw linkNotFound();
  const now = clock.now();
  const started = pageSessionStart(await payLinkSecret(db, now), paymentNumber, body.page_session);
  if (!started || started.getTime() > now.getTime()) throw invalidField('page_session', 'invalid', {}, 'Please reload the page.');
  if (now.getTime() - started.getTime() >= PAY_PAGE_WINDOW_MS) throw pageExpired();
  const status = statusOf(r, now);
  if (status !== 'open') throw notPayable(status);
  if (r.capturingPaymentId !== null) throw new NorenError(ErrorCode.reservationBeingPaid, { payload: { reason: 'pay_link_being_paid' } });

  // A token is single-use: the same token twice (a double tap) is the same authorisation.
  const idempotencyKey = `pay_link:${r.paymentNumber}:${body.token}`;
  await recordAttempt(db, r.id, idempotencyKey, now);
  const auth = await gateway.authorize({
    token: body.token,
    amount: money(r.amount, r.currency),
    idempotencyKey,
    returnUrl: threeDsReturnPath(r.paymentNumber),
    reference: `pay_link:${r.paymentNumber}`,
  });
  await attachGatewayPayment(db, idempotencyKey, auth.paymentId, clock.now());
  if (auth.status === 'failed') {
    await settlePendingPayment(db, auth.paymentId, 'failed', clock.now());
    const failure = auth.failure ?? { reason: 'processing_error', code: ErrorCode.paymentFailed };
    throw new NorenError(failure.code, { payload: { field: 'token', reason: failure.reason } });
  }
  if (auth.status === 'requires_3ds') {
    return {
      outcome: 'requires_3ds', payment_id: auth.paymentId, challenge_url: auth.challengeUrl ?? null,
      challenge_expires_at: auth.challengeExpiresAt ?? null, pay_link: await viewOf(deps, r),
    };
  }
  const paid = await capture(deps, r, auth.paymentId);
  return { outcome: 'paid', payment_id: auth.paymentId, challenge_url: null, challenge_expires_at: null, pay_link: paid };
}

/** The guest is back from 3-D Secure: the payment is settled from the gateway's own status. */
export async function paymentResult(deps: PayLinkDeps, paymentNumber: string, paymentId: string): Promise<PayLinkView> {
  const { db, clock, gateway } = deps;
  const r = await findByNumber(db, paymentNumber);
  if (!r) throw linkNotFound();
  const attempt = await findLinkPayment(db, r.id, paymentId);
  if (!attempt) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'payment' } });
  if (attempt.status === 'captured') return viewOf(deps, r, { justPaid: true });
  if (attempt.status !== 'pending') return viewOf(deps, r, { failed: true });
  const state = await gateway.status(paymentId);
  if (state.status === 'failed' || state.status === 'cancelled') {
    await settlePendingPayment(db, paymentId, state.status === 'failed' ? 'failed' : 'voided', clock.now());
    return viewOf(deps, r, { failed: true });
  }
  if (state.status === 'pre_3d_secure') return viewOf(deps, r);
  if (state.status === 'authorized') {
    try {
      return await capture(deps, r, paymentId);
    } catch (error) {
      // Refused (the link was cancelled, paid by another phone or expired meanwhile): the page
      // shows the link as it now is; the authorisation was voided.
      if (error instanceof NorenError && error.code === ErrorCode.payNotCapturable) return viewOf(deps, (await findById(db, r.id))!);
      throw error;
    }
  }
  return viewOf(deps, (await findById(db, r.id))!);
}

/** Captures `paymentId` for the link (capture.ts): the guest's view of the paid link. */
async function capture(deps: PayLinkDeps, r: PayLinkRecord, paymentId: string): Promise<PayLinkView> {
  return viewOf(deps, await captureLink(deps, r, paymentId), { justPaid: true });
}
