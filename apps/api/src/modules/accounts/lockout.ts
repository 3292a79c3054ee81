// Lockout (spec part 2 §8.3 code 1301): 10 wrong passwords in a row lock an account for 15
// minutes; a right one resets the count. The time comes from the injectable clock.
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { Argon2Params } from '../../argon2.ts';
import { passwordMatches } from './password.ts';

export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_MS = 15 * 60 * 1000;

export interface LockableAccount {
  id: number;
  passwordHash: string;
  failedSignIns: number;
  lockedUntil: Date | null;
}

/** How one kind of account records failures; the counter is bumped in SQL so parallel attempts all count. */
export interface LockoutStore {
  /** Adds one failure and answers the new count. */
  recordFailure(id: number): Promise<number>;
  lock(id: number, until: Date): Promise<void>;
  reset(id: number): Promise<void>;
}

export const accountLocked = () => new NorenError(ErrorCode.accountLocked);

export const invalidCredentials = () =>
  new NorenError(ErrorCode.unauthorized, { payload: { reason: 'invalid_credentials' }, message: 'The e-mail address or password is not correct.' });

/**
 * Checks the password of `account` (undefined: nobody by that name, still one argon2 verification)
 * and answers the account, or throws 9401 invalid_credentials or 1301 locked. `argon2` (config.argon2)
 * makes the decoy checked when there is no account.
 */
export async function checkPassword<T extends LockableAccount>(account: T | undefined, password: string, now: Date, store: LockoutStore, argon2: Argon2Params): Promise<T> {
  const matches = await passwordMatches(account?.passwordHash, password, argon2);
  if (!account) throw invalidCredentials();
  // Checked after the verification so a locked account answers in the same time as any other.
  if (account.lockedUntil !== null && account.lockedUntil.getTime() > now.getTime()) throw accountLocked();
  if (!matches) {
    const failures = await store.recordFailure(account.id);
    if (failures >= LOCKOUT_THRESHOLD) {
      await store.lock(account.id, new Date(now.getTime() + LOCKOUT_MS));
      throw accountLocked();
    }
    throw invalidCredentials();
  }
  if (account.failedSignIns !== 0 || account.lockedUntil !== null) await store.reset(account.id);
  return account;
}
