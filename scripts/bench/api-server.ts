// Runs the API as `npm start` does, but as a child process on a free port, so the load generator
// never shares the server's event loop and the numbers are the server's alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not become healthy within ${timeoutMs} ms:\n${output()}`);
}

export interface ApiServerOptions {
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
  /** A folder of an earlier start to open again (PGlite's data, uploads); kept when the server stops. */
  dataDir?: string;
  /** Resolve only once the API has printed this (it then runs at LOG_LEVEL info, every request logged). */
  waitForLine?: string;
}

async function waitForLine(line: string, seen: () => boolean, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!seen()) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} before printing "${line}":\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the API did not print "${line}" within ${timeoutMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts the API on PGlite in a temporary folder, or on PostgreSQL when `databaseUrl` is given; `env` adds or overrides settings. */
export async function startApiServer(opts: ApiServerOptions = {}): Promise<ApiServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'noren-bench-'));
  const removeData = () => {
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NOREN_DATA_DIR: dataDir,
    LOG_LEVEL: opts.waitForLine ? 'info' : (process.env.BENCH_LOG_LEVEL ?? 'warn'),
    // A rate limit would turn the load into 429s and measure the limiter, not the call.
    NOREN_RATE_LIMIT: '0',
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;

  // BENCH_CPU_PROF=<folder>: the API writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let lineSeen = false;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (opts.waitForLine && text.includes(opts.waitForLine)) lineSeen = true;
    log = (log + text).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const kill = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    removeData();
  };
  process.once('exit', kill);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => log, 180_000);
    if (opts.waitForLine) await waitForLine(opts.waitForLine, () => lineSeen, child, () => log, 600_000);
  } catch (error) {
    kill();
    throw error;
  }

  return {
    baseUrl,
    async stop() {
      process.off('exit', kill);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      removeData();
    },
  };
}

/** Obtains a Client-Session for the demo booking app, as every front end does on start. */
export async function clientSession(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/client_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key: process.env.NOREN_BOOKING_CLIENT_KEY ?? 'demo-booking',
      secret: process.env.NOREN_BOOKING_CLIENT_SECRET ?? 'demo-booking-secret',
    }),
  });
  const body = (await response.json()) as { data?: { client_session?: string } };
  const session = body.data?.client_session;
  if (response.status !== 201 || !session) {
    throw new Error(`POST /api/v1/client_sessions gave ${response.status}: ${JSON.stringify(body)}`);
  }
  return session;
}
