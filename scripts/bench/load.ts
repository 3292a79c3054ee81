// One autocannon measurement, reduced to the numbers the tables show.
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  statusCodes: Record<string, number>;
}

export async function measure(
  url: string,
  opts: { connections: number; duration: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    headers: opts.headers,
    timeout: 10,
  });
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}
