// GET /api/v1/hotels/{id}/memberships/credit_cards and DELETE .../credit_cards/{cardId} (spec part
// 2 §7.5). They need a signed-in member (Authorization: Bearer) of the hotel's brand: 401 (9401)
// without one, 403 (9403) for a member of another brand.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DeleteSavedCardCall, ListSavedCardsCall } from '@noren/core/contract';
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { requireMember } from '../../plugins/principal.ts';
import { findHotel, hotelNotFound } from '../hotels/index.ts';
import { deleteCard, listCards } from './service.ts';

/** The hotel and the signed-in member of its brand. */
async function memberAtHotel(db: Executor, request: FastifyRequest, hotelRef: string): Promise<{ hotelId: number; memberId: number }> {
  const member = requireMember(request);
  const hotel = await findHotel(db, hotelRef);
  if (!hotel) throw hotelNotFound(hotelRef);
  if (hotel.brandId !== member.brandId) throw new NorenError(ErrorCode.forbidden, { message: 'This account belongs to another brand.' });
  return { hotelId: hotel.id, memberId: member.memberId };
}

const savedCardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/hotels/:id/memberships/credit_cards', { schema: ListSavedCardsCall }, async (request, reply) => {
    const { hotelId, memberId } = await memberAtHotel(app.db, request, request.params.id);
    return reply.header('cache-control', 'no-store').send({ data: await listCards(app.db, hotelId, memberId) });
  });

  app.delete('/hotels/:id/memberships/credit_cards/:cardId', { schema: DeleteSavedCardCall }, async (request, reply) => {
    const { hotelId, memberId } = await memberAtHotel(app.db, request, request.params.id);
    await deleteCard(app.db, app.payments, hotelId, memberId, request.params.cardId);
    return reply.code(204).send(null); // Fastify sends a 204 with no body and no content-type
  });
};

export default savedCardRoutes;
