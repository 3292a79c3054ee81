// The one door from the API to a payment provider. Reservations, saved cards and jobs talk to
// `app.payments` and nothing else, so a real provider (GMO, Adyen, Stripe, PayPal) is one more
// adapter beside sandbox-adapter.ts. Everything here is provider-neutral: Noren's payment statuses
// (spec part 1 §3), amounts as Money in minor units, refusals as GatewayFailure with the §8.4 code.
// Card data never passes through here except in `tokenize`, which server-side callers only (the
// kiosk's terminal, tests) may use; the browser tokenises with the provider directly.
import type { CanonicalCardBrand, GatewayFailure, Money, PaymentStatus } from '@noren/core/domain';

export type GatewayName = 'sandbox';

export interface CardSummary {
  brand: CanonicalCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface TokenizeInput {
  number: string;
  expMonth: number | string;
  expYear: number | string;
  securityCode: string;
  holder: string;
  birthDate?: string;
  pinPrefix?: string;
}

export interface AuthorizeInput {
  /** A single-use card token from the browser, or a member's saved card. */
  token: string;
  /** What to hold on the card; 0 verifies the card without holding money (a guarantee). */
  amount: Money;
  /** The same key gives the same answer and never a second authorisation. */
  idempotencyKey: string;
  /** Where the 3-D Secure page sends the guest back, with ?payment_id=…&result=success|failed|cancelled. */
  returnUrl: string;
  /** Noren's reference, e.g. the reservation number. */
  reference: string;
  /** 'required' refuses cards that cannot do 3-D Secure (3252); 'automatic' lets the issuer decide. */
  threeDSecure?: 'automatic' | 'required';
}

export interface AuthorizeResult {
  status: 'authorized' | 'requires_3ds' | 'failed';
  paymentId: string;
  /** Where to send the guest for the challenge (requires_3ds only). */
  challengeUrl?: string;
  /** When the challenge stops being accepted (15 minutes, spec part 2 §9). */
  challengeExpiresAt?: string;
  failure?: GatewayFailure;
  card?: CardSummary;
  /** The saved card (SavedCard.id) it was made with, when it was one. */
  savedCardId?: string;
}

export interface PaymentState {
  paymentId: string;
  reference: string;
  status: PaymentStatus;
  /** Authorised amount; captured and refunded are in the same currency. */
  amount: Money;
  captured: number;
  refunded: number;
  failure?: GatewayFailure;
  /** Where the guest answers the challenge, while one is open (pre_3d_secure). */
  challengeUrl?: string;
  challengeExpiresAt?: string;
  card?: CardSummary;
  /** The saved card (SavedCard.id) it was made with, when it was one. */
  savedCardId?: string;
}

export interface SavedCard extends CardSummary {
  /** Reusable as AuthorizeInput.token. */
  id: string;
}

export type GatewayEventType = 'payment.authorized' | 'payment.failed' | 'payment.cancelled' | 'payment.captured' | 'payment.refunded';

export interface GatewayEvent {
  id: string;
  type: GatewayEventType;
  payment: PaymentState;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Server-side tokenisation; browsers call the provider's own endpoint instead. */
  tokenize?(card: TokenizeInput): Promise<{ token: string; card: CardSummary }>;
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  /** Captures all of the authorisation, or `amount` of it (the rest is released). */
  capture(paymentId: string, amount?: Money): Promise<PaymentState>;
  /** Voids an authorisation or an unanswered challenge. */
  cancel(paymentId: string): Promise<PaymentState>;
  /** Gives back part or all of what was captured; never more. */
  refund(paymentId: string, amount: Money): Promise<PaymentState>;
  status(paymentId: string): Promise<PaymentState>;
  /**
   * The payment an authorise call with this idempotency key made, or null when the provider never
   * saw it. A caller that stopped between asking and recording (a crash) finds its payment here
   * before it settles or releases anything, so no money is held or taken without a record.
   */
  findByIdempotencyKey(idempotencyKey: string): Promise<PaymentState | null>;
  /** Verifies a provider notification and returns it in neutral terms; throws on a bad signature. */
  handleWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<GatewayEvent>;
  /** Saved cards for members: the gateway keeps the card, Noren keeps the id, brand, last four and expiry. */
  saveCard?(token: string, customer: string): Promise<SavedCard>;
  listCards?(customer: string): Promise<SavedCard[]>;
  deleteCard?(cardId: string, customer: string): Promise<void>;
  /** Ends 3-D Secure challenges left unanswered past their window; returns the payments it ended. */
  expireChallenges?(): Promise<string[]>;
}
