// One autocannon measurement, reduced to the numbers the tables show.
import autocannon, { type Options } from 'autocannon';

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

export interface DistinctResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** Responses that said X-Cache: hit (should be none when every query is new). */
  hits: number;
  responses: number;
}

/** Like load.ts's measure, but each request takes the next path of `pathOf`, counting cache hits. */
export async function measureDistinct(
  baseUrl: string,
  pathOf: (i: number) => string,
  opts: { connections: number; duration: number; headers: Record<string, string>; start: number },
): Promise<DistinctResult & { next: number }> {
  let next = opts.start;
  let hits = 0;
  let responses = 0;
  const options = {
    url: baseUrl,
    connections: opts.connections,
    duration: opts.duration,
    headers: opts.headers,
    timeout: 10,
    requests: [{
      method: 'GET',
      setupRequest: (request: Record<string, unknown>) => ({ ...request, path: pathOf(next++) }),
      onResponse: (_status: number, _body: string, _context: unknown, headers?: Record<string, string> | string[]) => {
        responses++;
        const flat = Array.isArray(headers) ? Object.fromEntries(headers.flatMap((v, k) => (k % 2 === 0 ? [[String(v).toLowerCase(), headers[k + 1]]] : []))) : headers;
        if (flat?.['x-cache'] === 'hit') hits++;
      },
    }],
  };
  const result = await autocannon(options as unknown as Options);
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    hits,
    responses,
    next,
  };
}
