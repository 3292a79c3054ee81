// Facility staff sign-in for the admin console. Staff accounts are unique by e-mail across
// brands; a session lives 12 hours and carries the brand and, for front-desk staff, their hotel.
import { ErrorCode, NorenError, type Clock, type StaffSignInResult, type StaffUserView } from '@noren/core/domain';
import type { Argon2Params } from '../../argon2.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/database.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { checkPassword, lockoutStore, createSession } from '../accounts/index.ts';
import { normaliseEmail } from '../members/index.ts';
import { findStaffByEmail, findStaffById, hotelsOfStaff, type StaffUserRow } from './repository.ts';

/** Only the admin console's client session may open a staff session: a stolen password is of no use through the booking widget. */
export function assertAdminClient(config: Config, appKey: string | undefined): void {
  const admin = config.clientApps.find((c) => c.app === 'admin');
  if (!admin || appKey !== admin.key) throw new NorenError(ErrorCode.forbidden, { message: 'Staff sign in through the admin console only.' });
}

async function staffView(db: Executor, staff: StaffUserRow): Promise<StaffUserView> {
  return { id: staff.id, name: staff.name, email: staff.email, role: staff.role, brand_id: staff.brandId, hotels: await hotelsOfStaff(db, staff) };
}

export async function signInStaff(db: Executor, clock: Clock, email: string, password: string, argon2: Argon2Params): Promise<StaffSignInResult> {
  const found = await findStaffByEmail(db, normaliseEmail(email));
  const staff = await checkPassword(found, password, clock.now(), lockoutStore(db, staffUsers), argon2);
  const session = await createSession(db, clock, { kind: 'staff', staffUserId: staff.id, brandId: staff.brandId });
  return { session: session.token, expires_at: session.expiresAt.toISOString(), staff: await staffView(db, staff) };
}

export async function staffMe(db: Executor, staffUserId: number): Promise<StaffUserView> {
  const staff = await findStaffById(db, staffUserId);
  // Deleting the account deletes its sessions; this is only a race with that.
  if (!staff) throw new NorenError(ErrorCode.unauthorized, { message: 'Sign in to the console.' });
  return staffView(db, staff);
}
