/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Helpers of the kiosk suites: calls as a device (the kiosk app's client session and a
// Kiosk-Device credential), as staff (the admin console's session and a bearer), and pairing.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { openClientSession } from '../support/app.ts';

export const FRONT_DESK = { email: 'frontdesk@kyoto-gion.example', password: 'Noren-Staff-1' };
export const MANAGER = { email: 'manager@noren.example', password: 'Noren-Manager-1' };
export const MEMBER = { email: 'member@noren.example', password: 'Noren-Member-1' };

export interface Reply {
  status: number;
  body: any;
}

export interface Caller {
  call(method: InjectOptions['method'], url: string, payload?: unknown, headers?: Record<string, string>): Promise<Reply>;
}

function caller(app: FastifyInstance, session: string, extra: Record<string, string>): Caller {
  return {
    async call(method, url, payload, headers = {}) {
      const r = await app.inject({ method, url: `/api/v1${url}`, headers: { 'client-session': session, 'accept-language': 'en', ...extra, ...headers }, ...(payload !== undefined && { payload: payload as object }) });
      return { status: r.statusCode, body: r.body ? r.json() : null };
    },
  };
}

export async function asKiosk(app: FastifyInstance, credential: string | null): Promise<Caller> {
  const session = await openClientSession(app, 'demo-kiosk', 'demo-kiosk-secret');
  return caller(app, session, credential ? { 'kiosk-device': credential } : {});
}

export async function signIn(app: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  const r = await app.inject({ method: 'POST', url: '/api/v1/staff/sign_in', headers: { 'client-session': session }, payload: who });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as any).data.session;
}

export async function asStaff(app: FastifyInstance, who: { email: string; password: string }): Promise<Caller & { bearer: string }> {
  const bearer = await signIn(app, who);
  const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  return { ...caller(app, session, { authorization: `Bearer ${bearer}` }), bearer };
}

export async function asMember(app: FastifyInstance): Promise<Caller> {
  const session = await openClientSession(app);
  const r = await app.inject({ method: 'POST', url: '/api/v1/hotels/kyoto-gion/memberships/sign_in', headers: { 'client-session': session }, payload: MEMBER });
  const bearer = r.statusCode === 200 ? (r.json() as any).data.session : 'none';
  return caller(app, session, { authorization: `Bearer ${bearer}` });
}

/** A manager issues a code for `hotel` and a tablet pairs with it: the device's credential. */
export async function pairDevice(app: FastifyInstance, manager: Caller, hotel: string, name = 'Lobby tablet'): Promise<{ credential: string; deviceId: number }> {
  const issued = await manager.call('POST', `/staff/hotels/${hotel}/kiosk_devices`, { name });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const kiosk = await asKiosk(app, null);
  const paired = await kiosk.call('POST', '/kiosk/pair', { code: issued.body.data.pairing_code });
  expect(paired.status, JSON.stringify(paired.body)).toBe(201);
  return { credential: paired.body.data.credential, deviceId: paired.body.data.device.id };
}
