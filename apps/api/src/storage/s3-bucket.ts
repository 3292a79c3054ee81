// The object store in an S3-compatible bucket (NOREN_STORAGE=s3: AWS S3, MinIO, Ceph, R2...), so
// API processes on any number of machines share their files with nothing on their own disks. Each
// key is the object of the same name. S3 itself gives the all-or-nothing the interface promises: an
// object appears only when PutObject or CompleteMultipartUpload succeeds. A streamed body is sent
// in parts of `partBytes` (S3's multipart upload) so that it is never held whole in memory; one that
// fails aborts its upload, and removeIncomplete aborts those whose process died mid-upload.
// The bucket is Noren's own: removeIncomplete aborts every upload in it older than its bound.
import {
  AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CopyObjectCommand, CreateMultipartUploadCommand, DeleteObjectCommand,
  GetObjectCommand, HeadObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, PutObjectCommand, S3Client, UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { checkKey, InvalidKeyError, type ListedObject, type ObjectInfo, type ObjectStore, type PutOptions, type StoredObject } from './object-store.ts';

export interface S3Settings {
  /** The service's URL, e.g. http://minio:9000; null: AWS S3 of `region`. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Both or neither; neither: the AWS SDK's own chain (an instance or task role, AWS_* variables). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Addresses the bucket as <endpoint>/<bucket> rather than <bucket>.<endpoint> (MinIO and most others). */
  forcePathStyle: boolean;
}

export interface S3Tuning {
  /** The size of each part of a streamed put: 5 MiB at least on S3 (tests use less on their server). */
  partBytes?: number;
  /** Keys (or uploads) asked per listing page: at most 1000 on S3. */
  pageSize?: number;
}

const UNKNOWN_TYPE = 'application/octet-stream';
export const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

export function s3ClientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // The SDK's default adds CRC checksums in streamed trailers, which many S3-compatible servers
    // refuse; parts are sent with their length, and S3 checks each part's MD5 (the ETag) anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** S3's answer for a key that is not there (GetObject: NoSuchKey; HeadObject has no body, so NotFound). */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The body cut into parts of `size` bytes (the last one shorter); rejects with the body's own error. */
async function* partsOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    held.push(bytes);
    heldBytes += bytes.length;
    while (heldBytes >= size) {
      const all = Buffer.concat(held, heldBytes);
      yield all.subarray(0, size);
      held = [all.subarray(size)];
      heldBytes -= size;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}

export class S3BucketStore implements ObjectStore {
  private readonly partBytes: number;
  private readonly pageSize: number;

  constructor(readonly client: S3Client, readonly bucket: string, tuning: S3Tuning = {}) {
    this.partBytes = tuning.partBytes ?? DEFAULT_PART_BYTES;
    this.pageSize = tuning.pageSize ?? 1000;
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<ObjectInfo> {
    checkKey(key);
    if (body instanceof Uint8Array) return this.putWhole(key, body, options.contentType);
    const parts = partsOf(body, this.partBytes);
    try {
      // A body no longer than one part goes as one PutObject: nothing is sent before it has ended.
      const first = await parts.next();
      if (first.done) return await this.putWhole(key, Buffer.alloc(0), options.contentType);
      const second = await parts.next();
      if (second.done) return await this.putWhole(key, first.value, options.contentType);
      return await this.putInParts(key, [first.value, second.value], parts, options.contentType);
    } catch (error) {
      // Whatever failed (the body, or the bucket), stop reading a body still flowing.
      body.destroy();
      throw error;
    }
  }

  private async putWhole(key: string, bytes: Uint8Array, contentType: string): Promise<ObjectInfo> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length, ContentType: contentType }));
    return { key, size: bytes.length, contentType };
  }

  private async putInParts(key: string, firstParts: Buffer[], rest: AsyncIterator<Buffer>, contentType: string): Promise<ObjectInfo> {
    const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }));
    const uploadId = created.UploadId!;
    const done: CompletedPart[] = [];
    let size = 0;
    const send = async (bytes: Buffer) => {
      const PartNumber = done.length + 1;
      const sent = await this.client.send(new UploadPartCommand({
        Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber, Body: bytes, ContentLength: bytes.length,
      }));
      done.push({ PartNumber, ETag: sent.ETag });
      size += bytes.length;
    };
    try {
      for (const bytes of firstParts) await send(bytes);
      for (let next = await rest.next(); !next.done; next = await rest.next()) await send(next.value);
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: done } }));
    } catch (error) {
      // The parts sent so far are billed and invisible until aborted; if even that fails (the
      // bucket unreachable), removeIncomplete aborts the upload later.
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
      throw error;
    }
    return { key, size, contentType };
  }

  async get(key: string): Promise<StoredObject | null> {
    checkKey(key);
    try {
      const got = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: got.ContentLength ?? 0, contentType: got.ContentType || UNKNOWN_TYPE, body: got.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    checkKey(key);
    try {
      const got = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: got.ContentLength ?? 0, contentType: got.ContentType || UNKNOWN_TYPE };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async move(from: string, to: string, options: Partial<PutOptions> = {}): Promise<void> {
    checkKey(from);
    checkKey(to);
    // Keys hold only characters that need no escaping in x-amz-copy-source. A missing source fails
    // the copy (NoSuchKey), before anything is written.
    await this.client.send(new CopyObjectCommand({
      Bucket: this.bucket, Key: to, CopySource: `${this.bucket}/${from}`,
      ...(options.contentType ? { MetadataDirective: 'REPLACE', ContentType: options.contentType } : { MetadataDirective: 'COPY' }),
    }));
    if (from !== to) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: from }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    if (!prefix.endsWith('/')) throw new InvalidKeyError(prefix, 'a listing prefix is a folder, ending with "/"');
    checkKey(prefix.slice(0, -1));
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: this.pageSize, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        yield { key: object.Key!, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async removeIncomplete(before: Date): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    // S3 dates an upload by when it began, not by its last part: the caller's bound is longer than
    // any request may last (config.httpTimeouts), so no upload still sending is taken.
    for (;;) {
      const page = await this.client.send(new ListMultipartUploadsCommand({
        Bucket: this.bucket, MaxUploads: this.pageSize, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker,
      }));
      for (const upload of page.Uploads ?? []) {
        if (!upload.Initiated || upload.Initiated >= before) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key!, UploadId: upload.UploadId! }));
        removed++;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }
}
