// JSON schemas of POST /client_sessions: Fastify validates the body with them and serialises
// the answer, so nothing but these fields can leave.
export const createClientSessionBody = {
  type: 'object',
  required: ['key', 'secret'],
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 200 },
    secret: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

export interface CreateClientSessionBody {
  key: string;
  secret: string;
}

export const clientSessionResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['client_session', 'expires_at'],
      properties: {
        client_session: { type: 'string' },
        expires_at: { type: 'string' },
      },
    },
  },
} as const;
