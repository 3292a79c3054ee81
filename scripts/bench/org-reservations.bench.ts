// The corporate admin console's reservation list (issue #15) on PGlite with a large organisation:
// NOREN_BENCH_ORG_RESERVATIONS (default 50,000) reservations of ACME over both demo hotels and
// three fiscal years are written by the bench-only seed below (never by the demo seed), then the
// first page (200 rows) of GET /hotel_brands/noren/organizations/acme/reservations is timed for
// every sort in both orders, for each filter, and for a page reached by its keyset cursor.
// Target: p95 ≤ 300 ms for each. The API is built in-process (as the integration tests build it)
// and called with inject, so the figure is the server's own time without the network.
import { ManualClock, systemClock } from '@noren/core/domain';
import { ORG_RESERVATION_SORTS } from '@noren/core/contract';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { ensureClientApps } from '../../apps/api/src/modules/client-sessions/service.ts';
import { seedDemo } from '../../apps/api/src/seed/index.ts';
import type { Benchmark, BenchReport } from './harness.ts';

const TARGET_P95_MS = 300;
const SAMPLES = Number(process.env.BENCH_SAMPLES) > 0 ? Number(process.env.BENCH_SAMPLES) : 15;

/** The bench-only switch: how many reservations the organisation gets. */
export function benchReservationCount(): number {
  const value = Number(process.env.NOREN_BENCH_ORG_RESERVATIONS ?? 50_000);
  return Number.isInteger(value) && value > 0 ? value : 50_000;
}

async function sql(db: DatabaseHandle, text: string): Promise<void> {
  if (db.raw.kind !== 'pglite') throw new Error('the bench runs on PGlite');
  await db.raw.client.exec(text);
}

/**
 * Bench-only: `count` reservations of ACME's two users over both hotels, spread over 2025–2027,
 * one to three rooms, a tenth cancelled and a few awaiting payment, in one set-based insert.
 */
export async function seedBenchReservations(db: DatabaseHandle, count: number): Promise<void> {
  await sql(db, `
    insert into reservations (reservation_number, hotel_id, status, language, currency, checkin_date, checkout_date, is_day_use, nights, adults, children,
      first_name, last_name, email, email_normalised, phone, payment_type, charge_currency, price, total_price, total_price_without_tax, tax,
      accommodation_tax, discount_total, deposit_amount, remain_amount, bypass_token_hash, organisation_id, organisation_user_id, channel, created_at, updated_at)
    select 'NRN-B' || lpad(g::text, 7, '0'), h.id,
      case when g % 10 = 0 then 'cancelled' when g % 97 = 0 then 'payment_pending' else 'done' end,
      'en', h.currency, d.checkin, d.checkin + (1 + g % 4), false, 1 + g % 4, 2, 0,
      (array['Hanako','Taro','Mei','Ken','Sara','Li','Aiko','Ben'])[1 + g % 8] || g, (array['Yamada','Sato','Lin','Chen','Ito','Abe'])[1 + g % 6],
      'bench@example.com', 'bench@example.com', '+81000000000', 'on_site', h.currency, '{}'::jsonb, 5000 + (g % 50) * 1000, 5000, 0,
      0, 0, 0, 0, 'x', u.organisation_id, u.id, 'booking', timestamptz '2025-01-01' + (g || ' minutes')::interval, now()
    from generate_series(1, ${count}) g
    join lateral (select id, currency from hotels where code = case when g % 3 = 0 then 'taipei-daan' else 'kyoto-gion' end) h on true
    join lateral (select id, organisation_id from organisation_users where account_id = case when g % 4 = 0 then 'acme-admin' else 'acme-booker' end) u on true
    cross join lateral (select date '2025-01-01' + (g % 1000) as checkin) d;
    -- The rooms in one statement with room_count set once after (as migration 0015's backfill),
    -- rather than one trigger update per room: the seed's time, not the bench's.
    alter table reservation_rooms disable trigger reservation_rooms_count;
    insert into reservation_rooms (reservation_id, room_index, room_type_id, room_plan_id, plan_id, room_type_code, room_plan_code, hotel_plan_code, room_type_name, plan_name,
      adults, guest_first_name, guest_last_name, prices, total_price)
    select r.id, i, rp.room_type_id, rp.id, rp.plan_id, 'bench', 'bench', 'bench', 'Room', 'Plan', 2, r.first_name, r.last_name, '{}'::jsonb, 0
    from reservations r
    join lateral (select id, room_type_id, plan_id from room_plans where hotel_id = r.hotel_id order by id limit 1) rp on true
    cross join lateral generate_series(0, (r.id % 3)) i
    where r.reservation_number like 'NRN-B%';
    alter table reservation_rooms enable trigger reservation_rooms_count;
    update reservations r set room_count = c.n from (select reservation_id, count(*)::int as n from reservation_rooms group by reservation_id) c
    where c.reservation_id = r.id and r.reservation_number like 'NRN-B%';
    analyze reservations; analyze reservation_rooms;`);
  // The set-based writes above leave every reservation's first version dead: vacuum as a database
  // in service would have been (VACUUM runs outside the seed's implicit transaction).
  await sql(db, 'vacuum analyze reservations');
  await sql(db, 'vacuum analyze reservation_rooms');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const bench: Benchmark = {
  description: `GET …/organizations/{orgId}/reservations on PGlite with ${benchReservationCount()} reservations: p95 of each sort and filter (target ≤ ${TARGET_P95_MS} ms)`,
  async run(): Promise<BenchReport> {
    const config = loadConfig({ NOREN_DATA_DIR: ':memory:', LOG_LEVEL: 'silent', NOREN_ARGON2_PROFILE: 'test', NOREN_SIGN_IN_LIMIT: '0' });
    const database = await createDatabase(config);
    const count = benchReservationCount();
    await migrateDatabase(database, config.migrationsDir);
    await seedDemo(database.db, new ManualClock(), config.argon2);
    await ensureClientApps(database.db, config.clientApps, config.argon2);
    const seeded = Date.now();
    await seedBenchReservations(database, count);
    const seedSeconds = (Date.now() - seeded) / 1000;
    if (process.env.BENCH_VERBOSE) console.error(`seeded ${count} in ${seedSeconds.toFixed(1)} s`);
    const app = await buildApp({ config, database, clock: systemClock });
    await app.ready();
    try {
      const session = (await app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'demo-booking', secret: 'demo-booking-secret' } })).json().data.client_session as string;
      const signIn = await app.inject({
        method: 'POST', url: '/api/v1/hotels/kyoto-gion/organization/sign_in', headers: { 'client-session': session },
        payload: { organization_id: 'acme', account_id: 'acme-admin', password: 'Acme-Admin-1' },
      });
      const headers = { 'client-session': session, authorization: `Bearer ${signIn.json().data.session}` };
      const base = '/api/v1/hotel_brands/noren/organizations/acme/reservations';
      if (database.raw.kind !== 'pglite') throw new Error('the bench runs on PGlite');
      const [booker] = (await database.raw.client.query<{ id: number }>(`select id from organisation_users where account_id = 'acme-booker'`)).rows;

      const cases: Array<[string, string]> = [];
      for (const sort of ORG_RESERVATION_SORTS) for (const order of ['asc', 'desc']) cases.push([`sort ${sort} ${order}`, `sort=${sort}&order=${order}`]);
      cases.push(
        ['filter fiscal_year', 'fiscal_year=2026'], ['filter fiscal_year + month', 'fiscal_year=2026&month=7'], ['filter hotel', 'hotel=taipei-daan'],
        ['filter status', 'status=cancelled'], ['filter booker', `booker=${booker.id}`], ['filter guest', 'guest=sato'], ['filter free text', 'q=yamada'],
        ['filter all + sort total_price desc', `fiscal_year=2026&hotel=kyoto-gion&status=done&q=ken&sort=total_price&order=desc`],
      );
      const rows: string[][] = [];
      const failures: string[] = [];
      for (const [name, query] of cases) {
        const first = await app.inject({ method: 'GET', url: `${base}?${query}`, headers });
        if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
        const cursor = first.json().next_cursor as string | null;
        const times: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          // Every other sample reads the second page through the keyset cursor.
          const url = i % 2 === 1 && cursor ? `${base}?${query}&cursor=${cursor}` : `${base}?${query}`;
          const t0 = performance.now();
          const r = await app.inject({ method: 'GET', url, headers });
          times.push(performance.now() - t0);
          if (r.statusCode !== 200) throw new Error(`${name}: ${r.statusCode}`);
        }
        const p95 = percentile(times, 95);
        if (process.env.BENCH_VERBOSE) console.error(`${name}: p95 ${p95.toFixed(1)} ms`);
        rows.push([name, String(first.json().total_entries), percentile(times, 50).toFixed(1), p95.toFixed(1), Math.max(...times).toFixed(1)]);
        if (p95 > TARGET_P95_MS) failures.push(`${name}: p95 ${p95.toFixed(1)} ms > ${TARGET_P95_MS} ms`);
      }
      return {
        rows: [],
        table: { header: ['case (200 rows a page)', 'matching', 'p50 ms', 'p95 ms', 'max ms'], rows },
        notes: [`${count} reservations seeded in ${seedSeconds.toFixed(1)} s (bench-only); ${SAMPLES} samples per case, half of them the second page by cursor`],
        settings: { reservations: count, samples: SAMPLES, target_p95_ms: TARGET_P95_MS, backend: 'pglite' },
        failures,
      };
    } finally {
      await app.close();
    }
  },
};

export default bench;
