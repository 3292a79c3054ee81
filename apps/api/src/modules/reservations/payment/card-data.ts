// Card data never reaches /api/v1 (DESIGN "Auth"): the browser gives it to the gateway's tokeniser.
// A body that carries a card number is refused before it is read further, so a broken front end
// cannot make us store or log one.
//
// WHERE WE LOOK: every text, number and key of the body, because a card can be typed into any free
// text (guest.notes, answers[].answer, an address line) and a broken front end can put one into any
// field, known or not (ajv would silently drop an unknown one). Except the fields that have a format
// of their own and are checked as such: guest.phone is a phone (digits and +, part 1 §5, the guest
// schema of core/domain), never possible card data, whatever its digits add up to.
//
// WHAT COUNTS AS A CARD NUMBER (Luhn alone is not enough: one number in ten passes it, among them
// many phone numbers and timestamps). A run of digits, single spaces or dashes allowed between
// groups, whose digits, taken from the start of one group to the end of a later one:
//   - are 13 to 19 long, pass Luhn, start with an issuer prefix (IIN) of visa, master, amex, jcb,
//     diners, discover or unionpay, and have one of the lengths that network issues;
//   - are not a run written after a "+": that is a phone number in international form, which no
//     card number is written as;
//   - are not 13 digits that read as epoch milliseconds between 2001-09-09 and 2100-01-01
//     (EPOCH_MS_FROM..EPOCH_MS_TO), a timestamp pasted from a log or a confirmation screen. Of
//     the cards this lets through only some 13-digit Visa numbers of 40000…–41024…, a length Visa
//     no longer issues.
// Digits glued into a longer run (more than 19 without a break) are not a typed card either.
import { ErrorCode, NorenError } from '@noren/core/domain';

/** Fields with a format of their own, checked by their own rule instead (dotted JSON paths). */
const OWN_FORMAT = new Set(['guest.phone']);

interface Issuer {
  brand: string;
  /** Inclusive ranges of leading digits; both ends have the same number of digits. */
  prefixes: ReadonlyArray<readonly [string, string]>;
  lengths: readonly number[];
}

// The networks' published IIN ranges and lengths (ISO/IEC 7812), the brands of part 1 §3 plus the
// two other networks guests in our markets carry.
const ISSUERS: readonly Issuer[] = [
  { brand: 'visa', prefixes: [['4', '4']], lengths: [13, 16, 19] },
  { brand: 'master', prefixes: [['51', '55'], ['2221', '2720']], lengths: [16] },
  { brand: 'amex', prefixes: [['34', '34'], ['37', '37']], lengths: [15] },
  { brand: 'jcb', prefixes: [['3528', '3589']], lengths: [16, 17, 18, 19] },
  { brand: 'diners', prefixes: [['300', '305'], ['3095', '3095'], ['36', '36'], ['38', '39']], lengths: [14, 15, 16, 17, 18, 19] },
  { brand: 'discover', prefixes: [['6011', '6011'], ['644', '649'], ['65', '65']], lengths: [16, 17, 18, 19] },
  { brand: 'unionpay', prefixes: [['62', '62'], ['8100', '8171']], lengths: [16, 17, 18, 19] },
];

export const EPOCH_MS_FROM = 1_000_000_000_000; // 2001-09-09T01:46:40Z, the first 13-digit one
export const EPOCH_MS_TO = 4_102_444_800_000; // 2100-01-01T00:00:00Z

const RUN = /[0-9]+(?:[ -][0-9]+)*/g;

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The network whose prefix and length `digits` has, or null. */
export function issuerOf(digits: string): string | null {
  for (const issuer of ISSUERS) {
    if (!issuer.lengths.includes(digits.length)) continue;
    const hit = issuer.prefixes.some(([from, to]) => {
      const head = digits.slice(0, from.length);
      return head >= from && head <= to;
    });
    if (hit) return issuer.brand;
  }
  return null;
}

function isEpochMillis(digits: string): boolean {
  if (digits.length !== 13) return false;
  const n = Number(digits);
  return n >= EPOCH_MS_FROM && n < EPOCH_MS_TO;
}

/** Whether these digits (nothing else) are a card number by the rule above. */
export function isCardNumber(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && !isEpochMillis(digits) && issuerOf(digits) !== null && luhn(digits);
}

/** Whether a free text holds a card number, by the rule above. */
export function textHasCardNumber(text: string): boolean {
  for (const match of text.matchAll(RUN)) {
    const before = text.slice(0, match.index).trimEnd();
    if (before.endsWith('+')) continue;
    const groups = match[0].split(/[ -]/);
    for (let first = 0; first < groups.length; first++) {
      let digits = '';
      for (let last = first; last < groups.length && digits.length < 19; last++) {
        digits += groups[last];
        if (isCardNumber(digits)) return true;
      }
    }
  }
  return false;
}

/** The JSON path of the first value that holds a card number, or null. Numbers and keys count too. */
export function findCardNumber(value: unknown, path = '', depth = 0): string | null {
  if (depth > 32 || OWN_FORMAT.has(path.replace(/^\./, ''))) return null;
  if (typeof value === 'string') return textHasCardNumber(value) ? path || '.' : null;
  if (typeof value === 'number') return Number.isInteger(value) && textHasCardNumber(String(value)) ? path || '.' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findCardNumber(item, `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = textHasCardNumber(key) ? `${path}.${key}` : findCardNumber(item, `${path}.${key}`, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

export function refuseCardData(body: unknown): void {
  const at = findCardNumber(body);
  if (at !== null) {
    throw new NorenError(ErrorCode.invalid, {
      payload: { field: at.replace(/^\./, ''), reason: 'card_data_not_allowed' },
      message: 'Card details must go to the payment provider, never to this API; send the token the provider returned',
    });
  }
}
