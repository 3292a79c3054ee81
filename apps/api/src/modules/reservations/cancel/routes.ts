// GET (the fee now, for the screen) and PUT (cancel) /api/v1/hotels/{id}/reservations/{number}/cancel
// (spec part 2 §7.4). Query email or bypass_token, as GET of the reservation.
import type { FastifyPluginAsync } from 'fastify';
import type { CancelPreviewView, CancelResultView, DataEnvelope } from '@noren/core/domain';
import { accessOf } from '../schema.ts';
import { cancelBody, reservationParams, reservationQuery, type CancelBody, type ReservationParams, type ReservationQuery } from './schema.ts';
import { cancelReservation, previewCancel } from './service.ts';

const reservationCancelRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: ReservationParams; Querystring: ReservationQuery; Reply: DataEnvelope<CancelPreviewView> }>(
    '/hotels/:id/reservations/:number/cancel',
    { schema: { params: reservationParams, querystring: reservationQuery } },
    async (request, reply) => {
      const data = await previewCancel(app.db, app.clock, request.params.id, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.put<{ Params: ReservationParams; Querystring: ReservationQuery; Body: CancelBody; Reply: DataEnvelope<CancelResultView> }>(
    '/hotels/:id/reservations/:number/cancel',
    { schema: { params: reservationParams, querystring: reservationQuery, body: cancelBody } },
    async (request, reply) => {
      const data = await cancelReservation(
        { db: app.db, clock: app.clock, payments: app.payments, hooks: app.reservationHooks },
        request.params.id, request.params.number, accessOf(request.query, request.principal, 'change'), request.body,
      );
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};

export default reservationCancelRoutes;
