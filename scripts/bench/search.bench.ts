// The room search, GET /hotels/{id}/rooms, on a generated large hotel (bench-grand: 30 room types
// x 12 plans = 360 room plans) for 3 rooms and 14 nights, against GET /health on the same server
// and backend. Target (issue 3) on PostgreSQL: at least 40% of the health throughput, p99 under
// 25 ms at 50 connections.
import { startTempPostgres } from '../pg-temp.ts';
import { clientSession, startApiServer, type ApiServer } from './api-server.ts';
import { benchConnections, benchDuration, type BenchRow, type Benchmark } from './harness.ts';
import { measure } from './load.ts';

const HOTEL = 'bench-grand';
const NIGHTS = 14;

/** A check-in 30 days ahead in the hotel's zone (Asia/Tokyo), so the stay is bookable whatever today is. */
function stay(): { checkin: string; checkout: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const at = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { checkin: at(30), checkout: at(30 + NIGHTS) };
}

function searchPath(): string {
  const { checkin, checkout } = stay();
  // is_including_occupied: every room plan is priced whatever the generated stock, the worst case.
  const rooms = 'rooms[0][adults]=2&rooms[1][adults]=2&rooms[2][adults]=1&is_including_occupied=true';
  return `/api/v1/hotels/${HOTEL}/rooms?checkin=${checkin}&checkout=${checkout}&${rooms}`.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
}

function backendsToRun(): string[] {
  const wanted = process.env.BENCH_BACKENDS?.split(',').map((b) => b.trim()).filter(Boolean);
  return wanted?.length ? wanted : ['pglite', 'postgres'];
}

async function benchBackend(backend: string, server: ApiServer, duration: number, connections: number): Promise<BenchRow[]> {
  const session = await clientSession(server.baseUrl);
  const headers = { 'Client-Session': session, 'Accept-Language': 'en' };
  const calls = [
    { call: 'GET /api/v1/health', path: '/api/v1/health' },
    { call: `GET /api/v1/hotels/{id}/rooms (3 rooms, ${NIGHTS} nights, 360 room plans)`, path: searchPath() },
  ];
  // One checked request first: a bench of error answers would measure the error handler.
  const probe = await fetch(server.baseUrl + calls[1].path, { headers });
  const body = (await probe.json()) as { data?: { rooms?: Array<{ room_plan: unknown[] }> } };
  if (probe.status !== 200) throw new Error(`the search answered ${probe.status}: ${JSON.stringify(body).slice(0, 500)}`);
  const plans = body.data?.rooms?.reduce((n, r) => n + r.room_plan.length, 0) ?? 0;
  console.log(`  ${backend}: the search returns ${body.data?.rooms?.length ?? 0} room types, ${plans} room plans`);
  const warmUp = Math.min(2, duration);
  const rows: BenchRow[] = [];
  for (const { call, path } of calls) {
    await measure(server.baseUrl + path, { connections, duration: warmUp, headers });
    const result = await measure(server.baseUrl + path, { connections, duration, headers });
    if (result.failures > 0) {
      console.warn(`  ${backend} ${call}: ${result.failures} failed responses, status codes ${JSON.stringify(result.statusCodes)}`);
    }
    rows.push({ backend, call, ...result });
  }
  const baseline = rows[0].requestsPerSec;
  for (const row of rows) row.ratio = baseline > 0 ? row.requestsPerSec / baseline : 0;
  return rows;
}

const benchmark: Benchmark = {
  description: 'room search on a 30 x 12 hotel (3 rooms, 14 nights) vs health: requests/s and latency, PGlite and PostgreSQL',
  async run() {
    const duration = benchDuration();
    const connections = benchConnections();
    const rows: BenchRow[] = [];
    // The API seeds bench-grand beside the demo when this is set (apps/api/src/seed/large-hotel.ts).
    process.env.NOREN_BENCH_HOTEL = '1';
    for (const backend of backendsToRun()) {
      if (backend !== 'postgres' && backend !== 'pglite') throw new Error(`unknown backend ${backend}`);
      console.log(`  ${backend}: starting the API and seeding ${HOTEL}`);
      const postgres = backend === 'postgres' ? await startTempPostgres() : null;
      const server = await startApiServer({ databaseUrl: postgres?.url });
      try {
        console.log(`  ${backend}: measuring 2 calls, ${duration} s each, ${connections} connections`);
        rows.push(...(await benchBackend(backend, server, duration, connections)));
      } finally {
        await server.stop();
        await postgres?.stop();
      }
    }
    return {
      rows,
      settings: { duration_s: duration, connections, hotel: HOTEL, rooms: 3, nights: NIGHTS, room_plans: 360, path: searchPath(), warm_up_s: Math.min(2, duration) },
      notes: [
        'ratio = requests/s of the call / requests/s of GET /api/v1/health on the same backend',
        'target on PostgreSQL: ratio >= 0.40 and search p99 < 25 ms at 50 connections',
        'the API runs as a child process (node --import tsx apps/api/src/main.ts, NOREN_BENCH_HOTEL=1); autocannon runs in the bench process',
      ],
    };
  },
};

export default benchmark;
