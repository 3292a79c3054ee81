// POST /api/v1/client_sessions: the one call besides health that needs no Client-Session.
import type { FastifyPluginAsync } from 'fastify';
import type { ClientSessionResponse, DataEnvelope } from '@noren/core/domain';
import { clientSessionResponse, createClientSessionBody, type CreateClientSessionBody } from './schema.ts';
import { createClientSession } from './service.ts';

const clientSessionRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: CreateClientSessionBody; Reply: DataEnvelope<ClientSessionResponse> }>(
    '/client_sessions',
    {
      config: { public: true },
      schema: { body: createClientSessionBody, response: { 201: clientSessionResponse } },
    },
    async (request, reply) => {
      const session = await createClientSession(app.db, app.clock, request.body.key, request.body.secret);
      return reply.code(201).send({ data: session });
    },
  );
};

export default clientSessionRoutes;
