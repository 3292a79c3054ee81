// GET /api/v1/user/reservations?page=&status= (spec part 2 §7.4): upcoming (the default),
// completed, cancelled or lottery. 401 (9401) without a member or organisation sign-in.
import type { FastifyPluginAsync } from 'fastify';
import { requireGuestAccount } from '../../../plugins/principal.ts';
import { userReservations } from './service.ts';

const query = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    status: { type: 'string', enum: ['upcoming', 'completed', 'cancelled', 'lottery'], default: 'upcoming' },
  },
} as const;

interface Query {
  page: number;
  status: 'upcoming' | 'completed' | 'cancelled' | 'lottery';
}

const userReservationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>('/user/reservations', { schema: { querystring: query } }, async (request, reply) => {
    const principal = requireGuestAccount(request);
    const body = await userReservations(app.db, app.clock.now(), principal, request.query.status, request.query.page);
    return reply.header('cache-control', 'no-store').send(body);
  });
};

export default userReservationRoutes;
