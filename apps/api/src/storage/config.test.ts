// NOREN_STORAGE=s3 and its variables, read by config.ts: every one named when wrong, at start-up.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('storage config', () => {
  it('reads an S3-compatible bucket, with a region and path-style defaults', () => {
    expect(loadConfig({ NOREN_STORAGE: 's3', NOREN_S3_BUCKET: 'noren-files' }).storage).toEqual({
      kind: 's3',
      s3: { endpoint: null, region: 'us-east-1', bucket: 'noren-files', accessKeyId: null, secretAccessKey: null, forcePathStyle: false },
    });
    expect(loadConfig({
      NOREN_STORAGE: 'S3', NOREN_S3_BUCKET: 'hotel.files', NOREN_S3_REGION: 'eu-west-1', NOREN_S3_ENDPOINT: 'http://minio:9000',
      NOREN_S3_ACCESS_KEY_ID: 'AKIA1', NOREN_S3_SECRET_ACCESS_KEY: 'secret', NOREN_S3_FORCE_PATH_STYLE: '1',
    }).storage).toEqual({
      kind: 's3',
      s3: { endpoint: 'http://minio:9000', region: 'eu-west-1', bucket: 'hotel.files', accessKeyId: 'AKIA1', secretAccessKey: 'secret', forcePathStyle: true },
    });
  });

  it('names each bad S3 variable', () => {
    expect(() => loadConfig({ NOREN_STORAGE: 's3' })).toThrow(/NOREN_S3_BUCKET must name the bucket/);
    expect(() => loadConfig({ NOREN_STORAGE: 's3', NOREN_S3_BUCKET: 'Bad_Name' })).toThrow(/NOREN_S3_BUCKET/);
    expect(() => loadConfig({ NOREN_STORAGE: 's3', NOREN_S3_BUCKET: 'b12', NOREN_S3_ENDPOINT: 'minio:9000' })).toThrow(/NOREN_S3_ENDPOINT must be a URL/);
    expect(() => loadConfig({ NOREN_STORAGE: 's3', NOREN_S3_BUCKET: 'b12', NOREN_S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => loadConfig({ NOREN_STORAGE: 's3', NOREN_S3_BUCKET: 'b12', NOREN_S3_REGION: 'EU WEST' })).toThrow(/NOREN_S3_REGION/);
    expect(() => loadConfig({ NOREN_STORAGE: 's3', NOREN_S3_BUCKET: 'b12', NOREN_S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/NOREN_S3_FORCE_PATH_STYLE/);
  });
});
