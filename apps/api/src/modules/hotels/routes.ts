// GET /api/v1/hotels/{id}: hotel info with its address; {id} is the numeric id or the code.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, HotelInfo } from '@noren/core/domain';
import { hotelInfoResponse, hotelRefParams, localeQuery, type HotelRefParams, type LocaleQuery } from './schema.ts';
import { getHotelInfo } from './service.ts';

const hotelsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: HotelRefParams; Querystring: LocaleQuery; Reply: DataEnvelope<HotelInfo> }>(
    '/hotels/:id',
    { schema: { params: hotelRefParams, querystring: localeQuery, response: { 200: hotelInfoResponse } } },
    async (request) => ({ data: await getHotelInfo(app.db, request.params.id, request.requestedLanguage) }),
  );
};

export default hotelsRoutes;
