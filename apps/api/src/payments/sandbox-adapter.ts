// PaymentGateway for the sandbox provider. The sandbox runs in this same server, so the adapter
// calls its service directly where a real adapter would make HTTPS calls; the translation from the
// provider's words (statuses, failure reasons, snake_case views) to Noren's is the same job.
import { ErrorCode, NorenError, gatewayFailure, isGatewayFailureReason, money, type Money, type PaymentStatus } from '@noren/core/domain';
import type { PaymentView, SandboxService, SavedCardView, SandboxStatus } from '../modules/sandbox-gateway/index.ts';
import type { AuthorizeInput, AuthorizeResult, CardSummary, GatewayEvent, GatewayEventType, PaymentGateway, PaymentState, SavedCard } from './gateway.ts';

const STATUS: Readonly<Record<SandboxStatus, PaymentStatus>> = {
  requires_3ds: 'pre_3d_secure',
  authorized: 'authorized',
  captured: 'captured',
  // Refunds are amounts on a captured payment in Noren's terms.
  refunded: 'captured',
  cancelled: 'cancelled',
  // An unanswered challenge ends the booking (spec part 1 §4): cancelled, with code 3001.
  expired: 'cancelled',
  failed: 'failed',
};

const EVENT_TYPES: Readonly<Record<string, GatewayEventType>> = {
  'payment.authorized': 'payment.authorized',
  'payment.failed': 'payment.failed',
  'payment.cancelled': 'payment.cancelled',
  'payment.captured': 'payment.captured',
  'payment.refunded': 'payment.refunded',
};

export function createSandboxGateway(service: SandboxService): PaymentGateway {
  const sameCurrency = async (paymentId: string, amount: Money): Promise<void> => {
    const current = await service.get(paymentId);
    if (current.currency !== amount.currency) {
      throw new NorenError(ErrorCode.invalid, { payload: { field: 'amount.currency', reason: `must be ${current.currency}` } });
    }
  };

  return {
    name: 'sandbox',

    async tokenize(card) {
      const view = await service.createToken('pk_sandbox_server', {
        number: card.number,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        security_code: card.securityCode,
        holder: card.holder,
        ...(card.birthDate !== undefined && { birth_date: card.birthDate }),
        ...(card.pinPrefix !== undefined && { pin_prefix: card.pinPrefix }),
      });
      return { token: view.token, card: { brand: view.brand, last4: view.last4, expMonth: view.exp_month, expYear: view.exp_year } };
    },

    async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
      const { payment } = await service.authorize({
        token: input.token,
        amount: input.amount.amount,
        currency: input.amount.currency,
        reference: input.reference,
        returnUrl: input.returnUrl,
        idempotencyKey: input.idempotencyKey,
        ...(input.threeDSecure !== undefined && { threeDSecure: input.threeDSecure }),
      });
      return authorizeResult(payment);
    },

    async capture(paymentId, amount) {
      if (amount !== undefined) await sameCurrency(paymentId, amount);
      return paymentState(await service.capture(paymentId, amount?.amount));
    },

    async cancel(paymentId) {
      return paymentState(await service.cancel(paymentId));
    },

    async refund(paymentId, amount) {
      await sameCurrency(paymentId, amount);
      return paymentState(await service.refund(paymentId, amount.amount));
    },

    async status(paymentId) {
      return paymentState(await service.get(paymentId));
    },

    async findByIdempotencyKey(key) {
      const view = await service.findByIdempotencyKey(key);
      return view ? paymentState(view) : null;
    },

    async handleWebhook(headers, rawBody): Promise<GatewayEvent> {
      const header = headers['sandbox-signature'];
      const event = service.verifyEvent(Array.isArray(header) ? header[0] : header, rawBody);
      const type = EVENT_TYPES[event.type];
      if (type === undefined) throw new NorenError(ErrorCode.invalid, { payload: { field: 'type', reason: 'is not an event Noren handles' } });
      return { id: event.id, type, payment: paymentState(event.payment) };
    },

    async saveCard(token, customer) {
      return savedCard(await service.saveCard(token, customer));
    },

    async listCards(customer) {
      return (await service.listCards(customer)).map(savedCard);
    },

    async deleteCard(cardId, customer) {
      await service.deleteCard(cardId, customer);
    },

    async expireChallenges() {
      return service.expireChallenges();
    },
  };
}

function cardSummary(view: PaymentView['card']): CardSummary {
  return { brand: view.brand, last4: view.last4, expMonth: view.exp_month, expYear: view.exp_year };
}

function failureOf(view: PaymentView) {
  return view.failure_reason !== null && isGatewayFailureReason(view.failure_reason) ? gatewayFailure(view.failure_reason) : undefined;
}

export function authorizeResult(view: PaymentView): AuthorizeResult {
  const status = view.status === 'requires_3ds' ? 'requires_3ds' : view.status === 'failed' ? 'failed' : 'authorized';
  const failure = failureOf(view);
  return {
    status,
    paymentId: view.id,
    ...(view.challenge_url !== null && { challengeUrl: view.challenge_url }),
    ...(view.challenge_expires_at !== null && status === 'requires_3ds' && { challengeExpiresAt: view.challenge_expires_at }),
    ...(failure !== undefined && { failure }),
    card: cardSummary(view.card),
    ...(view.saved_card_id && { savedCardId: view.saved_card_id }),
  };
}

export function paymentState(view: PaymentView): PaymentState {
  const failure = failureOf(view);
  return {
    paymentId: view.id,
    reference: view.reference,
    status: STATUS[view.status],
    amount: money(view.amount, view.currency),
    captured: view.amount_captured,
    refunded: view.amount_refunded,
    ...(failure !== undefined && { failure }),
    ...(view.challenge_url !== null && view.status === 'requires_3ds' && { challengeUrl: view.challenge_url }),
    ...(view.challenge_expires_at !== null && { challengeExpiresAt: view.challenge_expires_at }),
    card: cardSummary(view.card),
    ...(view.saved_card_id && { savedCardId: view.saved_card_id }),
  };
}

function savedCard(view: SavedCardView): SavedCard {
  return { id: view.id, brand: view.brand, last4: view.last4, expMonth: view.exp_month, expYear: view.exp_year };
}
