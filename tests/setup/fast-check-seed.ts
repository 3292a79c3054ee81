// Vitest globalSetup of the unit project: one fast-check seed for the whole run, printed once, so a
// property that fails can be run again on the same inputs (README "Tests").
//   FC_SEED=<n>   that seed;
//   CI set        a seed derived from the commit (`git rev-parse HEAD`): the same commit always
//                 runs the same cases, and a red CI run fails the same way on a laptop;
//   otherwise     a fresh random seed, so local runs keep exploring new cases.
// The test files pick it up with inject('fcSeed') in fast-check-global.ts.
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    fcSeed: number;
  }
}

/** A 32-bit signed seed from a commit hash: its first 8 hex digits. */
export function seedFromCommit(hash: string): number {
  return Number.parseInt(hash.slice(0, 8), 16) | 0;
}

function commitHash(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function chooseSeed(env: NodeJS.ProcessEnv, commit: () => string | null = commitHash): { seed: number; from: string } {
  const given = env.FC_SEED?.trim();
  if (given) {
    const seed = Number(given);
    if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer, got "${given}"`);
    return { seed: seed | 0, from: 'FC_SEED' };
  }
  if (env.CI) {
    const hash = commit();
    if (hash) return { seed: seedFromCommit(hash), from: `commit ${hash.slice(0, 12)}` };
  }
  return { seed: (Math.random() * 2 ** 32) | 0, from: 'random' };
}

export default function setup(project: TestProject): void {
  const { seed, from } = chooseSeed(process.env);
  console.log(`fast-check seed ${seed} (${from}); reproduce with FC_SEED=${seed}`);
  project.provide('fcSeed', seed);
}
