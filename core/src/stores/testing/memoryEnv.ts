// An AppEnv held in memory: the address, storage, cookies and what the stores asked the browser to do.
import { memoryStorage } from '@noren/core/api';
import { systemClock, type Clock } from '@noren/core/domain';
import type { AppEnv, CookieJar } from '../env.ts';

export interface MemoryCookieJar extends CookieJar {
  /** Max-age each cookie was last set with, to check lifetimes. */
  maxAges: Map<string, number>;
}

/** Cookies that expire by the given clock, as a browser's would. */
export function memoryCookieJar(clock: Clock = systemClock): MemoryCookieJar {
  const items = new Map<string, { value: string; expiresAt: number }>();
  const maxAges = new Map<string, number>();
  return {
    maxAges,
    get(name) {
      const item = items.get(name);
      if (!item) return null;
      if (item.expiresAt <= clock.now().getTime()) {
        items.delete(name);
        return null;
      }
      return item.value;
    },
    set(name, value, { maxAgeSeconds }) {
      maxAges.set(name, maxAgeSeconds);
      items.set(name, { value, expiresAt: clock.now().getTime() + maxAgeSeconds * 1000 });
    },
    remove(name) {
      items.delete(name);
    },
  };
}

export interface MemoryEnv extends AppEnv {
  cookies: MemoryCookieJar;
  reloads: number;
  navigations: string[];
  replacements: string[];
}

export function memoryEnv(href = 'http://localhost/', clock: Clock = systemClock): MemoryEnv {
  const env: MemoryEnv = {
    location: { href },
    storage: memoryStorage(),
    cookies: memoryCookieJar(clock),
    reloads: 0,
    navigations: [],
    replacements: [],
    reload: () => void env.reloads++,
    navigate: (url) => void env.navigations.push(url),
    replaceUrl: (url) => {
      env.replacements.push(url);
      env.location = { href: url };
    },
  };
  return env;
}
