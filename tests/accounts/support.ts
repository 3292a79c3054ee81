/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Shared by the account suites: calls with a client session (booking or admin) and an optional
// bearer, and a hotel of a second brand made by copying kyoto-gion.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../apps/api/src/config.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { withSignInRateLimit } from '../../apps/api/src/modules/accounts/rate-limit.ts';
import { openClientSession, query } from '../support/app.ts';

export const HOTEL = 'kyoto-gion';
export const OTHER_BRAND_HOTEL = 'other-brand-hotel';
export const MEMBER = { email: 'member@noren.example', password: 'Noren-Member-1' };
export const MEMBER2 = { email: 'member2@noren.example', password: 'Noren-Member-2' };

export const noSignInLimit = (config: Config): Config => withSignInRateLimit(config, null);

export interface Answer {
  status: number;
  body: any;
}

export interface Caller {
  call(method: 'GET' | 'POST', url: string, opts?: { payload?: unknown; bearer?: string; headers?: Record<string, string> }): Promise<Answer>;
}

export async function caller(app: FastifyInstance, client: 'booking' | 'admin' = 'booking'): Promise<Caller> {
  const session = await openClientSession(app, `demo-${client}`, `demo-${client}-secret`);
  return {
    async call(method, url, opts = {}) {
      const headers: Record<string, string> = { 'client-session': session, 'accept-language': 'en', ...opts.headers };
      if (opts.bearer !== undefined) headers.authorization = `Bearer ${opts.bearer}`;
      const r = await app.inject({ method, url: `/api/v1${url}`, headers, ...(opts.payload !== undefined && { payload: opts.payload as never }) });
      let body: any;
      try {
        body = r.json();
      } catch {
        body = null;
      }
      return { status: r.statusCode, body };
    },
  };
}

export const codeOf = (answer: Answer): number | undefined => answer.body?.errors?.[0]?.details?.code;
export const payloadOf = (answer: Answer): any => answer.body?.errors?.[0]?.details?.payload;

/** A second brand with one hotel, a copy of kyoto-gion under another code. Answers the brand id. */
export async function createOtherBrandHotel(db: DatabaseHandle): Promise<number> {
  const [brand] = await query<{ id: number }>(db, `insert into hotel_brands (code, name) values ('other-brand', 'Other Brand') returning id`);
  await query(
    db,
    `insert into hotels
       select (jsonb_populate_record(null::hotels, to_jsonb(h) || jsonb_build_object('id', nextval(pg_get_serial_sequence('hotels', 'id')), 'code', $1::text, 'brand_id', $2::int))).*
       from hotels h where h.code = $3`,
    [OTHER_BRAND_HOTEL, brand.id, HOTEL],
  );
  return brand.id;
}

export async function signIn(c: Caller, who: { email: string; password: string }, hotel = HOTEL): Promise<{ session: string; expires_at: string; user: any }> {
  const r = await c.call('POST', `/hotels/${hotel}/memberships/sign_in`, { payload: who });
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}
