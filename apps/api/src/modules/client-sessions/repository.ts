// Client apps and their sessions in the database. Only hashes are stored: the app secret as
// argon2id, the session token as SHA-256 (a 256-bit random token needs no slow hash).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { clientApps, clientSessions } from '../../db/schema/index.ts';

export interface ClientAppRow {
  id: number;
  key: string;
  secretHash: string;
  name: string;
  app: string;
}

export interface SessionRow {
  id: number;
  clientAppId: number;
  appKey: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

const appColumns = {
  id: clientApps.id,
  key: clientApps.key,
  secretHash: clientApps.secretHash,
  name: clientApps.name,
  app: clientApps.app,
};

export async function findAppByKey(db: Executor, key: string): Promise<ClientAppRow | undefined> {
  const rows = await db.select(appColumns).from(clientApps).where(eq(clientApps.key, key)).limit(1);
  return rows[0];
}

/** Inserts the app unless another process just did; either way the stored row is returned. */
export async function insertApp(db: Executor, app: Omit<ClientAppRow, 'id'>): Promise<void> {
  await db.insert(clientApps).values(app).onConflictDoNothing({ target: clientApps.key });
}

export async function updateApp(db: Executor, id: number, changes: Pick<ClientAppRow, 'secretHash' | 'name' | 'app'>): Promise<void> {
  await db.update(clientApps).set(changes).where(eq(clientApps.id, id));
}

export async function insertSession(db: Executor, session: { tokenHash: string; clientAppId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(clientSessions).values(session);
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionRow | undefined> {
  const rows = await db
    .select({
      id: clientSessions.id,
      clientAppId: clientSessions.clientAppId,
      appKey: clientApps.key,
      expiresAt: clientSessions.expiresAt,
      revokedAt: clientSessions.revokedAt,
    })
    .from(clientSessions)
    .innerJoin(clientApps, eq(clientApps.id, clientSessions.clientAppId))
    .where(eq(clientSessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function revokeSession(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(clientSessions).set({ revokedAt: at }).where(eq(clientSessions.id, id));
}
