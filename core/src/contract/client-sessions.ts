// POST /client_sessions (spec part 2 §7.2): an app key and secret for a Client-Session token.
import Type, { type Static } from 'typebox';
import { Data, ErrorReplies } from './shapes.ts';

export const ClientSessionRequest = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 200 }),
  secret: Type.String({ minLength: 1, maxLength: 200 }),
});
export type ClientSessionRequest = Static<typeof ClientSessionRequest>;

export const ClientSessionResponse = Type.Object({
  client_session: Type.String(),
  /** ISO instant after which the session is refused (spec: the session cookie lives 0.75 day). */
  expires_at: Type.String(),
});
export type ClientSessionResponse = Static<typeof ClientSessionResponse>;

export const CreateClientSessionCall = { body: ClientSessionRequest, response: { 201: Data(ClientSessionResponse), ...ErrorReplies } } as const;
