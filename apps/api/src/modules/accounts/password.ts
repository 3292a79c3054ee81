// Account passwords: argon2id through @node-rs/argon2 (its defaults are OWASP's: 19 MiB, 2 passes,
// 1 lane), and the strength rule of spec part 1 §5 from core/domain, refused with code 1300.
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { ErrorCode, NorenError, passwordProblem } from '@noren/core/domain';

export const hashPassword = (password: string): Promise<string> => argon2Hash(password);

let decoyHash: Promise<string> | undefined;

/**
 * Verifies a password against the stored hash, or against a decoy when there is no account, so an
 * unknown e-mail costs the same argon2 work as a wrong password and timing tells nothing.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that never matches');
  const hash = storedHash ?? (await decoyHash);
  try {
    const matches = await argon2Verify(hash, password);
    return storedHash !== undefined && matches;
  } catch {
    // A malformed stored hash is a mismatch, not a crash.
    return false;
  }
}

/** Refuses a password being chosen now (sign-up, change) that breaks the rule: 422, code 1300. */
export function assertNewPassword(password: string, field = 'password'): void {
  const reason = passwordProblem(password, { isNew: true });
  if (reason !== null) throw new NorenError(ErrorCode.passwordStrength, { payload: { field, reason } });
}
