// An AppEnv held in memory: the address, storage and what the stores asked the browser to do.
import { memoryStorage } from '@noren/core/api';
import type { AppEnv } from '../env.ts';

export interface MemoryEnv extends AppEnv {
  reloads: number;
  navigations: string[];
  replacements: string[];
}

export function memoryEnv(href = 'http://localhost/'): MemoryEnv {
  const env: MemoryEnv = {
    location: { href },
    storage: memoryStorage(),
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
