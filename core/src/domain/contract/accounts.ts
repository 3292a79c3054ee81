// The wire contract of who is signed in (spec part 1 §3 "Logged-in user", §6 roles; part 2 §7.2
// GET /user/me, §7.6 memberships and organisation sign-in). Three kinds of account open a session:
// members (per brand, e-mail and password), organisation users (account id and password inside an
// organisation) and facility staff (the console). Each session is an opaque bearer token that the
// API stores hashed and can revoke. The staff paths are Noren's own: the spec does not show them.
import type { ReservationStatus, ReservationView } from './reservations.ts';

// Written once as TypeBox schemas in core/src/contract; here as types only, for the apps.
export type {
  CurrentUser, CurrentUserResponse, MemberConfirmRequest, MemberSignInRequest, MemberSignUpRequest, OrganisationSignInRequest,
  SignInResult, StaffRole, StaffSignInRequest, StaffSignInResult, StaffUserView,
} from '../../contract/accounts.ts';


/** Spec part 2 §8.3: the reset codes GET /user/me may carry in meta.reset_code. */
export const RESET_CODE_SESSION_TOKEN_NOT_FOUND = 3401;
export const RESET_CODE_BRAND_MISMATCH = 3402;







// ---- Facility staff (apps/admin) ---------------------------------------------------------------




/** GET /staff/hotels/{id}/reservations: query q (number, guest name or e-mail), checkin_from, checkin_to, status, page. */
export interface StaffReservationRow {
  reservation_number: string;
  status: ReservationStatus;
  guest_name: string;
  email: string;
  checkin_date: string;
  checkout_date: string;
  rooms: number;
  total_price: number;
  currency: string;
  payment_type: string;
  created_at: string;
  /** Who booked: guest, member or organisation. */
  booked_by: 'guest' | 'member' | 'organisation';
}

export interface StaffReservationPage {
  data: StaffReservationRow[];
  page: number;
  total_pages: number;
  total_entries: number;
}

/** GET /staff/hotels/{id}/reservations/{number}. */
export type StaffReservationDetail = ReservationView;

/** GET /staff/hotels/{id}/mail_outbox: the guest mails of the hotel, newest first. */
export interface StaffOutboxRow {
  id: number;
  kind: string;
  to: string;
  subject: string;
  /** logged: no SMTP is configured, so the mail is kept here for the staff to read. */
  status: 'pending' | 'sent' | 'failed' | 'logged';
  attempts: number;
  last_error: string | null;
  reservation_number: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface StaffOutboxPage {
  data: StaffOutboxRow[];
  page: number;
  total_pages: number;
  total_entries: number;
}
