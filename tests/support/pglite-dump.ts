// The dumps of PGlite data folders that the integration tests' databases start from
// (tests/support/app.ts): plain tar files in the run's seed cache, written from a database's
// in-memory folder and read back into a new PGlite's, without PGlite's own dumpDataDir and
// loadDataDir. Measured alone on this 2-core machine, for the 68 MB seeded dump: PGlite's
// loadDataDir parses the tar and copies every file into memory, about 0.2 s of each start more
// than DumpFs, which shares the dump's bytes until postgres writes a file; dumpDataDir and its
// Blob, then writing the file, took 1.2-1.6 s a dump, writeDump 0.6 s.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { MemoryFS, PGlite } from '@electric-sql/pglite';

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

interface Entry {
  /** Below PGDATA, with a leading slash. */
  path: string;
  kind: 'file' | 'dir';
  mtimeMs: number;
  /** A file's bytes: a view into the dump, never changed. */
  data: Uint8Array;
}

/** A dump read into memory, its entries in the tar's order (a folder before what it holds). */
export interface Dump {
  bytes: ArrayBuffer;
  entries: Entry[];
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
export class DumpFs extends MemoryFS {
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

/** The dump at `path`, as writeDump wrote it. */
export function readDump(path: string): Dump {
  const file = readFileSync(path);
  // A file this large has a buffer of its own (Node pools only small ones): no copy needed.
  const whole = file.byteOffset === 0 && file.buffer.byteLength === file.byteLength;
  const bytes = whole ? file.buffer : file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  return { bytes, entries: untar(new Uint8Array(bytes)) };
}

/**
 * Writes `client`'s data folder to `path` as a tar file, whole before it is renamed into place (a
 * worker that finds the file reads all of it). Nothing else may use `client` meanwhile.
 */
export function writeDump(client: PGlite, path: string): void {
  const FS = client.Module.FS;
  const entries: Entry[] = [];
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
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, tar(entries));
  renameSync(partial, path);
}

// ustar, as much of it as the dumps need: a 512-byte header per entry (name, size, modification
// time, type), then the file's bytes padded to 512, then two empty blocks. `tar tvf` reads it.
const BLOCK = 512;
const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK;

function tar(entries: readonly Entry[]): Uint8Array {
  const out = new Uint8Array(entries.reduce((sum, e) => sum + BLOCK + padded(e.data.byteLength), 2 * BLOCK));
  const encoder = new TextEncoder();
  let offset = 0;
  for (const entry of entries) {
    const header = out.subarray(offset, offset + BLOCK);
    const field = (at: number, length: number, text: string) => {
      if (text.length > length) throw new Error(`tar: ${entry.path} does not fit its header`);
      encoder.encodeInto(text, header.subarray(at, at + length));
    };
    const octal = (at: number, length: number, value: number) => field(at, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
    field(0, 100, entry.path.slice(1));
    octal(100, 8, entry.kind === 'dir' ? 0o755 : 0o644);
    octal(108, 8, 0);
    octal(116, 8, 0);
    octal(124, 12, entry.data.byteLength);
    octal(136, 12, Math.floor(entry.mtimeMs / 1000));
    field(156, 1, entry.kind === 'dir' ? '5' : '0');
    field(257, 8, 'ustar\u000000');
    // The checksum is counted with its own field as spaces.
    header.fill(0x20, 148, 156);
    octal(148, 7, header.reduce((sum, byte) => sum + byte, 0));
    out.set(entry.data, offset + BLOCK);
    offset += BLOCK + padded(entry.data.byteLength);
  }
  return out;
}

function untar(bytes: Uint8Array): Entry[] {
  const decoder = new TextDecoder();
  const text = (at: number, length: number) => {
    const field = bytes.subarray(at, at + length);
    const end = field.indexOf(0);
    return decoder.decode(end === -1 ? field : field.subarray(0, end));
  };
  const entries: Entry[] = [];
  for (let offset = 0; offset + BLOCK <= bytes.byteLength && bytes[offset] !== 0; ) {
    const size = parseInt(text(offset + 124, 12), 8);
    const type = text(offset + 156, 1);
    const kind = type === '5' ? 'dir' : type === '0' || type === '' ? 'file' : null;
    if (!kind) throw new Error(`tar: entry type ${type} of ${text(offset, 100)}`);
    const start = offset + BLOCK;
    entries.push({ path: `/${text(offset, 100)}`, kind, mtimeMs: parseInt(text(offset + 136, 12), 8) * 1000, data: bytes.subarray(start, start + size) });
    offset = start + padded(size);
  }
  return entries;
}
