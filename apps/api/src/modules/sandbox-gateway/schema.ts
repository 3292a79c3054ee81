// JSON schemas of the sandbox provider's HTTP API. Card fields are strings as browsers send them;
// lengths are bounded so nothing large reaches the validation.
const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const tokenBody = {
  type: 'object',
  required: ['number', 'exp_month', 'exp_year', 'security_code', 'holder'],
  additionalProperties: false,
  properties: {
    key: str(120),
    number: str(40),
    // As a card gateway's API takes them: "12" from a form field or 12 from code (TokenBody).
    // Bodies are not type-coerced (plugins/validators.ts), so both types are declared.
    exp_month: { type: ['string', 'integer'], maxLength: 2, minimum: 0, maximum: 99 },
    exp_year: { type: ['string', 'integer'], maxLength: 4, minimum: 0, maximum: 9999 },
    security_code: str(8),
    holder: str(200),
    birth_date: str(6),
    pin_prefix: str(2),
  },
} as const;

export interface TokenBody {
  key?: string;
  number: string;
  exp_month: string | number;
  exp_year: string | number;
  security_code: string;
  holder: string;
  birth_date?: string;
  pin_prefix?: string;
}

export const paymentBody = {
  type: 'object',
  required: ['token', 'amount', 'currency', 'reference', 'return_url'],
  additionalProperties: false,
  properties: {
    token: str(100),
    amount: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    currency: str(3),
    reference: str(200),
    return_url: str(2000),
    three_d_secure: { type: 'string', enum: ['automatic', 'required'] },
  },
} as const;

export interface PaymentBody {
  token: string;
  amount: number;
  currency: string;
  reference: string;
  return_url: string;
  three_d_secure?: 'automatic' | 'required';
}

export const amountBody = (required: boolean) =>
  ({
    type: 'object',
    additionalProperties: false,
    ...(required && { required: ['amount'] }),
    properties: { amount: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
  }) as const;

export const paymentParams = {
  type: 'object',
  required: ['id'],
  properties: { id: str(100) },
} as const;

export const challengeForm = {
  type: 'object',
  properties: { code: str(20), action: { type: 'string', enum: ['submit', 'cancel'] } },
} as const;
