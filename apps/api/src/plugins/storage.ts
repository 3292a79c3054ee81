// Decorates the app with its object store (app.storage), one per app, built from config.storage.
// Only the local folder exists for now; an S3-compatible adapter is to be added here (README "Files").
import type { StorageConfig } from '../config.ts';
import { LocalFolderStore } from '../storage/local-folder.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { globalPlugin } from './global.ts';

export function createObjectStore(config: StorageConfig): ObjectStore {
  switch (config.kind) {
    case 'local':
      return new LocalFolderStore(config.dir);
  }
}

export default globalPlugin<{ config: StorageConfig }>('noren-storage', async (app, { config }) => {
  app.decorate('storage', createObjectStore(config));
});
