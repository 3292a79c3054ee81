// The stay's receipt at the kiosk (issue #16 §5; core/src/contract/kiosk-receipts.ts): a QR the
// guest's phone opens, a mail to the reservation's own address, or a print on the tablet's printer.
// The device found the stay in the same request (lookup.ts: the one door, its own hotel, its
// look-up limit); the receipt itself is the reservation module's (kioskReceipt), so its date rule,
// its content and its refusals are the receipt route's. Nothing here lives in process memory: the
// link is signed (tokens.ts), the mail limit reads the outbox.
import {
  KIOSK_RECEIPT_LINK_TTL_MINUTES, KIOSK_RECEIPT_MAIL_INTERVAL_MINUTES, KIOSK_RECEIPT_MAIL_LINK_DAYS, KIOSK_RECEIPT_PRINT_TTL_SECONDS,
  type KioskReceiptLink, type KioskReceiptMail, type KioskReceiptPrint, type KioskReceiptState,
} from '@noren/core/contract';
import { ErrorCode, NorenError, type Clock, type ReservationView } from '@noren/core/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { signingSecret } from '../../db/signing-secret.ts';
import { lastQueuedAt, queueMail } from '../../mail/outbox.ts';
import { qrSvg } from '../../qr-codes.ts';
import { guestReceiptAvailability, guestReceiptNotAvailableYet, kioskReceipt, type FontLocator, type ReceiptFile } from '../reservations/index.ts';
import type { DeviceContext } from './devices.ts';
import { readReceiptToken, signReceiptToken } from './tokens.ts';

/** The outbox kind of the receipt mail (mail-templates/kiosk-receipt-mail.ts renders it). */
export const KIOSK_RECEIPT_MAIL_KIND = 'kiosk_receipt';

export interface KioskReceiptDeps {
  db: Database;
  clock: Clock;
  config: Config;
  fonts: FontLocator;
}

const notFound = () => new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });

/** What the kiosk shows of the stay's receipt: whether it has one, from when, and whether it may print. */
export function receiptState(clock: Clock, device: DeviceContext, stay: ReservationView): KioskReceiptState {
  const { availableFrom, available } = guestReceiptAvailability(clock.now(), stay);
  // A cancelled stay's kiosk access ends at cancellation; one still being paid has no receipt yet.
  return { offered: stay.status === 'done', available_from: availableFrom, available, print: device.printer };
}

/** The stay when the device may have its receipt now: its own hotel, not cancelled, from the check-out date. */
function receiptable(clock: Clock, device: DeviceContext, stay: ReservationView): ReservationView {
  if (stay.hotel.id !== device.hotelId || stay.status === 'cancelled') throw notFound();
  const state = receiptState(clock, device, stay);
  if (!state.available) throw guestReceiptNotAvailableYet(state.available_from);
  return stay;
}

/** The receipt link's path under the API prefix (GET /kiosk/receipt_links/{token}, routes.ts). */
async function signedPath(deps: KioskReceiptDeps, stay: ReservationView, expiresAt: Date): Promise<string> {
  const secret = await signingSecret(deps.db, deps.config.signingSecret);
  return `/kiosk/receipt_links/${signReceiptToken(secret, { reservationId: stay.id, hotelId: stay.hotel.id }, expiresAt)}`;
}

/** On NOREN_PUBLIC_URL, never the kiosk's own origin: the guest's phone opens it from outside. */
const signedUrl = async (deps: KioskReceiptDeps, stay: ReservationView, expiresAt: Date) => `${deps.config.publicUrl}/api/v1${await signedPath(deps, stay, expiresAt)}`;

/** (a) A short-lived link to the receipt PDF, on NOREN_PUBLIC_URL, and its QR. */
export async function receiptLink(deps: KioskReceiptDeps, device: DeviceContext, found: ReservationView): Promise<KioskReceiptLink> {
  const stay = receiptable(deps.clock, device, found);
  const expiresAt = new Date(deps.clock.now().getTime() + KIOSK_RECEIPT_LINK_TTL_MINUTES * 60_000);
  const url = await signedUrl(deps, stay, expiresAt);
  return { url, qr_svg: await qrSvg(url), expires_at: expiresAt.toISOString() };
}

/**
 * (b) Queues the receipt mail to the reservation's own address (the mail is addressed when it is
 * rendered, from the reservation: nothing typed at the kiosk), in the reservation's language, with
 * a link valid some days. One per stay per interval: the latest such mail in the outbox says when
 * the next may go, and the dedupe key of the interval keeps two racing presses to one mail.
 */
export async function receiptMail(deps: KioskReceiptDeps, device: DeviceContext, found: ReservationView): Promise<KioskReceiptMail> {
  const stay = receiptable(deps.clock, device, found);
  const now = deps.clock.now();
  const intervalMs = KIOSK_RECEIPT_MAIL_INTERVAL_MINUTES * 60_000;
  const last = await lastQueuedAt(deps.db, KIOSK_RECEIPT_MAIL_KIND, stay.id);
  if (last && now.getTime() - last.getTime() < intervalMs) {
    const retryAfter = Math.max(1, Math.ceil((last.getTime() + intervalMs - now.getTime()) / 1000));
    throw new NorenError(ErrorCode.tooManyRequests, { payload: { retry_after: retryAfter }, message: 'The receipt was e-mailed a moment ago. Please check your inbox.' });
  }
  const linkExpiresAt = new Date(now.getTime() + KIOSK_RECEIPT_MAIL_LINK_DAYS * 86_400_000);
  await queueMail(deps.db, deps.clock, {
    kind: KIOSK_RECEIPT_MAIL_KIND,
    reservationId: stay.id,
    language: stay.language,
    dedupeKey: `${KIOSK_RECEIPT_MAIL_KIND}:${stay.id}:${Math.floor(now.getTime() / intervalMs)}`,
    payload: { url: await signedUrl(deps, stay, linkExpiresAt), expiresAt: linkExpiresAt.toISOString() },
  });
  return { resend_after: new Date(now.getTime() + intervalMs).toISOString() };
}

/**
 * (c) For the tablet's printer, when a manager configured one for this device: a receipt link on
 * the kiosk's own origin (a path), valid a moment, which the kiosk loads in a same-origin iframe
 * and prints with the browser's print().
 */
export async function receiptPrint(deps: KioskReceiptDeps, device: DeviceContext, found: ReservationView): Promise<KioskReceiptPrint> {
  if (!device.printer) throw new NorenError(ErrorCode.forbidden, { payload: { reason: 'no_printer' }, message: 'This kiosk has no printer.' });
  const stay = receiptable(deps.clock, device, found);
  const expiresAt = new Date(deps.clock.now().getTime() + KIOSK_RECEIPT_PRINT_TTL_SECONDS * 1000);
  return { path: await signedPath(deps, stay, expiresAt), expires_at: expiresAt.toISOString() };
}

/** The receipt a link opens: a forged, altered or expired token, or a cancelled stay, is the 404 of nothing. */
export async function receiptByToken(deps: KioskReceiptDeps, token: string): Promise<ReceiptFile> {
  const subject = readReceiptToken(await signingSecret(deps.db, deps.config.signingSecret), token, deps.clock.now());
  if (!subject) throw notFound();
  return kioskReceipt({ db: deps.db, clock: deps.clock, fonts: deps.fonts, localesDir: deps.config.localesDir }, subject.hotelId, subject.reservationId);
}
