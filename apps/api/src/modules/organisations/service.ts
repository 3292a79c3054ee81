// Organisation (corporate) sign-in (spec part 1 §2 /organization-sign-in, §6 roles; part 2 §6,
// §7.6): an account id and password inside an organisation of the hotel's brand. A corporate
// admin is a user whose organization_role contains "admin".
import type { Clock, CurrentUser, SignInResult } from '@noren/core/domain';
import type { Argon2Params } from '../../argon2.ts';
import type { Executor } from '../../db/database.ts';
import { organisationUsers } from '../../db/schema/index.ts';
import { checkPassword, invalidCredentials, lockoutStore, createSession } from '../accounts/index.ts';
import { findHotel, hotelNotFound } from '../hotels/index.ts';
import { findOrganisationUser, findOrganisationUserById, type OrganisationRow, type OrganisationUserRow } from './repository.ts';

export function organisationUserView(user: OrganisationUserRow, organisation: OrganisationRow): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    organization: { id: organisation.id, display_name: organisation.displayName, name: organisation.name, program_id: organisation.programId },
    organization_role: user.role,
  };
}

export async function organisationUser(db: Executor, organisationUserId: number): Promise<CurrentUser | undefined> {
  const found = await findOrganisationUserById(db, organisationUserId);
  return found && organisationUserView(found.user, found.organisation);
}

export async function signInOrganisationUser(
  db: Executor,
  clock: Clock,
  hotelRef: string,
  body: { organization_id: string; account_id: string; password: string },
  argon2: Argon2Params,
): Promise<SignInResult> {
  const hotel = await findHotel(db, hotelRef);
  if (!hotel) throw hotelNotFound(hotelRef);
  const found = await findOrganisationUser(db, hotel.brandId, body.organization_id, body.account_id);
  const user = await checkPassword(found?.user, body.password, clock.now(), lockoutStore(db, organisationUsers), argon2);
  const organisation = found?.organisation;
  if (!organisation) throw invalidCredentials(); // checkPassword already refused a missing user
  const session = await createSession(db, clock, { kind: 'organisation', organisationUserId: user.id, brandId: organisation.brandId });
  return { session: session.token, expires_at: session.expiresAt.toISOString(), user: organisationUserView(user, organisation) };
}
