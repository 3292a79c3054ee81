import { describe, expect, it } from 'vitest';
import { maskEmail, signLinkToken, TOKEN_LIFETIME_MS, verifyLinkToken } from './token.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const issuedAt = new Date('2026-11-22T03:00:00Z');

describe('unsubscribe link tokens', () => {
  const token = signLinkToken(SECRET, { brandId: 7, email: ' Hanako@Example.com ', issuedAt });

  it('verifies what it signed, with the e-mail normalised', () => {
    expect(verifyLinkToken(SECRET, token, issuedAt)).toEqual({ ok: true, claims: { purpose: 'unsubscribe', brandId: 7, email: 'hanako@example.com', issuedAt } });
  });

  it('refuses another secret, an altered payload or signature, and junk', () => {
    expect(verifyLinkToken(`${SECRET}x`, token, issuedAt)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, sig] = token.split('.');
    const other = Buffer.from(JSON.stringify({ p: 'unsubscribe', b: 7, e: 'taro@example.com', iat: issuedAt.getTime() / 1000 })).toString('base64url');
    expect(verifyLinkToken(SECRET, `${other}.${sig}`, issuedAt).ok).toBe(false);
    expect(verifyLinkToken(SECRET, `${payload}.${sig.slice(0, -2)}AA`, issuedAt).ok).toBe(false);
    for (const junk of ['', '.', 'abc', 'a.b.c', `${payload}.`, `${payload}.${sig}=`, 'x'.repeat(5000)]) {
      expect(verifyLinkToken(SECRET, junk, issuedAt).ok).toBe(false);
    }
  });

  it('expires one year after issue and refuses tokens from the future', () => {
    expect(verifyLinkToken(SECRET, token, new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS)).ok).toBe(true);
    expect(verifyLinkToken(SECRET, token, new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS + 1000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyLinkToken(SECRET, token, new Date(issuedAt.getTime() - 60 * 60 * 1000))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('masks e-mail addresses', () => {
    expect(maskEmail('hanako@example.com')).toBe('h*****@example.com');
    expect(maskEmail('a@b.jp')).toBe('a***@b.jp');
  });
});
