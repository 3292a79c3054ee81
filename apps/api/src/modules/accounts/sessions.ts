// Bearer sessions of members, organisation users and staff: a random token shown once in the
// sign-in answer, its SHA-256 stored, revocable. Members and organisation users stay signed in
// for 30 days, staff for a working day (12 hours) since the console is used on shared desks.
import type { Clock } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import type { AccountKind } from '../../db/schema/index.ts';
import type { Principal } from '../../plugins/principal-types.ts';
import { notifyRevoked } from '../../live/events.ts';
import { hashToken, looksLikeToken, newToken } from '../client-sessions/index.ts';
import * as repo from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS: Record<AccountKind, number> = {
  member: 30 * DAY_MS,
  organisation: 30 * DAY_MS,
  staff: 12 * 60 * 60 * 1000,
};
/** last_seen_at is written at most this often, so a busy session does not write on every call. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type SessionOwner =
  | { kind: 'member'; memberId: number; brandId: number }
  | { kind: 'organisation'; organisationUserId: number; brandId: number }
  | { kind: 'staff'; staffUserId: number; brandId: number };

export interface CreatedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Executor, clock: Clock, owner: SessionOwner): Promise<CreatedSession> {
  const token = newToken();
  const createdAt = clock.now();
  const expiresAt = new Date(createdAt.getTime() + SESSION_LIFETIME_MS[owner.kind]);
  await repo.insertSession(db, { ...owner, tokenHash: hashToken(token), createdAt, expiresAt });
  return { token, expiresAt };
}

/** The principal of a bearer token, or null when it is malformed, unknown, expired or revoked. */
export async function verifySession(db: Executor, clock: Clock, token: string): Promise<Principal | null> {
  if (!looksLikeToken(token)) return null;
  const row = await repo.findSessionByTokenHash(db, hashToken(token));
  const now = clock.now();
  if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return null;
  if (row.lastSeenAt === null || now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await repo.touchSession(db, row.id, now);
  return principalOf(row);
}

function principalOf(row: repo.SessionWithOwner): Principal | null {
  const sessionId = row.id;
  if (row.kind === 'member' && row.memberId !== null) return { kind: 'member', sessionId, memberId: row.memberId, brandId: row.brandId };
  if (row.kind === 'organisation' && row.organisationUserId !== null && row.organisationId !== null && row.organisationRole !== null) {
    return { kind: 'organisation', sessionId, organisationUserId: row.organisationUserId, organisationId: row.organisationId, brandId: row.brandId, role: row.organisationRole };
  }
  if (row.kind === 'staff' && row.staffUserId !== null && row.staffRole !== null) {
    return { kind: 'staff', sessionId, staffUserId: row.staffUserId, brandId: row.brandId, hotelId: row.staffHotelId, role: row.staffRole };
  }
  return null;
}

/** The staff principal of a live session by its id and when the session expires, or null (signed out, expired, not staff). */
export async function liveStaffSession(db: Executor, clock: Clock, sessionId: number): Promise<{ principal: Principal; expiresAt: Date } | null> {
  const row = await repo.findSessionById(db, sessionId);
  if (!row || row.kind !== 'staff' || row.revokedAt !== null || row.expiresAt.getTime() <= clock.now().getTime()) return null;
  const principal = principalOf(row);
  return principal && { principal, expiresAt: row.expiresAt };
}

/** Signs the session out; the live streams it opened end too, in every API process (live/events.ts). */
export async function revokeSession(db: Executor, clock: Clock, sessionId: number): Promise<void> {
  await repo.revokeSessionById(db, sessionId, clock.now());
  // After the revocation is written: a stream that reopens on hearing it finds the session gone.
  await notifyRevoked(db, { kind: 'session', id: sessionId });
}
