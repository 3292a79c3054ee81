// Where files are kept, parsed from the environment by config.ts at start-up (config.storage):
// NOREN_STORAGE=local (the default: NOREN_UPLOADS_DIR, else <dataDir>/uploads) or s3 (a bucket of
// an S3-compatible service: NOREN_S3_BUCKET, NOREN_S3_REGION, NOREN_S3_ENDPOINT,
// NOREN_S3_ACCESS_KEY_ID, NOREN_S3_SECRET_ACCESS_KEY, NOREN_S3_FORCE_PATH_STYLE).
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EnvReader } from '../env-reader.ts';
import type { S3Settings } from './s3-bucket.ts';

export const STORAGE_KINDS = ['local', 's3'] as const;

/** Where files (uploads, room photos, exports) are kept: storage/object-store.ts. */
export type StorageConfig =
  | {
    kind: 'local';
    /** The local folder (NOREN_UPLOADS_DIR, else <dataDir>/uploads). */
    dir: string;
  }
  | { kind: 's3'; s3: S3Settings };

// S3's rule for bucket names (3 to 63 lower-case letters, digits, dots and hyphens).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{2,40}$/;

export function readStorageConfig(env: EnvReader, dataDir: string): StorageConfig {
  const kind = env.oneOf('NOREN_STORAGE', STORAGE_KINDS, 'local');
  if (kind === 'local') {
    const raw = env.string('NOREN_UPLOADS_DIR');
    // In-memory data (tests, trials) still needs a real folder for uploaded bytes.
    const dir = raw ? resolve(raw) : dataDir === ':memory:' ? join(tmpdir(), 'noren-uploads') : join(dataDir, 'uploads');
    return { kind, dir };
  }
  const bucket = env.string('NOREN_S3_BUCKET') ?? '';
  if (!BUCKET.test(bucket)) env.problem(`NOREN_S3_BUCKET must name the bucket (3 to 63 lower-case letters, digits, "." or "-") with NOREN_STORAGE=s3, got "${bucket}"`);
  const region = env.string('NOREN_S3_REGION') ?? 'us-east-1';
  if (!REGION.test(region)) env.problem(`NOREN_S3_REGION must be a region such as eu-west-1, got "${region}"`);
  const endpoint = env.string('NOREN_S3_ENDPOINT') ?? null;
  if (endpoint !== null) {
    let protocol = '';
    try {
      protocol = new URL(endpoint).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:') env.problem('NOREN_S3_ENDPOINT must be a URL starting with http:// or https:// (e.g. http://minio:9000)');
  }
  const accessKeyId = env.string('NOREN_S3_ACCESS_KEY_ID') ?? null;
  const secretAccessKey = env.string('NOREN_S3_SECRET_ACCESS_KEY') ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) env.problem('NOREN_S3_ACCESS_KEY_ID and NOREN_S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK\'s own credentials');
  const forcePathStyle = env.flag('NOREN_S3_FORCE_PATH_STYLE', false);
  return { kind, s3: { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle } };
}
