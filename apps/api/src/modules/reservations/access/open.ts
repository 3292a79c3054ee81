// The one door to a reservation (spec part 1 §3 "who may open a reservation", part 2 §7.4): a
// guest with the bypass token or the e-mail, the owning member or organisation user signed in, an
// organisation's admin reading. Reading, cancelling, updating, guests, answers and receipts all
// open it here (openReservation) with the viewer and the purpose (core/domain decideAccess).
import {
  invalidField, decideAccess, ErrorCode, normaliseReservationNumber, NorenError, ownerAccount, ownerFromColumns,
  type AccessPurpose, type ReservationView, type ReservationViewer,
} from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import type { Principal } from '../../../plugins/principal-types.ts';
import { findHotel, hotelNotFound } from '../../hotels/index.ts';
import { findBrandId, findReservation, loadGraph, type ReservationKey, type ReservationRow } from '../repository/index.ts';
import { toView } from '../view/display.ts';
import { DECOY_HASH, emailMatches, tokenMatches } from './tokens.ts';

export interface Access {
  bypassToken?: string;
  email?: string;
  /**
   * The reservation id a kiosk-lookup token names, its signature already checked by the kiosk
   * module (the QR of the confirmation). It only reads, and never a cancelled reservation: the
   * token stops working at cancellation.
   */
  kioskLookupId?: number;
  /** request.principal: the owning member or organisation user needs neither e-mail nor token. */
  viewer: Principal | null;
  /** Reads show it; anything that changes it (cancel, update, guests, answers) is 'change'. */
  purpose: AccessPurpose;
}

const notFound = () => new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });

/** The viewer as the ownership rule sees it: staff open reservations in the console, not here. */
export function viewerOf(principal: Principal | null): ReservationViewer {
  if (principal?.kind === 'member') return { kind: 'member', memberId: principal.memberId };
  if (principal?.kind === 'organisation') {
    return { kind: 'organisation', organisationId: principal.organisationId, organisationUserId: principal.organisationUserId, role: principal.role };
  }
  return null;
}

/**
 * Whether the bypass token or the e-mail given is this reservation's. A wrong one and a number
 * that does not exist go through the same hash comparison, so the timing does not tell whether
 * the number exists.
 */
function credentialsMatch(row: ReservationRow | undefined, access: Pick<Access, 'bypassToken' | 'email' | 'kioskLookupId' | 'purpose'>): boolean {
  let ok = false;
  if (access.kioskLookupId !== undefined) ok = row !== undefined && row.id === access.kioskLookupId && row.status !== 'cancelled' && access.purpose === 'read';
  else if (access.bypassToken) ok = tokenMatches(access.bypassToken, row?.bypassTokenHash ?? DECOY_HASH) && row !== undefined;
  else if (access.email) ok = emailMatches(access.email, row?.emailNormalised ?? '') && row !== undefined;
  return ok;
}

function requireAccess(access: Access, viewer: ReservationViewer): void {
  if (viewer === null && !access.bypassToken && !access.email && access.kioskLookupId === undefined) throw invalidField('bypass_token', 'required', { alternatives: ['bypass_token', 'email'] });
}

/**
 * Applies core/domain's ownership rule. Refusals carry no reservation data: the 404 is the one of
 * a number that does not exist, and the 403s name only the kind of account needed.
 */
function admit(row: ReservationRow | undefined, access: Access, viewer: ReservationViewer): asserts row is ReservationRow {
  const match = credentialsMatch(row, access);
  if (!row) throw notFound();
  const owner = ownerFromColumns(row);
  switch (decideAccess({ owner, viewer, credentialsMatch: match, purpose: access.purpose })) {
    case 'allow':
      return;
    case 'not_found':
      throw notFound();
    case 'sign_in_mismatch':
      throw new NorenError(ErrorCode.forbidden, {
        payload: { reason: 'sign_in_mismatch' },
        message: 'This reservation was made with another account. Sign in with that account or sign out.',
      });
    case 'sign_in_required':
      throw new NorenError(ErrorCode.forbidden, {
        payload: { reason: 'sign_in_required', account: ownerAccount(owner) },
        message: 'This reservation was made with an account. Sign in with that account to change it.',
      });
  }
}

/**
 * The one door to a reservation of a hotel by its number (or id) for a guest, a member or an
 * organisation user: reading, cancelling and whatever comes next all open it here, with the
 * viewer and the purpose (core/domain decideAccess). Anything refused that the viewer may not
 * know of answers the same 404 as a number that does not exist.
 */
export async function openReservation(db: Executor, hotelRef: string, number: string, access: Access): Promise<ReservationRow> {
  const viewer = viewerOf(access.viewer);
  requireAccess(access, viewer);
  const hotel = await findHotel(db, hotelRef);
  if (!hotel) throw hotelNotFound(hotelRef);
  const key: ReservationKey = /^[0-9]+$/.test(number)
    ? { hotelId: hotel.id, id: Number(number) > 2_147_483_647 ? 0 : Number(number) }
    : { hotelId: hotel.id, number: normaliseReservationNumber(number) };
  const row = await findReservation(db, key);
  admit(row, access, viewer);
  return row;
}

export async function getReservation(db: Executor, hotelRef: string, number: string, access: Access): Promise<ReservationView> {
  return toView(await loadGraph(db, await openReservation(db, hotelRef, number, access)));
}

/** Part 2 §7.4 GET /hotel_brands/{brandId}/reservations/{number}?email: any hotel of the brand. */
export async function getBrandReservation(db: Executor, brandRef: string, number: string, access: Access): Promise<ReservationView> {
  const viewer = viewerOf(access.viewer);
  if (!access.email && viewer === null) throw invalidField('email', 'required');
  const brandId = await findBrandId(db, brandRef);
  const row = brandId === undefined || /^[0-9]+$/.test(number) ? undefined : await findReservation(db, { brandId, number: normaliseReservationNumber(number) });
  // The brand page opens by e-mail only (part 2 §7.4), never by token.
  admit(row, { ...access, bypassToken: undefined, kioskLookupId: undefined }, viewer);
  return toView(await loadGraph(db, row));
}

/** What the door tells code outside the module: which reservation was opened, never its row. */
export interface OpenedReservation {
  id: number;
  hotelId: number;
  reservationNumber: string;
  status: ReservationRow['status'];
}

/** openReservation for other modules (the index's `openReservation`): the same door, a handle back. */
export async function openReservationHandle(db: Executor, hotelRef: string, number: string, access: Access): Promise<OpenedReservation> {
  const row = await openReservation(db, hotelRef, number, access);
  return { id: row.id, hotelId: row.hotelId, reservationNumber: row.reservationNumber, status: row.status };
}
