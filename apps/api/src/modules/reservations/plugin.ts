// Every route of the reservation module, registered by app.ts under /api/v1 as one plugin:
// booking and reading (routes.ts), the member's and organisation's list, cancel, the receipt,
// update, guests and answers. The routes reach mail, uploads and subscriptions only through
// app.reservationHooks (hooks.ts), which app.ts wires.
import type { FastifyPluginAsync } from 'fastify';
import reservationCancelRoutes from './cancel/routes.ts';
import reservationGuestRoutes from './guests/routes.ts';
import userReservationRoutes from './lists/routes.ts';
import reservationQuestionRoutes from './questions/routes.ts';
import receiptRoutes from './receipts/routes.ts';
import bookingRoutes from './routes.ts';
import reservationUpdateRoutes from './update/routes.ts';

const reservationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(bookingRoutes);
  await app.register(userReservationRoutes);
  await app.register(reservationCancelRoutes);
  await app.register(receiptRoutes);
  await app.register(reservationUpdateRoutes);
  await app.register(reservationGuestRoutes);
  await app.register(reservationQuestionRoutes);
};

export default reservationRoutes;
