// Upload bytes on disk. A file is streamed to a temporary name while it is hashed, measured and
// sniffed (never held in memory), then moved to a content-addressed key sha256/ab/cd/<hash>: the
// client's name never becomes a path, and the same photo uploaded twice is stored once.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
  tmpPath: string;
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

export class UploadStore {
  constructor(readonly root: string) {}

  /** Streams `source` to a temporary file; rejects with NotAnImageError or TooLargeError (the file is removed). */
  async receive(source: Readable, maxBytes: number): Promise<ReceivedFile> {
    // A stream destroyed before we read it would never end a pipeline.
    if (source.destroyed) throw new IncompleteUploadError();
    const tmpDir = join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    if (source.destroyed) throw new IncompleteUploadError();
    const tmpPath = join(tmpDir, `${randomBytes(16).toString('hex')}.part`);
    const meter = new Meter(maxBytes);
    // The multipart parser stops passing bytes at its size limit and says so with 'limit', but the
    // part only ends when the client stops sending: fail now instead of waiting for that.
    const onLimit = () => meter.destroy(new TooLargeError());
    source.once('limit', onLimit);
    try {
      await pipeline(source, meter, createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw error;
    } finally {
      source.off('limit', onLimit);
    }
    return { tmpPath, byteSize: meter.size, sha256: meter.hash.digest('hex'), contentType: meter.type! };
  }

  /** Moves a received file to its content address and returns the storage key. */
  async commit(file: ReceivedFile): Promise<string> {
    const key = storageKeyOf(file.sha256);
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Same content already stored: keep it, drop the copy. rename replaces atomically otherwise.
    if (await exists(target)) await rm(file.tmpPath, { force: true });
    else await rename(file.tmpPath, target);
    return key;
  }

  /** Removes stored content; the caller has made sure no row references it (see lockContent). */
  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async discard(files: readonly ReceivedFile[]): Promise<void> {
    await Promise.all(files.map((f) => rm(f.tmpPath, { force: true })));
  }

  /** Storage keys are written only by commit(), so they never hold '..' or a client's name. */
  path(key: string): string {
    if (!/^sha256\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/.test(key)) throw new Error('bad storage key');
    return join(this.root, key);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
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
export { ATTACHMENT_ID_PATTERN } from '@noren/core/domain';
