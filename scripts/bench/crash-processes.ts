// The crash bench's API processes: `node --import tsx apps/api/src/main.ts` on one PostgreSQL,
// each on its own loopback port that it keeps across a SIGKILL and restart, so the load's clients
// keep calling the same address and simply see refused or reset connections while it is down.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './api-server.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface CrashableApi {
  name: string;
  baseUrl: string;
  /** SIGKILL: no drain, no shutdown hook; whatever the process was doing stops mid-step. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits for /health. */
  start(): Promise<void>;
  /** SIGTERM (SIGKILL after 10 s) and the data folder removed. */
  stop(): Promise<void>;
  /** The last lines it printed, for an error message. */
  log(): string;
  /** True once its output said the demo bookings are written (the first start on an empty database). */
  demoBookingsWritten(): boolean;
}


/** An API process for `databaseUrl` (not started yet). `env` adds or overrides settings. */
export async function crashableApi(name: string, databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<CrashableApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `noren-crash-${name}-`));
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';
  let demoDone = false;

  const killNow = () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.on('exit', killNow);

  const exited = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once('exit', () => r())));

  const api: CrashableApi = {
    name,
    baseUrl,
    log: () => output,
    demoBookingsWritten: () => demoDone,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error(`${name} is already running`);
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          NOREN_DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          // Info level: the demo seed's "demo bookings written" line tells when the load may begin.
          LOG_LEVEL: 'info',
          NOREN_RATE_LIMIT: '0',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        const text = chunk.toString();
        if (text.includes('demo bookings written')) demoDone = true;
        output = (output + text).slice(-8_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      await waitForHealth(baseUrl, child, () => output, 180_000);
    },
    async kill() {
      const c = child;
      if (!c) return;
      killNow();
      await exited(c);
    },
    async stop() {
      process.off('exit', killNow);
      const c = child;
      if (c && c.exitCode === null && c.signalCode === null) {
        const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
        c.kill('SIGTERM');
        await exited(c);
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API at ${baseUrl} exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API at ${baseUrl} did not become healthy within ${timeoutMs} ms:\n${output()}`);
}

/**
 * SIGKILLs during the load: `kills` of them, at even shares of the load's progress (the share of
 * its flows finished, 0 to 1), alternating A and B (the last one, when `both`, kills both at once);
 * each victim is restarted at once while the load goes on against the other. Resolves with what it
 * did, in order, when the kills are done or the load is over.
 */
export async function killDuringLoad(
  apis: readonly CrashableApi[],
  opts: { kills: number; both: boolean; progress: () => number; isLoadRunning: () => boolean },
): Promise<Array<{ atMs: number; killed: string[]; downMs: number }>> {
  const done: Array<{ atMs: number; killed: string[]; downMs: number }> = [];
  const started = Date.now();
  for (let i = 0; i < opts.kills; i++) {
    const due = (i + 1) / (opts.kills + 1);
    while (opts.progress() < due && opts.isLoadRunning()) await new Promise((r) => setTimeout(r, 20));
    if (!opts.isLoadRunning()) break;
    const victims = opts.both && i === opts.kills - 1 ? [...apis] : [apis[i % apis.length]!];
    const atMs = Date.now() - started;
    await Promise.all(victims.map((v) => v.kill()));
    const down = Date.now();
    await Promise.all(victims.map((v) => v.start()));
    done.push({ atMs, killed: victims.map((v) => v.name), downMs: Date.now() - down });
  }
  return done;
}
