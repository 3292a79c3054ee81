// Shared by the corporate admin console's suites: sign-ins of every kind of account, and
// reservations of an organisation written straight into the tables (dates, rooms, status,
// currency and day-use chosen freely, which the booking flow of the demo hotels cannot all give:
// neither offers day-use). The booking, update and cancel flow itself is exercised in stays.test.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { query } from '../support/app.ts';
import { caller, type Caller } from '../accounts/support.ts';

export const ACME_ADMIN = { organization_id: 'acme', account_id: 'acme-admin', password: 'Acme-Admin-1' };
export const ACME_BOOKER = { organization_id: 'acme', account_id: 'acme-booker', password: 'Acme-Booker-1' };
export const GLOBEX_ADMIN = { organization_id: 'globex', account_id: 'globex-admin', password: 'Globex-Admin-1' };
export const MANAGER = { email: 'manager@noren.example', password: 'Noren-Manager-1' };
export const FRONT_DESK = { email: 'frontdesk@kyoto-gion.example', password: 'Noren-Staff-1' };
export const MEMBER = { email: 'member@noren.example', password: 'Noren-Member-1' };

export async function orgToken(app: FastifyInstance, who: typeof ACME_ADMIN): Promise<string> {
  const c = await caller(app, 'booking');
  const r = await c.call('POST', '/hotels/kyoto-gion/organization/sign_in', { payload: who });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.session;
}

export async function staffToken(app: FastifyInstance, who: typeof MANAGER): Promise<string> {
  const c = await caller(app, 'admin');
  const r = await c.call('POST', '/staff/sign_in', { payload: who });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.session;
}

export async function memberToken(app: FastifyInstance): Promise<string> {
  const c = await caller(app, 'booking');
  const r = await c.call('POST', '/hotels/kyoto-gion/memberships/sign_in', { payload: MEMBER });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.session;
}

export interface Tokens {
  member: string;
  booker: string;
  admin: string;
  otherAdmin: string;
  manager: string;
  frontDesk: string;
  revoked: string;
}

export async function allTokens(app: FastifyInstance): Promise<Tokens> {
  const revoked = await orgToken(app, ACME_ADMIN);
  const c = await caller(app, 'booking');
  expect((await c.call('POST', '/hotels/kyoto-gion/memberships/sign_out', { bearer: revoked })).status).toBeLessThan(300);
  return {
    member: await memberToken(app),
    booker: await orgToken(app, ACME_BOOKER),
    admin: await orgToken(app, ACME_ADMIN),
    otherAdmin: await orgToken(app, GLOBEX_ADMIN),
    manager: await staffToken(app, MANAGER),
    frontDesk: await staffToken(app, FRONT_DESK),
    revoked,
  };
}

export interface Fixture {
  hotel: 'kyoto-gion' | 'taipei-daan';
  checkin: string;
  checkout: string;
  rooms?: number;
  status?: 'done' | 'cancelled' | 'payment_pending';
  dayUse?: boolean;
  first?: string;
  last?: string;
  total?: number;
  createdAt?: string;
  booker?: 'acme-admin' | 'acme-booker' | 'globex-booker';
}

const ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export function reservationNumber(): string {
  return `NRN-${Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** Writes one reservation with its rooms for the booker's organisation; answers its number. */
export async function insertReservation(db: DatabaseHandle, f: Fixture): Promise<string> {
  const number = reservationNumber();
  const [user] = await query<{ id: number; organisation_id: number }>(db, `select id, organisation_id from organisation_users where account_id = $1`, [f.booker ?? 'acme-booker']);
  const [hotel] = await query<{ id: number; currency: string }>(db, `select id, currency from hotels where code = $1`, [f.hotel]);
  const [plan] = await query<{ rp: number; rt: number; p: number; rpc: string; rtc: string; pc: string }>(
    db,
    `select rp.id as rp, rt.id as rt, p.id as p, rp.room_plan_code as rpc, rt.code as rtc, p.hotel_plan_code as pc
       from room_plans rp join room_types rt on rt.id = rp.room_type_id join plans p on p.id = rp.plan_id where rt.hotel_id = $1 order by rp.id limit 1`,
    [hotel.id],
  );
  const nights = f.dayUse ? 0 : Math.round((Date.parse(f.checkout) - Date.parse(f.checkin)) / 86_400_000);
  const created = f.createdAt ?? '2026-06-01T00:00:00Z';
  const total = f.total ?? 10000;
  const [row] = await query<{ id: number }>(
    db,
    `insert into reservations (reservation_number, hotel_id, status, language, currency, checkin_date, checkout_date, is_day_use, nights, adults, children,
       first_name, last_name, email, email_normalised, phone, payment_type, charge_currency, price, total_price, total_price_without_tax, tax,
       accommodation_tax, discount_total, deposit_amount, remain_amount, bypass_token_hash, organisation_id, organisation_user_id, channel, created_at, updated_at)
     values ($1, $2, $3, 'en', $4, $5, $6, $7, $8, 1, 0, $9, $10, 'guest@example.com', 'guest@example.com', '+81000000000', 'on_site', $4, '{}'::jsonb, $11, $11, 0,
       0, 0, 0, $11, 'x', $12, $13, 'booking', $14, $14)
     returning id`,
    [number, hotel.id, f.status ?? 'done', hotel.currency, f.checkin, f.checkout, f.dayUse ?? false, nights, f.first ?? 'Hanako', f.last ?? 'Yamada', total, user.organisation_id, user.id, created],
  );
  for (let i = 0; i < (f.rooms ?? 1); i++) {
    await query(
      db,
      `insert into reservation_rooms (reservation_id, room_index, room_type_id, room_plan_id, plan_id, room_type_code, room_plan_code, hotel_plan_code, room_type_name, plan_name,
         adults, guest_first_name, guest_last_name, prices, total_price)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'Room', 'Plan', 1, $9, $10, '{}'::jsonb, 0)`,
      [row.id, i, plan.rt, plan.rp, plan.p, plan.rtc, plan.rpc, plan.pc, f.first ?? 'Hanako', f.last ?? 'Yamada'],
    );
  }
  return number;
}

export async function call(c: Caller, method: 'GET' | 'POST', url: string, bearer?: string, payload?: unknown) {
  return c.call(method, url, { ...(bearer !== undefined && { bearer }), ...(payload !== undefined && { payload }) });
}
