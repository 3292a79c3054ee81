/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Shared by the pay-link suites: staff of the demo hotels signed in to the console, a guest's
// calls with the booking app's client session, and sandbox card tokens.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { openClientSession } from '../support/app.ts';
import { tokenize } from '../payments/support.ts';

export const FRONT_DESK = { email: 'frontdesk@kyoto-gion.example', password: 'Noren-Staff-1' };
export const MANAGER = { email: 'manager@noren.example', password: 'Noren-Manager-1' };

export interface Reply {
  status: number;
  body: any;
  raw: Buffer;
  headers: Record<string, unknown>;
}

export type Call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) => Promise<Reply>;

export async function signIn(app: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  const r = await app.inject({ method: 'POST', url: '/api/v1/staff/sign_in', headers: { 'client-session': session }, payload: who });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as any).data.session;
}

/** Calls with a client session (the admin app's for staff, the booking app's for a guest) and an optional bearer. */
export async function caller(app: FastifyInstance, opts: { bearer?: string | null; admin?: boolean } = {}): Promise<Call> {
  const session = opts.admin ? await openClientSession(app, 'demo-admin', 'demo-admin-secret') : await openClientSession(app);
  return async (method, url, payload) => {
    const r = await app.inject({
      method, url,
      headers: { 'client-session': session, 'accept-language': 'en', ...(opts.bearer && { authorization: `Bearer ${opts.bearer}` }) },
      ...(payload !== undefined && { payload: payload as never }),
    });
    let body: any;
    try {
      body = r.json();
    } catch {
      body = null;
    }
    return { status: r.statusCode, body, raw: r.rawPayload, headers: r.headers };
  };
}

export const staffBase = (hotel = 'kyoto-gion') => `/api/v1/staff/hotels/${hotel}/pay_links`;

/** A guest's card token from the sandbox's tokeniser (4242…: success, 4000 0000 0000 3220: 3-D Secure). */
export async function cardToken(app: FastifyInstance, number = '4242424242424242'): Promise<string> {
  return (await tokenize(app, number)).token;
}

export function errorOf(r: Reply): { status: number; code: number; payload: Record<string, any> } {
  expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
  const [error] = r.body.errors;
  return { status: r.status, code: error.details.code, payload: error.details.payload ?? {} };
}

/** Creates a link as `staff`; returns its staff view. */
export async function createLink(staff: Call, body: Record<string, unknown>, hotel = 'kyoto-gion'): Promise<any> {
  const r = await staff('POST', staffBase(hotel), { subject: 'Minibar and late check-out', amount: 5400, due_at: '2026-11-23T03:00:00Z', language: 'en', ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

/** Opens the guest page (GET) and pays with `token`. */
export async function pay(guest: Call, number: string, token: string, session?: string): Promise<Reply> {
  const page = session ?? (await guest('GET', `/api/v1/pay_links/${number}`)).body.data.page_session;
  return guest('POST', `/api/v1/pay_links/${number}/payments`, { token, page_session: page });
}

/** Answers the sandbox's 3-D Secure page with its one-time code, as the guest's browser would. */
export async function passChallenge(app: FastifyInstance, challengeUrl: string): Promise<string | undefined> {
  const page = await app.inject({ method: 'GET', url: challengeUrl });
  expect(page.statusCode).toBe(200);
  const code = /data-testid="one-time-code">(\d{6})</.exec(page.body)![1];
  const r = await app.inject({ method: 'POST', url: challengeUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ code, action: 'submit' }).toString() });
  return r.headers.location as string | undefined;
}
