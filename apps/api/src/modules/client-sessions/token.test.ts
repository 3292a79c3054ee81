import { describe, expect, it } from 'vitest';
import { ARGON2_PROFILES } from '../../argon2.ts';
import { hashSecret } from './service.ts';
import { hashToken, looksLikeToken, newToken } from './token.ts';

describe('client session tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(looksLikeToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('hash to a stable SHA-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('refuse anything that is not a token before the database sees it', () => {
    for (const value of [undefined, null, 42, '', 'short', 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}+`, ['x']]) {
      expect(looksLikeToken(value)).toBe(false);
    }
  });
});

describe('app secrets', () => {
  it('hash with argon2id', async () => {
    const hash = await hashSecret('demo-booking-secret', ARGON2_PROFILES.test);
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hash).not.toContain('demo-booking-secret');
  });
});
