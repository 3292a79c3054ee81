// GET /api/v1/hotels/{id}: hotel info with its address; {id} is the numeric id or the code.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HotelInfoCall } from '@noren/core/contract';
import { getHotelInfo } from './service.ts';

const hotelsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/hotels/:id', { schema: HotelInfoCall }, async (request) => ({ data: await getHotelInfo(app.db, request.params.id, request.requestedLanguage) }));
};

export default hotelsRoutes;
