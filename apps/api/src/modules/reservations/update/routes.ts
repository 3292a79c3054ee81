// GET (what may change and until when) and PUT (a quote, or the confirmed change)
// /api/v1/hotels/{id}/reservations/{number}/update_settings (spec part 2 §7.4). Query email or
// bypass_token, as GET of the reservation.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, UpdateQuote, UpdateRequest, UpdateResult, UpdateSettingsView } from '@noren/core/domain';
import { accessOf } from '../schema.ts';
import { reservationParams, reservationQuery, updateBody, type ReservationParams, type ReservationQuery } from './schema.ts';
import { updateReservation, updateSettings } from './service.ts';

const reservationUpdateRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: ReservationParams; Querystring: ReservationQuery; Reply: DataEnvelope<UpdateSettingsView> }>(
    '/hotels/:id/reservations/:number/update_settings',
    { schema: { params: reservationParams, querystring: reservationQuery } },
    async (request, reply) => {
      const data = await updateSettings(app.db, app.clock, request.params.id, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.put<{ Params: ReservationParams; Querystring: ReservationQuery; Body: UpdateRequest; Reply: DataEnvelope<UpdateQuote | UpdateResult> }>(
    '/hotels/:id/reservations/:number/update_settings',
    { schema: { params: reservationParams, querystring: reservationQuery, body: updateBody } },
    async (request, reply) => {
      const data = await updateReservation(
        { db: app.db, clock: app.clock, payments: app.payments, hooks: app.reservationHooks },
        request.params.id, request.params.number, accessOf(request.query, request.principal, 'change'), request.body,
      );
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};

export default reservationUpdateRoutes;
