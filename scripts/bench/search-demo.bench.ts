// The room search, GET /hotels/{id}/rooms, on the demo hotel (kyoto-gion) as guests use it: 1 or 2
// rooms, 2 nights, and a DISTINCT query every request (the check-in date moves on by a day each
// request, then the room mix and a companion count rotate), so no answer comes from the response
// cache: every request reads its stay and prices it. Against GET /health on the same server and
// backend, both databases. Target (issue 29 §6): p99 <= 100 ms at 50 connections on each.
import type { ApiServer } from './api-server.ts';
import { browserHeaders, measureCalls, onEachBackend, warmUpSeconds, type Backend } from './backends.ts';
import { benchConnections, benchDuration, type BenchRow, type Benchmark } from './harness.ts';
import { measureDistinct } from './load.ts';

const HOTEL = 'kyoto-gion';
const NIGHTS = 2;
/** p99 of the distinct search, on each backend. */
const P99_BUDGET_MS = 100;

/** 1 and 2 rooms, adult counts that the demo's room types take (each prices differently). */
const ROOM_MIXES = [
  'rooms[0][adults]=2',
  'rooms[0][adults]=1',
  'rooms[0][adults]=2&rooms[1][adults]=2',
  'rooms[0][adults]=2&rooms[1][adults]=1',
];
/** Check-in 1 to 330 days ahead: the seed tops rates and stock up to 365 nights ahead. */
const DATES = 330;

const PROBE = 99 * DATES * ROOM_MIXES.length;

const encode = (path: string) => path.replace(/\[/g, '%5B').replace(/\]/g, '%5D');

/** The hotel's today (Asia/Tokyo), read once: the load generator shares the server's 2 cores, so it must not make a formatter per request. */
const TODAY_MS = Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date())}T00:00:00Z`);
const at = (days: number) => new Date(TODAY_MS + days * 86_400_000).toISOString().slice(0, 10);

/** The i-th distinct search: 330 dates x 4 room mixes x 100 companion counts before any repeats. */
export function demoSearchPath(i: number): string {
  const offset = 1 + (i % DATES);
  const mix = ROOM_MIXES[Math.floor(i / DATES) % ROOM_MIXES.length];
  const companions = Math.floor(i / (DATES * ROOM_MIXES.length)) % 100;
  return encode(`/api/v1/hotels/${HOTEL}/rooms?checkin=${at(offset)}&checkout=${at(offset + NIGHTS)}&${mix}&adult_companion=${companions}`);
}

async function benchBackend(backend: Backend, server: ApiServer, duration: number, connections: number): Promise<BenchRow[]> {
  const headers = await browserHeaders(server);
  // Checked requests first: a bench of error answers (or of empty results) would measure the wrong thing.
  // Companion count 99: the load reaches these only after 130,000 requests, so they are no cache hits.
  for (const i of [PROBE, PROBE + 2 * DATES]) {
    const probe = await fetch(server.baseUrl + demoSearchPath(i), { headers });
    const text = await probe.text();
    if (probe.status !== 200) throw new Error(`the search answered ${probe.status}: ${text.slice(0, 500)}`);
    const rooms = (JSON.parse(text) as { data?: { rooms?: Array<{ room_plan: unknown[] }> } }).data?.rooms ?? [];
    const plans = rooms.reduce((n, r) => n + r.room_plan.length, 0);
    if (plans === 0) throw new Error(`the search ${demoSearchPath(i)} found no room plan`);
    console.log(`  ${backend}: search ${i} returns ${rooms.length} room types, ${plans} room plans, ${Math.round(Buffer.byteLength(text) / 1024)} KB`);
  }
  const rows = await measureCalls(backend, server, [{ call: 'GET /api/v1/health', path: '/api/v1/health' }], { connections, duration, headers });
  const warm = await measureDistinct(server.baseUrl, demoSearchPath, { connections, duration: warmUpSeconds(duration), headers, start: 1 });
  const distinct = await measureDistinct(server.baseUrl, demoSearchPath, { connections, duration, headers, start: warm.next });
  console.log(`  ${backend} distinct searches: ${distinct.responses} responses, ${distinct.hits} served from the cache`);
  rows.push({
    backend,
    call: `GET /api/v1/hotels/${HOTEL}/rooms, 1-2 rooms, ${NIGHTS} nights, distinct (${distinct.hits} of ${distinct.responses} hits)`,
    requestsPerSec: distinct.requestsPerSec, p50Ms: distinct.p50Ms, p99Ms: distinct.p99Ms, failures: distinct.failures,
  });
  return rows;
}

const benchmark: Benchmark = {
  description: `distinct room searches on the demo hotel (${HOTEL}: 1-2 rooms, ${NIGHTS} nights, a new date each request) vs health, PGlite and PostgreSQL`,
  async run() {
    const duration = benchDuration();
    const connections = benchConnections();
    // Settled: the demo bookings written before, so no booking moves the version during the run.
    const rows = await onEachBackend((backend, server) => benchBackend(backend, server, duration, connections), { settled: true });
    const failures = rows
      .filter((r) => r.call.startsWith('GET /api/v1/hotels'))
      .flatMap((r) => [
        ...(r.p99Ms > P99_BUDGET_MS ? [`${r.backend}: distinct search p99 ${r.p99Ms} ms > ${P99_BUDGET_MS} ms`] : []),
        ...(r.failures > 0 ? [`${r.backend}: ${r.failures} failed searches`] : []),
      ]);
    return {
      rows,
      failures,
      settings: { duration_s: duration, connections, hotel: HOTEL, nights: NIGHTS, room_mixes: ROOM_MIXES, dates: DATES, warm_up_s: warmUpSeconds(duration), example: demoSearchPath(0) },
      notes: [
        'ratio = requests/s of the call / requests/s of GET /api/v1/health on the same backend and run',
        `target (issue 29 §6): distinct search p99 <= ${P99_BUDGET_MS} ms at 50 connections, on each backend`,
        'each request is a query never asked before in the run (hits should be 0): the stay is read and priced every time',
        'the API runs as a child process (node --import tsx apps/api/src/main.ts); autocannon runs in the bench process',
      ],
    };
  },
};

export default benchmark;
