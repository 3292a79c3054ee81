// Reservation numbers: read aloud on the phone and typed from a confirmation e-mail, so they use
// an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V) and a fixed shape that the
// find-a-reservation form can check before asking the server.
export const RESERVATION_NUMBER_PREFIX = 'NRN-';
export const RESERVATION_NUMBER_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const RESERVATION_NUMBER_LENGTH = 8;

// Pure (annotated), like every top-level value of core/domain: a page pays only for what it reads.
export const RESERVATION_NUMBER_PATTERN = /* @__PURE__ */ (() => new RegExp(`^${RESERVATION_NUMBER_PREFIX}[${RESERVATION_NUMBER_ALPHABET}]{${RESERVATION_NUMBER_LENGTH}}$`))();

/** A number typed by a guest, tidied: upper case, no spaces, the dash put back if left out. */
export function normaliseReservationNumber(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s\u3000]/g, '');
  const body = compact.startsWith(RESERVATION_NUMBER_PREFIX) ? compact.slice(RESERVATION_NUMBER_PREFIX.length) : compact.startsWith('NRN') ? compact.slice(3) : compact;
  return `${RESERVATION_NUMBER_PREFIX}${body}`;
}

export const isReservationNumber = (value: string): boolean => RESERVATION_NUMBER_PATTERN.test(value);

/**
 * A number from random bytes (one byte per character; bytes past the largest multiple of the
 * alphabet's size are skipped so every character is equally likely). `random(n)` returns n bytes.
 */
export function reservationNumberFrom(random: (n: number) => Uint8Array): string {
  const size = RESERVATION_NUMBER_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < RESERVATION_NUMBER_LENGTH) {
    for (const byte of random(RESERVATION_NUMBER_LENGTH * 2)) {
      if (byte >= limit) continue;
      out += RESERVATION_NUMBER_ALPHABET[byte % size];
      if (out.length === RESERVATION_NUMBER_LENGTH) break;
    }
  }
  return RESERVATION_NUMBER_PREFIX + out;
}
