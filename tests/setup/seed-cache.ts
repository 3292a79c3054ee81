// Vitest globalSetup of the integration project: a folder, new for each run, where
// tests/support/app.ts keeps the dump of a migrated and seeded PGlite database per seed time, so
// that each seeded test app loads it (about a second) instead of migrating and seeding again
// (many seconds, argon2 hashes included). New for each run, so a change to the migrations or the
// seed can never meet an old dump. Tests read its path with `inject('seedCacheDir')`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    seedCacheDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'noren-seed-cache-'));
  project.provide('seedCacheDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
