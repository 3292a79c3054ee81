// A local S3-compatible server on loopback for a test file: s3rver (in-process, its objects in a
// temporary folder), path-style, with s3rver's own account (S3RVER / S3RVER; it checks signatures).
// s3rver 3.7.1 lacks three things the adapter uses, which this file answers itself from s3rver's own
// records, passing every other request to s3rver:
// - ListMultipartUploads (s3rver: NotImplemented) and AbortMultipartUpload (MethodNotAllowed), from
//   its uploads in progress (<dir>/<bucket>/._S3rver_uploads/<id>/key);
// - ListObjectsV2 past one page: s3rver makes its continuation tokens with DES, which the OpenSSL 3
//   of Node 17 and later refuses (InternalError), so listings are answered from its store here.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { s3ClientOf, type S3Settings } from '../../apps/api/src/storage/s3-bucket.ts';

interface S3rverInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  store: {
    getBucket(bucket: string): Promise<unknown>;
    listObjects(bucket: string, options: { prefix: string; startAfter: string; maxKeys: number }): Promise<{
      objects: Array<{ key: string; size: number; lastModifiedDate: Date }>;
      isTruncated: boolean;
    }>;
  };
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

export interface LocalS3 {
  /** The settings of a bucket on this server (made by makeBucket). */
  settings(bucket: string): S3Settings;
  /** A new empty bucket; answers its settings. */
  makeBucket(): Promise<S3Settings>;
  /** The uploads in progress s3rver holds for `bucket`. */
  uploadsIn(bucket: string): Promise<string[]>;
  /** Every file below the server's folder (objects and their metadata). */
  readonly dir: string;
  close(): Promise<void>;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startLocalS3(): Promise<LocalS3> {
  const dir = mkdtempSync(join(tmpdir(), 'noren-s3rver-'));
  const s3rver = new S3rver({ directory: dir, silent: true, vhostBuckets: false, resetOnClose: false });
  const handle = s3rver.callback();
  const uploadsDir = (bucket: string) => join(dir, bucket, '._S3rver_uploads');

  async function uploads(bucket: string): Promise<Array<{ key: string; id: string; initiated: Date }>> {
    let ids: string[];
    try {
      ids = await readdir(uploadsDir(bucket));
    } catch {
      return [];
    }
    const found = await Promise.all(ids.map(async (id) => {
      const keyFile = join(uploadsDir(bucket), id, 'key');
      return { key: await readFile(keyFile, 'utf8'), id, initiated: (await stat(keyFile)).mtime };
    }));
    return found.sort((a, b) => (a.key === b.key ? a.id.localeCompare(b.id) : a.key < b.key ? -1 : 1));
  }

  /** GET /<bucket>?uploads: ListMultipartUploads, with max-uploads and the two markers. */
  async function listUploads(bucket: string, query: URLSearchParams, res: ServerResponse): Promise<void> {
    const max = Number(query.get('max-uploads') ?? 1000);
    const keyMarker = query.get('key-marker') ?? '';
    const idMarker = query.get('upload-id-marker') ?? '';
    const after = (await uploads(bucket)).filter((u) => u.key > keyMarker || (u.key === keyMarker && idMarker !== '' && u.id > idMarker));
    const page = after.slice(0, max);
    const truncated = after.length > max;
    const last = page.at(-1);
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>
<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xml(bucket)}</Bucket><KeyMarker>${xml(keyMarker)}</KeyMarker><UploadIdMarker>${xml(idMarker)}</UploadIdMarker>${
  truncated && last ? `<NextKeyMarker>${xml(last.key)}</NextKeyMarker><NextUploadIdMarker>${xml(last.id)}</NextUploadIdMarker>` : ''
}<MaxUploads>${max}</MaxUploads><IsTruncated>${truncated}</IsTruncated>${page.map((u) =>
  `<Upload><Key>${xml(u.key)}</Key><UploadId>${xml(u.id)}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`).join('')
}</ListMultipartUploadsResult>`);
  }

  /** GET /<bucket>?list-type=2: ListObjectsV2 with prefix, max-keys and a token that is the last key. */
  async function listObjects(bucket: string, query: URLSearchParams, res: ServerResponse): Promise<void> {
    if (!(await s3rver.store.getBucket(bucket))) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message></Error>');
      return;
    }
    const prefix = query.get('prefix') ?? '';
    const token = query.get('continuation-token');
    const startAfter = token ? Buffer.from(token, 'base64url').toString('utf8') : (query.get('start-after') ?? '');
    const maxKeys = Math.min(1000, Number(query.get('max-keys') ?? 1000));
    const { objects, isTruncated } = await s3rver.store.listObjects(bucket, { prefix, startAfter, maxKeys });
    const last = objects.at(-1);
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix>${
  token ? `<ContinuationToken>${xml(token)}</ContinuationToken>` : ''
}${isTruncated && last ? `<NextContinuationToken>${Buffer.from(last.key).toString('base64url')}</NextContinuationToken>` : ''
}<KeyCount>${objects.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${isTruncated}</IsTruncated>${objects.map((o) =>
  `<Contents><Key>${xml(o.key)}</Key><LastModified>${o.lastModifiedDate.toISOString()}</LastModified><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`).join('')
}</ListBucketResult>`);
  }

  /** DELETE /<bucket>/<key>?uploadId=<id>: AbortMultipartUpload. */
  async function abortUpload(bucket: string, key: string, id: string, res: ServerResponse): Promise<void> {
    const upload = (await uploads(bucket)).find((u) => u.id === id && u.key === key);
    if (!upload || !/^[A-Za-z0-9_-]+$/.test(id)) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
      return;
    }
    await rm(join(uploadsDir(bucket), id), { recursive: true, force: true });
    res.writeHead(204).end();
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const bucketGet = req.method === 'GET' && bucket !== '' && key === '';
    const answer = bucketGet && url.searchParams.has('uploads') ? listUploads(bucket, url.searchParams, res)
      : bucketGet && url.searchParams.get('list-type') === '2' ? listObjects(bucket, url.searchParams, res)
      : req.method === 'DELETE' && key !== '' && url.searchParams.has('uploadId') ? abortUpload(bucket, key, url.searchParams.get('uploadId')!, res)
        : null;
    if (!answer) return handle(req, res);
    req.resume();
    answer.catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = (bucket: string): S3Settings => ({
    endpoint, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true,
  });
  let buckets = 0;
  return {
    dir,
    settings,
    async makeBucket() {
      const bucket = `noren-test-${++buckets}`;
      const client = s3ClientOf(settings(bucket));
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      client.destroy();
      return settings(bucket);
    },
    async uploadsIn(bucket) {
      return (await uploads(bucket)).map((u) => u.key);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
