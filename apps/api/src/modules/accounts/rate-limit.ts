// Sign-in calls are rate-limited per client address, as the reservation look-up is, since a
// password guess is all an attacker sends: NOREN_SIGN_IN_LIMIT requests (default 20, 0 for none)
// per NOREN_SIGN_IN_WINDOW_MS (default one minute), read by config.ts into
// config.routeRateLimits.signIn. Over it: 429, code 9429. The lockout of lockout.ts protects each
// account; this protects the server's argon2 work.
import type { Config, RouteRateLimit } from '../../config.ts';

/** The config with the sign-in limit set (null: none), for tests and embedders. */
export function withSignInRateLimit(config: Config, limit: RouteRateLimit | null): Config {
  return { ...config, routeRateLimits: { ...config.routeRateLimits, signIn: limit } };
}

/** The route config of a sign-in route: optionalAuth (a stale bearer may sign in again) and the limit. */
export function signInRouteConfig(config: Config): { optionalAuth: true; rateLimit?: { max: number; timeWindow: number } } {
  const limit = config.routeRateLimits.signIn;
  return limit ? { optionalAuth: true, rateLimit: { max: limit.max, timeWindow: limit.windowMs } } : { optionalAuth: true };
}
