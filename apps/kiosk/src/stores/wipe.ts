// Issue #16 §3: when the idle countdown runs out, every trace of the guest goes — the stores, the
// forms (their screens unmount as the kiosk returns to the start), the browser's storage and
// cookies, the camera — and only the device's credentials and the kiosk's settings stay.
import type { KeyValueStorage } from '@noren/core/api';

/** Web Storage as the wipe walks it: the browser's localStorage and sessionStorage are this. */
export interface ListableStorage extends KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
}

export interface WipeTargets {
  /** localStorage and sessionStorage (or their test stand-ins). */
  storages: ListableStorage[];
  /** Names of the cookies the page can see now. */
  cookieNames(): string[];
  removeCookie(name: string): void;
}

/**
 * Removes every key but `keep` from each storage and every cookie. Answers the keys it removed
 * (the tests check nothing else was touched).
 */
export function wipeBrowserTraces(targets: WipeTargets, keep: ReadonlySet<string>): string[] {
  const removed: string[] = [];
  for (const storage of targets.storages) {
    const keys: string[] = [];
    try {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null && !keep.has(key)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
      removed.push(...keys);
    } catch {
      // Storage the browser refuses holds nothing of ours.
    }
  }
  for (const name of targets.cookieNames()) {
    targets.removeCookie(name);
    removed.push(`cookie:${name}`);
  }
  return removed;
}

/** The browser's own storages and cookies. */
export function browserWipeTargets(doc: Document, removeCookie: (name: string) => void): WipeTargets {
  const storages: ListableStorage[] = [];
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      storages.push(window[kind]);
    } catch {
      // Refused storage: nothing kept there.
    }
  }
  return {
    storages,
    cookieNames: () => doc.cookie.split(';').map((c) => decodeURIComponent(c.split('=')[0]?.trim() ?? '')).filter(Boolean),
    removeCookie,
  };
}

/** A Map-backed ListableStorage for tests and for a browser that refuses Web Storage. */
export function listableMemoryStorage(): ListableStorage & { keys(): string[] } {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}
