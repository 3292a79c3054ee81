// Analytics never carries personal data (issue: "no names, e-mail, phone"). The event builder only
// emits fields it chose, and every event passes through scrubPersonalData before it leaves, so a
// screen handing extra data to pageView cannot leak a guest's details either.

/** An e-mail address anywhere in a text: local part, @, a domain with at least one dot. */
const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+/g;

export const REDACTED = '[redacted]';

/**
 * Decodes every well-formed percent-escape, leaving malformed ones as they are, so one bad escape
 * elsewhere in a text cannot hide an encoded address (decodeURIComponent gives up on the whole
 * text at the first). '+' is a space, as in a query string.
 */
function decodeEscapes(text: string): string {
  return text.replace(/\+/g, ' ').replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // A broken UTF-8 sequence: its ASCII bytes (%40 among them) still decode one by one.
      return run.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** Decodes percent-escapes (twice, for addresses encoded into a parameter that was encoded again). */
export function decodeLoosely(text: string): string {
  let out = text;
  for (let i = 0; i < 2; i++) {
    const decoded = decodeEscapes(out);
    if (decoded === out) break;
    out = decoded;
  }
  return out;
}

// Pure (annotated), like every top-level value of core/domain: a page pays only for what it reads.
const EMAIL_ONCE = /* @__PURE__ */ (() => new RegExp(EMAIL.source))();

export function containsEmail(text: string): boolean {
  return EMAIL_ONCE.test(text) || EMAIL_ONCE.test(decodeLoosely(text));
}

/** Rounds of decode-then-replace before a text that still hides an address is dropped whole. */
const REDACT_ROUNDS = 4;

/**
 * Replaces every address, plain or percent-encoded. Replacing the plain ones first is not enough:
 * what is left can decode into another ("#@a.0_%40a.com" is "#@a.0" and then "_@a.com"), so the
 * text is replaced, decoded and replaced again until neither form holds one. A text that only
 * holds an encoded address comes back decoded and replaced; one that still hides one after the
 * last round is replaced whole.
 */
export function redactEmails(text: string): string {
  let out = text;
  for (let round = 0; round < REDACT_ROUNDS; round++) {
    if (EMAIL_ONCE.test(out)) out = out.replace(EMAIL, REDACTED);
    const decoded = decodeLoosely(out);
    if (!EMAIL_ONCE.test(decoded)) return out;
    out = decoded;
  }
  return containsEmail(out) ? REDACTED : out;
}

/** Keys whose values are about the guest, whatever they hold. */
const PERSONAL_KEYS = new Set([
  'name', 'first_name', 'last_name', 'full_name', 'firstname', 'lastname', 'fullname', 'guest', 'guest_name', 'guests_names',
  'phone', 'tel', 'telephone', 'mobile', 'address', 'street_address', 'building_name_and_number', 'postal_code', 'post_code',
  'zip', 'prefecture_or_state', 'birth_date', 'date_of_birth', 'birthday', 'gender', 'notes', 'membership_id',
  'encrypted_membership_id', 'user_id', 'user', 'bypass_token', 'token', 'session', 'password', 'receipt_name',
]);
const PERSONAL_KEY_PARTS = /mail|phone|kana|kanji|first_?name|last_?name|token|password|card_?(number|holder)|holder/i;

export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEYS.has(key.toLowerCase()) || PERSONAL_KEY_PARTS.test(key);
}

/** A copy with personal keys dropped and e-mail addresses in any text replaced. */
export function scrubPersonalData<T>(value: T): T {
  return scrub(value, 0) as T;
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactEmails(value);
  // Events are small and flat; anything deeper is not ours and is dropped rather than walked.
  if (depth > 8) return undefined;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isPersonalKey(key)) continue;
    out[key] = scrub(item, depth + 1);
  }
  return out;
}
