// The secrets of a reservation: the bypass token (shown once, stored as a SHA-256 hash, compared
// in constant time) and the random reservation number. 32 random bytes make the token unguessable,
// so a plain hash suffices; no slow password hash is needed.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { reservationNumberFrom } from '@noren/core/domain';

export const newBypassToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether `given` hashes to `storedHash`, in time that does not depend on where they differ. */
export function tokenMatches(given: string, storedHash: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = Buffer.from(storedHash, 'hex');
  return b.length === a.length && timingSafeEqual(a, b);
}

/** E-mails compared the same way, normalised as stored (trimmed, lower case). */
export function emailMatches(given: string, storedNormalised: string): boolean {
  const a = createHash('sha256').update(normaliseEmail(given)).digest();
  const b = createHash('sha256').update(storedNormalised).digest();
  return timingSafeEqual(a, b);
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const newReservationNumber = (): string => reservationNumberFrom((n) => randomBytes(n));

/** A hash no token has, compared against when the reservation does not exist, to keep timings alike. */
export const DECOY_HASH = hashToken('noren-decoy');
