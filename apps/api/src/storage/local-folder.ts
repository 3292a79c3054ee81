// The object store in a local folder (NOREN_UPLOADS_DIR): each key is the file <dir>/<key>, so a
// folder shared between API processes (a network mount) serves them all. Writes go to a temporary
// file in <dir>/.partial and are renamed into place, so a reader never sees half a file and a
// failed write leaves nothing. Content types are kept beside the data in <dir>/.types/<key>; keys
// never start a segment with '.', so neither folder can collide with a key.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, InvalidKeyError, type ObjectInfo, type ObjectStore, type PutOptions, type StoredObject } from './object-store.ts';

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

  /** Writes to a fresh temporary file, then renames it to `target`; nothing is left on failure. */
  private async writeAtomically(target: string, body: Uint8Array | Readable | string): Promise<number> {
    const partial = join(this.root, '.partial');
    await mkdir(partial, { recursive: true });
    const tmp = join(partial, randomBytes(16).toString('hex'));
    try {
      if (typeof body === 'string' || body instanceof Uint8Array) await writeFile(tmp, body, { flag: 'wx', mode: 0o600 });
      else await pipeline(body, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
      const { size } = await stat(tmp);
      await mkdir(dirname(target), { recursive: true });
      await rename(tmp, target);
      return size;
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<ObjectInfo> {
    const path = this.pathOf(key);
    // The type first: a crash between the two leaves a type without data, which head() ignores.
    await this.writeAtomically(this.typePathOf(key), options.contentType);
    const size = await this.writeAtomically(path, body);
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
