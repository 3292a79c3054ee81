// `npm run start:cluster` (apps/api/src/cluster.ts): N API processes on one PostgreSQL sharing one
// port; the primary migrates once before forking, a worker that dies is replaced, SIGTERM stops
// them all; on the embedded database it refuses to start. PostgreSQL only (the refusal aside).
// Each worker imports the whole API through tsx: the slowest file of the scale suites.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_REFUSED } from '../../apps/api/src/cluster.ts';
import { createPostgresDatabase, query } from '../support/app.ts';
import { createDatabase } from '../../apps/api/src/db/client.ts';

const CLUSTER = ['--import', 'tsx', 'apps/api/src/cluster.ts'];
const BASE_ENV = { NOREN_DEMO: '0', NOREN_FIRST_SCREEN: 'off', NOREN_DATA_DIR: ':memory:', NOREN_ARGON2_PROFILE: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The process's output lines as they come, and a wait for a line that matches. */
function watch(child: ChildProcess) {
  const lines: string[] = [];
  let buffered = '';
  const take = (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { lines, exited };
}

/** The pids of the workers that said they listen. */
const listening = (lines: string[]) => lines.filter((l) => l.includes('Noren is listening')).map((l) => (JSON.parse(l) as { pid: number }).pid);

describe('npm run start:cluster', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('refuses the embedded database with a clear message', async () => {
    const child = spawn(process.execPath, CLUSTER, { env: { ...process.env, ...BASE_ENV, DATABASE_URL: '' } });
    children.push(child);
    const { lines, exited } = watch(child);
    expect(await exited).toBe(2);
    expect(lines.join('\n')).toContain(PGLITE_REFUSED);
  });

  it('[postgres] runs 2 workers on one port, migrated once, replaces one that dies, and stops on SIGTERM', async () => {
    const database = await createPostgresDatabase();
    const port = await freePort();
    const child = spawn(process.execPath, CLUSTER, { env: { ...process.env, ...BASE_ENV, DATABASE_URL: database.url, NOREN_WORKERS: '2', PORT: String(port) } });
    children.push(child);
    const { lines, exited } = watch(child);
    try {
      await expect.poll(() => new Set(listening(lines)).size, { timeout: 150_000, interval: 200 }).toBe(2);
      const [first, second] = listening(lines);
      // Both answer on the one port (the primary hands connections out in turn).
      for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);

      process.kill(first!, 'SIGKILL');
      await expect.poll(() => listening(lines).length, { timeout: 150_000, interval: 200 }).toBe(3);
      const replacement = listening(lines)[2];
      expect([first, second]).not.toContain(replacement);
      expect(lines.some((l) => l.includes(`worker ${first} exited (SIGKILL)`))).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);

      // The migrations ran once, in the primary, before any worker: no worker logs a migration
      // and the journal holds each once.
      const handle = await createDatabase({ dataDir: ':memory:', databaseUrl: database.url, poolSize: 1 });
      try {
        const [dupes] = await query<{ n: number }>(handle, 'select count(*)::int - count(distinct hash)::int as n from drizzle.__drizzle_migrations');
        expect(dupes!.n).toBe(0);
      } finally {
        await handle.close();
      }

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of [second, replacement]) expect(() => process.kill(pid!, 0)).toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await database.drop();
    }
  }, 300_000);
});
