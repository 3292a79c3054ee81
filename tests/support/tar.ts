// The dumps' file format (tests/support/pglite-dump.ts): ustar, as much of it as a PGlite data
// folder needs. A 512-byte header per entry (name, size, modification time, type), then a file's
// bytes padded to 512, then two empty blocks; `tar tvf` reads it.

export interface TarEntry {
  /** Below the folder dumped, with a leading slash. */
  path: string;
  kind: 'file' | 'dir';
  mtimeMs: number;
  /** A file's bytes (empty for a folder). */
  data: Uint8Array;
}

const BLOCK = 512;
const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK;

/** The tar file of `entries`, a folder before what it holds. */
export function tar(entries: readonly TarEntry[]): Uint8Array {
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

/** The entries of a tar file as tar() writes it; a file's data is a view into `bytes`. */
export function untar(bytes: Uint8Array): TarEntry[] {
  const decoder = new TextDecoder();
  const text = (at: number, length: number) => {
    const field = bytes.subarray(at, at + length);
    const end = field.indexOf(0);
    return decoder.decode(end === -1 ? field : field.subarray(0, end));
  };
  const entries: TarEntry[] = [];
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
