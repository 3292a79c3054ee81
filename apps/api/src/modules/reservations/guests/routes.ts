// GET and PUT /api/v1/hotels/{id}/reservations/{number}/guests?email=|bypass_token= (spec part 2 §7.4).
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, ReservationGuestsView } from '@noren/core/domain';
import { accessOf } from '../schema.ts';
import { guestsBody, reservationParams, reservationQuery, type GuestsBody, type ReservationParams, type ReservationQuery } from './schema.ts';
import { getGuests, updateGuests } from './service.ts';

const reservationGuestRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: ReservationParams; Querystring: ReservationQuery; Reply: DataEnvelope<ReservationGuestsView> }>(
    '/hotels/:id/reservations/:number/guests',
    { schema: { params: reservationParams, querystring: reservationQuery } },
    async (request, reply) => {
      const data = await getGuests(app.db, app.clock, request.params.id, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.put<{ Params: ReservationParams; Querystring: ReservationQuery; Body: GuestsBody; Reply: DataEnvelope<ReservationGuestsView> }>(
    '/hotels/:id/reservations/:number/guests',
    { schema: { params: reservationParams, querystring: reservationQuery, body: guestsBody } },
    async (request, reply) => {
      const data = await updateGuests(app.db, app.clock, request.params.id, request.params.number, accessOf(request.query, request.principal, 'change'), request.body);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};

export default reservationGuestRoutes;
