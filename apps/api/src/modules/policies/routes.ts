// GET /api/v1/hotels/{id}/cancellation_policies and /cancellation_policies/{policyId}.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ListPoliciesCall, PolicyCall } from '@noren/core/contract';
import { ErrorCode, NorenError } from '@noren/core/domain';
import { findHotel, hotelNotFound } from '../hotels/index.ts';
import { loadPolicies } from './repository.ts';
import { languageFor, policyView } from './service.ts';

const policiesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hotels/:id/cancellation_policies',
    { schema: ListPoliciesCall },
    async (request) => {
      const hotel = await findHotel(app.db, request.params.id);
      if (!hotel) throw hotelNotFound(request.params.id);
      const language = languageFor(hotel, request.requestedLanguage);
      return { data: (await loadPolicies(app.db, hotel.id)).map((p) => policyView(p, hotel, language)) };
    },
  );

  app.get(
    '/hotels/:id/cancellation_policies/:policyId',
    { schema: PolicyCall },
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
