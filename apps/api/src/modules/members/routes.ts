// Member sessions (spec part 2 §7.2, §7.6): POST /hotels/{id}/memberships/sign_in and sign_out,
// GET /user/me and GET /hotels/{id}/memberships/program.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, MemberSignInRequest, SignInResult } from '@noren/core/domain';
import { bearerToken } from '../../plugins/principal.ts';
import { signInRouteConfig } from '../accounts/rate-limit.ts';
import { signInResultResponse } from '../accounts/schema.ts';
import { revokeSession } from '../accounts/sessions.ts';
import { hotelRefParams } from '../hotels/schema.ts';
import { memberSignInBody, programResponse, userMeQuery, userMeResponse, type UserMeQuery } from './schema.ts';
import { currentUser, membershipProgram, signInMember } from './service.ts';

const memberRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string }; Body: MemberSignInRequest; Reply: DataEnvelope<SignInResult> }>(
    '/hotels/:id/memberships/sign_in',
    { config: signInRouteConfig(app.config), schema: { params: hotelRefParams, body: memberSignInBody, response: { 200: signInResultResponse } } },
    async (request, reply) => {
      const result = await signInMember(app.db, app.clock, request.params.id, request.body.email, request.body.password);
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );

  // Logout always succeeds for the caller (part 1 §4): an unknown or already revoked bearer is 204 too.
  app.post<{ Params: { id: string } }>(
    '/hotels/:id/memberships/sign_out',
    { config: { optionalAuth: true }, schema: { params: hotelRefParams } },
    async (request, reply) => {
      if (request.principal) await revokeSession(app.db, app.clock, request.principal.sessionId);
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: UserMeQuery }>(
    '/user/me',
    { config: { optionalAuth: true }, schema: { querystring: userMeQuery, response: { 200: userMeResponse } } },
    async (request, reply) => {
      const body = await currentUser(app.db, {
        principal: request.principal,
        bearerRejected: request.bearerRejected,
        token: bearerToken(request.headers.authorization),
        oneTimeToken: request.headers['x-one-time-access-token'] !== undefined,
        hotelCode: request.query.hotel_code ?? request.query.code ?? null,
      });
      return reply.header('cache-control', 'no-store').send(body);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/hotels/:id/memberships/program',
    { schema: { params: hotelRefParams, response: { 200: programResponse } } },
    async (request, reply) => {
      const program = await membershipProgram(app.db, request.params.id, request.principal);
      return reply.header('cache-control', 'no-store').send({ data: program });
    },
  );
};

export default memberRoutes;
