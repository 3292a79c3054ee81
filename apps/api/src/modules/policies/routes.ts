// GET /api/v1/hotels/{id}/cancellation_policies and /cancellation_policies/{policyId}.
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, NorenError, type DataEnvelope } from '@noren/core/domain';
import { findHotel, hotelNotFound, hotelRefParams } from '../hotels/index.ts';
import { loadPolicies } from './repository.ts';
import { languageFor, policyView, type PolicyView } from './service.ts';
import { policySchema } from './schema.ts';

const policiesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Reply: DataEnvelope<PolicyView[]> }>(
    '/hotels/:id/cancellation_policies',
    { schema: { params: hotelRefParams, response: { 200: { type: 'object', properties: { data: { type: 'array', items: policySchema } } } } } },
    async (request) => {
      const hotel = await findHotel(app.db, request.params.id);
      if (!hotel) throw hotelNotFound(request.params.id);
      const language = languageFor(hotel, request.requestedLanguage);
      return { data: (await loadPolicies(app.db, hotel.id)).map((p) => policyView(p, hotel, language)) };
    },
  );

  app.get<{ Params: { id: string; policyId: number }; Reply: DataEnvelope<PolicyView> }>(
    '/hotels/:id/cancellation_policies/:policyId',
    {
      schema: {
        params: { type: 'object', required: ['id', 'policyId'], properties: { ...hotelRefParams.properties, policyId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
        response: { 200: { type: 'object', properties: { data: policySchema } } },
      },
    },
    async (request) => {
      const hotel = await findHotel(app.db, request.params.id);
      if (!hotel) throw hotelNotFound(request.params.id);
      const [row] = await loadPolicies(app.db, hotel.id, request.params.policyId);
      if (!row) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'cancellation_policy', id: request.params.policyId } });
      return { data: policyView(row, hotel, languageFor(hotel, request.requestedLanguage)) };
    },
  );
};

export default policiesRoutes;
