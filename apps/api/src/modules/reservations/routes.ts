// POST /api/v1/hotels/{id}/reservations, GET /api/v1/hotels/{id}/reservations/{number} and
// GET /api/v1/hotel_brands/{brandId}/reservations/{number}?email= (spec part 2 §7.4).
// The two reads are rate-limited per client address, since a number and a guess of the e-mail
// or token is all an attacker has: NOREN_RESERVATION_LOOKUP_LIMIT requests (default 20, 0 for
// none) per NOREN_RESERVATION_LOOKUP_WINDOW_MS (default one minute), read by config.ts into
// config.routeRateLimits.reservationLookup. Over it: 429 with code 9429.
import type { FastifyPluginAsync } from 'fastify';
import type { CreateReservationRequest, DataEnvelope, ReservationView } from '@noren/core/domain';
import type { Config, RouteRateLimit } from '../../config.ts';
import { refuseCardData } from './payment/card-data.ts';
import { paymentResult } from './payment/pending.ts';
import {
  accessOf, brandReservationParams, createReservationBody, paymentResultBody, createReservationHeaders, hotelRefParams, reservationParams, reservationQuery,
  type BrandReservationParams, type ReservationParams, type ReservationQuery,
} from './schema.ts';
import { getBrandReservation, getReservation } from './access/open.ts';
import { createReservation } from './booking/service.ts';

/** The config with the lookup limit set (null: none), for tests and embedders. */
export function withLookupRateLimit(config: Config, limit: RouteRateLimit | null): Config {
  return { ...config, routeRateLimits: { ...config.routeRateLimits, reservationLookup: limit } };
}

const reservationRoutes: FastifyPluginAsync = async (app) => {
  const limit = app.config.routeRateLimits.reservationLookup;
  const lookupConfig = limit ? { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } : {};

  app.post<{ Params: { id: string }; Body: CreateReservationRequest; Headers: { 'idempotency-key'?: string } }>(
    '/hotels/:id/reservations',
    {
      schema: { params: hotelRefParams, body: createReservationBody, headers: createReservationHeaders },
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
      if ('data' in result.body && result.body.data.status === 'done') app.reservationHooks.afterCommit.notify();
      return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
    },
  );

  // After the 3-D Secure page sent the guest back: the outcome is read from the gateway.
  app.post<{ Params: ReservationParams; Body: { bypass_token: string } }>(
    '/hotels/:id/reservations/:number/payment_result',
    { config: lookupConfig, schema: { params: reservationParams, body: paymentResultBody }, preValidation: async (request) => refuseCardData(request.body) },
    async (request, reply) => {
      const result = await paymentResult({ db: app.db, clock: app.clock, gateway: app.payments, hooks: app.reservationHooks }, request.params.id, request.params.number, request.body.bypass_token);
      if (result.status === 'done') app.reservationHooks.afterCommit.notify();
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );

  app.get<{ Params: ReservationParams; Querystring: ReservationQuery; Reply: DataEnvelope<ReservationView> }>(
    '/hotels/:id/reservations/:number',
    { config: lookupConfig, schema: { params: reservationParams, querystring: reservationQuery } },
    async (request, reply) => {
      const view = await getReservation(app.db, request.params.id, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data: view });
    },
  );

  app.get<{ Params: BrandReservationParams; Querystring: ReservationQuery; Reply: DataEnvelope<ReservationView> }>(
    '/hotel_brands/:brandId/reservations/:number',
    { config: lookupConfig, schema: { params: brandReservationParams, querystring: reservationQuery } },
    async (request, reply) => {
      const view = await getBrandReservation(app.db, request.params.brandId, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data: view });
    },
  );
};

export default reservationRoutes;

