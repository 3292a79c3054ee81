// The booking widget's first call, GET /hotels/{code}/settings/booking_widget, against the
// cheapest call there is, GET /health, measured back to back on the same server: the ratio says
// what the settings call costs beyond the HTTP and database round trip, on PGlite and PostgreSQL.
// A second settings row rotates both demo hotels and all eight languages, as a chain's widgets
// would; the answers are cached per (hotel, data_version, language), so after the first round
// those are cache hits too (the uncached cost is the one-request profile of the report).
import { startTempPostgres } from '../pg-temp.ts';
import { measureDistinct } from './search.bench.ts';
import { clientSession, startApiServer, type ApiServer } from './api-server.ts';
import { benchConnections, benchDuration, type BenchRow, type Benchmark } from './harness.ts';
import { measure } from './load.ts';

const HOTEL = 'kyoto-gion';
const CALLS = [
  { call: 'GET /api/v1/health', path: '/api/v1/health' },
  { call: 'GET /api/v1/hotels/{code}/settings/booking_widget', path: `/api/v1/hotels/${HOTEL}/settings/booking_widget` },
] as const;

function backendsToRun(): string[] {
  const wanted = process.env.BENCH_BACKENDS?.split(',').map((b) => b.trim()).filter(Boolean);
  return wanted?.length ? wanted : ['pglite', 'postgres'];
}

async function benchBackend(backend: string, server: ApiServer, duration: number, connections: number): Promise<BenchRow[]> {
  const session = await clientSession(server.baseUrl);
  // As a browser asks: every browser takes gzip, and the API sends large bodies gzipped to those that do.
  const headers = { 'Client-Session': session, 'Accept-Language': 'en', 'Accept-Encoding': 'gzip, deflate, br' };
  const warmUp = Math.min(2, duration);
  const rows: BenchRow[] = [];
  for (const { call, path } of CALLS) {
    await measure(server.baseUrl + path, { connections, duration: warmUp, headers });
    const result = await measure(server.baseUrl + path, { connections, duration, headers });
    if (result.failures > 0) {
      console.warn(`  ${backend} ${call}: ${result.failures} failed responses, status codes ${JSON.stringify(result.statusCodes)}`);
    }
    rows.push({ backend, call, ...result });
  }
  const hotels = ['kyoto-gion', 'taipei-daan'];
  const languages = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'];
  const pathOf = (i: number) => `/api/v1/hotels/${hotels[i % 2]}/settings/booking_widget?locale=${languages[Math.floor(i / 2) % languages.length]}`;
  const warm = await measureDistinct(server.baseUrl, pathOf, { connections, duration: warmUp, headers, start: 0 });
  const rotating = await measureDistinct(server.baseUrl, pathOf, { connections, duration, headers, start: warm.next });
  rows.push({
    backend,
    call: `GET /api/v1/hotels/{code}/settings/booking_widget, 2 hotels x 8 languages (${rotating.hits} of ${rotating.responses} hits)`,
    requestsPerSec: rotating.requestsPerSec, p50Ms: rotating.p50Ms, p99Ms: rotating.p99Ms, failures: rotating.failures,
  });
  const baseline = rows[0].requestsPerSec;
  for (const row of rows) row.ratio = baseline > 0 ? row.requestsPerSec / baseline : 0;
  return rows;
}

const benchmark: Benchmark = {
  description: 'booking_widget settings vs health: requests/s and latency, PGlite and PostgreSQL',
  async run() {
    const duration = benchDuration();
    const connections = benchConnections();
    const rows: BenchRow[] = [];
    for (const backend of backendsToRun()) {
      console.log(`  ${backend}: starting the API`);
      const postgres = backend === 'postgres' ? await startTempPostgres() : null;
      if (backend !== 'postgres' && backend !== 'pglite') throw new Error(`unknown backend ${backend}`);
      const server = await startApiServer({ databaseUrl: postgres?.url });
      try {
        console.log(`  ${backend}: measuring ${CALLS.length} calls, ${duration} s each, ${connections} connections`);
        rows.push(...(await benchBackend(backend, server, duration, connections)));
      } finally {
        await server.stop();
        await postgres?.stop();
      }
    }
    return {
      rows,
      settings: { duration_s: duration, connections, hotel: HOTEL, warm_up_s: Math.min(2, duration) },
      notes: [
        'ratio = requests/s of the call / requests/s of GET /api/v1/health on the same backend',
        'the API runs as a child process (node --import tsx apps/api/src/main.ts); autocannon runs in the bench process',
      ],
    };
  },
};

export default benchmark;
