// The room search, GET /hotels/{id}/rooms, on a generated large hotel (bench-grand: 30 room types
// x 12 plans = 360 room plans) for 3 rooms and 14 nights, against GET /health on the same server
// and backend. Target (issue 3) on PostgreSQL: at least 40% of the health throughput, p99 under
// 25 ms at 50 connections.
// Two search rows: the same query over and over (served from the response cache after the first),
// and DISTINCT queries that never repeat during the run (check-in date, room mix and a companion
// count rotate), so every request computes its answer: the uncached path, reported honestly.
import type { ApiServer } from './api-server.ts';
import { browserHeaders, measureCalls, onEachBackend, warmUpSeconds, type Backend } from './backends.ts';
import { benchConnections, benchDuration, type BenchRow, type Benchmark } from './harness.ts';
import { measureDistinct } from './load.ts';

const HOTEL = 'bench-grand';
const NIGHTS = 14;

/** A check-in 30 days ahead in the hotel's zone (Asia/Tokyo), so the stay is bookable whatever today is. */
function stay(): { checkin: string; checkout: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const at = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { checkin: at(30), checkout: at(30 + NIGHTS) };
}

const encode = (path: string) => path.replace(/\[/g, '%5B').replace(/\]/g, '%5D');

function searchPath(): string {
  const { checkin, checkout } = stay();
  // is_including_occupied: every room plan is priced whatever the generated stock, the worst case.
  const rooms = 'rooms[0][adults]=2&rooms[1][adults]=2&rooms[2][adults]=1&is_including_occupied=true';
  return encode(`/api/v1/hotels/${HOTEL}/rooms?checkin=${checkin}&checkout=${checkout}&${rooms}`);
}

/** 3 rooms each; adult counts differ, so each mix prices differently. */
const ROOM_MIXES = [
  'rooms[0][adults]=2&rooms[1][adults]=2&rooms[2][adults]=1',
  'rooms[0][adults]=1&rooms[1][adults]=2&rooms[2][adults]=2',
  'rooms[0][adults]=2&rooms[1][adults]=1&rooms[2][adults]=1',
  'rooms[0][adults]=1&rooms[1][adults]=1&rooms[2][adults]=2',
];
const DATES = 300;

/** The i-th distinct search: 300 check-in dates x 4 room mixes x 100 companion counts before any repeats. */
export function distinctSearchPath(i: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const at = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const offset = 30 + (i % DATES);
  const mix = ROOM_MIXES[Math.floor(i / DATES) % ROOM_MIXES.length];
  const companions = Math.floor(i / (DATES * ROOM_MIXES.length)) % 100;
  return encode(`/api/v1/hotels/${HOTEL}/rooms?checkin=${at(offset)}&checkout=${at(offset + NIGHTS)}&${mix}&is_including_occupied=true&adult_companion=${companions}`);
}

async function benchBackend(backend: Backend, server: ApiServer, duration: number, connections: number): Promise<BenchRow[]> {
  const headers = await browserHeaders(server);
  const calls = [
    { call: 'GET /api/v1/health', path: '/api/v1/health' },
    { call: `GET /api/v1/hotels/{id}/rooms (3 rooms, ${NIGHTS} nights, 360 room plans), same query (cached)`, path: searchPath() },
  ];
  // One checked request first: a bench of error answers would measure the error handler.
  const probe = await fetch(server.baseUrl + calls[1].path, { headers });
  const text = await probe.text();
  const body = JSON.parse(text) as { data?: { rooms?: Array<{ room_plan: unknown[] }> } };
  if (probe.status !== 200) throw new Error(`the search answered ${probe.status}: ${text.slice(0, 500)}`);
  const plans = body.data?.rooms?.reduce((n, r) => n + r.room_plan.length, 0) ?? 0;
  console.log(`  ${backend}: the search returns ${body.data?.rooms?.length ?? 0} room types, ${plans} room plans, ${Math.round(Buffer.byteLength(text) / 1024)} KB`);
  const other = await fetch(server.baseUrl + distinctSearchPath(0), { headers });
  if (other.status !== 200) throw new Error(`a distinct search answered ${other.status}: ${(await other.text()).slice(0, 500)}`);
  console.log(`  ${backend}: measuring 3 rows, ${duration} s each, ${connections} connections`);
  const rows = await measureCalls(backend, server, calls, { connections, duration, headers });
  // Warm-up and measurement share one counter, so no query of the measurement was seen before.
  const warm = await measureDistinct(server.baseUrl, distinctSearchPath, { connections, duration: warmUpSeconds(duration), headers, start: 1 });
  const distinct = await measureDistinct(server.baseUrl, distinctSearchPath, { connections, duration, headers, start: warm.next });
  console.log(`  ${backend} distinct searches: ${distinct.responses} responses, ${distinct.hits} served from the cache`);
  rows.push({
    backend,
    call: `GET /api/v1/hotels/{id}/rooms, distinct queries (uncached; ${distinct.hits} of ${distinct.responses} hits)`,
    requestsPerSec: distinct.requestsPerSec, p50Ms: distinct.p50Ms, p99Ms: distinct.p99Ms, failures: distinct.failures,
  });
  return rows;
}

const benchmark: Benchmark = {
  description: 'room search on a 30 x 12 hotel (3 rooms, 14 nights) vs health: requests/s and latency, PGlite and PostgreSQL',
  async run() {
    const duration = benchDuration();
    const connections = benchConnections();
    // The API seeds bench-grand beside the demo when this is set (apps/api/src/seed/large-hotel.ts).
    process.env.NOREN_BENCH_HOTEL = '1';
    const rows = await onEachBackend((backend, server) => benchBackend(backend, server, duration, connections));
    return {
      rows,
      settings: { duration_s: duration, connections, hotel: HOTEL, rooms: 3, nights: NIGHTS, room_plans: 360, path: searchPath(), warm_up_s: Math.min(2, duration) },
      notes: [
        'ratio = requests/s of the call / requests/s of GET /api/v1/health on the same backend',
        'target on PostgreSQL: ratio >= 0.40 and search p99 < 25 ms at 50 connections',
        "same query: the response cache serves it (the hotel's version from the process's board, refreshed by one shared 100 ms poll); distinct queries: each one new, the uncached path",
        'the API runs as a child process (node --import tsx apps/api/src/main.ts, NOREN_BENCH_HOTEL=1); autocannon runs in the bench process',
      ],
    };
  },
};

export default benchmark;
