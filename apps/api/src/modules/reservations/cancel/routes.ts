// GET (the fee now, for the screen) and PUT (cancel) /api/v1/hotels/{id}/reservations/{number}/cancel
// (spec part 2 §7.4). Query email or bypass_token, as GET of the reservation.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { CancelCall, CancelPreviewCall } from '@noren/core/contract';
import { kickSender } from '../../../mail/hooks.ts';
import { accessOf } from '../access-of.ts';
import { cancelReservation, previewCancel } from './service.ts';

const reservationCancelRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hotels/:id/reservations/:number/cancel',
    { schema: CancelPreviewCall },
    async (request, reply) => {
      const data = await previewCancel(app.db, app.clock, request.params.id, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.put(
    '/hotels/:id/reservations/:number/cancel',
    { schema: CancelCall },
    async (request, reply) => {
      const data = await cancelReservation(
        { db: app.db, clock: app.clock, payments: app.payments, hooks: app.reservationHooks },
        request.params.id, request.params.number, accessOf(request.query, request.principal, 'change'), request.body,
      );
      // The cancellation mail was queued in the cancel's transaction; this only wakes the sender.
      kickSender(app);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};

export default reservationCancelRoutes;
