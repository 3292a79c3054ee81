// The booking widget's first call, GET /hotels/{code}/settings/booking_widget, against the
// cheapest call there is, GET /health, measured back to back on the same server: the ratio says
// what the settings call costs beyond the HTTP and database round trip, on PGlite and PostgreSQL.
// A second settings row rotates both demo hotels and all eight languages, as a chain's widgets
// would; the answers are cached per (hotel, data_version, language), so after the first round
// those are cache hits too (the uncached cost is the one-request profile of the report).
import type { ApiServer } from './api-server.ts';
import { browserHeaders, measureCalls, onEachBackend, warmUpSeconds, type Backend } from './backends.ts';
import { benchConnections, benchDuration, type BenchRow, type Benchmark } from './harness.ts';
import { measureDistinct } from './load.ts';

const HOTEL = 'kyoto-gion';
const CALLS = [
  { call: 'GET /api/v1/health', path: '/api/v1/health' },
  { call: 'GET /api/v1/hotels/{code}/settings/booking_widget', path: `/api/v1/hotels/${HOTEL}/settings/booking_widget` },
] as const;

async function benchBackend(backend: Backend, server: ApiServer, duration: number, connections: number): Promise<BenchRow[]> {
  const headers = await browserHeaders(server);
  console.log(`  ${backend}: measuring ${CALLS.length + 1} rows, ${duration} s each, ${connections} connections`);
  const rows = await measureCalls(backend, server, CALLS, { connections, duration, headers });
  const hotels = ['kyoto-gion', 'taipei-daan'];
  const languages = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'];
  const pathOf = (i: number) => `/api/v1/hotels/${hotels[i % 2]}/settings/booking_widget?locale=${languages[Math.floor(i / 2) % languages.length]}`;
  const warm = await measureDistinct(server.baseUrl, pathOf, { connections, duration: warmUpSeconds(duration), headers, start: 0 });
  const rotating = await measureDistinct(server.baseUrl, pathOf, { connections, duration, headers, start: warm.next });
  rows.push({
    backend,
    call: `GET /api/v1/hotels/{code}/settings/booking_widget, 2 hotels x 8 languages (${rotating.hits} of ${rotating.responses} hits)`,
    requestsPerSec: rotating.requestsPerSec, p50Ms: rotating.p50Ms, p99Ms: rotating.p99Ms, failures: rotating.failures,
  });
  return rows;
}

const benchmark: Benchmark = {
  description: 'booking_widget settings vs health: requests/s and latency, PGlite and PostgreSQL',
  async run() {
    const duration = benchDuration();
    const connections = benchConnections();
    const rows = await onEachBackend((backend, server) => benchBackend(backend, server, duration, connections));
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
