// The client-sessions module's public face: its routes, the start-up check of the client apps,
// the session verifier app.ts hands to plugins/client-session.ts, and the opaque-token helpers
// other modules reuse for their own one-time tokens.
export { default as clientSessionRoutes } from './routes.ts';
export { ClientSessionVerifier, ensureClientApps, openSessionForApp } from './service.ts';
export { hashToken, looksLikeToken, newToken } from './token.ts';
