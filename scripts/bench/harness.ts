// What a benchmark file exports and what the runner prints and stores.
export interface BenchRow {
  /** e.g. 'pglite' or 'postgres' */
  backend: string;
  /** e.g. 'GET /api/v1/health' */
  call: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses that were not 2xx plus socket errors and timeouts; any of these spoils the row. */
  failures: number;
  /** Throughput relative to the baseline row of the same backend (the baseline is 1). */
  ratio?: number;
}

export interface BenchReport {
  rows: BenchRow[];
  notes: string[];
  settings: Record<string, unknown>;
  /** A bench that measures something other than requests (bundle sizes, Lighthouse) prints this table instead of rows. */
  table?: { header: string[]; rows: string[][] };
  /** Budgets or checks the measurement broke; any of these fails the run. */
  failures?: string[];
}

export interface Benchmark {
  description: string;
  run(): Promise<BenchReport>;
}

/** Seconds each measurement lasts; BENCH_DURATION overrides the default. */
export function benchDuration(defaultSeconds = 10): number {
  const value = Number(process.env.BENCH_DURATION);
  return Number.isFinite(value) && value > 0 ? value : defaultSeconds;
}

export function benchConnections(defaultConnections = 50): number {
  const value = Number(process.env.BENCH_CONNECTIONS);
  return Number.isInteger(value) && value > 0 ? value : defaultConnections;
}
