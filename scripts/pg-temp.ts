// A throwaway PostgreSQL for tests and benches: a fresh cluster in a temporary folder on a free
// loopback port, tuned for speed instead of durability, removed again when stopped or when the
// process exits. Run directly (`node --import tsx scripts/pg-temp.ts`) it prints its URL and
// keeps running until Ctrl-C.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { chown, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export interface TempPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The folder of the server's binaries, links followed (pg_basebackup for a replica: pg-temp-replica.ts). */
  binDir: string;
  /** The temporary folder holding the cluster; gone after stop(). */
  dir: string;
  stop(): Promise<void>;
}

export interface PgBinaries {
  initdb: string;
  pgCtl: string;
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** PostgreSQL refuses to run as root, so as root the cluster belongs to this user. */
export const PG_USER = 'postgres';

export const SERVER_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  // PostgreSQL's defaults, stated because a streaming replica (pg-temp-replica.ts) needs them;
  // initdb's pg_hba.conf lets 127.0.0.1 in for replication too (trust, as for the rest).
  wal_level: 'replica',
  max_wal_senders: '10',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '200',
  shared_buffers: '128MB',
};

export function run(
  file: string,
  args: string[],
  opts: { cwd?: string; timeoutMs?: number; asPgUser?: boolean } = {},
): Promise<{ stdout: string; stderr: string }> {
  const [cmd, cmdArgs] = opts.asPgUser && isRoot ? ['runuser', ['-u', PG_USER, '--', file, ...args]] : [file, args];
  return new Promise((resolve, reject) => {
    execFile(
      cmd,
      cmdArgs,
      {
        cwd: opts.cwd,
        timeout: opts.timeoutMs ?? 120_000,
        env: { ...process.env, LC_ALL: 'C', LANG: 'C', DEBIAN_FRONTEND: 'noninteractive' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`${cmd} ${cmdArgs.join(' ')} failed: ${error.message}\n${stderr}`.trim()));
        } else {
          resolve({ stdout, stderr });
        }
      },
    );
  });
}

function findOnPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

function findInDebianLayout(): PgBinaries | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) return null;
  const bin = join(base, versions[0], 'bin');
  return { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl') };
}

function findBinaries(): PgBinaries | null {
  const initdb = findOnPath('initdb');
  const pgCtl = findOnPath('pg_ctl');
  if (initdb && pgCtl) return { initdb, pgCtl };
  return findInDebianLayout();
}

async function installPostgres(): Promise<void> {
  // Waiting on the dpkg lock lets this run while another apt-get finishes instead of failing.
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  try {
    await run('apt-get', [...lock, 'install', '-y', '--no-install-recommends', 'postgresql'], { timeoutMs: 900_000 });
  } catch {
    await run('apt-get', [...lock, 'update'], { timeoutMs: 900_000 });
    await run('apt-get', [...lock, 'install', '-y', '--no-install-recommends', 'postgresql'], { timeoutMs: 900_000 });
  }
}

export async function locateOrInstall(): Promise<PgBinaries> {
  const found = findBinaries();
  if (found) return found;
  if (!isRoot) {
    throw new Error(
      'PostgreSQL binaries (initdb, pg_ctl) are neither on the PATH nor under /usr/lib/postgresql/*/bin. ' +
        'Install them (Debian/Ubuntu: `sudo apt-get install -y postgresql`) or run the tests as root so they can be installed.',
    );
  }
  await installPostgres();
  const installed = findBinaries();
  if (!installed) throw new Error('apt-get installed postgresql but initdb/pg_ctl are still missing');
  return installed;
}

export async function ensurePgUser(): Promise<void> {
  if (spawnSync('id', ['-u', PG_USER]).status === 0) return;
  await run('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER]);
}

export function pgUserIds(): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', PG_USER], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/** Asks the OS for a free loopback port. Another process may take it before postgres does; start retries. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForConnections(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within ${timeoutMs} ms: ${String(lastError)}`);
}

export function logTail(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no server log)';
  }
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = await locateOrInstall();
  if (isRoot) await ensurePgUser();

  const dir = await mkdtemp(join(tmpdir(), 'noren-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  let stopped = false;

  // Synchronous so that it also works from an 'exit' handler, where promises never settle.
  const cleanupSync = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', cleanupSync);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      const args = ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'];
      if (isRoot) spawnSync('runuser', ['-u', PG_USER, '--', bin.pgCtl, ...args], { cwd: dir, stdio: 'ignore' });
      else spawnSync(bin.pgCtl, args, { cwd: dir, stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // When nobody else handles the signal, re-raise it after cleaning up so the process still ends.
  function onSignal(signal: NodeJS.Signals) {
    const othersListen = process.listenerCount(signal) > 1;
    cleanupSync();
    if (!othersListen) process.kill(process.pid, signal);
  }
  process.on('exit', cleanupSync);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    if (isRoot) {
      const { uid, gid } = pgUserIds();
      await chown(dir, uid, gid);
    }
    await run(
      bin.initdb,
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
      { cwd: dir, asPgUser: true },
    );

    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freePort();
      const settings = { ...SERVER_SETTINGS, port: String(port), unix_socket_directories: dir };
      const options = Object.entries(settings)
        .map(([key, value]) => `-c ${key}=${value}`)
        .join(' ');
      try {
        await run(bin.pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options], {
          cwd: dir,
          asPgUser: true,
        });
        const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
        await waitForConnections(url, 30_000);
        return {
          url,
          port,
          binDir: dirname(realpathSync(bin.pgCtl)),
          dir,
          async stop() {
            cleanupSync();
          },
        };
      } catch (error) {
        lastError = error;
        if (existsSync(join(dataDir, 'postmaster.pid'))) {
          await run(bin.pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w'], { cwd: dir, asPgUser: true }).catch(
            () => undefined,
          );
        }
      }
    }
    throw new Error(`Could not start a temporary PostgreSQL: ${String(lastError)}\n${logTail(logFile)}`);
  } catch (error) {
    cleanupSync();
    throw error;
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const pgTemp = await startTempPostgres();
  console.log(pgTemp.url);
  console.error(`PostgreSQL is running in ${pgTemp.dir}; press Ctrl-C to stop and remove it.`);
  // Keeps the process alive until a signal arrives; the signal handler above cleans up.
  setInterval(() => undefined, 1 << 30);
}
