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
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { idempotencyKeys } from '../../../db/schema/index.ts';
import { linkIdempotencyKey } from '../repository/index.ts';

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
 * A card booking's claim stays unanswered while its reservation is payment_pending (up to the
 * 15-minute window, then the expiry job settles it and answers the key in the same commit). A claim
 * older than this with no answer and no pending reservation belongs to a call that died where no
 * settlement can find it (a key claimed before reservations recorded their key): it is released.
 * Longer than the window plus a few of the job's 30-second runs, so a live booking is never cut.
 */
export const ABANDONED_CLAIM_MS = 20 * 60 * 1000;

/** An unanswered claim and what became of its reservation (null when it has none, or it was removed). */
export interface Claim {
  id: number;
  createdAt: Date;
  reservationId: number | null;
  reservationStatus: string | null;
}

async function findClaim(db: Executor, scope: KeyScope): Promise<Claim | 'answered' | undefined> {
  const result = await db.execute(sql`select k.id, k.response_status, k.created_at, r.id as reservation_id, r.status
      from idempotency_keys k left join reservations r on r.id = k.reservation_id
      where k.hotel_id = ${scope.hotelId} and k.client_app_id = ${scope.clientAppId} and k.scope = ${CREATE_SCOPE} and k.key_hash = ${keyHash(scope)} limit 1`);
  const [row] = (result as unknown as { rows: Array<{ id: number; response_status: number; created_at: string | Date; reservation_id: number | null; status: string | null }> }).rows;
  if (!row) return undefined;
  if (Number(row.response_status) !== 0) return 'answered';
  return { id: Number(row.id), createdAt: new Date(row.created_at), reservationId: row.reservation_id === null ? null : Number(row.reservation_id), reservationStatus: row.status };
}

/**
 * A card booking's claim, in the booking's transaction: the key and its reservation point at each
 * other, and the bypass token is sealed now (only this call knows both the key and the token), so
 * whoever settles the reservation later (the expiry job, the guest's return) can answer the key.
 */
export async function linkClaim(tx: Executor, keyId: number, reservationId: number, sealed: string): Promise<void> {
  await tx.execute(sql`update idempotency_keys set reservation_id = ${reservationId}, sealed = ${sealed} where id = ${keyId} and response_status = 0`);
  await linkIdempotencyKey(tx, reservationId, keyId);
}

/** Stores the key's answer (a 201 body or a refusal envelope) once its reservation was settled; the sealed token stays. */
export async function answerClaim(tx: Executor, keyId: number, status: number, body: Record<string, unknown>): Promise<void> {
  await tx.execute(sql`update idempotency_keys set response_status = ${status}, response_body = ${JSON.stringify(body)}::jsonb where id = ${keyId}`);
}

const released = () => new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'Idempotency-Key', reason: 'idempotency_key_released' }, message: 'The first call with this Idempotency-Key did not complete; send the request again' });

/**
 * What a claim without an answer means now: 'live' while its reservation waits on the gateway (or,
 * with no reservation, until ABANDONED_CLAIM_MS); 'settled' when its reservation was settled without
 * answering the key (the caller answers from the reservation); 'released' when nothing of the call
 * is left, after deleting the claim so the same request can book.
 */
export async function judgeClaim(db: Executor, claim: Claim, now: Date): Promise<'live' | 'settled' | 'released'> {
  if (claim.reservationStatus === 'payment_pending') return 'live';
  if (claim.reservationStatus !== null) return 'settled';
  if (now.getTime() - claim.createdAt.getTime() <= ABANDONED_CLAIM_MS) return 'live';
  await db.execute(sql`delete from idempotency_keys where id = ${claim.id} and response_status = 0`);
  return 'released';
}

/** Claims past ABANDONED_CLAIM_MS with no answer (the expiry job): each judged as a retry would, so none stays in progress. */
export async function staleClaims(db: Executor, now: Date, limit = 200): Promise<Claim[]> {
  const before = new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString();
  const result = await db.execute(sql`select k.id, k.created_at, r.id as reservation_id, r.status from idempotency_keys k left join reservations r on r.id = k.reservation_id
      where k.scope = ${CREATE_SCOPE} and k.response_status = 0 and k.created_at < ${before}::timestamptz and (r.id is null or r.status <> 'payment_pending')
      order by k.created_at limit ${limit}`);
  return (result as unknown as { rows: Array<{ id: number; created_at: string | Date; reservation_id: number | null; status: string | null }> }).rows
    .map((r) => ({ id: Number(r.id), createdAt: new Date(r.created_at), reservationId: r.reservation_id === null ? null : Number(r.reservation_id), reservationStatus: r.status }));
}

/**
 * A twin of a card booking finds the key claimed but unanswered while the gateway is asked: it
 * waits for the first call's answer (polling; wall time, since it bounds a wait and is no rule).
 * A claim whose reservation is no longer pending is answered at once (`answerSettled`), and one
 * with nothing left of its call is released: only a booking really in flight is waited for.
 */
export async function waitForAnswer<T>(
  db: Executor, scope: KeyScope, replay: () => Promise<T | null>, opts: { now: () => Date; answerSettled: (claim: Claim) => Promise<void> }, timeoutMs = 30_000,
): Promise<T | null> {
  const until = Date.now() + timeoutMs;
  for (let first = true; Date.now() < until; first = false) {
    if (!first) await new Promise((resolve) => setTimeout(resolve, 25));
    const claim = await findClaim(db, scope);
    if (!claim) throw released();
    if (claim !== 'answered') {
      const judged = await judgeClaim(db, claim, opts.now());
      if (judged === 'released') throw released();
      if (judged === 'settled') await opts.answerSettled(claim);
    }
    const answer = await replay();
    if (answer) return answer;
  }
  throw new NorenError(ErrorCode.invalid, { httpStatus: 409, payload: { field: 'Idempotency-Key', reason: 'idempotency_key_in_progress' }, message: 'A call with this Idempotency-Key is still running; try again shortly' });
}
