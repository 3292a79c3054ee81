// The sandbox provider itself: tokenises cards, authorises (with a 3-D Secure challenge for the
// challenge card), captures, voids and refunds, and keeps a status history. It is what a real
// provider's servers would be; the API reaches it only through payments/sandbox-adapter.ts,
// in-process, and the browser through routes.ts (tokens, 3-D Secure page). The request rules are
// authorization.ts, the answers' shapes views.ts.
import {
  ErrorCode,
  NorenError,
  detectBrand,
  normaliseCardNumber,
  problemPayload,
  todayInTimeZone,
  validateCardNumber,
  validateExpiry,
  validateHolder,
  validateKoreanExtras,
  validateSecurityCode,
  type Clock,
} from '@noren/core/domain';
import type { Database, Executor } from '../../db/database.ts';
import type { SandboxGatewayConfig } from '../../payments/config.ts';
import * as repo from './repository.ts';
import type { PaymentRow, TokenRow } from './repository.ts';
import { cardFingerprint, challengeCode, newId, requestHash, sameSecret, signPayload, verifySignature } from './secrets.ts';
import { testCardBehaviour } from './test-cards.ts';
import { checkAuthorizeRequest, decide, type AuthorizeRequest } from './authorization.ts';
import { invalid, notCapturable, paymentNotFound } from './errors.ts';
import { paymentView, savedCardView, type ChallengeAnswer, type PaymentView, type SavedCardView, type TokenView } from './views.ts';

export { validReturnUrl, type AuthorizeRequest } from './authorization.ts';
export { challengePath, SANDBOX_PREFIX, type ChallengeAnswer, type PaymentView, type SavedCardView, type TokenView } from './views.ts';

/** Spec part 2 §9: the guest has 15 minutes to answer the challenge. */
export const CHALLENGE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_CHALLENGE_ATTEMPTS = 3;
export const PUBLISHABLE_KEY = /^pk_sandbox[A-Za-z0-9_]{0,100}$/;

export interface CardInput {
  number: string;
  exp_month: number | string;
  exp_year: number | string;
  security_code: string;
  holder: string;
  birth_date?: string;
  pin_prefix?: string;
}

/** Thrown inside the authorise transaction when another request took the idempotency key first. */
class KeyTaken extends Error {}

export class SandboxService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly config: SandboxGatewayConfig,
  ) {}

  // --- tokens -----------------------------------------------------------------------------

  /** Checks a card as a provider's tokeniser does and keeps only what may be kept. */
  async createToken(publishableKey: string, card: CardInput): Promise<TokenView> {
    if (!PUBLISHABLE_KEY.test(publishableKey)) throw new NorenError(ErrorCode.unauthorized, { message: 'A sandbox publishable key (pk_sandbox…) is required.' });
    const now = this.clock.now();
    const digits = normaliseCardNumber(card.number) ?? '';
    const brand = detectBrand(digits);
    const problems = [
      ...validateCardNumber(card.number),
      ...validateExpiry(card.exp_month, card.exp_year, { today: todayInTimeZone(now, 'UTC') }),
      ...validateSecurityCode(card.security_code, brand),
      ...validateHolder(card.holder),
      ...(card.birth_date !== undefined || card.pin_prefix !== undefined ? validateKoreanExtras(card.birth_date, card.pin_prefix) : []),
    ];
    const first = problems[0];
    if (first !== undefined || brand === null) {
      const p = first ?? validateCardNumber('0')[0]!;
      throw new NorenError(p.code, { payload: problemPayload(p), message: `${p.field} ${p.reason}` });
    }
    const expMonth = Number(card.exp_month);
    const rawYear = String(card.exp_year).trim();
    const expYear = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
    const row = {
      id: newId('tok'),
      publishableKey,
      brand,
      last4: digits.slice(-4),
      expMonth,
      expYear,
      fingerprint: cardFingerprint(this.config.signingKey, digits),
      behaviour: testCardBehaviour(digits),
      createdAt: now,
    };
    await repo.insertToken(this.db, row);
    return { token: row.id, brand, last4: row.last4, exp_month: expMonth, exp_year: expYear };
  }

  // --- saved cards --------------------------------------------------------------------------

  /** Turns a single-use token into a member's reusable card; the same card saved twice is kept once. */
  async saveCard(token: string, customer: string): Promise<SavedCardView> {
    if (customer.trim() === '' || customer.length > 200) throw invalid('customer', 'must be 1 to 200 characters');
    return this.db.transaction(async (tx) => {
      const source = await repo.findToken(tx, token);
      if (!source || source.reusable) throw invalid('token', 'is not a card token');
      if (!(await repo.spendToken(tx, token, this.clock.now()))) throw invalid('token', 'has already been used', 409);
      const existing = await repo.findSavedCard(tx, customer, source.fingerprint);
      if (existing) return savedCardView(existing);
      const row = { ...source, id: newId('card'), reusable: true, customer, createdAt: this.clock.now(), usedAt: null, deletedAt: null };
      await repo.insertToken(tx, row);
      return savedCardView(row);
    });
  }

  async listCards(customer: string): Promise<SavedCardView[]> {
    return (await repo.listSavedCards(this.db, customer)).map(savedCardView);
  }

  async deleteCard(id: string, customer: string): Promise<void> {
    if (!(await repo.deleteSavedCard(this.db, id, customer, this.clock.now()))) throw new NorenError(ErrorCode.notFound, { message: 'No such saved card.' });
  }

  // --- payments -----------------------------------------------------------------------------

  /** Authorises once per idempotency key: a repeated key gets the first answer, and only one authorisation exists. */
  async authorize(request: AuthorizeRequest): Promise<{ payment: PaymentView; replayed: boolean }> {
    checkAuthorizeRequest(request);
    const key = request.idempotencyKey ?? null;
    const hash = requestHash([request.token, request.amount, request.currency, request.reference, request.returnUrl, request.threeDSecure ?? 'automatic']);
    const replay = async (): Promise<{ payment: PaymentView; replayed: boolean } | undefined> => {
      if (key === null) return undefined;
      const existing = await repo.findPaymentByIdempotencyKey(this.db, key);
      if (!existing) return undefined;
      if (existing.requestHash !== hash) throw invalid('idempotency_key', 'was already used for a different request', 409);
      return { payment: existing.firstResponse as unknown as PaymentView, replayed: true };
    };

    const earlier = await replay();
    if (earlier) return earlier;
    try {
      const payment = await this.db.transaction(async (tx) => {
        const token = await repo.findToken(tx, request.token);
        if (!token) throw invalid('token', 'is not a valid card token');
        const now = this.clock.now();
        const outcome = decide(token, request, now);
        const id = newId('pay');
        const row: PaymentRow = {
          id,
          tokenId: token.id,
          reference: request.reference,
          currency: request.currency,
          amount: request.amount,
          status: outcome.status,
          failureReason: outcome.failure ?? null,
          threeDSecure: request.threeDSecure ?? 'automatic',
          returnUrl: request.returnUrl,
          challengeExpiresAt: outcome.status === 'requires_3ds' ? new Date(now.getTime() + CHALLENGE_WINDOW_MS) : null,
          idempotencyKey: key,
          requestHash: hash,
          amountCaptured: 0,
          amountRefunded: 0,
          challengeAttempts: 0,
          firstResponse: null,
          createdAt: now,
          updatedAt: now,
        };
        const view = paymentView(row, token);
        // The key is claimed before the token is spent: a concurrent twin waits here for this
        // transaction and then finds the key taken, instead of finding the token spent.
        const inserted = await repo.insertPayment(tx, { ...row, firstResponse: view as unknown as Record<string, unknown> });
        if (!inserted) throw new KeyTaken();
        if (!token.reusable && !(await repo.spendToken(tx, token.id, now))) throw invalid('token', 'has already been used', 409);
        await repo.insertEvent(tx, { paymentId: id, type: outcome.status === 'requires_3ds' ? 'requires_3ds' : outcome.status, status: outcome.status, amount: request.amount, at: now });
        return view;
      });
      return { payment, replayed: false };
    } catch (error) {
      if (error instanceof KeyTaken) {
        const again = await replay();
        if (again) return again;
      }
      throw error;
    }
  }

  /** The payment made with this idempotency key, if any: how a caller that crashed after asking finds what it asked for. */
  async findByIdempotencyKey(key: string): Promise<PaymentView | null> {
    const row = await repo.findPaymentByIdempotencyKey(this.db, key);
    return row ? this.get(row.id) : null;
  }

  async get(id: string): Promise<PaymentView> {
    const { payment, token } = await this.load(id);
    return paymentView(payment, token);
  }

  async capture(id: string, amount?: number): Promise<PaymentView> {
    const { payment } = await this.load(id);
    const toCapture = amount ?? payment.amount;
    if (!Number.isSafeInteger(toCapture) || toCapture <= 0) {
      if (payment.status === 'authorized' && payment.amount === 0) throw notCapturable('a card verification holds no money');
      throw invalid('amount', 'must be a whole number of minor units above 0');
    }
    const now = this.clock.now();
    const updated = await this.db.transaction(async (tx) => {
      const row = await repo.transition(tx, id, ['authorized'], { status: 'captured', amountCaptured: toCapture, updatedAt: now }, { maxCapture: toCapture });
      if (row) await repo.insertEvent(tx, { paymentId: id, type: 'captured', status: 'captured', amount: toCapture, at: now });
      return row;
    });
    if (updated) return this.get(id);
    const current = await this.load(id);
    if (current.payment.status === 'authorized') throw invalid('amount', `must not exceed the authorised ${current.payment.amount}`);
    throw notCapturable(`the payment is ${current.payment.status}`);
  }

  /** Voids an authorisation, or ends a challenge nobody answered. Voiding twice answers the same. */
  async cancel(id: string): Promise<PaymentView> {
    const { payment } = await this.load(id);
    if (payment.status === 'cancelled') return this.get(id);
    const now = this.clock.now();
    const updated = await this.db.transaction(async (tx) => {
      const row = await repo.transition(tx, id, ['authorized', 'requires_3ds'], { status: 'cancelled', updatedAt: now });
      if (row) await repo.insertEvent(tx, { paymentId: id, type: 'cancelled', status: 'cancelled', amount: row.amount, at: now });
      return row;
    });
    if (updated) return this.get(id);
    const current = await this.load(id);
    if (current.payment.status === 'cancelled') return this.get(id);
    throw new NorenError(ErrorCode.payNotUpdatable, { payload: { status: current.payment.status }, message: `The payment is ${current.payment.status} and cannot be cancelled.` });
  }

  async refund(id: string, amount: number): Promise<PaymentView> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid('amount', 'must be a whole number of minor units above 0');
    await this.load(id);
    const now = this.clock.now();
    const updated = await this.db.transaction(async (tx) => {
      const row = await repo.addRefund(tx, id, amount, now);
      if (row) await repo.insertEvent(tx, { paymentId: id, type: 'refunded', status: row.status, amount, at: now });
      return row;
    });
    if (updated) return this.get(id);
    const { payment } = await this.load(id);
    if (payment.status === 'captured') throw invalid('amount', `must not exceed the ${payment.amountCaptured - payment.amountRefunded} left to refund`);
    throw new NorenError(ErrorCode.payNotUpdatable, { payload: { status: payment.status }, message: `The payment is ${payment.status} and cannot be refunded.` });
  }

  // --- 3-D Secure ---------------------------------------------------------------------------

  /** The payment behind a challenge page and where to send the guest back; null for an unknown id. */
  async challengeContext(id: string): Promise<{ payment: PaymentView; returnUrl: string } | null> {
    try {
      const { payment, token } = await this.load(id);
      return { payment: paymentView(payment, token), returnUrl: payment.returnUrl };
    } catch (error) {
      if (error instanceof NorenError && error.code === ErrorCode.notFound) return null;
      throw error;
    }
  }

  /** The sandbox shows the code on its own page, as test providers do. */
  challengeCodeFor(id: string): string {
    return challengeCode(this.config.signingKey, id);
  }

  async answerChallenge(id: string, code: string): Promise<ChallengeAnswer> {
    const { payment } = await this.load(id);
    if (payment.status !== 'requires_3ds') return { payment: await this.get(id) };
    const now = this.clock.now();
    const right = /^\d{6}$/.test(code) && sameSecret(code, this.challengeCodeFor(id));
    const updated = await this.db.transaction(async (tx) => {
      if (right) {
        const row = await repo.transition(tx, id, ['requires_3ds'], { status: 'authorized', updatedAt: now }, { challengeOpenAt: now });
        if (row) await repo.insertEvent(tx, { paymentId: id, type: 'authorized', status: 'authorized', amount: row.amount, at: now });
        return row;
      }
      const row = await repo.addChallengeAttempt(tx, id, MAX_CHALLENGE_ATTEMPTS, now);
      if (row) await repo.insertEvent(tx, { paymentId: id, type: row.status === 'failed' ? 'failed' : 'challenge_failed_attempt', status: row.status, amount: null, at: now });
      return row;
    });
    const view = await this.get(id);
    if (!right && updated && updated.status === 'requires_3ds') return { payment: view, attemptsLeft: MAX_CHALLENGE_ATTEMPTS - updated.challengeAttempts };
    return { payment: view };
  }

  async cancelChallenge(id: string): Promise<PaymentView> {
    await this.load(id);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const row = await repo.transition(tx, id, ['requires_3ds'], { status: 'cancelled', failureReason: 'three_d_secure_cancelled', updatedAt: now }, { challengeOpenAt: now });
      if (row) await repo.insertEvent(tx, { paymentId: id, type: 'cancelled', status: 'cancelled', amount: null, at: now });
    });
    return this.get(id);
  }

  /** Ends every challenge left unanswered for 15 minutes (a job calls this; reads expire lazily too). */
  async expireChallenges(): Promise<string[]> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const rows = await repo.expireChallenges(tx, now);
      for (const row of rows) await repo.insertEvent(tx, { paymentId: row.id, type: 'expired', status: 'expired', amount: null, at: now });
      return rows.map((row) => row.id);
    });
  }

  async history(id: string): Promise<Array<{ type: string; status: string; amount: number | null; at: string }>> {
    await this.load(id);
    return (await repo.listEvents(this.db, id)).map((e) => ({ type: e.type, status: e.status, amount: e.amount, at: e.at.toISOString() }));
  }

  // --- webhooks ------------------------------------------------------------------------------

  /** A signed notification about a payment, as the sandbox would POST it to a merchant. */
  async signedEvent(id: string, type: string): Promise<{ headers: Record<string, string>; body: string }> {
    const body = JSON.stringify({ id: newId('evt'), type, payment: await this.get(id) });
    return { headers: { 'sandbox-signature': signPayload(this.config.signingKey, body, this.clock.now()) }, body };
  }

  verifyEvent(signature: string | undefined, body: string): { id: string; type: string; payment: PaymentView } {
    if (!signature || !verifySignature(this.config.signingKey, body, signature, this.clock.now())) {
      throw new NorenError(ErrorCode.unauthorized, { message: 'The webhook signature is not valid.' });
    }
    return JSON.parse(body) as { id: string; type: string; payment: PaymentView };
  }

  secretKeyMatches(given: string): boolean {
    return sameSecret(given, this.config.secretKey);
  }

  /** The payment and its card, after ending the challenge if its window has closed. */
  private async load(id: string, db: Executor = this.db): Promise<{ payment: PaymentRow; token: TokenRow }> {
    if (!/^pay_[A-Za-z0-9_-]{1,64}$/.test(id)) throw paymentNotFound();
    let payment = await repo.findPayment(db, id);
    if (!payment) throw paymentNotFound();
    const now = this.clock.now();
    if (payment.status === 'requires_3ds' && payment.challengeExpiresAt !== null && payment.challengeExpiresAt.getTime() <= now.getTime()) {
      await this.expireChallenges();
      payment = (await repo.findPayment(db, id))!;
    }
    const token = await repo.findTokenAnyState(db, payment.tokenId);
    return { payment, token: token! };
  }
}
