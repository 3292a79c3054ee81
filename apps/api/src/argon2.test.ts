// The argon2id cost (argon2.ts, config.argon2): production keeps OWASP's parameters, the test
// profile is only for tests, and a hash verifies whatever profile made it.
import { describe, expect, it } from 'vitest';
import { argon2Hash, argon2Matches, ARGON2_PROFILES } from './argon2.ts';
import { loadConfig } from './config.ts';

describe('argon2 parameters', () => {
  it('are OWASP\'s in production, the default: weakening them must be a deliberate change here', () => {
    expect(ARGON2_PROFILES.production).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(loadConfig({}).argon2).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(loadConfig({ NOREN_ARGON2_PROFILE: 'production' }).argon2).toEqual(ARGON2_PROFILES.production);
  });

  it('write the production cost into the hash, as argon2id', async () => {
    const hash = await argon2Hash('Noren-Member-1', loadConfig({}).argon2);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verify a hash made under either profile, whichever is configured now', async () => {
    const cheap = await argon2Hash('Noren-Member-1', ARGON2_PROFILES.test);
    const costly = await argon2Hash('Noren-Member-1', ARGON2_PROFILES.production);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    for (const hash of [cheap, costly]) {
      expect(await argon2Matches(hash, 'Noren-Member-1')).toBe(true);
      expect(await argon2Matches(hash, 'Noren-Member-2')).toBe(false);
    }
    expect(await argon2Matches('not a hash', 'Noren-Member-1')).toBe(false);
  });
});
