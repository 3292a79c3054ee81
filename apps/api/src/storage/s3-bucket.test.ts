// The S3-compatible adapter: the ObjectStore contract against a local S3 server (s3rver), with parts
// of 4 bytes and listing pages of 1 so that streamed puts go as multipart uploads and listings span
// pages, and what only a bucket can show: a failed stream aborts its upload, removeIncomplete
// aborts what a process that died mid-upload left, bytes past one part come back whole.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../../tests/support/s3-server.ts';
import { objectStoreContract } from './object-store.contract.ts';
import { S3BucketStore, s3ClientOf } from './s3-bucket.ts';

let s3: LocalS3;
const stores: S3BucketStore[] = [];
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const store of stores) store.client.destroy();
  await s3.close();
});

async function freshStore(): Promise<S3BucketStore> {
  const settings = await s3.makeBucket();
  const store = new S3BucketStore(s3ClientOf(settings), settings.bucket, { partBytes: 4, pageSize: 1 });
  stores.push(store);
  return store;
}

objectStoreContract('S3-compatible bucket (s3rver)', freshStore);

/** A stream that sends `first` in chunks, then fails. */
function failingAfter(first: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) return this.destroy(new Error('client went away'));
      sent = true;
      this.push(first);
    },
  });
}

describe('S3BucketStore', () => {
  it('sends a stream longer than one part in parts and gets the same bytes back', async () => {
    const store = await freshStore();
    const bytes = randomBytes(37);
    const chunks = [bytes.subarray(0, 3), bytes.subarray(3, 20), bytes.subarray(20)];
    expect(await store.put('big', Readable.from(chunks), { contentType: 'image/png' })).toEqual({ key: 'big', size: 37, contentType: 'image/png' });
    const got = await store.get('big');
    expect(got && { size: got.size, type: got.contentType, same: (await buffer(got.body)).equals(bytes) }).toEqual({ size: 37, type: 'image/png', same: true });
    expect(await s3.uploadsIn(store.bucket)).toEqual([]);
  });

  it('aborts the multipart upload of a stream that fails after parts were sent, leaving nothing', async () => {
    const store = await freshStore();
    await expect(store.put('cut', failingAfter(Buffer.from('twelve bytes')), { contentType: 'text/plain' })).rejects.toThrow('client went away');
    expect(await s3.uploadsIn(store.bucket)).toEqual([]);
    expect(await store.head('cut')).toBeNull();
  });

  it('aborts the uploads a process that died mid-put left, once older than the bound, and no other', async () => {
    const store = await freshStore();
    const { client, bucket } = store;
    for (const key of ['tmp/dead-a', 'tmp/dead-b', 'tmp/dead-c']) {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: 'image/png' }));
      await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: 1, Body: Buffer.from('part'), ContentLength: 4 }));
    }
    await store.put('kept', Buffer.from('whole'), { contentType: 'text/plain' });
    expect(await store.removeIncomplete(new Date(Date.now() - 60_000))).toBe(0);
    expect(await s3.uploadsIn(bucket)).toHaveLength(3);
    // Pages of one upload: the markers carry the listing over all three.
    expect(await store.removeIncomplete(new Date(Date.now() + 60_000))).toBe(3);
    expect(await s3.uploadsIn(bucket)).toEqual([]);
    expect(await store.head('kept')).toEqual({ key: 'kept', size: 5, contentType: 'text/plain' });
  });

  it('lists past one page', async () => {
    const store = await freshStore();
    for (const n of [1, 2, 3, 4, 5]) await store.put(`tmp/${n}`, Buffer.from('x'), { contentType: 'text/plain' });
    const keys: string[] = [];
    for await (const object of store.list('tmp/')) keys.push(object.key);
    expect(keys.sort()).toEqual(['tmp/1', 'tmp/2', 'tmp/3', 'tmp/4', 'tmp/5']);
  });

  it('fails, rather than answering "not there", when the bucket is missing', async () => {
    const store = new S3BucketStore(s3ClientOf(s3.settings('no-such-bucket')), 'no-such-bucket');
    stores.push(store);
    await expect(store.get('k')).rejects.toThrow();
  });
});
