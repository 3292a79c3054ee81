// Who is signed in (spec part 1 §3 "Logged-in user", §6 roles; part 2 §7.2 GET /user/me, §7.6
// memberships and organisation sign-in), and the staff console's session (Noren's own paths).
// Each session is an opaque bearer token that the API stores hashed and can revoke.
import Type, { type Static } from 'typebox';
import { HotelRefParams, NoContent } from './common.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

/** Long enough for any real address (RFC 5321 caps a path at 254); bounded for the query. */
export const EmailField = Type.String({ minLength: 3, maxLength: 254 });
/** Signing in checks no strength (old passwords stay valid); the bound keeps argon2's input small. */
export const PasswordField = Type.String({ minLength: 1, maxLength: 128 });

const nullableString = Type.Optional(Nullable(Type.String()));
const nullableInteger = Type.Optional(Nullable(Type.Integer()));

/** Part 1 §3 "Logged-in user", as GET /user/me and the sign-in calls answer it. */
export const CurrentUser = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]),
  name: nullableString,
  /** A member's own name parts; the API does not send them yet (the booking form reads them if present). */
  first_name: nullableString,
  last_name: nullableString,
  email: nullableString,
  /** facebook, line, or 'noren' for the product's own accounts. */
  provider: nullableString,
  organization: Type.Optional(
    Nullable(Type.Object({ id: Type.Integer(), display_name: Type.String(), name: Type.String(), program_id: Nullable(Type.Integer()) })),
  ),
  /** Part 2 §6: a corporate admin's role text contains "admin". */
  organization_role: nullableString,
  rank: nullableString,
  rank_id: nullableInteger,
  point_program_enabled: Type.Optional(Type.Boolean()),
  program_id: nullableInteger,
  membership_id: nullableString,
});
export type CurrentUser = Static<typeof CurrentUser>;

/** What every sign-in answers inside `data`: the bearer token (shown once) and the user. */
export const SignInResult = Type.Object({ session: Type.String(), expires_at: Type.String(), user: CurrentUser });
export type SignInResult = Static<typeof SignInResult>;

/** GET /user/me, whole body: `{ data: { session, user }, meta: { reset_code } }` (part 2 §8.3 codes). */
export const CurrentUserResponse = Type.Object({
  data: Type.Object({ session: Nullable(Type.String()), user: Nullable(CurrentUser) }),
  /** The API always sends it; a client must not depend on it (older answers had none). */
  meta: Type.Optional(Type.Object({ reset_code: Nullable(Type.Integer()) })),
});
export type CurrentUserResponse = Static<typeof CurrentUserResponse>;

/** `?hotel_code=` (or `code=`): the hotel the app runs for, to tell a session of another brand. */
export const UserMeQuery = Type.Object({
  hotel_code: Type.Optional(Type.String({ maxLength: 64 })),
  code: Type.Optional(Type.String({ maxLength: 64 })),
});

export const MemberSignInRequest = Type.Object({ email: EmailField, password: PasswordField });
export type MemberSignInRequest = Static<typeof MemberSignInRequest>;

/** Enough to catch typing mistakes; the confirmation mail proves the address. */
const SIGN_UP_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const NameField = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });

/** POST /hotels/{id}/memberships/sign_up: a provisional member until the mailed link is followed. */
export const MemberSignUpRequest = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, pattern: SIGN_UP_EMAIL_PATTERN }),
  password: PasswordField,
  first_name: NameField,
  last_name: NameField,
  promotions_opt_in: Type.Optional(Type.Boolean()),
});
export type MemberSignUpRequest = Static<typeof MemberSignUpRequest>;

export const MemberSignUpResult = Type.Object({ email: Type.String(), confirmed: Type.Boolean() });

/** POST /hotels/{id}/memberships/confirm: the token from the sign-up mail; signs the member in. */
export const MemberConfirmRequest = Type.Object({ confirmation_token: Type.String({ minLength: 1, maxLength: 200 }) });
export type MemberConfirmRequest = Static<typeof MemberConfirmRequest>;

export const ResendConfirmationRequest = Type.Object({ email: EmailField });

export const MembershipProgram = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  update_member_profile_enabled: Type.Boolean(),
  additional_tiers_attributes: Type.Array(Type.Unknown()),
});

/** POST /hotels/{code}/organization/sign_in (part 1 §2 /organization-sign-in?organization_id=). */
export const OrganisationSignInRequest = Type.Object({
  /** The organisation's code, as in /organization-sign-in?organization_id=. */
  organization_id: Type.String({ minLength: 1, maxLength: 100 }),
  account_id: Type.String({ minLength: 1, maxLength: 100 }),
  password: PasswordField,
});
export type OrganisationSignInRequest = Static<typeof OrganisationSignInRequest>;

// ---- Facility staff (apps/admin) ----------------------------------------------------------------

export const StaffRole = Type.Union([Type.Literal('manager'), Type.Literal('front_desk')]);
export type StaffRole = Static<typeof StaffRole>;

export const StaffSignInRequest = Type.Object({ email: EmailField, password: PasswordField });
export type StaffSignInRequest = Static<typeof StaffSignInRequest>;

export const StaffUserView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: StaffRole,
  brand_id: Type.Integer(),
  /** The hotels this account works at: one hotel, or every hotel of the brand. */
  hotels: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() })),
});
export type StaffUserView = Static<typeof StaffUserView>;

export const StaffSignInResult = Type.Object({ session: Type.String(), expires_at: Type.String(), staff: StaffUserView });
export type StaffSignInResult = Static<typeof StaffSignInResult>;

// ---- The calls -----------------------------------------------------------------------------------

const signedIn = { 200: Data(SignInResult), ...ErrorReplies } as const;

export const MemberSignInCall = { params: HotelRefParams, body: MemberSignInRequest, response: signedIn } as const;
export const MemberSignOutCall = { params: HotelRefParams, response: { 204: NoContent, ...ErrorReplies } } as const;
export const UserMeCall = { querystring: UserMeQuery, response: { 200: CurrentUserResponse, ...ErrorReplies } } as const;
export const MembershipProgramCall = { params: HotelRefParams, response: { 200: Data(MembershipProgram), ...ErrorReplies } } as const;
export const MemberSignUpCall = { params: HotelRefParams, body: MemberSignUpRequest, response: { 201: Data(MemberSignUpResult), ...ErrorReplies } } as const;
export const MemberConfirmCall = { params: HotelRefParams, body: MemberConfirmRequest, response: signedIn } as const;
export const ResendConfirmationCall = { params: HotelRefParams, body: ResendConfirmationRequest, response: { 204: NoContent, ...ErrorReplies } } as const;
export const OrganisationSignInCall = { params: HotelRefParams, body: OrganisationSignInRequest, response: signedIn } as const;
export const StaffSignInCall = { body: StaffSignInRequest, response: { 200: Data(StaffSignInResult), ...ErrorReplies } } as const;
export const StaffSignOutCall = { response: { 204: NoContent, ...ErrorReplies } } as const;
export const StaffMeCall = { response: { 200: Data(StaffUserView), ...ErrorReplies } } as const;
