// GET /api/v1/hotel_brands/{brandId}/facilities: {brandId} is the brand's numeric id or its code.
// Takes hotel_codes (comma list), is_including_lowest_price and every search parameter of
// GET /hotels/{id}/rooms (same encoding) for the stay the lowest prices are for.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { FacilitiesCall } from '@noren/core/contract';
import { codeList } from '../search/index.ts';
import { listFacilities } from './service.ts';

const facilitiesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hotel_brands/:brandId/facilities',
    { schema: FacilitiesCall },
    async (request) => {
      const q = request.query;
      // Coerced to a boolean by the query schema.
      const withPrice = q.is_including_lowest_price === true;
      return { data: await listFacilities(app.db, app.clock, request.params.brandId, q, codeList(q, 'hotel_codes') ?? null, withPrice, request.requestedLanguage) };
    },
  );
};

export default facilitiesRoutes;
