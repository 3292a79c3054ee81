// The object store in a local folder (NOREN_UPLOADS_DIR): each key is the file <dir>/<key>, so a
// folder shared between API processes (a network mount) serves them all. Writes go to a temporary
// file in <dir>/.partial and are renamed into place, so a reader never sees half a file and a
// failed write leaves nothing. Content types are kept beside the data in <dir>/.types/<key>; keys
// never start a segment with '.', so neither folder can collide with a key. What a process that
// died mid-put left in either is removed by removeIncomplete (the purge job, once an hour).
import { randomBytes } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, InvalidKeyError, type ListedObject, type ObjectInfo, type ObjectStore, type PutOptions, type StoredObject } from './object-store.ts';

const UNKNOWN_TYPE = 'application/octet-stream';

const isMissing = (error: unknown): boolean => {
  const code = (error as { code?: unknown })?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

export class LocalFolderStore implements ObjectStore {
  readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  /** The file of a key; checked twice, by the key's rules and by where the path lands. */
  pathOf(key: string): string {
    checkKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new InvalidKeyError(key, 'outside the store');
    return path;
  }

  private typePathOf(key: string): string {
    return join(this.root, '.types', key);
  }

  private get partialDir(): string {
    return join(this.root, '.partial');
  }

  /** Writes `body` to a fresh temporary file and answers its path and size; nothing is left on failure. */
  private async writePartial(body: Uint8Array | Readable | string): Promise<{ tmp: string; size: number }> {
    await mkdir(this.partialDir, { recursive: true });
    const tmp = join(this.partialDir, randomBytes(16).toString('hex'));
    try {
      if (typeof body === 'string' || body instanceof Uint8Array) await writeFile(tmp, body, { flag: 'wx', mode: 0o600 });
      else await pipeline(body, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
      return { tmp, size: (await stat(tmp)).size };
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  /** Renames a written temporary file to `target`; the file is removed when that fails. */
  private async renameIntoPlace(tmp: string, target: string): Promise<void> {
    try {
      await mkdir(dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  private async writeAtomically(target: string, body: string): Promise<void> {
    await this.renameIntoPlace((await this.writePartial(body)).tmp, target);
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<ObjectInfo> {
    const path = this.pathOf(key);
    // The bytes first: a body that fails (an upload refused or cut off mid-stream) leaves nothing,
    // no type either, and an object it would have replaced keeps its own type.
    const { tmp, size } = await this.writePartial(body);
    try {
      // A crash between these two leaves a type without data, which head() ignores and
      // removeIncomplete() sweeps.
      await this.writeAtomically(this.typePathOf(key), options.contentType);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    await this.renameIntoPlace(tmp, path);
    return { key, size, contentType: options.contentType };
  }

  private async contentTypeOf(key: string): Promise<string> {
    try {
      return (await readFile(this.typePathOf(key), 'utf8')) || UNKNOWN_TYPE;
    } catch {
      return UNKNOWN_TYPE;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { key, size: info.size, contentType: await this.contentTypeOf(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error) || (error as { code?: unknown }).code === 'EISDIR') return null;
      throw error;
    }
    // Open first: a delete from now on does not cut the read short.
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { key, size: info.size, contentType: await this.contentTypeOf(key), body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.typePathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    if (!prefix.endsWith('/')) throw new InvalidKeyError(prefix, 'a listing prefix is a folder, ending with "/"');
    for (const { path, info } of await filesUnder(this.pathOf(prefix.slice(0, -1)))) {
      yield { key: relative(this.root, path).split(sep).join('/'), size: info.size, modifiedAt: info.mtime };
    }
  }

  async removeIncomplete(before: Date): Promise<number> {
    let removed = 0;
    // Data of puts whose process died mid-write. A put still writing touches its file with each
    // chunk, so only one idle for longer than any request may last is old enough (the caller's bound).
    for (const { path, info } of await filesUnder(this.partialDir)) {
      if (info.mtime < before) {
        await rm(path, { force: true });
        removed++;
      }
    }
    // Types whose data never arrived (the process died between a put's two renames).
    const types = join(this.root, '.types');
    for (const { path, info } of await filesUnder(types)) {
      if (info.mtime >= before) continue;
      const data = join(this.root, relative(types, path));
      if (await exists(data)) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  }

  async move(from: string, to: string, options: Partial<PutOptions> = {}): Promise<void> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await stat(source); // a missing source fails here, before anything is written
    const contentType = options.contentType ?? (await this.contentTypeOf(from));
    await this.writeAtomically(this.typePathOf(to), contentType);
    await mkdir(dirname(target), { recursive: true });
    await rename(source, target);
    await rm(this.typePathOf(from), { force: true });
  }
}

/** Every file below `dir` with its stat, none when `dir` is missing; files gone meanwhile are left out. */
async function filesUnder(dir: string): Promise<Array<{ path: string; info: Stats }>> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    try {
      files.push({ path, info: await stat(path) });
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return files;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}
