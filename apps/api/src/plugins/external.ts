// Third-party plugins, registered first so everything after them is covered: security headers,
// cookies, and a rate limit that is off unless NOREN_RATE_LIMIT sets one (routes may still opt in
// with `config.rateLimit`). Its counters are kept in the database (rate-limit-store.ts), so every
// process on it shares each limit.
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import securityHeaders from './security-headers.ts';

/**
 * What our own built apps need: Vite emits external module scripts only, React sets inline style
 * attributes, hotel logos and header images may come from any https host, and card data goes to
 * the gateway only through our own origin (the sandbox gateway lives here). No
 * upgrade-insecure-requests: `npm start` serves plain HTTP, often on a LAN address.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'frame-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'manifest-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'", 'blob:'],
} satisfies Record<string, string[]>;

export default fp<{ config: Config }>(async (app, { config }) => {
  await app.register(securityHeaders, {
    options: { contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: config.rateLimit.enabled,
    max: config.rateLimit.max || 100,
    timeWindow: config.rateLimit.windowMs,
    // Read at each hit: the database and clock plugins decorate the app after this one.
    store: databaseRateLimitStore({
      db: () => app.db,
      clock: () => app.clock,
      warn: (error) => app.log.warn({ err: error }, 'rate limit: purging ended windows failed'),
    }),
  });
}, { name: 'noren-external' });
