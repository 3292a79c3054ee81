// JSON schemas of the membership routes (spec part 2 §7.2 user/me, §7.6 memberships).
import { currentUserSchema, emailField, passwordField } from '../accounts/index.ts';

export const memberSignInBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: emailField, password: passwordField },
} as const;

/** `?hotel_code=` (or `code=`): the hotel the app runs for, to tell a session of another brand. */
export const userMeQuery = {
  type: 'object',
  properties: {
    hotel_code: { type: 'string', maxLength: 64 },
    code: { type: 'string', maxLength: 64 },
  },
} as const;

export interface UserMeQuery {
  hotel_code?: string;
  code?: string;
}

export const userMeResponse = {
  type: 'object',
  required: ['data', 'meta'],
  properties: {
    data: {
      type: 'object',
      required: ['session', 'user'],
      properties: { session: { type: ['string', 'null'] }, user: { anyOf: [{ type: 'null' }, currentUserSchema] } },
    },
    meta: { type: 'object', required: ['reset_code'], properties: { reset_code: { type: ['integer', 'null'] } } },
  },
} as const;

export const programResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['id', 'name', 'update_member_profile_enabled', 'additional_tiers_attributes'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        update_member_profile_enabled: { type: 'boolean' },
        additional_tiers_attributes: { type: 'array', items: {} },
      },
    },
  },
} as const;

/** Enough to catch typing mistakes; the confirmation mail proves the address. */
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const nameField = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;

export const memberSignUpBody = {
  type: 'object',
  required: ['email', 'password', 'first_name', 'last_name'],
  properties: {
    email: { ...emailField, pattern: EMAIL_PATTERN },
    password: passwordField,
    first_name: nameField,
    last_name: nameField,
    promotions_opt_in: { type: 'boolean' },
  },
} as const;

export const memberConfirmBody = {
  type: 'object',
  required: ['confirmation_token'],
  properties: { confirmation_token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const resendConfirmationBody = {
  type: 'object',
  required: ['email'],
  properties: { email: emailField },
} as const;

export const signUpResponse = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'object', required: ['email', 'confirmed'], properties: { email: { type: 'string' }, confirmed: { type: 'boolean' } } } },
} as const;
