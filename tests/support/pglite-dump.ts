// The dumps of PGlite data folders that the integration tests' databases start from
// (tests/support/app.ts): tar files (tests/support/tar.ts) in the run's seed cache, written from a
// database's in-memory folder and read back into a new PGlite's, without PGlite's own dumpDataDir
// and loadDataDir. Measured alone on this 2-core machine, for the 68 MB seeded dump: PGlite's
// loadDataDir parses the tar and copies every file into memory, about 0.2 s of each start more
// than DumpFs, which shares the dump's bytes until postgres writes a file; dumpDataDir and its
// Blob, then writing the file, took 1.2-1.6 s a dump, saveDump 1.4 s with the start of the dump
// that replays its log (about 0.6 s without it).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from '../../apps/api/src/db/client.ts';
import { tar, untar, type TarEntry } from './tar.ts';

/** PGlite's data folder in its in-memory filesystem (PGDATA). */
const PGDATA = '/pglite/data';

/**
 * How every test database's postgres starts: PGlite's defaults, with 32 MB of shared buffers
 * instead of postgresql.conf's 128 MB. Emscripten zeroes the whole shared memory at every start
 * (145 MB by default, 42 MB so), which was 0.6 s of each database's start of about 1.1 s
 * (measured alone, CPU time). Only the buffer pool's size changes, not what a query returns: the
 * largest table of the seeded database (rates, 3.8 MB) stays below a quarter of the pool (8 MB),
 * from which size postgres would start a sequential scan where the last one stopped. Seeded with
 * either pool, every table's rows (in ctid order), sequence and pg_class row came out the same.
 */
export const TEST_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** A dump read into memory: its bytes, and its entries (a file's data a view into them, never changed). */
export interface Dump {
  bytes: ArrayBuffer;
  entries: TarEntry[];
}

// The parts of Emscripten's MEMFS that sharing a dump's bytes relies on (not in PGlite's types).
interface MemNode {
  contents?: Uint8Array;
  usedBytes: number;
}
interface MemStreamOps {
  write(stream: { node: MemNode }, ...rest: unknown[]): number;
}
interface MemFsModule {
  MEMFS: { stream_ops: MemStreamOps; ops_table: { file: { stream: MemStreamOps } } | null };
}

/**
 * A new PGlite's in-memory filesystem, holding `dump`'s data folder when postgres starts. Files
 * are handed to MEMFS as views into the dump (MEMFS's `canOwn`), and MEMFS's write copies a
 * file out of the dump before its first write: every database reads the same bytes, none can
 * change another's. Folders and files are created as PGlite's own loadDataDir does (default
 * modes, the dump's modification time on each file).
 */
class DumpFs extends MemoryFS {
  constructor(private readonly dump: Dump) {
    super();
  }

  override async initialSyncFs(): Promise<void> {
    const mod = this.pg!.Module;
    const FS = mod.FS;
    const bytes = this.dump.bytes;
    const { MEMFS } = mod as unknown as MemFsModule;
    // Files reach write() through their own copy of MEMFS's operations (ops_table, made with the
    // filesystem's first node), msync through MEMFS's: both are replaced.
    if (!MEMFS.ops_table) throw new Error('MEMFS has no files yet');
    const write = MEMFS.stream_ops.write;
    MEMFS.ops_table.file.stream.write = MEMFS.stream_ops.write = function (stream, ...rest) {
      const node = stream.node;
      if (node.contents?.buffer === bytes) node.contents = node.contents.slice(0, node.usedBytes);
      return write.call(this, stream, ...rest);
    };
    FS.mkdirTree(PGDATA);
    for (const entry of this.dump.entries) {
      const path = PGDATA + entry.path;
      if (entry.kind === 'dir') {
        FS.mkdir(path);
      } else {
        FS.writeFile(path, entry.data, { canOwn: true });
        FS.utime(path, entry.mtimeMs, entry.mtimeMs);
      }
    }
  }
}

/** A PGlite database started on `dump`, as every test database starts. */
export function openDump(options: DatabaseOptions, dump: Dump): Promise<DatabaseHandle> {
  return createDatabase({ ...options, pglite: { fs: new DumpFs(dump), startParams: [...TEST_START_PARAMS] } });
}

/** A new PGlite database (initdb), started as every test database starts. */
export function openNew(options: DatabaseOptions): Promise<DatabaseHandle> {
  return createDatabase({ ...options, pglite: { startParams: [...TEST_START_PARAMS] } });
}

/** The dump at `path`, as saveDump wrote it. */
export function readDump(path: string): Dump {
  const file = readFileSync(path);
  // A file this large has a buffer of its own (Node pools only small ones): no copy needed.
  const whole = file.byteOffset === 0 && file.buffer.byteLength === file.byteLength;
  return dumpOf(new Uint8Array(whole ? file.buffer : file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)));
}

/**
 * Writes `database`'s data folder to `path` as every database started from it will find it, whole
 * before it is renamed into place (a worker that finds the file reads all of it); nothing else may
 * use `database` meanwhile. A running database's folder holds the write-ahead log since its last
 * checkpoint, which postgres replays at every start from it (0.4 s of each start on the seeded
 * dump, measured alone), so the folder is started once here, where postgres replays the log and
 * checkpoints, and that folder is what is written. Started from either, the seeded database's
 * tables (rows in ctid order), sequences (which the replay moves up to 32 values ahead), pg_class,
 * transaction and OID counters came out the same.
 */
export async function saveDump(database: DatabaseHandle, options: DatabaseOptions, path: string): Promise<void> {
  if (database.raw.kind !== 'pglite') throw new Error('expected PGlite');
  const replayed = await openDump(options, dumpOf(tarOf(database.raw.client)));
  try {
    if (replayed.raw.kind !== 'pglite') throw new Error('expected PGlite');
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, tarOf(replayed.raw.client));
    renameSync(partial, path);
  } finally {
    await replayed.close();
  }
}

function dumpOf(bytes: Uint8Array): Dump {
  if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) throw new Error('a dump owns its buffer');
  return { bytes: bytes.buffer as ArrayBuffer, entries: untar(bytes) };
}

/** `client`'s data folder as a tar file. */
function tarOf(client: PGlite): Uint8Array {
  const FS = client.Module.FS;
  const entries: TarEntry[] = [];
  const walk = (dir: string) => {
    for (const name of FS.readdir(PGDATA + dir)) {
      if (name === '.' || name === '..') continue;
      const path = `${dir}/${name}`;
      const stat = FS.stat(PGDATA + path);
      const mtimeMs = new Date(stat.mtime).getTime();
      if (FS.isDir(stat.mode)) {
        entries.push({ path, kind: 'dir', mtimeMs, data: new Uint8Array(0) });
        walk(path);
      } else {
        entries.push({ path, kind: 'file', mtimeMs, data: FS.readFile(PGDATA + path) });
      }
    }
  };
  walk('');
  return tar(entries);
}
