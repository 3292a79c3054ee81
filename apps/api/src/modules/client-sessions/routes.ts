// POST /api/v1/client_sessions: the one call besides health that needs no Client-Session.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { CreateClientSessionCall } from '@noren/core/contract';
import { createClientSession } from './service.ts';

const clientSessionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/client_sessions',
    { config: { public: true }, schema: CreateClientSessionCall },
    async (request, reply) => {
      const session = await createClientSession(app.db, app.clock, request.body.key, request.body.secret, app.config.argon2);
      return reply.code(201).send({ data: session });
    },
  );
};

export default clientSessionRoutes;
