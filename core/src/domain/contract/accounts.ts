// The wire contract of who is signed in (spec part 1 §3 "Logged-in user", §6 roles; part 2 §7.2
// GET /user/me, §7.6 memberships and organisation sign-in). Three kinds of account open a session:
// members (per brand, e-mail and password), organisation users (account id and password inside an
// organisation) and facility staff (the console). Each session is an opaque bearer token that the
// API stores hashed and can revoke. The staff paths are Noren's own: the spec does not show them.
import type { ReservationStatus, ReservationView } from './reservations.ts';

/** Part 1 §3 "Logged-in user", as GET /user/me and the sign-in calls answer it. */
export interface CurrentUser {
  id: number | string;
  name?: string | null;
  /** A member's own name parts, as signed up; the booking form prefills the guest with them. */
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  /** facebook, line, or 'noren' for the product's own accounts. */
  provider?: string | null;
  organization?: { id: number; display_name: string; name: string; program_id: number | null } | null;
  /** Part 2 §6: a corporate admin's role text contains "admin". */
  organization_role?: string | null;
  rank?: string | null;
  rank_id?: number | null;
  point_program_enabled?: boolean;
  program_id?: number | null;
  membership_id?: string | null;
}

/** Spec part 2 §8.3: the reset codes GET /user/me may carry in meta.reset_code. */
export const RESET_CODE_SESSION_TOKEN_NOT_FOUND = 3401;
export const RESET_CODE_BRAND_MISMATCH = 3402;

/** GET /user/me, whole body: `{ data: { session, user }, meta: { reset_code } }`. */
export interface CurrentUserResponse {
  data: { session: string | null; user: CurrentUser | null };
  meta?: { reset_code?: number | null };
}

/** POST /hotels/{id}/memberships/sign_in. */
export interface MemberSignInRequest {
  email: string;
  password: string;
}

/** POST /hotels/{code}/organization/sign_in (part 1 §2 /organization-sign-in?organization_id=). */
export interface OrganisationSignInRequest {
  /** The organisation's code, as in /organization-sign-in?organization_id=. */
  organization_id: string;
  account_id: string;
  password: string;
}

/** What every sign-in answers inside `data`: the bearer token (shown once) and the user. */
export interface SignInResult {
  session: string;
  expires_at: string;
  user: CurrentUser;
}

/** POST /hotels/{id}/memberships/sign_up: a provisional member until the mailed link is followed. */
export interface MemberSignUpRequest {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  promotions_opt_in?: boolean;
}

/** POST /hotels/{id}/memberships/confirm: the token from the sign-up mail; signs the member in. */
export interface MemberConfirmRequest {
  confirmation_token: string;
}

// ---- Facility staff (apps/admin) ---------------------------------------------------------------

export type StaffRole = 'manager' | 'front_desk';

/** POST /staff/sign_in, with the admin console's client session. */
export interface StaffSignInRequest {
  email: string;
  password: string;
}

export interface StaffUserView {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  brand_id: number;
  /** The hotels this account works at: one hotel, or every hotel of the brand. */
  hotels: Array<{ id: number; code: string; name: string }>;
}

export interface StaffSignInResult {
  session: string;
  expires_at: string;
  staff: StaffUserView;
}

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
