// Builds the Fastify application: external plugins, then our own (database, clock, request
// context, errors), then the /api/v1 routes behind the Client-Session check and the bearer
// principal, then the three built front ends. main.ts listens; tests call buildApp and use inject.
import type { Server } from 'node:http';
import Fastify, { LogController, type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '@noren/core/domain';
import type { Config } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import { verifySession } from './modules/accounts/index.ts';
import { ClientSessionVerifier, clientSessionRoutes } from './modules/client-sessions/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { memberRoutes } from './modules/members/index.ts';
import { organisationRoutes } from './modules/organisations/index.ts';
import { staffAuthRoutes } from './modules/staff-auth/index.ts';
import { hotelRoutes } from './modules/hotels/index.ts';
import { extrasRoutes } from './modules/extras/index.ts';
import { facilitiesRoutes } from './modules/facilities/index.ts';
import { plansRoutes } from './modules/plans/index.ts';
import { policiesRoutes } from './modules/policies/index.ts';
import { questionsRoutes } from './modules/questions/index.ts';
import { fileAttachmentRoutes } from './modules/file-attachments/index.ts';
import { marketingEmailRoutes } from './modules/marketing-emails/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { imageRoutes } from './modules/images/index.ts';
import { savedCardRoutes } from './modules/saved-cards/index.ts';
import { sandboxGatewayRoutes } from './modules/sandbox-gateway/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { staffConsoleRoutes } from './modules/staff-console/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { organisationAdminRoutes } from './modules/organisation-admin/index.ts';
import { payLinkRoutes } from './modules/pay-links/index.ts';
import { payLinkHooks } from './pay-link-hooks.ts';
import { reservationRoutes } from './modules/reservations/index.ts';
import { kioskRoutes } from './modules/kiosk/index.ts';
import paymentsPlugin from './payments/plugin.ts';
import storagePlugin from './plugins/storage.ts';
import clientSession from './plugins/client-session.ts';
import principal from './plugins/principal.ts';
import clockPlugin, { testClockRoutes } from './plugins/clock.ts';
import bodyGuard from './plugins/body-guard.ts';
import clientErrors, { createClientErrorHandler } from './plugins/client-errors.ts';
import databasePlugin from './plugins/database.ts';
import draining from './plugins/draining.ts';
import { loadErrorMessages, type ErrorMessages } from './plugins/error-messages.ts';
import errors, { createErrorResponder } from './plugins/errors.ts';
import external from './plugins/external.ts';
import hotelVersions from './plugins/hotel-versions.ts';
import liveEvents from './plugins/live-events.ts';
import readRouting from './plugins/read-routing.ts';
import { MAX_STREAM_MS } from './live/sse.ts';
import { privateLoggerOptions } from './plugins/log-privacy.ts';
import responseCheck from './plugins/response-check.ts';
import requestContext, { requestIdFrom } from './plugins/request-context.ts';
import staticApps from './plugins/static-apps.ts';
import { resultsStartupData } from './booking-startup.ts';
import { firstScreenRenderer, payPageRenderer } from './booking-first-screen.ts';
import { payLinkStartupData, payPagePreloads } from './pay-link-startup.ts';
import { framingSites } from './framing-sites.ts';
import { validatorCompiler } from './plugins/validators.ts';
import { reservationHooks } from './reservation-hooks.ts';
import { mailRenderer } from './mail-templates/renderer.ts';
import { jobsPlugin } from './jobs/index.ts';

export interface BuildAppOptions {
  config: Config;
  clock?: Clock;
  /** An open database; when left out, one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** true or pino options for logs; false (the default for tests) for none. */
  logger?: boolean | Record<string, unknown>;
  /** Translated error texts; read from config.localesDir when left out. */
  errorMessages?: ErrorMessages;
  /** Tests: check every JSON reply against its route's response schema (plugins/response-check.ts). */
  checkResponses?: boolean;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const messages = opts.errorMessages ?? loadErrorMessages(config.localesDir);
  const respond = createErrorResponder(messages);

  const serverOptions: FastifyHttpOptions<Server> = {
    logger: privateLoggerOptions(opts.logger, config.logLevel),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: requestIdFrom,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    // Bad percent-encoding and over-long path segments fail before routing; answer them with
    // the same envelope as everything else instead of Fastify's own JSON.
    frameworkErrors: (error, request, reply) => respond(error, request, reply),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Slow headers and slow bodies are cut off with 408 (config.ts HttpTimeouts says why each).
    // Fastify sets requestTimeout on the server after creating it (0, off, when left out).
    requestTimeout: config.httpTimeouts.requestMs,
    http: {
      headersTimeout: config.httpTimeouts.headersMs,
      requestTimeout: config.httpTimeouts.requestMs,
      connectionsCheckingInterval: config.httpTimeouts.checkIntervalMs,
    },
    // Let in-flight requests finish on close; new ones get 503 while the process drains, in the
    // envelope with Retry-After (plugins/draining.ts) rather than Fastify's own 503.
    return503OnClosing: false,
    // Requests Node's HTTP parser refuses, answered in the envelope (plugins/client-errors.ts);
    clientErrorHandler: createClientErrorHandler(messages),
  };
  const app = Fastify(serverOptions);
  // Node's own Host check answers an empty 400; plugins/client-errors.ts checks Host instead.
  Object.assign(app.server, { requireHostHeader: false });
  // Strict bodies, coerced query strings (plugins/validators.ts), for every route registered below.
  app.setValidatorCompiler(validatorCompiler());

  // First, so its onRoute hook sees every route and its onSend hook runs for every reply.
  if (opts.checkResponses) await app.register(responseCheck);
  const database = opts.database ?? (await createDatabase(config));
  app.decorate('config', config);

  await app.register(external, { config });
  await app.register(databasePlugin, { handle: database });
  await app.register(hotelVersions, { writes: database.writes });
  await app.register(readRouting, { handle: database, maxLagMs: config.replicaMaxLagMs });
  await app.register(liveEvents, { listen: database.listen, maxStreamMs: config.liveStreamMaxMs ?? MAX_STREAM_MS });
  await app.register(clockPlugin, { clock: opts.clock ?? systemClock });
  await app.register(requestContext);
  await app.register(errors, { messages });
  await app.register(clientErrors, { messages });
  await app.register(draining);
  await app.register(bodyGuard);
  await app.register(paymentsPlugin, { config: config.payments });
  await app.register(storagePlugin, { config: config.storage });
  // Side effects of reservation changes (uploads, subscriptions, pay links), for its routes and
  // the expiry job: the reservation module imports none of them.
  app.decorate('reservationHooks', reservationHooks(app));
  // Mail: any module queues in the outbox (mail/, below the modules); the sender there renders each
  // row with the templates above the modules (mail-templates/), which read what they need.
  app.decorate('mailRenderer', mailRenderer(app));
  // The job queue (app.jobs): started by main.ts, or by a test that uses it; its handlers get the
  // whole app, decorations registered after this one included.
  await app.register(jobsPlugin, { config, handle: database });

  await app.register(
    async (api) => {
      const clientSessions = new ClientSessionVerifier(api.db, api.clock);
      await api.register(clientSession, { verify: (header) => clientSessions.verify(header) });
      await api.register(principal, { verify: (token) => verifySession(api.db, api.clock, token) });
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(clientSessionRoutes);
      await api.register(settingsRoutes);
      await api.register(hotelRoutes);
      await api.register(searchRoutes);
      await api.register(imageRoutes);
      await api.register(extrasRoutes);
      await api.register(plansRoutes);
      await api.register(policiesRoutes);
      await api.register(questionsRoutes);
      await api.register(facilitiesRoutes);
      await api.register(reservationRoutes);
      await api.register(savedCardRoutes);
      await api.register(fileAttachmentRoutes);
      await api.register(marketingEmailRoutes);
      await api.register(memberRoutes);
      await api.register(organisationRoutes);
      await api.register(staffAuthRoutes);
      await api.register(staffConsoleRoutes);
      await api.register(auditRoutes);
      await api.register(organisationAdminRoutes);
      await api.register(payLinkRoutes, { hooks: payLinkHooks(api) });
      await api.register(kioskRoutes, { payLinkHooks: payLinkHooks(api) });
      if (config.testClock) await api.register(testClockRoutes);
    },
    { prefix: '/api/v1' },
  );
  // The sandbox payment provider: public, outside /api/v1 (it knows nothing of Client-Session).
  await app.register(sandboxGatewayRoutes, { prefix: '/sandbox-gateway' });

  // The booking results HTML carries its start-up data, made through the API's own calls.
  await app.register(staticApps, {
    apps: config.staticApps,
    startupData: (request) => resultsStartupData(app, request),
    firstScreen: firstScreenRenderer(app, config.bookingFirstScreen),
    payStartupData: (request) => payLinkStartupData(app, request),
    payPreloads: payPagePreloads,
    payFirstScreen: payPageRenderer(app, config.bookingFirstScreen),
    framingSites: (request) => framingSites(app, request),
  });
  return app;
}
