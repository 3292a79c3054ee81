// argon2id for account passwords and client-app secrets, with the cost chosen in the typed config
// (NOREN_ARGON2_PROFILE, config.ts). Production keeps @node-rs/argon2's defaults, OWASP's
// recommendation (19 MiB, 2 passes, 1 lane); the test profile is cheap so that integration tests
// do not pay ~0.2 s per sign-in. A hash carries its own parameters (m=, t=, p= in the PHC string),
// so verifying needs no configuration: a hash made under either profile verifies under both.
import { hash, verify } from '@node-rs/argon2';

export interface Argon2Params {
  /** KiB per lane. */
  memoryCost: number;
  /** Passes. */
  timeCost: number;
  /** Lanes. */
  parallelism: number;
}

export const ARGON2_PROFILE_NAMES = ['production', 'test'] as const;
export type Argon2ProfileName = (typeof ARGON2_PROFILE_NAMES)[number];

export const ARGON2_PROFILES: Readonly<Record<Argon2ProfileName, Readonly<Argon2Params>>> = {
  production: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  // argon2's floor (8 KiB per lane) is far below this; 1 MiB and one pass still run the real code.
  test: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

// The library's algorithm is argon2id by default (its Algorithm is a const enum, which isolated
// modules cannot name); tests/api/argon2.test.ts checks the hash says $argon2id$.
export const argon2Hash = (plain: string, params: Argon2Params): Promise<string> => hash(plain, { ...params });

/** Whether `plain` matches `stored`; a malformed stored hash is a mismatch, not a crash. */
export async function argon2Matches(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

const decoys = new Map<string, Promise<string>>();

/**
 * A hash that never matches, made once per parameters: checked when there is nothing to check
 * against (no such account or app key), so that costs the same argon2 work as a wrong secret.
 */
export function decoyHash(params: Argon2Params): Promise<string> {
  const key = `${params.memoryCost}/${params.timeCost}/${params.parallelism}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = argon2Hash('decoy secret that never matches', params);
    decoys.set(key, decoy);
  }
  return decoy;
}
