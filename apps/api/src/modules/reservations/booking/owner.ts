// Who a new booking belongs to (part 1 §6): the signed-in member, or the organisation and its
// user, of the hotel's brand; a guest booking belongs to nobody. Someone signed in to another
// brand is refused rather than booked as a guest, so nobody books under the wrong account.
// Staff book from the console as guests would (the console's own flows decide more).
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { Principal } from '../../../plugins/principal-types.ts';

export interface BookingOwner {
  memberId: number | null;
  organisationId: number | null;
  organisationUserId: number | null;
}

export const GUEST_BOOKING: BookingOwner = { memberId: null, organisationId: null, organisationUserId: null };

export function bookingOwner(hotel: { brandId: number }, viewer: Principal | null): BookingOwner {
  if (viewer === null || viewer.kind === 'staff') return GUEST_BOOKING;
  if (viewer.brandId !== hotel.brandId) {
    throw new NorenError(ErrorCode.forbidden, {
      payload: { reason: 'brand_mismatch' },
      message: 'You are signed in with an account of another brand. Sign out to book here.',
    });
  }
  return viewer.kind === 'member'
    ? { memberId: viewer.memberId, organisationId: null, organisationUserId: null }
    : { memberId: null, organisationId: viewer.organisationId, organisationUserId: viewer.organisationUserId };
}
