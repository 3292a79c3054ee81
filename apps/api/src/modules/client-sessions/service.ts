// Client sessions (spec part 2 §7.1, §7.2): a front end trades its app key and secret for a
// Client-Session token that lives 0.75 day and goes with every other call.
import { ErrorCode, INVALID_CLIENT_SESSION_TITLE, NorenError, type Clock, type ClientSessionResponse } from '@noren/core/domain';
import { argon2Hash, argon2Matches, decoyHash, type Argon2Params } from '../../argon2.ts';
import type { ClientAppConfig } from '../../config.ts';
import type { Executor } from '../../db/database.ts';
import type { ClientSessionContext } from '../../plugins/client-session.ts';
import * as repo from './repository.ts';
import { hashToken, looksLikeToken, newToken } from './token.ts';

/** Spec part 2 §7.1: "A client session cookie lives 0.75 day." */
export const CLIENT_SESSION_LIFETIME_MS = 0.75 * 24 * 60 * 60 * 1000;

// argon2id with the cost of config.argon2 (argon2.ts).
export const hashSecret = (secret: string, params: Argon2Params): Promise<string> => argon2Hash(secret, params);

// A malformed stored hash is a mismatch, not a crash: the next start rewrites it.
const secretMatches = argon2Matches;

/**
 * Makes the configured apps exist with their current secret; rewrites the hash when the secret
 * changed. A hash made with other parameters still verifies, so it is kept (no rehash).
 */
export async function ensureClientApps(db: Executor, apps: readonly ClientAppConfig[], argon2: Argon2Params): Promise<void> {
  for (const app of apps) {
    const stored = await repo.findAppByKey(db, app.key);
    if (!stored) {
      await repo.insertApp(db, { key: app.key, secretHash: await hashSecret(app.secret, argon2), name: app.name, app: app.app });
      continue;
    }
    const sameSecret = await secretMatches(stored.secretHash, app.secret);
    if (!sameSecret || stored.name !== app.name || stored.app !== app.app || !stored.secretHash.startsWith('$argon2id$')) {
      const secretHash = sameSecret && stored.secretHash.startsWith('$argon2id$') ? stored.secretHash : await hashSecret(app.secret, argon2);
      await repo.updateApp(db, stored.id, { secretHash, name: app.name, app: app.app });
    }
  }
}

const wrongCredentials = () =>
  new NorenError(ErrorCode.unauthorized, { message: 'The application key or secret is not valid.' });

export async function createClientSession(
  db: Executor,
  clock: Clock,
  key: string,
  secret: string,
  argon2: Argon2Params,
): Promise<ClientSessionResponse> {
  const app = await repo.findAppByKey(db, key);
  // An unknown key still pays for one argon2 verification, so timing does not tell which part was wrong.
  const matches = await secretMatches(app?.secretHash ?? (await decoyHash(argon2)), secret);
  if (!app || !matches) throw wrongCredentials();
  return issueSession(db, clock, app.id);
}

/**
 * A session for one of the configured client apps, made by the server itself: the booking app's
 * results HTML carries one (booking-startup.ts), so the page's first render does not wait on
 * POST /client_sessions. The secret proves nothing there (it ships in that app's public bundle);
 * the session is the same kind, with the same lifetime, checked the same way on every call.
 * null when the app is not configured.
 */
export async function openSessionForApp(db: Executor, clock: Clock, appKey: string): Promise<ClientSessionResponse | null> {
  const app = await repo.findAppByKey(db, appKey);
  return app ? issueSession(db, clock, app.id) : null;
}

async function issueSession(db: Executor, clock: Clock, clientAppId: number): Promise<ClientSessionResponse> {
  const token = newToken();
  const createdAt = clock.now();
  const expiresAt = new Date(createdAt.getTime() + CLIENT_SESSION_LIFETIME_MS);
  await repo.insertSession(db, { tokenHash: hashToken(token), clientAppId, createdAt, expiresAt });
  return { client_session: token, expires_at: expiresAt.toISOString() };
}

export const invalidClientSession = () =>
  new NorenError(ErrorCode.unauthorized, { title: INVALID_CLIENT_SESSION_TITLE });

interface CachedSession {
  context: ClientSessionContext;
  expiresAt: number;
  cachedAt: number;
}

/**
 * Checks Client-Session headers against the database. Verified sessions are kept in a small
 * per-process cache for a few seconds to spare a query per call. The cache is only a shortcut:
 * the database stays the truth every process reads, expiry is checked against the clock on every
 * hit, and a revocation made by any process is honoured within CACHE_TTL_MS.
 */
export class ClientSessionVerifier {
  static readonly CACHE_TTL_MS = 10_000;
  static readonly CACHE_MAX = 1000;
  readonly #cache = new Map<string, CachedSession>();
  /** Lookups in flight: when an entry expires under load, the requests in flight share one query instead of each queueing its own. */
  readonly #pending = new Map<string, Promise<ClientSessionContext>>();

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async verify(header: unknown): Promise<ClientSessionContext> {
    if (!looksLikeToken(header)) throw invalidClientSession();
    const tokenHash = hashToken(header);
    const now = this.clock.now().getTime();

    const cached = this.#cache.get(tokenHash);
    if (cached && now < cached.expiresAt && now - cached.cachedAt < ClientSessionVerifier.CACHE_TTL_MS && now >= cached.cachedAt) {
      return cached.context;
    }
    this.#cache.delete(tokenHash);

    const pending = this.#pending.get(tokenHash);
    if (pending) return pending;
    const lookup: Promise<ClientSessionContext> = this.#lookup(tokenHash, now).finally(() => {
      if (this.#pending.get(tokenHash) === lookup) this.#pending.delete(tokenHash);
    });
    this.#pending.set(tokenHash, lookup);
    return lookup;
  }

  async #lookup(tokenHash: string, now: number): Promise<ClientSessionContext> {
    const row = await repo.findSessionByTokenHash(this.db, tokenHash);
    if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now) throw invalidClientSession();

    const context: ClientSessionContext = { id: row.id, clientAppId: row.clientAppId, appKey: row.appKey };
    if (this.#cache.size >= ClientSessionVerifier.CACHE_MAX) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(tokenHash, { context, expiresAt: row.expiresAt.getTime(), cachedAt: now });
    return context;
  }

  forget(): void {
    this.#cache.clear();
    this.#pending.clear();
  }
}
