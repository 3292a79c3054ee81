// Account passwords: argon2id (argon2.ts, its cost from config.argon2), and the strength rule of
// spec part 1 §5 from core/domain, refused with code 1300.
import { ErrorCode, NorenError, passwordProblem } from '@noren/core/domain';
import { argon2Hash, argon2Matches, decoyHash, type Argon2Params } from '../../argon2.ts';

export const hashPassword = (password: string, params: Argon2Params): Promise<string> => argon2Hash(password, params);

/**
 * Verifies a password against the stored hash, or against a decoy made with `params` when there is
 * no account, so an unknown e-mail costs the same argon2 work as a wrong password and timing tells
 * nothing. The stored hash carries its own parameters.
 */
export async function passwordMatches(storedHash: string | undefined, password: string, params: Argon2Params): Promise<boolean> {
  const matches = await argon2Matches(storedHash ?? (await decoyHash(params)), password);
  return storedHash !== undefined && matches;
}

/** Refuses a password being chosen now (sign-up, change) that breaks the rule: 422, code 1300. */
export function assertNewPassword(password: string, field = 'password'): void {
  const reason = passwordProblem(password, { isNew: true });
  if (reason !== null) throw new NorenError(ErrorCode.passwordStrength, { payload: { field, reason } });
}
