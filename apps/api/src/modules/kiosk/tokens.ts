// The kiosk's secrets. Pairing codes and device credentials are random and stored as SHA-256
// hashes only (32 random bytes make a credential unguessable, so a plain hash suffices; a pairing
// code is short enough to type, so it lives minutes and is used once). SSE tickets, receipt links
// and the kiosk-lookup token are signed with the server's link-signing key (db/signing-secret.ts)
// and stored nowhere: a ticket says who opens a stream for a minute, a receipt link which receipt
// opens until when. (The confirmation QR's lookup
// token is in ../../kiosk-lookup.ts: mail-templates/ makes it too.)
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const hashSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

export const newCredential = (): string => `kd_${randomBytes(32).toString('base64url')}`;

/** Letters and digits a person reads without confusion (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A pairing code as shown: XXXXX-XXXXX (31^10 ≈ 8·10^14 codes, each valid minutes and once). */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What the tablet typed, as hashed: upper case, without spaces or dashes. */
export const normalisePairingCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

const mac = (secret: string, purpose: string, body: string) => createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');

function macMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The demo device's credential, derived so the demo call can hand it out while only its hash is stored. */
export const demoCredential = (secret: string, deviceId: number): string => `kd_demo_${mac(secret, 'kiosk-demo-device', String(deviceId))}`;

// ---- SSE tickets ----------------------------------------------------------------------------------

export type TicketSubject = { kind: 'device'; deviceId: number; hotelId: number } | { kind: 'staff'; sessionId: number; hotelId: number };

export function signTicket(secret: string, subject: TicketSubject, expiresAt: Date): string {
  const id = subject.kind === 'device' ? subject.deviceId : subject.sessionId;
  const body = `${subject.kind === 'device' ? 'd' : 's'}.${id}.${subject.hotelId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(secret, 'sse-ticket', body)}`;
}

/** The ticket's subject when its signature is ours and it has not expired, else null. */
export function readTicket(secret: string, ticket: string, now: Date): TicketSubject | null {
  const m = /^([ds])\.([0-9]{1,10})\.([0-9]{1,10})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!m) return null;
  const body = `${m[1]}.${m[2]}.${m[3]}.${m[4]}`;
  if (!macMatches(mac(secret, 'sse-ticket', body), m[5]!)) return null;
  if (Number(m[4]) * 1000 < now.getTime()) return null;
  const id = Number(m[2]);
  const hotelId = Number(m[3]);
  return m[1] === 'd' ? { kind: 'device', deviceId: id, hotelId } : { kind: 'staff', sessionId: id, hotelId };
}

// ---- Receipt links (issue #16 §5) -----------------------------------------------------------------

/** What a receipt link opens: one reservation's receipt at one hotel, until it expires. */
export interface ReceiptSubject {
  reservationId: number;
  hotelId: number;
}

/** `kr.<reservation id>.<hotel id>.<expiry, epoch seconds>.<mac>`: signed, stored nowhere. */
export function signReceiptToken(secret: string, subject: ReceiptSubject, expiresAt: Date): string {
  const body = `${subject.reservationId}.${subject.hotelId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `kr.${body}.${mac(secret, 'kiosk-receipt', body)}`;
}

/** The receipt a link's token names when its signature is ours and it has not expired, else null. */
export function readReceiptToken(secret: string, token: string, now: Date): ReceiptSubject | null {
  const m = /^kr\.([0-9]{1,10})\.([0-9]{1,10})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  if (!macMatches(mac(secret, 'kiosk-receipt', `${m[1]}.${m[2]}.${m[3]}`), m[4]!)) return null;
  if (Number(m[3]) * 1000 <= now.getTime()) return null;
  return { reservationId: Number(m[1]), hotelId: Number(m[2]) };
}
