// Member sessions (spec part 2 §7.2, §7.6): POST /hotels/{id}/memberships/sign_in and sign_out,
// GET /user/me, GET /hotels/{id}/memberships/program, and sign-up: POST .../memberships/sign_up,
// confirm and resend_confirmation.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  MemberConfirmCall, MemberSignInCall, MemberSignOutCall, MemberSignUpCall, MembershipProgramCall, ResendConfirmationCall, UserMeCall,
} from '@noren/core/contract';
import { kickSender } from '../../mail/hooks.ts';
import { bearerToken } from '../../plugins/principal.ts';
import { revokeSession, signInRouteConfig } from '../accounts/index.ts';
import { currentUser, membershipProgram, signInMember } from './service.ts';
import { confirmMember, resendConfirmation, signUpMember } from './sign-up.ts';

const memberRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/hotels/:id/memberships/sign_in',
    { config: signInRouteConfig(app.config), schema: MemberSignInCall },
    async (request, reply) => {
      const result = await signInMember(app.db, app.clock, request.params.id, request.body.email, request.body.password, app.config.argon2);
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );

  // Logout always succeeds for the caller (part 1 §4): an unknown or already revoked bearer is 204 too.
  app.post(
    '/hotels/:id/memberships/sign_out',
    { config: { optionalAuth: true }, schema: MemberSignOutCall },
    async (request, reply) => {
      if (request.principal) await revokeSession(app.db, app.clock, request.principal.sessionId);
      return reply.code(204).send(null); // Fastify sends a 204 with no body and no content-type
    },
  );

  app.get(
    '/user/me',
    { config: { optionalAuth: true }, schema: UserMeCall },
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

  app.get(
    '/hotels/:id/memberships/program',
    { schema: MembershipProgramCall },
    async (request, reply) => {
      const program = await membershipProgram(app.db, request.params.id, request.principal);
      return reply.header('cache-control', 'no-store').send({ data: program });
    },
  );

  // Sign-up, confirmation and resending share the sign-in limit: each costs argon2 work or a mail.
  // Links in mail are made absolute with NOREN_PUBLIC_URL (config.publicUrl), like every other mail link.
  const { publicUrl } = app.config;
  app.post(
    '/hotels/:id/memberships/sign_up',
    { config: signInRouteConfig(app.config), schema: MemberSignUpCall },
    async (request, reply) => {
      const result = await signUpMember(app.db, app.clock, { hotelRef: request.params.id, body: request.body, requestedLanguage: request.requestedLanguage, publicUrl, argon2: app.config.argon2 });
      kickSender(app);
      return reply.code(201).header('cache-control', 'no-store').send({ data: result });
    },
  );

  app.post(
    '/hotels/:id/memberships/confirm',
    { config: signInRouteConfig(app.config), schema: MemberConfirmCall },
    async (request, reply) => {
      const result = await confirmMember(app.db, app.clock, request.params.id, request.body.confirmation_token);
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );

  app.post(
    '/hotels/:id/memberships/resend_confirmation',
    { config: signInRouteConfig(app.config), schema: ResendConfirmationCall },
    async (request, reply) => {
      await resendConfirmation(app.db, app.clock, request.params.id, request.body.email, publicUrl);
      kickSender(app);
      return reply.code(204).send(null); // Fastify sends a 204 with no body and no content-type
    },
  );
};

export default memberRoutes;
