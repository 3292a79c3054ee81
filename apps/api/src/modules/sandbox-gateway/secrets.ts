// The sandbox's keyed values: random ids, card fingerprints, one-time 3-D Secure codes and webhook
// signatures, all from the one signing key so that every API process derives the same values and
// nothing secret has to be stored.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newId = (prefix: 'tok' | 'card' | 'pay' | 'evt'): string => `${prefix}_${randomBytes(18).toString('base64url')}`;

const hmac = (key: string, text: string): Buffer => createHmac('sha256', key).update(text).digest();

/** Same card, same fingerprint (to recognise a card saved twice); the number cannot be read back. */
export const cardFingerprint = (key: string, digits: string): string => hmac(key, `card:${digits}`).toString('hex');

/** The six-digit one-time code of a challenge; derived, so it is never stored. */
export function challengeCode(key: string, paymentId: string): string {
  return String(hmac(key, `otp:${paymentId}`).readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export const requestHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC of "t.body">`, the scheme most providers use. */
export function signPayload(key: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(key, `${t}.${body}`).toString('hex')}`;
}

export function verifySignature(key: string, body: string, header: string, now: Date, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isSafeInteger(t) || typeof parts.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), hmac(key, `${t}.${body}`));
}
