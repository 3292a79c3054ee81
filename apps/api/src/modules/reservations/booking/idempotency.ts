// Idempotency-Key for POST /hotels/{id}/reservations (DESIGN "POSTs that create or pay accept an
// Idempotency-Key"). The key is scoped to the hotel, the client app and the signed-in account (if
// any), and stored as a hash: keys come from clients and may collide or be replayed by someone
// else, and a replay hands out the booking's bypass token, so only the same caller may get it.
// The first answer is stored with the reservation, in the same transaction, so a replay never
// books twice; refusals are not stored, since they took nothing and a retry may succeed.
// The answer's bypass token may not be stored in clear, so it is sealed with AES-256-GCM under a
// key derived (HKDF) from the Idempotency-Key: only a caller presenting the key can replay it.
// That is why keys must be at least 16 characters (a UUID is the expected form).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { ErrorCode, NorenError } from '@noren/core/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { idempotencyKeys } from '../../../db/schema/index.ts';

export const CREATE_SCOPE = 'reservations.create';

export interface KeyScope {
  hotelId: number;
  clientAppId: number;
  /** The signed-in account, e.g. 'member:12'; null for a guest. */
  account: string | null;
  key: string;
}

/** The account part of the scope: who is signed in, whatever kind of account it is. */
export function accountOf(principal: { kind: 'member'; memberId: number } | { kind: 'organisation'; organisationUserId: number } | { kind: 'staff'; staffUserId: number } | null | undefined): string | null {
  if (!principal) return null;
  if (principal.kind === 'member') return `member:${principal.memberId}`;
  if (principal.kind === 'organisation') return `organisation_user:${principal.organisationUserId}`;
  return `staff:${principal.staffUserId}`;
}

// A guest's hash is the one keys had before accounts were part of the scope, so keys in flight
// across an upgrade still replay; an account's key hashes apart from everyone else's.
export const keyHash = (scope: Pick<KeyScope, 'account' | 'key'>): string =>
  createHash('sha256').update(scope.account === null ? `idempotency:${scope.key}` : `idempotency:${scope.account}:${scope.key}`).digest('hex');

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

function sealKey(scope: KeyScope): Buffer {
  const salt = scope.account === null ? `${scope.hotelId}:${scope.clientAppId}` : `${scope.hotelId}:${scope.clientAppId}:${scope.account}`;
  return Buffer.from(hkdfSync('sha256', scope.key, salt, 'noren idempotency seal', 32));
}

export function seal(secret: string, scope: KeyScope): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(scope), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function unseal(sealed: string, scope: KeyScope): string | null {
  try {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', sealKey(scope), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export interface StoredAnswer {
  id: number;
  requestHash: string;
  responseStatus: number;
  responseBody: Record<string, unknown>;
  sealed: string | null;
}

export async function findStoredAnswer(db: Executor, scope: KeyScope): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({ id: idempotencyKeys.id, requestHash: idempotencyKeys.requestHash, responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody, sealed: idempotencyKeys.sealed })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.hotelId, scope.hotelId), eq(idempotencyKeys.clientAppId, scope.clientAppId), eq(idempotencyKeys.scope, CREATE_SCOPE), eq(idempotencyKeys.keyHash, keyHash(scope))))
    .limit(1);
  return row;
}

/**
 * Inserts the key inside the booking's transaction; null when another call holds it already (the
 * unique index makes a racing twin wait for that call's commit, then see the key as taken).
 */
export async function claimKey(tx: Executor, scope: KeyScope, hash: string, now: Date): Promise<number | null> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ hotelId: scope.hotelId, clientAppId: scope.clientAppId, scope: CREATE_SCOPE, keyHash: keyHash(scope), requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return rows[0]?.id ?? null;
}

export async function storeAnswer(tx: Executor, id: number, answer: { status: number; body: Record<string, unknown>; sealed: string | null; reservationId: number }): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body, sealed: answer.sealed, reservationId: answer.reservationId })
    .where(eq(idempotencyKeys.id, id));
}

/**
 * A twin of a card booking finds the key claimed but unanswered while the gateway is asked: it
 * waits for the first call's answer (polling; wall time, since it bounds a wait and is no rule).
 */
export async function waitForAnswer<T>(db: Executor, scope: KeyScope, replay: () => Promise<T | null>, timeoutMs = 30_000): Promise<T | null> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (!(await findStoredAnswer(db, scope))) {
      throw new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'Idempotency-Key', reason: 'idempotency_key_released' }, message: 'The first call with this Idempotency-Key did not complete; send the request again' });
    }
    const answer = await replay();
    if (answer) return answer;
  }
  throw new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'Idempotency-Key', reason: 'idempotency_key_in_progress' }, message: 'A call with this Idempotency-Key is still running; try again shortly' });
}
