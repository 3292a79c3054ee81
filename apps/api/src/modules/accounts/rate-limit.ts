// Sign-in calls are rate-limited per client address, as the reservation look-up is, since a
// password guess is all an attacker sends: NOREN_SIGN_IN_LIMIT requests (default 20, 0 for none)
// per NOREN_SIGN_IN_WINDOW_MS (default one minute). Over it: 429, code 9429. The lockout of
// lockout.ts protects each account; this protects the server's argon2 work.
import type { Config } from '../../config.ts';

export interface SignInRateLimit {
  max: number;
  windowMs: number;
}

/** The config with the sign-in limit set (null: none), for tests and embedders. */
export type AccountsConfig = Config & { signInRateLimit?: SignInRateLimit | null };

export function withSignInRateLimit(config: Config, limit: SignInRateLimit | null): AccountsConfig {
  return { ...config, signInRateLimit: limit };
}

export function signInRateLimitFromEnv(env: Record<string, string | undefined> = process.env): SignInRateLimit | null {
  const max = Number(env.NOREN_SIGN_IN_LIMIT?.trim() || 20);
  const windowMs = Number(env.NOREN_SIGN_IN_WINDOW_MS?.trim() || 60_000);
  if (!Number.isInteger(max) || max < 0 || !Number.isInteger(windowMs) || windowMs < 1000) {
    throw new Error('NOREN_SIGN_IN_LIMIT must be a whole number (0 for none) and NOREN_SIGN_IN_WINDOW_MS at least 1000');
  }
  return max === 0 ? null : { max, windowMs };
}

/** The route config of a sign-in route: optionalAuth (a stale bearer may sign in again) and the limit. */
export function signInRouteConfig(config: Config): { optionalAuth: true; rateLimit?: { max: number; timeWindow: number } } {
  const configured = (config as AccountsConfig).signInRateLimit;
  const limit = configured === undefined ? signInRateLimitFromEnv() : configured;
  return limit ? { optionalAuth: true, rateLimit: { max: limit.max, timeWindow: limit.windowMs } } : { optionalAuth: true };
}
