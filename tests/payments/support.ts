// Shared steps of the payment suites: tokenise a card the way the browser does, and authorise it
// the way the booking flow will, through app.payments.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuthorizeResult } from '../../apps/api/src/payments/gateway.ts';

export const NOW = '2026-11-22T03:00:00.000Z';
export const PUBLISHABLE_KEY = 'pk_sandbox_kyoto_gion';
export const SECRET_KEY = 'sk_sandbox_noren';

export const digitsOf = (number: string): string => number.replace(/\s/g, '');

export interface TokenAnswer {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export function cardBody(number: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const amex = /^3[47]/.test(digitsOf(number));
  return { number, exp_month: '12', exp_year: '2029', security_code: amex ? '1234' : '123', holder: 'TARO YAMADA', ...overrides };
}

export async function tokenize(app: FastifyInstance, number: string, overrides: Record<string, unknown> = {}): Promise<TokenAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox-gateway/v1/tokens',
    headers: { authorization: `Bearer ${PUBLISHABLE_KEY}` },
    payload: cardBody(number, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: TokenAnswer }).data;
}

let keys = 0;
export const newKey = (label = 'test'): string => `${label}-${Date.now()}-${++keys}`;

export async function authorize(app: FastifyInstance, number: string, amount = 12_000, extra: Partial<{ currency: string; threeDSecure: 'automatic' | 'required'; idempotencyKey: string }> = {}): Promise<AuthorizeResult> {
  const { token } = await tokenize(app, number);
  return app.payments.authorize({
    token,
    amount: { amount, currency: (extra.currency ?? 'JPY') as 'JPY' },
    idempotencyKey: extra.idempotencyKey ?? newKey(),
    returnUrl: '/kyoto-gion/payment/return',
    reference: 'R-TEST',
    ...(extra.threeDSecure !== undefined && { threeDSecure: extra.threeDSecure }),
  });
}

/** The error code of a rejected promise (a NorenError). */
export async function codeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    return (error as { code: number }).code;
  }
  throw new Error('expected the call to fail');
}
