// GET /api/v1/hotels/{id}/extras.
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope, ExtraListing } from '@noren/core/domain';
import { hotelRefParams } from '../hotels/index.ts';
import { date } from '../search/index.ts';
import { listExtras } from './service.ts';

const int = { type: 'integer' } as const;
const nint = { type: ['integer', 'null'] } as const;
const str = { type: 'string' } as const;
const strings = { type: 'array', items: str } as const;

const extrasResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['extra_id', 'extra_type', 'booking_available_dates', 'prices', 'min_quantity', 'max_quantity', 'stock'],
        properties: {
          extra_id: int, code: str, extra_type: str, name: str, description: str, price: nint, price_with_tax: nint, tax_rate_bp: int,
          stock: nint, min_quantity: int, max_quantity: int, booking_available_dates: strings,
          prices: { type: 'array', items: { type: 'object', properties: { date: str, price: int, price_with_tax: int } } },
          inclusive_plan_codes: strings,
        },
      },
    },
  },
} as const;

const extrasRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Querystring: { checkin?: string; checkout?: string }; Reply: DataEnvelope<ExtraListing[]> }>(
    '/hotels/:id/extras',
    {
      schema: {
        params: hotelRefParams,
        querystring: { type: 'object', properties: { checkin: date, checkout: date, locale: { type: 'string', maxLength: 35 } } },
        response: { 200: extrasResponse },
      },
    },
    async (request) => ({ data: await listExtras(app.db, app.clock, request.params.id, request.query, request.requestedLanguage) }),
  );
};

export default extrasRoutes;
