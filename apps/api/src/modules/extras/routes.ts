// GET /api/v1/hotels/{id}/extras.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ListExtrasCall } from '@noren/core/contract';
import { listExtras } from './service.ts';

const extrasRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hotels/:id/extras',
    { schema: ListExtrasCall },
    async (request) => ({ data: await listExtras(app.db, app.clock, request.params.id, request.query, request.requestedLanguage) }),
  );
};

export default extrasRoutes;
