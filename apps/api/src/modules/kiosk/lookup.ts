// "Find my reservation" at the kiosk: by reservation number and e-mail, as on /search, or by the
// confirmation QR's kiosk-lookup token. Either way through the reservation module's one door, for
// the device's own hotel only, and rate-limited per device in the database (any API process may
// serve the next try): config.kiosk.lookupLimit look-ups per window, then 429 with Retry-After.
import type { KioskLookupBody } from '@noren/core/contract';
import { ErrorCode, NorenError, type Clock, type ReservationView } from '@noren/core/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { getReservation } from '../reservations/index.ts';
import type { DeviceContext } from './devices.ts';
import { lookupSecret, readLookupToken, tokenFromScan } from '../../kiosk-lookup.ts';
import { countLookup, pruneLookupWindows } from './repository.ts';

const notFound = () => new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });

/** Counts this look-up against the device's window; over the limit: 429 (9429) with the wait in seconds. */
export async function limitLookups(db: Database, clock: Clock, config: Config, device: DeviceContext): Promise<void> {
  const limit = config.kiosk.lookupLimit;
  if (!limit) return;
  const now = clock.now().getTime();
  const start = now - (now % limit.windowMs);
  const count = await countLookup(db, device.id, new Date(start));
  if (count === 1) await pruneLookupWindows(db, device.id, new Date(start));
  if (count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((start + limit.windowMs - now) / 1000));
    throw new NorenError(ErrorCode.tooManyRequests, { payload: { retry_after: retryAfter }, message: 'Too many look-ups from this kiosk. Please wait a moment.' });
  }
}

/** The reservation a look-up names, read through the one door; 404 alike for every refusal. */
export async function lookUp(db: Database, config: Config, device: DeviceContext, body: KioskLookupBody): Promise<ReservationView> {
  const hotelRef = String(device.hotelId);
  if ('token' in body) {
    const named = readLookupToken(await lookupSecret(db, config), tokenFromScan(body.token));
    // Another hotel's QR (or a forged or altered one) names nothing here.
    if (!named || named.hotelId !== device.hotelId) throw notFound();
    return getReservation(db, hotelRef, String(named.reservationId), { kioskLookupId: named.reservationId, viewer: null, purpose: 'read' });
  }
  const number = body.reservation_number.trim();
  if (!/^([Nn][Rr][Nn]-?[A-Za-z0-9]{1,30})$/.test(number)) throw notFound();
  return getReservation(db, hotelRef, number, { email: body.email, viewer: null, purpose: 'read' });
}
