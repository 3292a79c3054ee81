// JSON schemas shared by the sign-in routes: bodies are validated (bad input: 400, code 1000,
// naming the field) and answers serialised through these, so only listed fields leave.

/** Long enough for any real address (RFC 5321 caps a path at 254); bounded for the query. */
export const emailField = { type: 'string', minLength: 3, maxLength: 254 } as const;
/** Signing in checks no strength (old passwords stay valid); the bound keeps argon2's input small. */
export const passwordField = { type: 'string', minLength: 1, maxLength: 128 } as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

export const currentUserSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: ['integer', 'string'] },
    name: nullableString,
    email: nullableString,
    provider: nullableString,
    organization: {
      type: ['object', 'null'],
      required: ['id', 'display_name', 'name', 'program_id'],
      properties: { id: { type: 'integer' }, display_name: { type: 'string' }, name: { type: 'string' }, program_id: nullableInteger },
    },
    organization_role: nullableString,
    rank: nullableString,
    rank_id: nullableInteger,
    point_program_enabled: { type: 'boolean' },
    program_id: nullableInteger,
    membership_id: nullableString,
  },
} as const;

export const signInResultResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['session', 'expires_at', 'user'],
      properties: { session: { type: 'string' }, expires_at: { type: 'string' }, user: currentUserSchema },
    },
  },
} as const;
