// The staff console's session: POST /api/v1/staff/sign_in (admin client session only),
// POST /api/v1/staff/sign_out, GET /api/v1/staff/me.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { StaffMeCall, StaffSignInCall, StaffSignOutCall } from '@noren/core/contract';
import { requireStaff } from '../../plugins/principal.ts';
import { revokeSession, signInRouteConfig } from '../accounts/index.ts';
import { assertAdminClient, signInStaff, staffMe } from './service.ts';

const staffAuthRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/staff/sign_in',
    {
      config: signInRouteConfig(app.config),
      schema: StaffSignInCall,
      // Before the body is even validated: the wrong app learns nothing about the request.
      preValidation: async (request) => assertAdminClient(app.config, request.clientSession?.appKey),
    },
    async (request, reply) => {
      const result = await signInStaff(app.db, app.clock, request.body.email, request.body.password, app.config.argon2);
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );

  app.post('/staff/sign_out', { config: { optionalAuth: true }, schema: StaffSignOutCall }, async (request, reply) => {
    if (request.principal?.kind === 'staff') await revokeSession(app.db, app.clock, request.principal.sessionId);
    return reply.code(204).send(null); // Fastify sends a 204 with no body and no content-type
  });

  app.get('/staff/me', { schema: StaffMeCall }, async (request, reply) => {
    const staff = requireStaff(request);
    return reply.header('cache-control', 'no-store').send({ data: await staffMe(app.db, staff.staffUserId) });
  });
};

export default staffAuthRoutes;
