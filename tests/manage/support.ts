/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Shared by the manage suites: booking a Kyoto reservation the way the widget does, and calls
// with the client session for the calls under /hotels/{id}/reservations/{number}/.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { openClientSession } from '../support/app.ts';
import { api, kyotoBody, priced, setInventory } from '../reservations/helpers.ts';

export interface Booked {
  reservation_number: string;
  bypass_token: string;
  reservation: any;
}

export interface Caller {
  call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Record<string, unknown>; raw: Buffer }>;
}

export async function caller(app: FastifyInstance): Promise<Caller> {
  const session = await openClientSession(app);
  return {
    async call(method, url, payload, headers = {}) {
      const r = await app.inject({ method, url, headers: { 'client-session': session, 'accept-language': 'en', ...headers }, ...(payload !== undefined && { payload: payload as never }) });
      let body: any;
      try {
        body = r.json();
      } catch {
        body = null;
      }
      return { status: r.statusCode, body, headers: r.headers, raw: r.rawPayload };
    },
  };
}

export async function bookKyoto(app: FastifyInstance, db: DatabaseHandle, questionId: number, over: Record<string, unknown> = {}): Promise<Booked> {
  const a = await api(app);
  const body = kyotoBody(questionId, over);
  await setInventory(db, 'kyoto-gion', 'tatami-standard', body.checkin_date, body.checkout_date, 20, 0);
  const r = await a.post('kyoto-gion', await priced(a, 'kyoto-gion', body));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as Booked;
}
