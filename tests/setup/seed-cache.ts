// Vitest globalSetup of the integration project: a folder, new for each run, where
// tests/support/app.ts keeps the dump of a migrated PGlite database and of a migrated and seeded
// one per seed time, so that each test app loads one (about a second) instead of running initdb,
// the migrations and the seed again (many seconds, argon2 hashes included). New for each run, so a change to the migrations or the
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
