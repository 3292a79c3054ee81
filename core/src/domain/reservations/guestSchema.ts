// The guest details as one yup schema that the booking form and the reservation call both run, so a
// value the form accepts is a value the API accepts (spec part 1 §5). Messages are keys of
// locales/<lang>/errors.json; the test name is the short reason the API puts in its error payload.
// Imported as '@noren/core/domain/guest-schema', never through the core/domain index: that index is
// in every app's first screen, and yup is needed only where guest details are checked.
import { boolean, object, string, ValidationError, type ObjectSchema } from 'yup';
import type { Language } from '../i18n/languages.ts';
import { HAS_LETTER, nameRule, readingRule, type NameRule } from './names.ts';
import {
  ANSWER_MAX_LENGTH, EMAIL_PATTERN, GUEST_LIMITS, PHONE_PATTERN, POSTAL_CODE_PATTERN, dottedPath,
  type GuestInput, type GuestProblem, type GuestRules, type RoomGuestInput,
} from './guest.ts';

const required = (max: number) => string().trim().required('validation.required').max(max, 'validation.tooLong');
const optional = (max: number) => string().trim().nullable().optional().max(max, 'validation.tooLong');

function named(rule: NameRule, isRequired: boolean) {
  const base = isRequired ? required(GUEST_LIMITS.name) : optional(GUEST_LIMITS.name);
  return base
    .matches(rule.pattern, { message: rule.messageKey, name: 'unsupported_characters', excludeEmptyString: true })
    .test('no_letters', rule.messageKey, (v) => v === undefined || v === null || v === '' || HAS_LETTER.test(v));
}

export function guestSchema(rules: GuestRules): ObjectSchema<GuestInput> {
  const name = nameRule(rules.language);
  const reading = readingRule(rules.language);
  const address = (max: number) => (rules.addressRequired ? required(max) : optional(max));
  return object({
    first_name: named(name, true),
    last_name: named(name, true),
    first_name_kana: named(reading, rules.readingRequired),
    last_name_kana: named(reading, rules.readingRequired),
    email: required(GUEST_LIMITS.email).matches(EMAIL_PATTERN, { message: 'validation.email', name: 'invalid_email' }),
    email_confirmation: string()
      .trim()
      .required('validation.required')
      .test('email_mismatch', 'validation.emailMismatch', function (value) {
        const email = this.parent.email as unknown;
        return typeof email !== 'string' || typeof value !== 'string' || email.trim().toLowerCase() === value.trim().toLowerCase();
      }),
    phone: required(GUEST_LIMITS.phoneDigits.max + 1).matches(PHONE_PATTERN, { message: 'validation.phone', name: 'invalid_phone' }),
    notes: optional(GUEST_LIMITS.notes),
    booking_for_someone_else: boolean().optional(),
    postal_code: address(GUEST_LIMITS.postalCode).matches(POSTAL_CODE_PATTERN, { message: 'validation.postCode', name: 'invalid_post_code', excludeEmptyString: true }),
    prefecture_or_state: address(GUEST_LIMITS.region),
    street_address: address(GUEST_LIMITS.street),
    building_name_and_number: optional(GUEST_LIMITS.street),
  }) as ObjectSchema<GuestInput>;
}

export function roomGuestSchema(language: Language): ObjectSchema<RoomGuestInput> {
  const reading = readingRule(language);
  return object({
    first_name: named(reading, true),
    last_name: named(reading, true),
    first_name_kana: named(reading, false),
    last_name_kana: named(reading, false),
  }) as ObjectSchema<RoomGuestInput>;
}

/** Built on demand: a module-level yup call would pull yup into every bundle that imports this file. */
export function answerTextSchema() {
  return string().max(ANSWER_MAX_LENGTH, 'validation.tooLong');
}

const REASONS: Record<string, string> = { required: 'required', max: 'too_long', optionality: 'required', nullable: 'required', typeError: 'invalid' };

function problemsOf(error: ValidationError): GuestProblem[] {
  const errors = error.inner.length > 0 ? error.inner : [error];
  return errors.map((e) => {
    const params: Record<string, unknown> = {};
    if (e.params && typeof e.params.max === 'number') params.max = e.params.max;
    return {
      field: dottedPath(e.path),
      reason: REASONS[e.type ?? ''] ?? e.type ?? 'invalid',
      messageKey: typeof e.message === 'string' && e.message.startsWith('validation.') ? e.message : 'validation.invalid',
      params,
    };
  });
}

/** Every problem with `value`, in field order; empty when the schema accepts it. */
export function validateWith<T>(schema: ObjectSchema<T & object>, value: unknown): GuestProblem[] {
  try {
    schema.validateSync(value, { abortEarly: false, stripUnknown: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) {
      // yup reports in its own dependency order; a guest fixes fields top to bottom.
      const order = Object.keys(schema.fields);
      const rank = (p: GuestProblem) => order.indexOf(p.field.split('.')[0]);
      return problemsOf(error).sort((a, b) => rank(a) - rank(b));
    }
    throw error;
  }
}

export const validateGuest = (value: unknown, rules: GuestRules): GuestProblem[] => validateWith(guestSchema(rules), value);
export const validateRoomGuest = (value: unknown, language: Language): GuestProblem[] => validateWith(roomGuestSchema(language), value);
