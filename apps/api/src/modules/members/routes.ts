// Member sessions (spec part 2 §7.2, §7.6): POST /hotels/{id}/memberships/sign_in and sign_out,
// GET /user/me, GET /hotels/{id}/memberships/program, and sign-up: POST .../memberships/sign_up,
// confirm and resend_confirmation.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, MemberConfirmRequest, MemberSignInRequest, MemberSignUpRequest, SignInResult } from '@noren/core/domain';
import { kickSender } from '../../mail/hooks.ts';
import { bearerToken } from '../../plugins/principal.ts';
import { signInRouteConfig, signInResultResponse, revokeSession } from '../accounts/index.ts';
import { hotelRefParams } from '../hotels/index.ts';
import {
  memberConfirmBody, memberSignInBody, memberSignUpBody, programResponse, resendConfirmationBody, signUpResponse, userMeQuery, userMeResponse, type UserMeQuery,
} from './schema.ts';
import { currentUser, membershipProgram, signInMember } from './service.ts';
import { confirmMember, resendConfirmation, signUpMember } from './sign-up.ts';

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

  // Sign-up, confirmation and resending share the sign-in limit: each costs argon2 work or a mail.
  // Links in mail are made absolute with NOREN_PUBLIC_URL (config.publicUrl), like every other mail link.
  const { publicUrl } = app.config;
  app.post<{ Params: { id: string }; Body: MemberSignUpRequest }>(
    '/hotels/:id/memberships/sign_up',
    { config: signInRouteConfig(app.config), schema: { params: hotelRefParams, body: memberSignUpBody, response: { 201: signUpResponse } } },
    async (request, reply) => {
      const result = await signUpMember(app.db, app.clock, { hotelRef: request.params.id, body: request.body, requestedLanguage: request.requestedLanguage, publicUrl });
      kickSender(app);
      return reply.code(201).header('cache-control', 'no-store').send({ data: result });
    },
  );

  app.post<{ Params: { id: string }; Body: MemberConfirmRequest; Reply: DataEnvelope<SignInResult> }>(
    '/hotels/:id/memberships/confirm',
    { config: signInRouteConfig(app.config), schema: { params: hotelRefParams, body: memberConfirmBody, response: { 200: signInResultResponse } } },
    async (request, reply) => {
      const result = await confirmMember(app.db, app.clock, request.params.id, request.body.confirmation_token);
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );

  app.post<{ Params: { id: string }; Body: { email: string } }>(
    '/hotels/:id/memberships/resend_confirmation',
    { config: signInRouteConfig(app.config), schema: { params: hotelRefParams, body: resendConfirmationBody } },
    async (request, reply) => {
      await resendConfirmation(app.db, app.clock, request.params.id, request.body.email, publicUrl);
      kickSender(app);
      return reply.code(204).send();
    },
  );
};

export default memberRoutes;
