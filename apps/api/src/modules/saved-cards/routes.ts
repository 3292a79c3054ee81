// GET /api/v1/hotels/{id}/memberships/credit_cards and DELETE .../credit_cards/{cardId} (spec part
// 2 §7.5). They need a signed-in member (Authorization: Bearer) of the hotel's brand: 401 (9401)
// without one, 403 (9403) for a member of another brand.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { requireMember } from '../../plugins/principal.ts';
import { findHotel, hotelNotFound, hotelRefParams } from '../hotels/index.ts';
import { deleteCard, listCards } from './service.ts';

/** The hotel and the signed-in member of its brand. */
async function memberAtHotel(db: Executor, request: FastifyRequest<{ Params: { id: string } }>): Promise<{ hotelId: number; memberId: number }> {
  const member = requireMember(request);
  const hotel = await findHotel(db, request.params.id);
  if (!hotel) throw hotelNotFound(request.params.id);
  if (hotel.brandId !== member.brandId) throw new NorenError(ErrorCode.forbidden, { message: 'This account belongs to another brand.' });
  return { hotelId: hotel.id, memberId: member.memberId };
}

const cardParams = {
  type: 'object',
  required: ['id', 'cardId'],
  properties: { id: hotelRefParams.properties.id, cardId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const savedCardRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/hotels/:id/memberships/credit_cards', { schema: { params: hotelRefParams } }, async (request, reply) => {
    const { hotelId, memberId } = await memberAtHotel(app.db, request);
    return reply.header('cache-control', 'no-store').send({ data: await listCards(app.db, hotelId, memberId) });
  });

  app.delete<{ Params: { id: string; cardId: number } }>('/hotels/:id/memberships/credit_cards/:cardId', { schema: { params: cardParams } }, async (request, reply) => {
    const { hotelId, memberId } = await memberAtHotel(app.db, request);
    await deleteCard(app.db, app.payments, hotelId, memberId, request.params.cardId);
    return reply.code(204).send();
  });
};

export default savedCardRoutes;
