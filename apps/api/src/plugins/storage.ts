// Decorates the app with its object store (app.storage), one per app, built from config.storage:
// the local folder, or a bucket of an S3-compatible service (NOREN_STORAGE=s3), whose client's
// connections close with the app.
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config.ts';
import { LocalFolderStore } from '../storage/local-folder.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { S3BucketStore, s3ClientOf } from '../storage/s3-bucket.ts';

export function createObjectStore(config: StorageConfig): ObjectStore {
  switch (config.kind) {
    case 'local':
      return new LocalFolderStore(config.dir);
    case 's3':
      return new S3BucketStore(s3ClientOf(config.s3), config.s3.bucket);
  }
}

export default fp<{ config: StorageConfig }>(async (app, { config }) => {
  const store = createObjectStore(config);
  app.decorate('storage', store);
  if (store instanceof S3BucketStore) app.addHook('onClose', async () => store.client.destroy());
}, { name: 'noren-storage' });
