// POST /api/v1/hotels/{code}/organization/sign_in (spec part 2 §7.6). Sign-out is the members'
// call: /hotels/{id}/memberships/sign_out revokes any bearer session.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, OrganisationSignInRequest, SignInResult } from '@noren/core/domain';
import { signInRouteConfig, signInResultResponse } from '../accounts/index.ts';
import { hotelRefParams } from '../hotels/index.ts';
import { organisationSignInBody } from './schema.ts';
import { signInOrganisationUser } from './service.ts';

const organisationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string }; Body: OrganisationSignInRequest; Reply: DataEnvelope<SignInResult> }>(
    '/hotels/:id/organization/sign_in',
    { config: signInRouteConfig(app.config), schema: { params: hotelRefParams, body: organisationSignInBody, response: { 200: signInResultResponse } } },
    async (request, reply) => {
      const result = await signInOrganisationUser(app.db, app.clock, request.params.id, request.body);
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );
};

export default organisationRoutes;
