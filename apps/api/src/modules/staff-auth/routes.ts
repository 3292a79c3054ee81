// The staff console's session: POST /api/v1/staff/sign_in (admin client session only),
// POST /api/v1/staff/sign_out, GET /api/v1/staff/me.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, StaffSignInRequest, StaffSignInResult, StaffUserView } from '@noren/core/domain';
import { requireStaff } from '../../plugins/principal.ts';
import { signInRouteConfig, revokeSession } from '../accounts/index.ts';
import { staffMeResponse, staffSignInBody, staffSignInResponse } from './schema.ts';
import { assertAdminClient, signInStaff, staffMe } from './service.ts';

const staffAuthRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: StaffSignInRequest; Reply: DataEnvelope<StaffSignInResult> }>(
    '/staff/sign_in',
    {
      config: signInRouteConfig(app.config),
      schema: { body: staffSignInBody, response: { 200: staffSignInResponse } },
      // Before the body is even validated: the wrong app learns nothing about the request.
      preValidation: async (request) => assertAdminClient(app.config, request.clientSession?.appKey),
    },
    async (request, reply) => {
      const result = await signInStaff(app.db, app.clock, request.body.email, request.body.password);
      return reply.header('cache-control', 'no-store').send({ data: result });
    },
  );

  app.post('/staff/sign_out', { config: { optionalAuth: true } }, async (request, reply) => {
    if (request.principal?.kind === 'staff') await revokeSession(app.db, app.clock, request.principal.sessionId);
    return reply.code(204).send();
  });

  app.get<{ Reply: DataEnvelope<StaffUserView> }>('/staff/me', { schema: { response: { 200: staffMeResponse } } }, async (request, reply) => {
    const staff = requireStaff(request);
    return reply.header('cache-control', 'no-store').send({ data: await staffMe(app.db, staff.staffUserId) });
  });
};

export default staffAuthRoutes;
