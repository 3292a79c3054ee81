// Who may open a reservation (part 1 §6; issue #7). A reservation belongs to a member, to an
// organisation (and the user of it who booked), or to nobody (a guest booking). The e-mail or the
// bypass token opens any reservation for reading, so the confirmation mail's link works on any
// device; changing an owned one also needs its account signed in; and someone signed in as a
// different account is told so rather than shown another account's booking. Pure, so the API
// applies it and the apps can explain a refusal the same way.

/** Who booked it, from reservations.member_id / organisation_id / organisation_user_id. */
export type ReservationOwner =
  | { kind: 'guest' }
  | { kind: 'member'; memberId: number }
  | { kind: 'organisation'; organisationId: number; organisationUserId: number | null };

/** Who is asking. Staff and anyone not signed in are `null` here: the console has its own door. */
export type ReservationViewer =
  | { kind: 'member'; memberId: number }
  | { kind: 'organisation'; organisationId: number; organisationUserId: number; role: 'admin' | 'member' }
  | null;

export type AccessPurpose = 'read' | 'change';

export type AccessDecision = 'allow' | 'not_found' | 'sign_in_mismatch' | 'sign_in_required';

export interface AccessQuestion {
  owner: ReservationOwner;
  viewer: ReservationViewer;
  /** Whether the e-mail or the bypass token given matched this reservation (false when none was given). */
  credentialsMatch: boolean;
  purpose: AccessPurpose;
}

/** The account an owned reservation needs signed in: what a sign_in_required refusal names. */
export const ownerAccount = (owner: ReservationOwner): 'member' | 'organisation' | null => (owner.kind === 'guest' ? null : owner.kind);

export const ownerFromColumns = (r: { memberId: number | null; organisationId: number | null; organisationUserId: number | null }): ReservationOwner =>
  r.memberId !== null
    ? { kind: 'member', memberId: r.memberId }
    : r.organisationId !== null
      ? { kind: 'organisation', organisationId: r.organisationId, organisationUserId: r.organisationUserId }
      : { kind: 'guest' };

/** The viewer's own booking: the owning member, or the organisation user who booked it. */
function isOwner(owner: ReservationOwner, viewer: ReservationViewer): boolean {
  if (!viewer) return false;
  if (owner.kind === 'member') return viewer.kind === 'member' && viewer.memberId === owner.memberId;
  if (owner.kind === 'organisation') {
    return viewer.kind === 'organisation' && viewer.organisationId === owner.organisationId && owner.organisationUserId !== null && viewer.organisationUserId === owner.organisationUserId;
  }
  return false;
}

const isOrganisationAdmin = (owner: ReservationOwner, viewer: ReservationViewer): boolean =>
  owner.kind === 'organisation' && viewer?.kind === 'organisation' && viewer.role === 'admin' && viewer.organisationId === owner.organisationId;

export function decideAccess({ owner, viewer, credentialsMatch, purpose }: AccessQuestion): AccessDecision {
  if (isOwner(owner, viewer)) return 'allow';
  // The organisation's admin oversees its bookings but does not change another user's.
  if (isOrganisationAdmin(owner, viewer)) return purpose === 'read' ? 'allow' : 'sign_in_mismatch';
  // Past this point only the e-mail or token opens it; without them it does not exist for the viewer.
  if (!credentialsMatch) return 'not_found';
  if (owner.kind === 'guest') return 'allow';
  if (viewer) return 'sign_in_mismatch';
  return purpose === 'read' ? 'allow' : 'sign_in_required';
}

/**
 * Part 2 §6: a corporate admin is a signed-in organisation user whose organization_role contains
 * "admin". The apps show the console's way in by it; the API checks the stored role itself.
 */
export function isCorporateAdmin(user: { organization?: unknown; organization_role?: string | null } | null | undefined): boolean {
  return !!user?.organization && (user.organization_role ?? '').toLowerCase().includes('admin');
}
