// Why a gateway refused, in provider-neutral words, and the catalogue code (spec part 2 §8.4) the
// guest sees for each. Every adapter translates its provider's own codes into these reasons.
//
// A wrong security code maps to 3007 ("not accepted, or the number is wrong") rather than 3004
// ("check the card number"): 3004 would send the guest to the one field that is right. The
// failure also names the field (security_code) so the form can point at it.
import { ErrorCode } from '../errors/catalogue.ts';

export const GATEWAY_FAILURE_REASONS = [
  'card_declined',
  'expired_card',
  'invalid_number',
  'incorrect_number',
  'incorrect_cvc',
  'card_not_supported',
  'processing_error',
  'insufficient_funds',
  'three_d_secure_failed',
  'three_d_secure_cancelled',
  'three_d_secure_expired',
  'three_d_secure_suspended',
  'not_three_d_secure_capable',
  'timeout',
  'gateway_timeout',
] as const;
export type GatewayFailureReason = (typeof GATEWAY_FAILURE_REASONS)[number];

// Pure (annotated), like every top-level value of core/domain: a page pays only for what it reads.
const CODES: Readonly<Record<GatewayFailureReason, number>> = /* @__PURE__ */ (() => ({
  card_declined: ErrorCode.cardNotUsable, // 3003
  expired_card: ErrorCode.cardExpiryInvalid, // 3005
  invalid_number: ErrorCode.cardNumberInvalid, // 3004: the number itself is malformed
  incorrect_number: ErrorCode.cardNotAccepted, // 3007: well-formed, but the issuer knows no such card
  incorrect_cvc: ErrorCode.cardNotAccepted, // 3007, see above
  card_not_supported: ErrorCode.cardNotAccepted, // 3007
  processing_error: ErrorCode.paymentFailed, // 3002
  insufficient_funds: ErrorCode.paymentDeclined, // 3204
  three_d_secure_failed: ErrorCode.threeDSecureFailed, // 3006
  three_d_secure_cancelled: ErrorCode.threeDSecureCancelled, // 3008
  // The 15-minute window ran out: the booking is cancelled and nothing was taken.
  three_d_secure_expired: ErrorCode.paymentTimeout, // 3001
  three_d_secure_suspended: ErrorCode.threeDSecureSuspended, // 3009
  not_three_d_secure_capable: ErrorCode.cardNotThreeDSecureCapable, // 3252
  timeout: ErrorCode.paymentTimeout, // 3001
  gateway_timeout: ErrorCode.paymentGatewayTimeout, // 3011
}))();

const FIELDS: Partial<Record<GatewayFailureReason, string>> = {
  expired_card: 'expiry',
  invalid_number: 'number',
  incorrect_number: 'number',
  incorrect_cvc: 'security_code',
};

export function isGatewayFailureReason(value: unknown): value is GatewayFailureReason {
  return typeof value === 'string' && Object.hasOwn(CODES, value);
}

/** The catalogue code for a refusal; an unknown reason is a processing error (3002), never a 5xx. */
export function failureCode(reason: string): number {
  return isGatewayFailureReason(reason) ? CODES[reason] : ErrorCode.paymentFailed;
}

/** The card field a refusal points at, when it points at one. */
export function failureField(reason: string): string | undefined {
  return isGatewayFailureReason(reason) ? FIELDS[reason] : undefined;
}

export interface GatewayFailure {
  reason: GatewayFailureReason;
  code: number;
}

export function gatewayFailure(reason: GatewayFailureReason): GatewayFailure {
  return { reason, code: failureCode(reason) };
}
