// Shared by the card-booking suites: a caller that records every body it sends to /api/v1 (so a
// suite can prove none carried a card number), card bodies built from sandbox tokens, and reads of
// the sandbox's own payment rows.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreateReservationRequest } from '@noren/core/domain';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { luhn } from '../../apps/api/src/modules/reservations/index.ts';
import { openClientSession, query } from '../support/app.ts';
import { tokenize } from '../payments/support.ts';
import type { Reply } from '../reservations/helpers.ts';

export interface CardApi {
  post(hotel: string, body: unknown, headers?: Record<string, string>): Promise<Reply>;
  get(url: string): Promise<Reply>;
  paymentResult(hotel: string, number: string, bypassToken: string): Promise<Reply>;
  /** Every body sent to /api/v1 through this caller. */
  sent: string[];
}

export async function cardApi(app: FastifyInstance): Promise<CardApi> {
  const session = await openClientSession(app);
  const headers = { 'client-session': session, 'accept-language': 'en' };
  const sent: string[] = [];
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, extra: Record<string, string> = {}): Promise<Reply> => {
    if (url.startsWith('/api/v1') && payload !== undefined) sent.push(JSON.stringify(payload));
    const r = await app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload !== undefined && { payload: payload as object }) });
    return { status: r.statusCode, body: r.json() };
  };
  return {
    sent,
    post: (hotel, body, extra) => call('POST', `/api/v1/hotels/${hotel}/reservations`, body, extra),
    get: (url) => call('GET', url),
    paymentResult: (hotel, number, bypassToken) => call('POST', `/api/v1/hotels/${hotel}/reservations/${number}/payment_result`, { bypass_token: bypassToken }),
  };
}

/** True when a text holds 13 to 19 digits in a row (spaces or dashes between) that pass Luhn. */
export function carriesCardNumber(text: string): boolean {
  for (const m of text.matchAll(/[0-9](?:[ -]?[0-9]){12,18}/g)) {
    const digits = m[0].replace(/[ -]/g, '');
    for (let len = 13; len <= digits.length; len++) for (let at = 0; at + len <= digits.length; at++) if (luhn(digits.slice(at, at + len))) return true;
  }
  return false;
}

export async function cardPayment(app: FastifyInstance, number: string, type: CreateReservationRequest['payment']['type'] = 'credit_card', brand?: string): Promise<CreateReservationRequest['payment']> {
  const { token } = await tokenize(app, number);
  return { type, token, ...(brand && { card_brand: brand }) } as CreateReservationRequest['payment'];
}

export async function sandboxPayments(db: DatabaseHandle, reference?: string): Promise<Array<{ id: string; status: string; amount: number; amount_captured: number; currency: string; reference: string }>> {
  return query(db, `select id, status, amount::int as amount, amount_captured::int as amount_captured, currency, reference from sandbox_payments ${reference ? 'where reference = $1' : ''} order by created_at, id`, reference ? [reference] : []);
}

/** No sandbox payment anywhere still holds money uncaptured. */
export async function expectNoOpenAuthorisation(db: DatabaseHandle): Promise<void> {
  const open = await query(db, `select id, reference, status from sandbox_payments where status = 'authorized' and amount > 0`);
  expect(open).toEqual([]);
}

/** Posts the 3-D Secure page form as the guest's browser would; returns where it sends them. */
export async function answerChallenge(app: FastifyInstance, challengeUrl: string, form: { code?: string; action?: 'submit' | 'cancel' }): Promise<{ status: number; location: string | undefined; body: string }> {
  const r = await app.inject({ method: 'POST', url: challengeUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form as Record<string, string>).toString() });
  return { status: r.statusCode, location: r.headers.location as string | undefined, body: r.body };
}
