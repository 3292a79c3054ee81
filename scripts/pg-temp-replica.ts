// A throwaway streaming replica of a throwaway PostgreSQL (pg-temp.ts): `pg_basebackup -R` copies
// the primary into a temporary folder and writes standby.signal and primary_conninfo, and the copy
// starts as a hot standby on another free loopback port, streaming from the primary. Removed when
// stopped or when the process exits. Tests pause its replay (pg_wal_replay_pause) to make it lag.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chown, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, isRoot, logTail, PG_USER, pgUserIds, run, SERVER_SETTINGS, waitForConnections, type TempPostgres } from './pg-temp.ts';

export interface TempReplica {
  /** postgres://postgres@127.0.0.1:<port>/<database>, the database named by the primary URL given. */
  url: string;
  stop(): Promise<void>;
}

/** A replica of `primary`; `databaseUrl` (a database on it) gives the database the replica's URL names. */
export async function startTempReplica(primary: TempPostgres, databaseUrl = primary.url): Promise<TempReplica> {
  const dir = await mkdtemp(join(tmpdir(), 'noren-pg-replica-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const pgCtl = join(primary.binDir, 'pg_ctl');
  let stopped = false;
  const cleanupSync = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', cleanupSync);
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      const args = ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'];
      if (isRoot) spawnSync('runuser', ['-u', PG_USER, '--', pgCtl, ...args], { cwd: dir, stdio: 'ignore' });
      else spawnSync(pgCtl, args, { cwd: dir, stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', cleanupSync);
  try {
    if (isRoot) {
      const { uid, gid } = pgUserIds();
      await chown(dir, uid, gid);
    }
    await run(
      join(primary.binDir, 'pg_basebackup'),
      ['-D', dataDir, '-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
      { cwd: dir, asPgUser: true },
    );
    const port = await freePort();
    // A hot standby needs max_connections (and the like) at least the primary's: the same settings.
    const settings = { ...SERVER_SETTINGS, port: String(port), unix_socket_directories: dir, hot_standby: 'on' };
    const options = Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`).join(' ');
    await run(pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options], { cwd: dir, asPgUser: true }).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${logTail(logFile)}`);
    });
    const url = new URL(databaseUrl);
    url.port = String(port);
    await waitForConnections(url.toString(), 30_000);
    return { url: url.toString(), stop: async () => cleanupSync() };
  } catch (error) {
    cleanupSync();
    throw error;
  }
}
