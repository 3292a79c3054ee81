// Decorates the app with its object store (app.storage), one per app, built from config.storage.
// Only the local folder exists for now; an S3-compatible adapter is to be added here (README "Files").
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config.ts';
import { LocalFolderStore } from '../storage/local-folder.ts';
import type { ObjectStore } from '../storage/object-store.ts';

export function createObjectStore(config: StorageConfig): ObjectStore {
  switch (config.kind) {
    case 'local':
      return new LocalFolderStore(config.dir);
  }
}

export default fp<{ config: StorageConfig }>(async (app, { config }) => {
  app.decorate('storage', createObjectStore(config));
}, { name: 'noren-storage' });
