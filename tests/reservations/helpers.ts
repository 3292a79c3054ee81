/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Shared by the reservation suites: a caller with a client session, a booking body for Kyoto that
// a guest could send, the price the widget would have shown for it, and stock set by hand so each
// test owns its dates.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreateReservationRequest } from '@noren/core/domain';
import { priceQuery, withLookupRateLimit } from '../../apps/api/src/modules/reservations/index.ts';
import type { Config } from '../../apps/api/src/config.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { openClientSession, query } from '../support/app.ts';

/** 12:00 in Tokyo: "today" is 2026-11-22 at both demo hotels. */
export const NOW = '2026-11-22T03:00:00Z';

export const noLookupLimit = (config: Config): Config => withLookupRateLimit(config, null);

export interface Reply {
  status: number;
  body: any;
}

export interface Api {
  post(hotel: string, body: unknown, headers?: Record<string, string>): Promise<Reply>;
  get(url: string): Promise<Reply>;
}

export async function api(app: FastifyInstance): Promise<Api> {
  const session = await openClientSession(app);
  const headers = { 'client-session': session, 'accept-language': 'en' };
  return {
    async post(hotel, body, extra = {}) {
      const r = await app.inject({ method: 'POST', url: `/api/v1/hotels/${hotel}/reservations`, headers: { ...headers, ...extra }, payload: body as object });
      return { status: r.statusCode, body: r.json() };
    },
    async get(url) {
      const r = await app.inject({ method: 'GET', url, headers });
      return { status: r.statusCode, body: r.json() };
    },
  };
}

/** The envelope's first error, asserting it is a 4xx. */
export function errorOf(r: Reply): { status: number; code: number; payload: Record<string, any> } {
  expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
  const [error] = r.body.errors;
  return { status: r.status, code: error.details.code, payload: error.details.payload ?? {} };
}

export const KYOTO_GUEST = {
  first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+819012345678',
  postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '570 Gionmachi Minamigawa', notes: 'Late arrival',
};

/** The id of Kyoto's required "expected arrival time" question. */
export async function arrivalQuestion(db: DatabaseHandle): Promise<number> {
  const [row] = await query<{ id: number }>(db, `select q.id from additional_questions q join hotels h on h.id = q.hotel_id where h.code = 'kyoto-gion' and q.question_type = 'checkin'`);
  return row.id;
}

export function kyotoBody(questionId: number, over: Partial<CreateReservationRequest> = {}): CreateReservationRequest {
  return {
    checkin_date: '2026-12-08',
    checkout_date: '2026-12-10',
    rooms: [{ room_plan_code: 'room-only_tatami-standard', adults: 2 }],
    guest: { ...KYOTO_GUEST },
    payment: { type: 'on_site' },
    answers: [{ question_id: questionId, options: ['17:00'] }],
    language: 'en',
    expected_total_price: 0,
    ...over,
  };
}

/** What GET /rooms/price answered for the body's selection: the price the guest saw. */
export async function quote(a: Api, hotel: string, body: CreateReservationRequest): Promise<any> {
  const search = new URLSearchParams(Object.entries(priceQuery(body)).map(([k, v]) => [k, String(v)]));
  const r = await a.get(`/api/v1/hotels/${hotel}/rooms/price?${search}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** The body with expected_total_price set to what the widget showed. */
export async function priced(a: Api, hotel: string, body: CreateReservationRequest): Promise<CreateReservationRequest> {
  const q = await quote(a, hotel, body);
  return { ...body, expected_total_price: q.prices.total_price, ...(body.mcp_currency && { expected_mcp_total_price: q.prices.mcp_total_price.cents }) };
}

/** Sets `total` rooms with `sold` taken for a room type over [from, to). */
export async function setInventory(db: DatabaseHandle, hotel: string, roomType: string, from: string, to: string, total: number, sold = 0): Promise<void> {
  await query(db, `update inventory i set total = $4, sold = $5 from room_types rt join hotels h on h.id = rt.hotel_id
      where i.room_type_id = rt.id and h.code = $1 and rt.code = $2 and i.stay_date >= $3::date and i.stay_date < $6::date`, [hotel, roomType, from, total, sold, to]);
}

export async function inventoryOf(db: DatabaseHandle, hotel: string, roomType: string, from: string, to: string): Promise<Array<{ date: string; total: number; sold: number }>> {
  return query(db, `select i.stay_date::text as date, i.total, i.sold from inventory i join room_types rt on rt.id = i.room_type_id join hotels h on h.id = rt.hotel_id
      where h.code = $1 and rt.code = $2 and i.stay_date >= $3::date and i.stay_date < $4::date order by i.stay_date`, [hotel, roomType, from, to]);
}

export async function count(db: DatabaseHandle, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await query<{ n: number }>(db, `select count(*)::int as n from (${sql}) x`, params);
  return row.n;
}
