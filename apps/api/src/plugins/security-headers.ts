// Security headers (CSP, frame and cross-origin policies, HSTS, nosniff, ...) from helmet, worked
// out once per configuration instead of once per request. @fastify/helmet builds a new helmet
// middleware, CSP parsing included, on every request; in the search bench that was about a sixth
// of the API's busy CPU, on health too. helmet's headers depend only on its options, never on the
// request, so running its middleware once against a recording response gives the exact headers it
// would set, which every request then gets as one object.
//
// A route changes them with `config.securityHeaders` (helmet options merged over the global ones),
// as the framed booking app and the gateway's tokens endpoint do.
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaderOptions = HelmetOptions;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Helmet options for this route, merged over the global ones. */
    securityHeaders?: SecurityHeaderOptions;
  }
}

/** The headers helmet sets for these options, in lower case, and the ones it removes. */
export function headersFor(options: SecurityHeaderOptions): { set: Record<string, string>; remove: string[] } {
  const set: Record<string, string> = {};
  const remove: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      remove.push(name.toLowerCase());
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return { set, remove };
}

export default fp<{ options: SecurityHeaderOptions }>(async (app, { options }) => {
  const global = headersFor(options);
  // One merged set per distinct route configuration, worked out when the route is registered.
  const perRoute = new WeakMap<SecurityHeaderOptions, ReturnType<typeof headersFor>>();
  app.addHook('onRoute', (route) => {
    const own = (route.config as { securityHeaders?: SecurityHeaderOptions } | undefined)?.securityHeaders;
    if (own && !perRoute.has(own)) perRoute.set(own, headersFor({ ...options, ...own } as HelmetOptions));
  });
  app.addHook('onRequest', (request, reply, done) => {
    const own = request.routeOptions.config.securityHeaders;
    const headers = (own && perRoute.get(own)) || global;
    reply.headers(headers.set);
    for (const name of headers.remove) reply.removeHeader(name);
    done();
  });
}, { name: 'noren-security-headers' });
