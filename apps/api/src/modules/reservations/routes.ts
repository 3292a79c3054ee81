// POST /api/v1/hotels/{id}/reservations, GET /api/v1/hotels/{id}/reservations/{number} and
// GET /api/v1/hotel_brands/{brandId}/reservations/{number}?email= (spec part 2 §7.4).
// The two reads are rate-limited per client address, since a number and a guess of the e-mail
// or token is all an attacker has: NOREN_RESERVATION_LOOKUP_LIMIT requests (default 20, 0 for
// none) per NOREN_RESERVATION_LOOKUP_WINDOW_MS (default one minute), read by config.ts into
// config.routeRateLimits.reservationLookup. Over it: 429 with code 9429.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyPluginAsync } from 'fastify';
import { BrandReservationCall, CreateReservationCall, PaymentResultCall, ReservationCall } from '@noren/core/contract';
import type { Config, RouteRateLimit } from '../../config.ts';
import { kickSender } from '../../mail/hooks.ts';
import { refuseCardData } from './payment/card-data.ts';
import { paymentResult } from './payment/pending.ts';
import { accessOf } from './access-of.ts';
import { getBrandReservation, getReservation } from './access/open.ts';
import { createReservation } from './booking/service.ts';

/** The config with the lookup limit set (null: none), for tests and embedders. */
export function withLookupRateLimit(config: Config, limit: RouteRateLimit | null): Config {
  return { ...config, routeRateLimits: { ...config.routeRateLimits, reservationLookup: limit } };
}

const reservationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const limit = app.config.routeRateLimits.reservationLookup;
  const lookupConfig: FastifyContextConfig = limit ? { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } : {};

  app.post(
    '/hotels/:id/reservations',
    {
      schema: CreateReservationCall,
      // Before the schema: a card number is refused as such, wherever it was put.
      preValidation: async (request) => refuseCardData(request.body),
    },
    async (request, reply) => {
      const session = request.clientSession;
      const appKey = session?.appKey;
      const channel = app.config.clientApps.find((c) => c.key === appKey)?.app ?? 'booking';
      const result = await createReservation(app.db, app.clock, {
        hotelRef: request.params.id,
        body: request.body,
        requestedLanguage: request.requestedLanguage,
        clientAppId: session?.clientAppId ?? 0,
        channel,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        gateway: app.payments,
        viewer: request.principal,
        hooks: app.reservationHooks,
      });
      // The confirmation was queued in the booking's transaction; this only wakes the sender.
      if ('data' in result.body && result.body.data.status === 'done') kickSender(app);
      return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
    },
  );

  // After the 3-D Secure page sent the guest back: the outcome is read from the gateway.
  app.post(
    '/hotels/:id/reservations/:number/payment_result',
    { config: lookupConfig, schema: PaymentResultCall, preValidation: async (request) => refuseCardData(request.body) },
    async (request, reply) => {
      const result = await paymentResult({ db: app.db, clock: app.clock, gateway: app.payments, hooks: app.reservationHooks }, request.params.id, request.params.number, request.body.bypass_token);
      if (result.status === 'done') kickSender(app);
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );

  app.get(
    '/hotels/:id/reservations/:number',
    { config: lookupConfig, schema: ReservationCall },
    async (request, reply) => {
      const view = await getReservation(app.db, request.params.id, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data: view });
    },
  );

  app.get(
    '/hotel_brands/:brandId/reservations/:number',
    { config: lookupConfig, schema: BrandReservationCall },
    async (request, reply) => {
      const view = await getBrandReservation(app.db, request.params.brandId, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data: view });
    },
  );
};

export default reservationRoutes;

