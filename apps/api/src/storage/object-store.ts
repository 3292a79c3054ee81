// Where the API keeps files: behind this interface, so that API processes on several machines can
// share them (DESIGN.md "Scale"). Guests' uploads (modules/file-attachments), room photos
// (modules/images) and reservation exports (modules/organisation-admin) use it. Two adapters, chosen
// by NOREN_STORAGE (plugins/storage.ts): a local folder (local-folder.ts) and a bucket of an
// S3-compatible service (s3-bucket.ts). The operations are the ones object stores have: put, get,
// head, delete, a move that S3 does as CopyObject then DeleteObject, a listing (ListObjectsV2), and
// the removal of writes that never finished (S3: AbortMultipartUpload). Both pass one contract
// suite (object-store.contract.ts).
import type { Readable } from 'node:stream';

export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string;
}

export interface StoredObject extends ObjectInfo {
  /** The bytes; the caller must consume or destroy it. */
  body: Readable;
}

export interface ListedObject {
  key: string;
  size: number;
  /** When the object was last written (a file's mtime, S3's LastModified). */
  modifiedAt: Date;
}

export interface PutOptions {
  contentType: string;
}

export interface ObjectStore {
  /**
   * Stores `body` under `key`, replacing what was there. All or nothing: readers see the old
   * object or the whole new one, and a body that fails (a stream error) leaves no object behind.
   */
  put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<ObjectInfo>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /** Moves an object to a new key (replacing what was there), optionally setting its content type. */
  move(from: string, to: string, options?: Partial<PutOptions>): Promise<void>;
  /** The objects whose keys lie under the folder `prefix` (ending with '/'), in no set order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * Removes what puts that never finished (the process died mid-write) left behind before
   * `before`; answers how many it removed. A put that fails while running removes its own.
   */
  removeIncomplete(before: Date): Promise<number>;
}

export class InvalidKeyError extends Error {
  constructor(readonly key: string, reason: string) {
    super(`invalid object key: ${reason}`);
    this.name = 'InvalidKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 1024;

/**
 * Keys are relative paths of plain segments: letters, digits, '.', '_' and '-', no segment starting
 * with a dot (so no '.', '..' or hidden names), no leading '/', no empty segment, no backslash, NUL
 * or other control character. Every adapter checks keys with this, so a key means the same on each
 * and none can reach outside the store.
 */
export function checkKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidKeyError(key, `longer than ${MAX_KEY_LENGTH} characters`);
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) throw new InvalidKeyError(key, 'segments must be letters, digits, ".", "_" or "-", not starting with "."');
  }
  return key;
}
