// Signed unsubscribe links (spec part 1 §2 /unsubscribe-email/confirmation; part 2 §7.8, bodies
// not shown). The token is the claims, base64url JSON {p: purpose, b: brand id, e: normalised
// e-mail, iat: issued-at in seconds}, a dot, and the base64url HMAC-SHA256 of "noren-link.v1." +
// the claims under the server's signing secret. Changing any character of either part breaks the
// signature, so a token works only for the purpose, brand and address it was made for.
//
// A token is good for one year from issue (our decision: long enough for an old newsletter in an
// inbox to still unsubscribe, short enough that a leaked link does not last for ever).
import { MAX_LINK_TOKEN_LENGTH } from '@noren/core/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '../reservations/index.ts';

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';
export const TOKEN_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Clocks of two servers may differ a little; a token from further in the future is refused. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;
export const MAX_TOKEN_LENGTH = MAX_LINK_TOKEN_LENGTH;

export interface LinkClaims {
  purpose: typeof UNSUBSCRIBE_PURPOSE;
  brandId: number;
  email: string;
  issuedAt: Date;
}

export type Verified = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

const mac = (secret: string, payload: string): Buffer => createHmac('sha256', secret).update(`noren-link.v1.${payload}`).digest();

export function signLinkToken(secret: string, claims: Omit<LinkClaims, 'purpose'> & { purpose?: LinkClaims['purpose'] }): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.purpose ?? UNSUBSCRIBE_PURPOSE, b: claims.brandId, e: normaliseEmail(claims.email), iat: Math.floor(claims.issuedAt.getTime() / 1000) }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

const B64URL = /^[A-Za-z0-9_-]+$/;

export function verifyLinkToken(secret: string, token: string, now: Date): Verified {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > MAX_TOKEN_LENGTH) return invalid;
  const parts = token.split('.');
  if (parts.length !== 2 || !B64URL.test(parts[0]) || !B64URL.test(parts[1])) return invalid;
  const given = Buffer.from(parts[1], 'base64url');
  const expected = mac(secret, parts[0]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  const c = raw as { p?: unknown; b?: unknown; e?: unknown; iat?: unknown };
  if (c.p !== UNSUBSCRIBE_PURPOSE || !Number.isSafeInteger(c.b) || (c.b as number) < 1 || typeof c.e !== 'string' || !Number.isSafeInteger(c.iat)) return invalid;
  if (c.e === '' || normaliseEmail(c.e) !== c.e) return invalid;
  const issuedAt = new Date((c.iat as number) * 1000);
  if (issuedAt.getTime() > now.getTime() + FUTURE_SKEW_MS) return invalid;
  if (now.getTime() - issuedAt.getTime() > TOKEN_LIFETIME_MS) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purpose: UNSUBSCRIBE_PURPOSE, brandId: c.b as number, email: c.e, issuedAt } };
}

/** "h****@example.com": enough for the guest to recognise the address, not to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = [...email.slice(0, at)];
  return `${local[0]}${'*'.repeat(Math.max(3, local.length - 1))}${email.slice(at)}`;
}
