// The export's password: generated (20 characters from crypto.getRandomValues, without look-alike
// characters, so it can be read out over the phone) or typed (at least 12 characters).
export const GENERATED_LENGTH = 20;
export const MIN_GENERATED_LENGTH = 16;
export const MIN_TYPED_LENGTH = 12;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Uniform over the alphabet: bytes at or past the largest multiple of its length are drawn again. */
export function generatePassword(length = GENERATED_LENGTH, random: (bytes: Uint8Array) => void = (b) => crypto.getRandomValues(b)): string {
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  const buffer = new Uint8Array(length * 2);
  while (out.length < length) {
    random(buffer);
    for (const byte of buffer) if (byte < limit && out.length < length) out += ALPHABET[byte % ALPHABET.length];
  }
  return out;
}

export type PasswordProblem = 'too_short' | null;

export function typedPasswordProblem(password: string): PasswordProblem {
  return [...password].length < MIN_TYPED_LENGTH ? 'too_short' : null;
}
