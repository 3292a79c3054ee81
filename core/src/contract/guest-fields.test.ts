import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { GUEST_LIMITS } from '../domain/reservations/guest.ts';
import { guestSchema } from '../domain/reservations/guestSchema.ts';
import { GUEST_PATTERNS, TRIM_ALLOWANCE, guestFieldsSchema } from './guest-fields.ts';

describe('guestFieldsSchema', () => {
  const wire = guestFieldsSchema();

  it('names exactly the fields the yup guest schema judges', () => {
    const yupFields = Object.keys(guestSchema({ language: 'en', addressRequired: false, readingRequired: false }).fields);
    expect(Object.keys(wire.properties).sort()).toEqual(yupFields.sort());
  });

  it('takes its lengths from GUEST_LIMITS, with room for the spaces yup trims', () => {
    const maxLength = (field: keyof typeof wire.properties) => (wire.properties[field] as { maxLength?: number }).maxLength;
    expect(maxLength('first_name')).toBe(GUEST_LIMITS.name + TRIM_ALLOWANCE);
    expect(maxLength('email')).toBe(GUEST_LIMITS.email + TRIM_ALLOWANCE);
    expect(new RegExp(GUEST_PATTERNS.phone).test(`+${'1'.repeat(GUEST_LIMITS.phoneDigits.max)}`)).toBe(true);
  });

  it('accepts a guest that yup accepts and refuses a field it does not know', async () => {
    const guest = { first_name: 'Hanako', last_name: 'Sato', email: 'h@example.com', email_confirmation: 'h@example.com', phone: '+819012345678', notes: null };
    await expect(guestSchema({ language: 'en', addressRequired: false, readingRequired: false }).validate(guest)).resolves.toBeTruthy();
    expect(Value.Check(wire, guest)).toBe(true);
    expect(Value.Check(wire, { ...guest, card_number: '4111' })).toBe(false);
    expect(Value.Check(wire, { ...guest, first_name: 'x'.repeat(GUEST_LIMITS.name + TRIM_ALLOWANCE + 1) })).toBe(false);
  });
});
