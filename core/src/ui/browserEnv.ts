// The real AppEnv: window.location, history and localStorage, with storage that cannot throw
// (Safari private mode and sandboxed iframes refuse localStorage).
import { memoryStorage, type KeyValueStorage } from '@noren/core/api';
import type { AppEnv } from '@noren/core/stores';

export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = '__noren_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function browserEnv(): AppEnv {
  return {
    location: window.location,
    storage: browserStorage(),
    reload: () => window.location.reload(),
    navigate: (url) => window.location.assign(url),
    replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
  };
}
