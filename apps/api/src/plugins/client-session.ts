// Every /api/v1 route needs a valid Client-Session header unless its route config says
// `public: true` (health, client_sessions). Registered inside the /api/v1 scope, so static files
// and unknown paths (which get the 404 envelope) never reach it.
import fp from 'fastify-plugin';
import { ClientSessionVerifier } from '../modules/client-sessions/service.ts';

export const CLIENT_SESSION_HEADER = 'client-session';

export default fp(async (app) => {
  const verifier = new ClientSessionVerifier(app.db, app.clock);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true || request.is404) return;
    request.clientSession = await verifier.verify(request.headers[CLIENT_SESSION_HEADER]);
  });
}, { name: 'noren-client-session' });
