// Upload bytes in the object store (app.storage, storage/object-store.ts). A file is streamed to a
// temporary key tmp/<random> while it is hashed, measured and sniffed (never held in memory), then
// moved to a content-addressed key sha256/ab/cd/<hash>: the client's name never becomes a key, and
// the same photo uploaded twice is stored once.
import { createHash, randomBytes } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore, StoredObject } from '../../storage/object-store.ts';
import { SNIFF_BYTES, sniffImage, type ImageType } from './sniff.ts';

export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
    this.name = 'NotAnImageError';
  }
}

export class TooLargeError extends Error {
  constructor() {
    super('file too large');
    this.name = 'TooLargeError';
  }
}

/** The part ended before its boundary (a cut-off request): the parser has already destroyed it. */
export class IncompleteUploadError extends Error {
  constructor() {
    super('incomplete upload');
    this.name = 'IncompleteUploadError';
  }
}

export interface ReceivedFile {
  /** Where the bytes wait until commit() or discard(). */
  tmpKey: string;
  byteSize: number;
  sha256: string;
  contentType: ImageType;
}

/** Hashes and counts what passes, and stops at the first bytes that are not an image or past the limit. */
class Meter extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  type: ImageType | null = null;
  private head: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new TooLargeError());
    if (this.type === null) {
      this.head.push(chunk);
      this.headSize += chunk.length;
      if (this.headSize >= SNIFF_BYTES && !this.decide()) return done(new NotAnImageError());
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.type === null && !this.decide()) return done(new NotAnImageError());
    done();
  }

  private decide(): boolean {
    this.type = sniffImage(Buffer.concat(this.head, Math.min(this.headSize, SNIFF_BYTES)));
    this.head = [];
    return this.type !== null;
  }
}

/** The content address of a file: the same bytes always have the same key. */
export const storageKeyOf = (sha256: string): string => `sha256/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;

const STORAGE_KEY = /^sha256\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/;

/** Storage keys are written only by commit(), so they never hold '..' or a client's name. */
function checkedStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error('bad storage key');
  return key;
}

/** Where received files wait for commit() or discard(), for the length of their request. */
const TMP_PREFIX = 'tmp/';

export class UploadStore {
  constructor(readonly objects: ObjectStore) {}

  /** Streams `source` to a temporary object; rejects with NotAnImageError or TooLargeError (nothing is kept). */
  async receive(source: Readable, maxBytes: number): Promise<ReceivedFile> {
    // A stream destroyed before we read it would never end a pipeline.
    if (source.destroyed) throw new IncompleteUploadError();
    const tmpKey = `${TMP_PREFIX}${randomBytes(16).toString('hex')}`;
    const meter = new Meter(maxBytes);
    // The multipart parser stops passing bytes at its size limit and says so with 'limit', but the
    // part only ends when the client stops sending: fail now instead of waiting for that.
    const onLimit = () => meter.destroy(new TooLargeError());
    source.once('limit', onLimit);
    try {
      // The source's own failure (a cut-off request) is the one to report; the store's put fails with it.
      const [piped, stored] = await Promise.allSettled([
        pipeline(source, meter),
        this.objects.put(tmpKey, meter, { contentType: 'application/octet-stream' }),
      ]);
      if (piped.status === 'rejected') {
        if (stored.status === 'fulfilled') await this.objects.delete(tmpKey);
        throw piped.reason;
      }
      if (stored.status === 'rejected') throw stored.reason;
    } finally {
      source.off('limit', onLimit);
    }
    return { tmpKey, byteSize: meter.size, sha256: meter.hash.digest('hex'), contentType: meter.type! };
  }

  /** Moves a received file to its content address and returns the storage key. */
  async commit(file: ReceivedFile): Promise<string> {
    const key = storageKeyOf(file.sha256);
    // Same content already stored: keep it, drop the copy. The move replaces atomically otherwise.
    if (await this.objects.head(key)) await this.objects.delete(file.tmpKey);
    else await this.objects.move(file.tmpKey, key, { contentType: file.contentType });
    return key;
  }

  /** Removes stored content; the caller has made sure no row references it (see lockContent). */
  async remove(key: string): Promise<void> {
    await this.objects.delete(checkedStorageKey(key));
  }

  async discard(files: readonly ReceivedFile[]): Promise<void> {
    await Promise.all(files.map((f) => this.objects.delete(f.tmpKey)));
  }

  /**
   * Removes received files last written before `before`: those whose process died between
   * receive() and commit() or discard() (every refusal discards its own). Answers how many.
   */
  async removeStale(before: Date): Promise<number> {
    let removed = 0;
    for await (const object of this.objects.list(TMP_PREFIX)) {
      if (object.modifiedAt >= before) continue;
      await this.objects.delete(object.key);
      removed++;
    }
    return removed;
  }

  /** The stored bytes of a key, or null when they are gone. */
  open(key: string): Promise<StoredObject | null> {
    return this.objects.get(checkedStorageKey(key));
  }
}

/** The client's file name for display: no folders, no control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined, fallbackExt: string): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim().replace(/^\.+/, '');
  const name = [...cleaned].slice(0, 255).join('');
  return name === '' ? `image.${fallbackExt}` : name;
}

export const newAttachmentId = (): string => randomBytes(18).toString('base64url');
