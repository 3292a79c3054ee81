// The password rule of spec part 1 §5: at least 8 characters with upper case, lower case and a
// digit; a NEW password (sign-up, change, reset) also needs a symbol. Shared by the API, which
// enforces it (code 1300), and the apps, which check it before sending.

export const PASSWORD_MIN_LENGTH = 8;
/** Our own ceiling: argon2 hashes whatever it is given, so an unbounded password is free work for an attacker. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'missing_upper_case' | 'missing_lower_case' | 'missing_digit' | 'missing_symbol';

export interface PasswordRuleOptions {
  /** A password being chosen now (not one being signed in with) also needs a symbol. */
  isNew: boolean;
}

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
/** Anything visible that is neither a letter nor a digit: punctuation, symbols, marks. */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

/** The first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string, { isNew }: PasswordRuleOptions): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (!UPPER.test(password)) return 'missing_upper_case';
  if (!LOWER.test(password)) return 'missing_lower_case';
  if (!DIGIT.test(password)) return 'missing_digit';
  if (isNew && !SYMBOL.test(password)) return 'missing_symbol';
  return null;
}

export const isAcceptablePassword = (password: string, options: PasswordRuleOptions): boolean => passwordProblem(password, options) === null;
