// What the sandbox answers about a payment, a token and a saved card: the provider's wire views,
// built from its rows (repository.ts). The 3-D Secure page's path lives here because a payment's
// view names it while the challenge is open.
import { failureCode, type CanonicalCardBrand } from '@noren/core/domain';
import type { PaymentRow, SandboxStatus, TokenRow } from './repository.ts';
import type { PaymentView, SavedCardView } from './wire.ts';

export const SANDBOX_PREFIX = '/sandbox-gateway';

export type { PaymentView, SavedCardView, TokenView } from './wire.ts';

export interface ChallengeAnswer {
  payment: PaymentView;
  /** Tries left when the code was wrong and the challenge is still open. */
  attemptsLeft?: number;
}

export function challengePath(id: string): string {
  return `${SANDBOX_PREFIX}/3ds/${id}`;
}

export function paymentView(p: PaymentRow, token: TokenRow): PaymentView {
  return {
    id: p.id,
    status: p.status as SandboxStatus,
    reference: p.reference,
    currency: p.currency,
    amount: p.amount,
    amount_captured: p.amountCaptured,
    amount_refunded: p.amountRefunded,
    failure_reason: p.failureReason,
    failure_code: p.failureReason === null ? null : failureCode(p.failureReason),
    challenge_url: p.status === 'requires_3ds' ? challengePath(p.id) : null,
    challenge_expires_at: p.challengeExpiresAt?.toISOString() ?? null,
    card: { brand: token.brand as CanonicalCardBrand, last4: token.last4, exp_month: token.expMonth, exp_year: token.expYear },
    saved_card_id: token.reusable ? token.id : null,
    created_at: p.createdAt.toISOString(),
  };
}

export function savedCardView(row: TokenRow): SavedCardView {
  return { id: row.id, brand: row.brand as CanonicalCardBrand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear };
}
