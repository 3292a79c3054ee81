// The wire contract of who is signed in (spec part 1 §3 "Logged-in user", §6 roles; part 2 §7.2
// GET /user/me, §7.6 memberships and organisation sign-in). Three kinds of account open a session:
// members (per brand, e-mail and password), organisation users (account id and password inside an
// organisation) and facility staff (the console). Each session is an opaque bearer token that the
// API stores hashed and can revoke. The staff paths are Noren's own: the spec does not show them.
import type { ReservationView } from './reservations.ts';

// Written once as TypeBox schemas in core/src/contract; here as types only, for the apps.
export type {
  CurrentUser, CurrentUserResponse, MemberConfirmRequest, MemberSignInRequest, MemberSignUpRequest, OrganisationSignInRequest,
  SignInResult, StaffRole, StaffSignInRequest, StaffSignInResult, StaffUserView,
} from '../../contract/accounts.ts';
export type { StaffOutboxPage, StaffOutboxRow, StaffReservationPage, StaffReservationRow } from '../../contract/staff.ts';


/** Spec part 2 §8.3: the reset codes GET /user/me may carry in meta.reset_code. */
export const RESET_CODE_SESSION_TOKEN_NOT_FOUND = 3401;
export const RESET_CODE_BRAND_MISMATCH = 3402;







// ---- Facility staff (apps/admin) ---------------------------------------------------------------






/** GET /staff/hotels/{id}/reservations/{number}. */
export type StaffReservationDetail = ReservationView;


