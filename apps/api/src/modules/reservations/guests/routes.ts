// GET and PUT /api/v1/hotels/{id}/reservations/{number}/guests?email=|bypass_token= (spec part 2 §7.4).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { GuestsCall, UpdateGuestsCall } from '@noren/core/contract';
import { accessOf } from '../access-of.ts';
import { getGuests, updateGuests } from './service.ts';

const reservationGuestRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hotels/:id/reservations/:number/guests',
    { schema: GuestsCall },
    async (request, reply) => {
      const data = await getGuests(app.db, app.clock, request.params.id, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.put(
    '/hotels/:id/reservations/:number/guests',
    { schema: UpdateGuestsCall },
    async (request, reply) => {
      const data = await updateGuests(app.db, app.clock, request.params.id, request.params.number, accessOf(request.query, request.principal, 'change'), request.body);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};

export default reservationGuestRoutes;
