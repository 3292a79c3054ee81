// JSON schemas of the staff console's session calls (Noren's own paths: the spec does not show them).
import { emailField, passwordField } from '../accounts/index.ts';

export const staffSignInBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: emailField, password: passwordField },
} as const;

export const staffUserSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'brand_id', 'hotels'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    brand_id: { type: 'integer' },
    hotels: {
      type: 'array',
      items: { type: 'object', required: ['id', 'code', 'name'], properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } } },
    },
  },
} as const;

export const staffSignInResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', required: ['session', 'expires_at', 'staff'], properties: { session: { type: 'string' }, expires_at: { type: 'string' }, staff: staffUserSchema } },
  },
} as const;

export const staffMeResponse = { type: 'object', required: ['data'], properties: { data: staffUserSchema } } as const;
