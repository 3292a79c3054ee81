// What every API bench does around its own calls: for each backend asked for (BENCH_BACKENDS,
// default both), a throwaway PostgreSQL or PGlite, the API started as a child process, a client
// session with a browser's headers, each call warmed up and then measured, and every row's
// throughput as a ratio to the backend's first row (health) of the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTempPostgres } from '../pg-temp.ts';
import { clientSession, startApiServer, type ApiServer } from './api-server.ts';
import type { BenchRow } from './harness.ts';
import { measure } from './load.ts';

export type Backend = 'pglite' | 'postgres';

export function backendsToRun(): Backend[] {
  const wanted = process.env.BENCH_BACKENDS?.split(',').map((b) => b.trim()).filter(Boolean);
  for (const backend of wanted ?? []) if (backend !== 'postgres' && backend !== 'pglite') throw new Error(`unknown backend ${backend}`);
  return wanted?.length ? (wanted as Backend[]) : ['pglite', 'postgres'];
}

/**
 * Runs `bench` against a fresh API on each backend, stopping the server and database afterwards.
 * `settled`: the API is started once first to write the demo bookings (main.ts writes ~200 after
 * it listens, for a minute or more here, each one moving the hotel's data_version), then again on
 * the same data, so the measurement sees a hotel that nothing changes.
 */
export async function onEachBackend(bench: (backend: Backend, server: ApiServer) => Promise<BenchRow[]>, opts: { settled?: boolean } = {}): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const backend of backendsToRun()) {
    console.log(`  ${backend}: starting the API`);
    const postgres = backend === 'postgres' ? await startTempPostgres() : null;
    const dataDir = opts.settled ? mkdtempSync(join(tmpdir(), 'noren-bench-settled-')) : undefined;
    try {
      if (dataDir) {
        const first = await startApiServer({ databaseUrl: postgres?.url, dataDir, waitForLine: 'demo bookings written' });
        await first.stop();
        console.log(`  ${backend}: demo bookings written; starting the API again on the same data`);
      }
      const server = await startApiServer({ databaseUrl: postgres?.url, dataDir });
      try {
        rows.push(...withRatios(await bench(backend, server)));
      } finally {
        await server.stop();
      }
    } finally {
      await postgres?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

/** A client session and the headers a browser sends: every browser takes compressed bodies. */
export async function browserHeaders(server: ApiServer): Promise<Record<string, string>> {
  return { 'Client-Session': await clientSession(server.baseUrl), 'Accept-Language': 'en', 'Accept-Encoding': 'gzip, deflate, br' };
}

/** The warm-up each measurement gets first, unmeasured. */
export const warmUpSeconds = (duration: number) => Math.min(2, duration);

/** Each call warmed up, then measured for `duration` seconds. */
export async function measureCalls(
  backend: Backend,
  server: ApiServer,
  calls: ReadonlyArray<{ call: string; path: string }>,
  opts: { connections: number; duration: number; headers: Record<string, string> },
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { call, path } of calls) {
    await measure(server.baseUrl + path, { ...opts, duration: warmUpSeconds(opts.duration) });
    const result = await measure(server.baseUrl + path, opts);
    if (result.failures > 0) {
      console.warn(`  ${backend} ${call}: ${result.failures} failed responses, status codes ${JSON.stringify(result.statusCodes)}`);
    }
    rows.push({ backend, call, ...result });
  }
  return rows;
}

/** Throughput relative to the first row (the health baseline). */
function withRatios(rows: BenchRow[]): BenchRow[] {
  const baseline = rows[0]?.requestsPerSec ?? 0;
  return rows.map((row) => ({ ...row, ratio: baseline > 0 ? row.requestsPerSec / baseline : 0 }));
}
