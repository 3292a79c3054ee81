// Every /api/v1 route needs a valid Client-Session header unless its route config says
// `public: true` (health, client_sessions). Registered inside the /api/v1 scope, so static files
// and unknown paths (which get the 404 envelope) never reach it. The check itself is the
// client-sessions module's, handed in by app.ts: plugins do not import modules.
import fp from 'fastify-plugin';

export const CLIENT_SESSION_HEADER = 'client-session';

/** The client session a request came with (request.clientSession). */
export interface ClientSessionContext {
  id: number;
  clientAppId: number;
  appKey: string;
}

export interface ClientSessionOptions {
  /** The session a Client-Session header names; throws the catalogue's error when it names none. */
  verify: (header: unknown) => Promise<ClientSessionContext>;
}

export default fp<ClientSessionOptions>(async (app, { verify }) => {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true || request.is404) return;
    request.clientSession = await verify(request.headers[CLIENT_SESSION_HEADER]);
  });
}, { name: 'noren-client-session' });
