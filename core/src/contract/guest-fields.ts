// The guest fields' wire shape, derived from the same constants the yup guest schema reads
// (core/domain/reservations/guest.ts): one source for their lengths and patterns. The yup schema
// stays the judge of a guest (it trims, and it words each problem); this fragment lets a body
// schema describe the same fields without restating the numbers. Lengths here are the untrimmed
// wire limits, so they leave room for the spaces that yup trims before it counts.
import Type from 'typebox';
import { EMAIL_PATTERN, GUEST_LIMITS, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '../domain/reservations/guest.ts';
import { Nullable } from './shapes.ts';

/** Room for the surrounding spaces yup trims before it applies GUEST_LIMITS. */
export const TRIM_ALLOWANCE = 20;

const text = (max: number) => Type.String({ maxLength: max + TRIM_ALLOWANCE });
const optionalText = (max: number) => Type.Optional(Nullable(text(max)));

/** The booker's fields (GuestInput) as a TypeBox object; `additionalProperties: false` as bodies are. */
export function guestFieldsSchema() {
  return Type.Object(
    {
      first_name: text(GUEST_LIMITS.name),
      last_name: text(GUEST_LIMITS.name),
      first_name_kana: optionalText(GUEST_LIMITS.name),
      last_name_kana: optionalText(GUEST_LIMITS.name),
      email: text(GUEST_LIMITS.email),
      email_confirmation: text(GUEST_LIMITS.email),
      phone: text(GUEST_LIMITS.phoneDigits.max + 1),
      notes: optionalText(GUEST_LIMITS.notes),
      booking_for_someone_else: Type.Optional(Type.Boolean()),
      postal_code: optionalText(GUEST_LIMITS.postalCode),
      prefecture_or_state: optionalText(GUEST_LIMITS.region),
      street_address: optionalText(GUEST_LIMITS.street),
      building_name_and_number: optionalText(GUEST_LIMITS.street),
    },
    { additionalProperties: false },
  );
}

/**
 * The patterns yup applies after trimming, as JSON Schema `pattern` strings, for a caller that
 * wants the wire check to match (they reject surrounding spaces, which yup would trim away).
 */
export const GUEST_PATTERNS = {
  email: EMAIL_PATTERN.source,
  phone: PHONE_PATTERN.source,
  postal_code: POSTAL_CODE_PATTERN.source,
} as const;
