import { describe, expect, it } from 'vitest';
import { decideAccess, ownerAccount, ownerFromColumns, type AccessDecision, type AccessPurpose, type ReservationOwner, type ReservationViewer } from './ownership.ts';

const GUEST: ReservationOwner = { kind: 'guest' };
const MEMBER_7: ReservationOwner = { kind: 'member', memberId: 7 };
const ORG_3_USER_30: ReservationOwner = { kind: 'organisation', organisationId: 3, organisationUserId: 30 };

const NOBODY: ReservationViewer = null;
const member7: ReservationViewer = { kind: 'member', memberId: 7 };
const member8: ReservationViewer = { kind: 'member', memberId: 8 };
const user30: ReservationViewer = { kind: 'organisation', organisationId: 3, organisationUserId: 30, role: 'member' };
const user31: ReservationViewer = { kind: 'organisation', organisationId: 3, organisationUserId: 31, role: 'member' };
const admin32: ReservationViewer = { kind: 'organisation', organisationId: 3, organisationUserId: 32, role: 'admin' };
const otherOrgAdmin: ReservationViewer = { kind: 'organisation', organisationId: 4, organisationUserId: 40, role: 'admin' };

type Row = [string, ReservationOwner, ReservationViewer, boolean, AccessPurpose, AccessDecision];

const table: Row[] = [
  // A guest booking: the e-mail or token opens it, whoever is signed in.
  ['guest booking, right e-mail, not signed in, read', GUEST, NOBODY, true, 'read', 'allow'],
  ['guest booking, right e-mail, not signed in, change', GUEST, NOBODY, true, 'change', 'allow'],
  ['guest booking, right e-mail, a member signed in, change', GUEST, member7, true, 'change', 'allow'],
  ['guest booking, right e-mail, an organisation user signed in', GUEST, user30, true, 'change', 'allow'],
  ['guest booking, wrong e-mail', GUEST, NOBODY, false, 'read', 'not_found'],
  ['guest booking, wrong e-mail, member signed in', GUEST, member7, false, 'read', 'not_found'],
  // A member's booking.
  ['owner member without e-mail, read', MEMBER_7, member7, false, 'read', 'allow'],
  ['owner member without e-mail, change', MEMBER_7, member7, false, 'change', 'allow'],
  ['owner member with e-mail, change', MEMBER_7, member7, true, 'change', 'allow'],
  ['another member, right e-mail, read', MEMBER_7, member8, true, 'read', 'sign_in_mismatch'],
  ['another member, right e-mail, change', MEMBER_7, member8, true, 'change', 'sign_in_mismatch'],
  ['another member, no e-mail', MEMBER_7, member8, false, 'read', 'not_found'],
  ['an organisation user, right e-mail', MEMBER_7, user30, true, 'read', 'sign_in_mismatch'],
  ['not signed in, right e-mail, read', MEMBER_7, NOBODY, true, 'read', 'allow'],
  ['not signed in, right e-mail, change', MEMBER_7, NOBODY, true, 'change', 'sign_in_required'],
  ['not signed in, wrong e-mail', MEMBER_7, NOBODY, false, 'read', 'not_found'],
  ['not signed in, wrong e-mail, change', MEMBER_7, NOBODY, false, 'change', 'not_found'],
  // An organisation's booking.
  ['the user who booked, no e-mail, change', ORG_3_USER_30, user30, false, 'change', 'allow'],
  ['the organisation admin, no e-mail, read', ORG_3_USER_30, admin32, false, 'read', 'allow'],
  ['the organisation admin, change', ORG_3_USER_30, admin32, false, 'change', 'sign_in_mismatch'],
  ['the organisation admin, right e-mail, change', ORG_3_USER_30, admin32, true, 'change', 'sign_in_mismatch'],
  ['another user of the organisation, no e-mail', ORG_3_USER_30, user31, false, 'read', 'not_found'],
  ['another user of the organisation, right e-mail', ORG_3_USER_30, user31, true, 'read', 'sign_in_mismatch'],
  ['an admin of another organisation, no e-mail', ORG_3_USER_30, otherOrgAdmin, false, 'read', 'not_found'],
  ['an admin of another organisation, right token', ORG_3_USER_30, otherOrgAdmin, true, 'read', 'sign_in_mismatch'],
  ['a member, right token', ORG_3_USER_30, member7, true, 'change', 'sign_in_mismatch'],
  ['not signed in, right token, read', ORG_3_USER_30, NOBODY, true, 'read', 'allow'],
  ['not signed in, right token, change', ORG_3_USER_30, NOBODY, true, 'change', 'sign_in_required'],
  // The booking user was deleted (organisation_user_id set null): nobody is its user any more.
  ['orphaned organisation booking, a user of it, no e-mail', { kind: 'organisation', organisationId: 3, organisationUserId: null }, user30, false, 'read', 'not_found'],
  ['orphaned organisation booking, its admin', { kind: 'organisation', organisationId: 3, organisationUserId: null }, admin32, false, 'read', 'allow'],
];

describe('decideAccess', () => {
  it.each(table)('%s', (_name, owner, viewer, credentialsMatch, purpose, expected) => {
    expect(decideAccess({ owner, viewer, credentialsMatch, purpose })).toBe(expected);
  });
});

describe('ownerFromColumns', () => {
  it('reads the owner from the reservation columns', () => {
    expect(ownerFromColumns({ memberId: null, organisationId: null, organisationUserId: null })).toEqual(GUEST);
    expect(ownerFromColumns({ memberId: 7, organisationId: null, organisationUserId: null })).toEqual(MEMBER_7);
    expect(ownerFromColumns({ memberId: null, organisationId: 3, organisationUserId: 30 })).toEqual(ORG_3_USER_30);
    expect(ownerAccount(MEMBER_7)).toBe('member');
    expect(ownerAccount(ORG_3_USER_30)).toBe('organisation');
    expect(ownerAccount(GUEST)).toBeNull();
  });
});
