// The guest-detail form's checks: the shared yup rules of core/domain (the API runs the same ones),
// plus what only the form knows (answers, terms). Errors carry an errors.json key and its values,
// translated where they are shown.
import { ANSWER_MAX_LENGTH, type Language } from '@noren/core/domain';
import { validateGuest, validateRoomGuest } from '@noren/core/domain/guest-schema';
import type { QuestionListing } from '@noren/core/api';
import { answerKey, chosenExtras, extraQuantities, extraQuantityKey, roomGuestOf, type ExtraLine, type GuestFormValues } from './formValues.ts';

export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

export interface GuestFormRules {
  language: Language;
  addressRequired: boolean;
  readingRequired: boolean;
  questions: readonly QuestionListing[];
  rooms: number;
  /** The extras listed on the form; none when left out. */
  extras?: readonly ExtraLine[];
}

type Errors = Record<string, unknown>;

function put(errors: Errors, path: string, error: FieldError): void {
  const parts = path.split('.');
  let node = errors;
  parts.slice(0, -1).forEach((part, i) => {
    const next = parts[i + 1];
    node[part] ??= /^\d+$/.test(next) ? [] : {};
    node = node[part] as Errors;
  });
  const last = parts[parts.length - 1];
  node[last] ??= error;
}

export function validateGuestForm(values: GuestFormValues, rules: GuestFormRules): Errors {
  const errors: Errors = {};
  for (const p of validateGuest(values.guest, { language: rules.language, addressRequired: rules.addressRequired, readingRequired: rules.readingRequired })) {
    put(errors, `guest.${p.field}`, { key: p.messageKey, params: p.params });
  }
  for (let i = 0; i < rules.rooms; i++) {
    const guest = values.roomGuests?.[i];
    const given = roomGuestOf(guest);
    if (!given) {
      // Booking for someone else: the first room names who stays.
      if (i === 0 && values.guest.booking_for_someone_else) {
        put(errors, `roomGuests.${i}.last_name`, { key: 'validation.required' });
        put(errors, `roomGuests.${i}.first_name`, { key: 'validation.required' });
      }
      continue;
    }
    for (const p of validateRoomGuest(given, rules.language)) put(errors, `roomGuests.${i}.${p.field}`, { key: p.messageKey, params: p.params });
  }
  for (const q of rules.questions) {
    const value = values.answers?.[answerKey(q.id)]?.trim() ?? '';
    if (q.required && value === '') put(errors, `answers.${answerKey(q.id)}`, { key: q.answer_type === 'options' ? 'validation.selectRequired' : 'validation.required' });
    else if (q.answer_type === 'text' && value.length > ANSWER_MAX_LENGTH) put(errors, `answers.${answerKey(q.id)}`, { key: 'validation.tooLong', params: { max: ANSWER_MAX_LENGTH } });
  }
  validateExtras(errors, values.extras ?? {}, rules.extras ?? [], rules.rooms);
  if (!values.terms) put(errors, 'terms', { key: 'validation.termsRequired' });
  return errors;
}

/**
 * Each quantity within the extra's minimum and maximum (the list offers no other, but an address or
 * a changed listing may), and an extra's quantities over all its rooms and dates no more than is
 * left: the booking takes its stock once for all of them (else error 1105 at booking).
 */
function validateExtras(errors: Errors, quantities: Record<string, string>, lines: readonly ExtraLine[], rooms: number): void {
  const chosen = chosenExtras(lines, quantities, rooms);
  const total = new Map<number, number>();
  for (const e of chosen) total.set(e.extraId, (total.get(e.extraId) ?? 0) + e.quantity);
  for (const line of lines) {
    const allowed = extraQuantities(line.extra);
    for (let room = 0; room < rooms; room++) {
      const field = `extras.${extraQuantityKey(line, room)}`;
      const quantity = Number(quantities[extraQuantityKey(line, room)] ?? 0);
      if (quantity === 0) continue;
      if (!allowed.includes(quantity)) {
        put(errors, field, { key: 'validation.quantityRange', params: { min: Math.max(1, line.extra.min_quantity), max: line.extra.max_quantity } });
      } else if (line.extra.stock !== null && (total.get(line.extra.extra_id) ?? 0) > line.extra.stock) {
        put(errors, field, { key: 'validation.extrasStock', params: { left: line.extra.stock } });
      }
    }
  }
}
