// A throwaway PgBouncer in transaction pooling in front of a throwaway PostgreSQL (pg-temp.ts), on
// a free loopback port, with fewer server connections than its clients may open, so that
// transactions of different clients share server connections as they would in production.
// Debian's pgbouncer package (1.18 on Debian 12: no prepared statements across transactions) is
// installed by scripts/ensure-debian-tool.sh when missing (NOREN_PGBOUNCER names another binary).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chown, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePgUser, freePort, isRoot, logTail, pgUserIds, run, waitForConnections } from './pg-temp.ts';

export interface TempPgBouncer {
  /** The URL given with its host and port changed to PgBouncer's. */
  url: string;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** Server connections per database and user (default_pool_size). */
  poolSize?: number;
}

function pgbouncerBinary(): string {
  const script = fileURLToPath(new URL('./ensure-debian-tool.sh', import.meta.url));
  return execFileSync('bash', [script, 'pgbouncer', 'pgbouncer', 'NOREN_PGBOUNCER'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** PgBouncer in front of the server of `databaseUrl` (postgres://postgres@127.0.0.1:<port>/<db>). */
export async function startTempPgBouncer(databaseUrl: string, options: PgBouncerOptions = {}): Promise<TempPgBouncer> {
  const binary = pgbouncerBinary();
  // PgBouncer refuses to run as root, like PostgreSQL.
  if (isRoot) await ensurePgUser();
  const server = new URL(databaseUrl);
  const dir = await mkdtemp(join(tmpdir(), 'noren-pgbouncer-'));
  const pidFile = join(dir, 'pgbouncer.pid');
  const logFile = join(dir, 'pgbouncer.log');
  let stopped = false;
  const cleanupSync = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', cleanupSync);
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').trim());
      try {
        process.kill(pid, 'SIGINT');
        // Wait (briefly) for it to go, so its port and files are free.
        for (let i = 0; i < 50 && processAlive(pid); i++) spawnSync('sleep', ['0.05']);
      } catch {
        // Gone already.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', cleanupSync);
  try {
    const port = await freePort();
    const user = decodeURIComponent(server.username || 'postgres');
    writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
    writeFileSync(
      join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `* = host=${server.hostname} port=${server.port}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${join(dir, 'users.txt')}`,
        'pool_mode = transaction',
        'max_client_conn = 1000',
        `default_pool_size = ${options.poolSize ?? 4}`,
        `logfile = ${logFile}`,
        `pidfile = ${pidFile}`,
        '',
      ].join('\n'),
    );
    if (isRoot) {
      const { uid, gid } = pgUserIds();
      for (const file of ['', 'users.txt', 'pgbouncer.ini']) await chown(join(dir, file), uid, gid);
    }
    // -d: it forks into the background and writes its pid file, which stop() signals.
    await run(binary, ['-d', join(dir, 'pgbouncer.ini')], { cwd: dir, asPgUser: true, timeoutMs: 30_000 });
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    await waitForConnections(url.toString(), 30_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${logTail(logFile)}`);
    });
    return { url: url.toString(), stop: async () => cleanupSync() };
  } catch (error) {
    cleanupSync();
    throw error;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
