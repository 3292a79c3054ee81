// Member sign-in and who is signed in (spec part 1 §3 "Logged-in user", §4 "Identity outcomes";
// part 2 §7.2 GET /user/me, §7.6 memberships). A member belongs to one brand: signing in at a
// hotel looks the e-mail up in that hotel's brand only, so a member of another brand gets the
// same answer as an unknown e-mail.
import {
  ErrorCode, NorenError, RESET_CODE_BRAND_MISMATCH, RESET_CODE_SESSION_TOKEN_NOT_FOUND,
  type Clock, type CurrentUser, type CurrentUserResponse, type SignInResult,
} from '@noren/core/domain';
import type { Argon2Params } from '../../argon2.ts';
import type { Executor } from '../../db/database.ts';
import { members } from '../../db/schema/index.ts';
import type { Principal } from '../../plugins/principal-types.ts';
import { signInRequired } from '../../plugins/principal.ts';
import { checkPassword, lockoutStore, createSession } from '../accounts/index.ts';
import { findHotel, hotelNotFound, type HotelRow } from '../hotels/index.ts';
import { organisationUser } from '../organisations/index.ts';
import { findBrandName, findMemberByEmail, findMemberById, type MemberRow } from './repository.ts';

export const PROVIDER_NOREN = 'noren';

/** Part 1 §3 "Logged-in user" for a member. The brand has one program; its id is the brand's. */
export function memberUser(member: MemberRow, pointProgramEnabled: boolean): CurrentUser {
  return {
    id: member.id,
    name: `${member.firstName} ${member.lastName}`,
    email: member.email,
    provider: PROVIDER_NOREN,
    membership_id: member.membershipId,
    program_id: member.brandId,
    point_program_enabled: pointProgramEnabled,
    rank: null,
  };
}

/** The point program is on unless the hotel the app runs for has it disabled. */
const pointProgramEnabledAt = (hotel: HotelRow | undefined): boolean => !(hotel?.pointProgramDisabled ?? false);

export async function requireHotel(db: Executor, ref: string): Promise<HotelRow> {
  const hotel = await findHotel(db, ref);
  if (!hotel) throw hotelNotFound(ref);
  return hotel;
}

const unconfirmed = () =>
  new NorenError(ErrorCode.unauthorized, { payload: { reason: 'unconfirmed' }, message: 'Please confirm your e-mail address with the link we sent before signing in.' });

/** Opens a member session for an account that just proved itself (sign-in, confirmation). */
export async function memberSignedIn(db: Executor, clock: Clock, member: MemberRow, hotel: HotelRow): Promise<SignInResult> {
  const session = await createSession(db, clock, { kind: 'member', memberId: member.id, brandId: member.brandId });
  return { session: session.token, expires_at: session.expiresAt.toISOString(), user: memberUser(member, pointProgramEnabledAt(hotel)) };
}

export async function signInMember(db: Executor, clock: Clock, hotelRef: string, email: string, password: string, argon2: Argon2Params): Promise<SignInResult> {
  const hotel = await requireHotel(db, hotelRef);
  const found = await findMemberByEmail(db, hotel.brandId, email);
  const member = await checkPassword(found, password, clock.now(), lockoutStore(db, members), argon2);
  if (member.confirmedAt === null) throw unconfirmed();
  return memberSignedIn(db, clock, member, hotel);
}

const signedOut = (resetCode: number | null): CurrentUserResponse & { meta: { reset_code: number | null } } => ({
  data: { session: null, user: null },
  meta: { reset_code: resetCode },
});

/**
 * GET /user/me. A bearer that names no live session answers reset_code 3401 and a session of
 * another brand than `hotelCode`'s 3402; the app then signs out locally. No bearer: nobody, no
 * code. An unknown hotel code is not this call's business (the app reports it elsewhere), so it
 * is ignored. Staff sessions are not booking-app users: they read as nobody.
 */
export async function currentUser(
  db: Executor,
  input: { principal: Principal | null; bearerRejected: boolean; token: string | null; oneTimeToken: boolean; hotelCode: string | null },
): Promise<CurrentUserResponse & { meta: { reset_code: number | null } }> {
  const { principal, token } = input;
  // One-time access tokens do not exist yet: one that is sent is as unknown as a stale bearer.
  if (input.bearerRejected || (principal === null && input.oneTimeToken)) return signedOut(RESET_CODE_SESSION_TOKEN_NOT_FOUND);
  if (principal === null || token === null || principal.kind === 'staff') return signedOut(null);
  const hotel = input.hotelCode ? await findHotel(db, input.hotelCode) : undefined;
  if (hotel && hotel.brandId !== principal.brandId) return signedOut(RESET_CODE_BRAND_MISMATCH);

  let user: CurrentUser | undefined;
  if (principal.kind === 'member') {
    const member = await findMemberById(db, principal.memberId);
    if (member) user = memberUser(member, pointProgramEnabledAt(hotel));
  } else {
    user = await organisationUser(db, principal.organisationUserId);
  }
  // Deleting an account deletes its sessions, so this is only a race with a deletion.
  if (!user) return signedOut(RESET_CODE_SESSION_TOKEN_NOT_FOUND);
  return { data: { session: token, user }, meta: { reset_code: null } };
}

export interface MembershipProgramView {
  id: number;
  name: string;
  update_member_profile_enabled: boolean;
  additional_tiers_attributes: unknown[];
}

/**
 * GET /hotels/{id}/memberships/program: the brand's one program, for a member or organisation
 * user of that brand (401 otherwise; the app signs a member out when this fails). Profile update
 * is off: there is no profile update call yet, and own-provider members may not use it anyway.
 */
export async function membershipProgram(db: Executor, hotelRef: string, principal: Principal | null): Promise<MembershipProgramView> {
  if (principal === null || principal.kind === 'staff') throw signInRequired();
  const hotel = await requireHotel(db, hotelRef);
  if (hotel.brandId !== principal.brandId) throw signInRequired('This account belongs to another brand.');
  const name = (await findBrandName(db, hotel.brandId)) ?? '';
  return { id: hotel.brandId, name, update_member_profile_enabled: false, additional_tiers_attributes: [] };
}
