// GET (what may change and until when) and PUT (a quote, or the confirmed change)
// /api/v1/hotels/{id}/reservations/{number}/update_settings (spec part 2 §7.4). Query email or
// bypass_token, as GET of the reservation.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { UpdateCall, UpdateSettingsCall } from '@noren/core/contract';
import { kickSender } from '../../../mail/hooks.ts';
import { accessOf } from '../access-of.ts';
import { updateReservation, updateSettings } from './service.ts';

const reservationUpdateRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/hotels/:id/reservations/:number/update_settings',
    { schema: UpdateSettingsCall },
    async (request, reply) => {
      const data = await updateSettings(app.db, app.clock, request.params.id, request.params.number, accessOf(request.query, request.principal, 'read'));
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.put(
    '/hotels/:id/reservations/:number/update_settings',
    { schema: UpdateCall },
    async (request, reply) => {
      const data = await updateReservation(
        { db: app.db, clock: app.clock, payments: app.payments, hooks: app.reservationHooks },
        request.params.id, request.params.number, accessOf(request.query, request.principal, 'change'), request.body,
      );
      // The update mail was queued in the update's transaction; this only wakes the sender.
      kickSender(app);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
};

export default reservationUpdateRoutes;
