// The kiosk-lookup token the confirmation's QR carries (issue #16 part 5), and its URL. Signed
// with the server's link-signing key (db/signing-secret.ts) and stored nowhere: it names one
// reservation of one hotel and is checked against the live row when used (a cancelled one is
// refused: the token is revoked at cancellation without a list to keep), so every API process
// checks it alike. Distinct from the bypass token (another secret, another purpose), it only reads
// the stay and pays its balance, through the kiosk's calls. Outside modules/ because both the
// kiosk module and mail/ (the confirmation mail's inline QR) make it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from './config.ts';
import type { Executor } from './db/database.ts';
import { signingSecret } from './db/signing-secret.ts';

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`kiosk-lookup:${body}`).digest('base64url');

/** `kl.<reservation id>.<hotel id>.<mac>` */
export function lookupToken(secret: string, reservationId: number, hotelId: number): string {
  const body = `${reservationId}.${hotelId}`;
  return `kl.${body}.${mac(secret, body)}`;
}

/** The reservation and hotel a lookup token names, when it is ours; else null. */
export function readLookupToken(secret: string, token: string): { reservationId: number; hotelId: number } | null {
  const m = /^kl\.([0-9]{1,10})\.([0-9]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(secret, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { reservationId: Number(m[1]), hotelId: Number(m[2]) };
}

/** The token from what the camera read: the token itself, or the whole lookup URL (`?lookup=`). */
export function tokenFromScan(scanned: string): string {
  const text = scanned.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    return new URL(text).searchParams.get('lookup') ?? '';
  } catch {
    return '';
  }
}

/** `${publicUrl}/kiosk/?lookup=<token>`: the kiosk reads the token from it when scanned. */
export const lookupUrl = (publicUrl: string, token: string) => `${publicUrl}/kiosk/?lookup=${encodeURIComponent(token)}`;

/** The confirmation QR's URL for a reservation (the booking app's page and the mail). */
export async function kioskLookupUrl(db: Executor, config: Pick<Config, 'publicUrl' | 'signingSecret'>, reservation: { id: number; hotelId: number }): Promise<string> {
  return lookupUrl(config.publicUrl, lookupToken(await signingSecret(db, config.signingSecret), reservation.id, reservation.hotelId));
}

/** The secret the tokens are checked with. */
export const lookupSecret = (db: Executor, config: Pick<Config, 'signingSecret'>) => signingSecret(db, config.signingSecret);
