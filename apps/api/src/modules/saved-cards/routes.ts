// GET /api/v1/hotels/{id}/memberships/credit_cards and DELETE .../credit_cards/{cardId} (spec part
// 2 §7.5). They need a signed-in member (Authorization: Bearer). Member sessions do not exist
// yet, so every call is refused with 401 (9401) until the member system supplies memberOf().
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorCode, NorenError } from '@noren/core/domain';
import { findHotel, hotelNotFound } from '../hotels/service.ts';
import { hotelRefParams } from '../hotels/schema.ts';
import { deleteCard, listCards } from './service.ts';

/** The member behind the bearer token; null until member sessions exist. */
async function memberOf(_request: FastifyRequest): Promise<string | null> {
  return null;
}

async function requireMember(request: FastifyRequest): Promise<string> {
  const member = await memberOf(request);
  if (member === null) throw new NorenError(ErrorCode.unauthorized, { message: 'Sign in as a member to see saved cards.' });
  return member;
}

const cardParams = {
  type: 'object',
  required: ['id', 'cardId'],
  properties: { id: hotelRefParams.properties.id, cardId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const savedCardRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/hotels/:id/memberships/credit_cards', { schema: { params: hotelRefParams } }, async (request, reply) => {
    const member = await requireMember(request);
    const hotel = await findHotel(app.db, request.params.id);
    if (!hotel) throw hotelNotFound(request.params.id);
    return reply.header('cache-control', 'no-store').send({ data: await listCards(app.db, hotel.id, member) });
  });

  app.delete<{ Params: { id: string; cardId: number } }>('/hotels/:id/memberships/credit_cards/:cardId', { schema: { params: cardParams } }, async (request, reply) => {
    const member = await requireMember(request);
    const hotel = await findHotel(app.db, request.params.id);
    if (!hotel) throw hotelNotFound(request.params.id);
    await deleteCard(app.db, app.payments, hotel.id, member, request.params.cardId);
    return reply.code(204).send();
  });
};

export default savedCardRoutes;
