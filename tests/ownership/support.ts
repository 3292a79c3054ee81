/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Shared by the ownership suites: one caller for every method with an optional bearer, sign-ins
// of the demo accounts, a Kyoto booking made by whoever is signed in, and the check that a
// refusal carries nothing of the reservation.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreateReservationRequest } from '@noren/core/domain';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { openClientSession } from '../support/app.ts';
import { arrivalQuestion, kyotoBody, quote, setInventory, type Api } from '../reservations/helpers.ts';

export const HOTEL = 'kyoto-gion';
export const ROOM = 'tatami-standard';

export interface Reply {
  status: number;
  body: any;
}

export interface Client {
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts?: { payload?: unknown; bearer?: string | null }): Promise<Reply>;
  /** The reservations helpers' Api, for quote(). */
  api: Api;
}

export async function client(app: FastifyInstance): Promise<Client> {
  const session = await openClientSession(app);
  const call: Client['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { 'client-session': session, 'accept-language': 'en' };
    if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
    const r = await app.inject({ method, url: `/api/v1${url}`, headers, ...(opts.payload !== undefined && { payload: opts.payload as object }) });
    let body: any;
    try {
      body = r.json();
    } catch {
      body = r.body;
    }
    return { status: r.statusCode, body };
  };
  return {
    call,
    api: {
      post: async (hotel, body, extra) => call('POST', `/hotels/${hotel}/reservations`, { payload: body, bearer: extra?.authorization?.replace(/^Bearer /, '') }),
      get: async (url) => call('GET', url.replace(/^\/api\/v1/, '')),
    },
  };
}

export const memberSignIn = async (c: Client, email: string, password: string): Promise<string> => {
  const r = await c.call('POST', `/hotels/${HOTEL}/memberships/sign_in`, { payload: { email, password } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.session;
};

export const organisationSignIn = async (c: Client, organisation: string, account: string, password: string): Promise<string> => {
  const r = await c.call('POST', `/hotels/${HOTEL}/organization/sign_in`, { payload: { organization_id: organisation, account_id: account, password } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.session;
};

export interface Accounts {
  member: string;
  member2: string;
  acmeAdmin: string;
  acmeBooker: string;
  globexBooker: string;
}

export async function signInAll(c: Client): Promise<Accounts> {
  return {
    member: await memberSignIn(c, 'member@noren.example', 'Noren-Member-1'),
    member2: await memberSignIn(c, 'member2@noren.example', 'Noren-Member-2'),
    acmeAdmin: await organisationSignIn(c, 'acme', 'acme-admin', 'Acme-Admin-1'),
    acmeBooker: await organisationSignIn(c, 'acme', 'acme-booker', 'Acme-Booker-1'),
    globexBooker: await organisationSignIn(c, 'globex', 'globex-booker', 'Globex-Booker-1'),
  };
}

/** A Kyoto booking for `checkin` (two nights) by whoever `bearer` is (a guest when null). */
export async function bookAs(
  c: Client, db: DatabaseHandle, bearer: string | null, checkin: string, checkout: string, over: Partial<CreateReservationRequest> = {},
): Promise<{ number: string; token: string; data: any }> {
  await setInventory(db, HOTEL, ROOM, checkin, checkout, 10, 0);
  const body = kyotoBody(await arrivalQuestion(db), { checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: `room-only_${ROOM}`, adults: 2 }], ...over });
  const priced = { ...body, expected_total_price: (await quote(c.api, HOTEL, body)).prices.total_price };
  const r = await c.call('POST', `/hotels/${HOTEL}/reservations`, { payload: priced, bearer });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { number: r.body.data.reservation_number, token: r.body.data.bypass_token, data: r.body.data };
}

/** A refusal: a 4xx envelope that names nothing of the reservation (number, guest, e-mail, phone). */
export function expectNoLeak(r: Reply, number: string): { status: number; code: number; payload: Record<string, any> } {
  expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
  const text = JSON.stringify(r.body);
  for (const secret of [...(number ? [number] : []), 'Hanako', 'Yamada', 'hanako@example.com', '+819012345678', 'Gionmachi']) expect(text).not.toContain(secret);
  expect(r.body.data).toBeUndefined();
  const [error] = r.body.errors;
  return { status: r.status, code: error.details.code, payload: error.details.payload ?? {} };
}
