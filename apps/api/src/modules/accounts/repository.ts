// Account sessions and the lockout counters of the three account tables. Functions take the
// database or a transaction; only token hashes ever reach these queries.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { accountSessions, organisationUsers, staffUsers, type AccountKind, type members } from '../../db/schema/index.ts';
import type { LockoutStore } from './lockout.ts';

type LockableTable = typeof members | typeof organisationUsers | typeof staffUsers;

/** The lockout counters of one account table, bumped in SQL so parallel attempts all count. */
export function lockoutStore(db: Executor, table: LockableTable): LockoutStore {
  // The three tables share these columns; drizzle cannot type an update over a union of tables.
  const t = table as typeof members;
  return {
    async recordFailure(id) {
      const [row] = await db
        .update(t)
        .set({ failedSignIns: sql`${t.failedSignIns} + 1` })
        .where(eq(t.id, id))
        .returning({ failed: t.failedSignIns });
      return row?.failed ?? 0;
    },
    async lock(id, until) {
      await db.update(t).set({ failedSignIns: 0, lockedUntil: until }).where(eq(t.id, id));
    },
    async reset(id) {
      await db.update(t).set({ failedSignIns: 0, lockedUntil: null }).where(eq(t.id, id));
    },
  };
}

export interface NewSession {
  tokenHash: string;
  kind: AccountKind;
  memberId?: number;
  organisationUserId?: number;
  staffUserId?: number;
  brandId: number;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(accountSessions).values({ ...session, lastSeenAt: session.createdAt });
}

/** A session with what the principal needs of its owner, found by the token's hash. */
export interface SessionWithOwner {
  id: number;
  kind: AccountKind;
  brandId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  lastSeenAt: Date | null;
  memberId: number | null;
  organisationUserId: number | null;
  organisationId: number | null;
  organisationRole: 'admin' | 'member' | null;
  staffUserId: number | null;
  staffHotelId: number | null;
  staffRole: 'manager' | 'front_desk' | null;
}

const sessionWithOwner = {
  id: accountSessions.id,
  kind: accountSessions.kind,
  brandId: accountSessions.brandId,
  expiresAt: accountSessions.expiresAt,
  revokedAt: accountSessions.revokedAt,
  lastSeenAt: accountSessions.lastSeenAt,
  memberId: accountSessions.memberId,
  organisationUserId: accountSessions.organisationUserId,
  organisationId: organisationUsers.organisationId,
  organisationRole: organisationUsers.role,
  staffUserId: accountSessions.staffUserId,
  staffHotelId: staffUsers.hotelId,
  staffRole: staffUsers.role,
};

function selectSessions(db: Executor) {
  return db
    .select(sessionWithOwner)
    .from(accountSessions)
    .leftJoin(organisationUsers, eq(organisationUsers.id, accountSessions.organisationUserId))
    .leftJoin(staffUsers, eq(staffUsers.id, accountSessions.staffUserId));
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionWithOwner | undefined> {
  const [row] = await selectSessions(db).where(eq(accountSessions.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The session by its id (an SSE ticket names it; the token is not at hand there). */
export async function findSessionById(db: Executor, id: number): Promise<SessionWithOwner | undefined> {
  const [row] = await selectSessions(db).where(eq(accountSessions.id, id)).limit(1);
  return row;
}

export async function touchSession(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(accountSessions).set({ lastSeenAt: at }).where(eq(accountSessions.id, id));
}

export async function revokeSessionById(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(accountSessions)
    .set({ revokedAt: at })
    .where(and(eq(accountSessions.id, id), isNull(accountSessions.revokedAt)));
}
