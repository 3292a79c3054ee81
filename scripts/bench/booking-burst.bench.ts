// A burst of bookings of ONE hotel on PostgreSQL (issue 29 §5): BENCH_BURST (300) POSTs of
// /hotels/{id}/reservations sent at once to the demo hotel kyoto-gion, with stock to spare (every
// night of the burst's room types set to 10,000 rooms first), each booking one room for one night,
// spread over its room types and ten check-in dates as guests would. Reported: bookings per second
// for the hotel (the burst's size over the time from the first send to the last answer) and the
// p50 / p99 of each booking's own time, beside GET /health measured in the same run, as a ratio.
// Target: every booking succeeds, >= 150 bookings/s, p99 <= 2 s. BENCH_BURST_SAME=1 puts the whole
// burst on one room type and one night (the worst case: every booking takes the same row).
import pg from 'pg';
import { startTempPostgres } from '../pg-temp.ts';
import { startApiServer, type ApiServer } from './api-server.ts';
import { browserHeaders } from './backends.ts';
import { benchConnections, benchDuration, type BenchRow, type Benchmark } from './harness.ts';
import { quantile } from './latency-stats.ts';
import { measure } from './load.ts';

const HOTEL = 'kyoto-gion';
const PLANS = ['room-only_tatami-standard', 'room-only_hinoki-suite', 'room-only_modern-twin'];
const DATES = 10;

const burstSize = () => {
  const n = Number(process.env.BENCH_BURST);
  return Number.isInteger(n) && n > 0 ? n : 300;
};

/** `days` after today in Tokyo (the hotel's zone). */
function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface Selection { plan: string; checkin: string; checkout: string }

function selectionOf(i: number, same: boolean): Selection {
  const offset = same ? 40 : 40 + (i % DATES);
  return { plan: same ? PLANS[0]! : PLANS[Math.floor(i / DATES) % PLANS.length]!, checkin: dayAhead(offset), checkout: dayAhead(offset + 1) };
}

async function prepare(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`update inventory i set total = 10000, sold = 0 from room_types rt join hotels h on h.id = rt.hotel_id
        where i.room_type_id = rt.id and h.code = $1 and i.stay_date >= $2::date and i.stay_date < $3::date`, [HOTEL, dayAhead(40), dayAhead(40 + DATES + 1)]);
    await client.query(`update plan_stock p set stock = 10000, sold = 0 from plans pl join hotels h on h.id = pl.hotel_id
        where p.plan_id = pl.id and h.code = $1 and p.stay_date >= $2::date and p.stay_date < $3::date`, [HOTEL, dayAhead(40), dayAhead(40 + DATES + 1)]);
    const q = await client.query<{ id: number }>(`select q.id from additional_questions q join hotels h on h.id = q.hotel_id where h.code = $1 and q.question_type = 'checkin'`, [HOTEL]);
    return q.rows[0]!.id;
  } finally {
    await client.end();
  }
}

/**
 * The API books the demo's ~200 reservations after it listens (seed/demo-bookings, with a top-up
 * of past rates that holds the demo hotels' rows): the burst starts once their count has settled.
 */
async function demoSeeded(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let last = -1;
    let steady = 0;
    for (const until = Date.now() + 300_000; Date.now() < until && steady < 3;) {
      await new Promise((r) => setTimeout(r, 1_000));
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from reservations');
      steady = rows[0]!.n > 0 && rows[0]!.n === last ? steady + 1 : 0;
      last = rows[0]!.n;
    }
    return last;
  } finally {
    await client.end();
  }
}

async function reservationsOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ n: number }>(`select count(*)::int as n from reservations r join hotels h on h.id = r.hotel_id where h.code = $1 and r.notes like 'burst %'`, [HOTEL]);
    return r.rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** What GET /rooms/price answers for the selection: the price the guest saw. */
async function priceOf(server: ApiServer, headers: Record<string, string>, s: Selection): Promise<number> {
  const query = new URLSearchParams({ checkin: s.checkin, checkout: s.checkout, 'rooms[0][adults]': '2', 'rooms[0][room_plan_code]': s.plan });
  const r = await fetch(`${server.baseUrl}/api/v1/hotels/${HOTEL}/rooms/price?${query}`, { headers });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`the price answered ${r.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: { prices: { total_price: number } } }).data.prices.total_price;
}

function bodyOf(s: Selection, questionId: number, price: number, i: number) {
  return {
    checkin_date: s.checkin, checkout_date: s.checkout,
    rooms: [{ room_plan_code: s.plan, adults: 2 }],
    guest: {
      first_name: 'Hanako', last_name: 'Yamada', email: `burst${i}@example.com`, email_confirmation: `burst${i}@example.com`, phone: '+819012345678',
      postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '570 Gionmachi Minamigawa', notes: `burst ${i}`,
    },
    payment: { type: 'on_site' }, answers: [{ question_id: questionId, options: ['17:00'] }], language: 'en', expected_total_price: price,
  };
}

async function burst(server: ApiServer, url: string, size: number, same: boolean): Promise<{ row: Omit<BenchRow, 'backend'>; statuses: Record<string, number>; wallMs: number; stored: number }> {
  const headers = await browserHeaders(server);
  const questionId = await prepare(url);
  const prices = new Map<string, number>();
  const selections = Array.from({ length: size }, (_, i) => selectionOf(i, same));
  for (const s of selections) {
    const key = `${s.plan}:${s.checkin}`;
    if (!prices.has(key)) prices.set(key, await priceOf(server, headers, s));
  }
  const bodies = selections.map((s, i) => JSON.stringify(bodyOf(s, questionId, prices.get(`${s.plan}:${s.checkin}`)!, i)));
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(bodies.map(async (body) => {
    const sent = performance.now();
    let status: string;
    try {
      const r = await fetch(`${server.baseUrl}/api/v1/hotels/${HOTEL}/reservations`, {
        method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(60_000),
      });
      await r.arrayBuffer();
      status = String(r.status);
    } catch (error) {
      status = `error ${String((error as { cause?: { code?: string } }).cause?.code ?? error)}`;
    }
    times.push(performance.now() - sent);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }));
  const wallMs = performance.now() - started;
  times.sort((a, b) => a - b);
  const ok = statuses['201'] ?? 0;
  return {
    row: {
      call: `POST /api/v1/hotels/{id}/reservations, a burst of ${size} of one hotel${same ? ' (one room type, one night)' : ` (${PLANS.length} room types x ${DATES} nights)`}`,
      requestsPerSec: ok / (wallMs / 1000), p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99), failures: size - ok,
    },
    statuses, wallMs, stored: await reservationsOf(url),
  };
}

const benchmark: Benchmark = {
  description: 'a burst of 300 bookings of one hotel on PostgreSQL vs health: bookings/s for the hotel, p99, as a ratio to /health',
  async run() {
    const size = burstSize();
    const same = process.env.BENCH_BURST_SAME === '1';
    const duration = benchDuration(5);
    const connections = benchConnections();
    console.log('  postgres: starting the API');
    const postgres = await startTempPostgres();
    const server = await startApiServer({ databaseUrl: postgres.url });
    const rows: BenchRow[] = [];
    const failures: string[] = [];
    let detail: Record<string, unknown>;
    try {
      console.log(`  postgres: ${await demoSeeded(postgres.url)} demo reservations written; measuring`);
      const headers = await browserHeaders(server);
      await measure(`${server.baseUrl}/api/v1/health`, { connections, duration: Math.min(2, duration), headers });
      const health = await measure(`${server.baseUrl}/api/v1/health`, { connections, duration, headers });
      rows.push({ backend: 'postgres', call: 'GET /api/v1/health', ...health, ratio: 1 });
      const result = await burst(server, postgres.url, size, same);
      console.log(`  postgres: ${size} bookings in ${result.wallMs.toFixed(0)} ms, answers ${JSON.stringify(result.statuses)}, ${result.stored} stored`);
      rows.push({ backend: 'postgres', ...result.row, ratio: health.requestsPerSec > 0 ? result.row.requestsPerSec / health.requestsPerSec : 0 });
      detail = { statuses: result.statuses, wall_ms: Math.round(result.wallMs), stored: result.stored };
      if (result.row.failures > 0) failures.push(`${result.row.failures} of ${size} bookings did not succeed: ${JSON.stringify(result.statuses)}`);
      if (result.stored !== (result.statuses['201'] ?? 0)) failures.push(`${result.stored} reservations stored for ${result.statuses['201'] ?? 0} answered 201`);
      if (!same && result.row.requestsPerSec < 150) failures.push(`${result.row.requestsPerSec.toFixed(0)} bookings/s is under the 150 target`);
      if (!same && result.row.p99Ms > 2000) failures.push(`p99 ${result.row.p99Ms.toFixed(0)} ms is over the 2 s target`);
    } finally {
      await server.stop();
      await postgres.stop();
    }
    return {
      rows,
      failures,
      settings: { burst: size, same_row: same, hotel: HOTEL, room_plans: same ? [PLANS[0]] : PLANS, nights: same ? 1 : DATES, health_duration_s: duration, health_connections: connections, ...detail },
      notes: [
        'bookings/s = bookings answered 201 / (last answer - first send); p50 / p99 of each booking from its send to its answer',
        'ratio = bookings/s / requests/s of GET /api/v1/health on the same server in the same run',
        'the burst starts once the demo\'s own bookings (written by the API after it listens) are done',
        'every booking: one room, one night, on-site payment, the price the widget showed; the burst is sent at once from one client (fetch, no connection limit)',
        'target: all succeed, >= 150 bookings/s, p99 <= 2 s (BENCH_BURST_SAME=1: the same room type and night for all, reported, not judged)',
      ],
    };
  },
};

export default benchmark;
