// The sandbox provider's own wire shapes, written once as TypeBox schemas: Fastify validates and
// serialises with them and the types below derive from them. They stay in this module, not in
// core/src/contract, because they are the card gateway's API (what a real provider documents), not
// Noren's: no app imports them, and payments/ reaches them only through the service's types.
import Type, { type Static } from 'typebox';
import { CANONICAL_CARD_BRANDS } from '@noren/core/domain';
import { Data, ErrorReplies, Nullable, StringEnum } from '@noren/core/contract';

const str = (maxLength: number) => Type.String({ maxLength });
const amount = (minimum: number) => Type.Integer({ minimum, maximum: Number.MAX_SAFE_INTEGER });

export const SANDBOX_STATUSES = ['requires_3ds', 'authorized', 'captured', 'refunded', 'cancelled', 'expired', 'failed'] as const;
export type SandboxStatus = (typeof SANDBOX_STATUSES)[number];

const Brand = StringEnum(CANONICAL_CARD_BRANDS);

// --- requests --------------------------------------------------------------------------------

/**
 * Card fields are strings as browsers send them; lengths are bounded so nothing large reaches the
 * validation. The expiry comes as "12" from a form field or 12 from code, as a card gateway's API
 * takes it; bodies are not type-coerced (plugins/validators.ts), so both types are declared.
 */
export const TokenBody = Type.Object(
  {
    key: Type.Optional(str(120)),
    number: str(40),
    exp_month: Type.Union([Type.String({ maxLength: 2 }), Type.Integer({ minimum: 0, maximum: 99 })]),
    exp_year: Type.Union([Type.String({ maxLength: 4 }), Type.Integer({ minimum: 0, maximum: 9999 })]),
    security_code: str(8),
    holder: str(200),
    birth_date: Type.Optional(str(6)),
    pin_prefix: Type.Optional(str(2)),
  },
  { additionalProperties: false },
);
export type TokenBody = Static<typeof TokenBody>;

export const PaymentBody = Type.Object(
  {
    token: str(100),
    amount: amount(0),
    currency: str(3),
    reference: str(200),
    return_url: str(2000),
    three_d_secure: Type.Optional(StringEnum(['automatic', 'required'] as const)),
  },
  { additionalProperties: false },
);
export type PaymentBody = Static<typeof PaymentBody>;

/** Capture takes an optional partial amount (and may come with no body at all); refund needs one. */
export const CaptureBody = Type.Object({ amount: Type.Optional(amount(1)) }, { additionalProperties: false });
export const RefundBody = Type.Object({ amount: amount(1) }, { additionalProperties: false });

export const PaymentParams = Type.Object({ id: str(100) });

/** The 3-D Secure page's form, urlencoded; a missing field is treated as an empty answer. */
export const ChallengeForm = Type.Object({ code: Type.Optional(str(20)), action: Type.Optional(StringEnum(['submit', 'cancel'] as const)) });

// --- answers ---------------------------------------------------------------------------------

const CardShown = { brand: Brand, last4: Type.String(), exp_month: Type.Integer(), exp_year: Type.Integer() };

export const TokenView = Type.Object({ token: Type.String(), ...CardShown });
export type TokenView = Static<typeof TokenView>;

export const SavedCardView = Type.Object({ id: Type.String(), ...CardShown });
export type SavedCardView = Static<typeof SavedCardView>;

export const PaymentView = Type.Object({
  id: Type.String(),
  status: StringEnum(SANDBOX_STATUSES),
  reference: Type.String(),
  currency: Type.String(),
  amount: Type.Integer(),
  amount_captured: Type.Integer(),
  amount_refunded: Type.Integer(),
  failure_reason: Nullable(Type.String()),
  failure_code: Nullable(Type.Integer()),
  challenge_url: Nullable(Type.String()),
  challenge_expires_at: Nullable(Type.String()),
  card: Type.Object(CardShown),
  /** The customer's saved card it was paid with; null for a single-use token. */
  saved_card_id: Type.Optional(Nullable(Type.String())),
  created_at: Type.String(),
});
export type PaymentView = Static<typeof PaymentView>;

export const PaymentEvent = Type.Object({ type: Type.String(), status: Type.String(), amount: Nullable(Type.Integer()), at: Type.String() });

// --- calls -----------------------------------------------------------------------------------

export const CreateTokenCall = { body: TokenBody, response: { 201: Data(TokenView), ...ErrorReplies } } as const;
export const AuthorizeCall = { body: PaymentBody, response: { 201: Data(PaymentView), ...ErrorReplies } } as const;
export const PaymentCall = { params: PaymentParams, response: { 200: Data(PaymentView), ...ErrorReplies } } as const;
export const PaymentEventsCall = { params: PaymentParams, response: { 200: Data(Type.Array(PaymentEvent)), ...ErrorReplies } } as const;
export const CaptureCall = { params: PaymentParams, body: CaptureBody, response: { 200: Data(PaymentView), ...ErrorReplies } } as const;
export const RefundCall = { params: PaymentParams, body: RefundBody, response: { 200: Data(PaymentView), ...ErrorReplies } } as const;
/** The challenge page answers HTML or a redirect; only its input is described. */
export const ChallengePageCall = { params: PaymentParams } as const;
export const ChallengeAnswerCall = { params: PaymentParams, body: ChallengeForm } as const;
