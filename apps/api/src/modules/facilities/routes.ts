// GET /api/v1/hotel_brands/{brandId}/facilities: {brandId} is the brand's numeric id or its code.
// Takes hotel_codes (comma list), is_including_lowest_price and every search parameter of
// GET /hotels/{id}/rooms (same encoding) for the stay the lowest prices are for.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, FacilityListing } from '@noren/core/domain';
import { codeList, type RawQuery, codeListSchema, flag, searchQuery } from '../search/index.ts';
import { listFacilities } from './service.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const kidsCounts = (n: string) => ({ type: 'array', items: { type: 'object', properties: { code: str, [n]: int } } }) as const;

const facilitiesResponse = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          hotel_id: int, hotel_code: str, name: str, currency: str, time_zone: str,
          address: { type: 'object', properties: { post_code: str, full_address: str, country: str } },
          lowest_price: {
            type: ['object', 'null'],
            properties: { total_price: int, room_type_code: str, room_plan_code: str, mcp_total_price: { type: ['object', 'null'], properties: { cents: int } } },
          },
          search_params: {
            type: ['object', 'null'],
            properties: { rooms: { type: 'array', items: { type: 'object', properties: { adults: int, children: int, kids_age_range: kidsCounts('count'), kids_tiers: kidsCounts('children') } } } },
          },
        },
      },
    },
  },
} as const;

const facilitiesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { brandId: string }; Querystring: RawQuery; Reply: DataEnvelope<FacilityListing[]> }>(
    '/hotel_brands/:brandId/facilities',
    {
      schema: {
        params: { type: 'object', required: ['brandId'], properties: { brandId: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' } } },
        querystring: { ...searchQuery, properties: { ...searchQuery.properties, hotel_codes: codeListSchema, is_including_lowest_price: flag } },
        response: { 200: facilitiesResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const withPrice = q.is_including_lowest_price === true || q.is_including_lowest_price === 'true';
      return { data: await listFacilities(app.db, app.clock, request.params.brandId, q, codeList(q, 'hotel_codes') ?? null, withPrice, request.requestedLanguage) };
    },
  );
};

export default facilitiesRoutes;
