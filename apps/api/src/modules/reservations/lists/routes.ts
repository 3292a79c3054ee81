// GET /api/v1/user/reservations?page=&status= (spec part 2 §7.4): upcoming (the default),
// completed, cancelled or lottery. 401 (9401) without a member or organisation sign-in.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { UserReservationsCall } from '@noren/core/contract';
import { requireGuestAccount } from '../../../plugins/principal.ts';
import { userReservations } from './service.ts';

const userReservationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/user/reservations', { schema: UserReservationsCall }, async (request, reply) => {
    const principal = requireGuestAccount(request);
    const body = await userReservations(app.db, app.clock.now(), principal, request.query.status, request.query.page, app.reservationHooks.reads.masksGuestNames);
    return reply.header('cache-control', 'no-store').send(body);
  });
};

export default userReservationRoutes;
