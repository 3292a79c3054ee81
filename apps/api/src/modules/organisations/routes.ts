// POST /api/v1/hotels/{code}/organization/sign_in (spec part 2 §7.6). Sign-out is the members'
// call: /hotels/{id}/memberships/sign_out revokes any bearer session.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { OrganisationSignInCall } from '@noren/core/contract';
import { signInRouteConfig } from '../accounts/index.ts';
import { signInOrganisationUser } from './service.ts';

const organisationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/hotels/:id/organization/sign_in',
    { config: signInRouteConfig(app.config), schema: OrganisationSignInCall },
    async (request, reply) => {
      const result = await signInOrganisationUser(app.db, app.clock, request.params.id, request.body, app.config.argon2);
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );
};

export default organisationRoutes;
