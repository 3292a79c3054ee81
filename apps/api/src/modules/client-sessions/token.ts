// Session tokens: 32 random bytes in base64url for the wire, their SHA-256 for the database.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Rejects garbage before it costs a database round trip. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}
