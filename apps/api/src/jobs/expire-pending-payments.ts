// Ends 3-D Secure challenges nobody answered and the bookings waiting on them (spec part 1 §4:
// cancelled after 15 minutes, rooms released). Reads app.clock, so tests move a ManualClock and
// call this directly. Each reservation is settled from the gateway's status: a guest who passed
// the challenge but never came back still gets the booking they paid for.
import type { FastifyInstance } from 'fastify';
import { expiredPending, settlePending } from '../modules/reservations/payment/pending.ts';

export interface ExpiryReport {
  challenges: number;
  reservations: number;
}

export async function expirePendingPayments(app: FastifyInstance): Promise<ExpiryReport> {
  const challenges = (await app.payments.expireChallenges?.()) ?? [];
  const rows = await expiredPending(app.db, app.clock.now());
  let reservations = 0;
  for (const row of rows) {
    try {
      await settlePending(app.db, app.clock, app.payments, row, true);
      reservations += 1;
    } catch (error) {
      // One reservation the gateway cannot answer for must not stop the others; the next run retries it.
      app.log.error({ err: error, reservation: row.reservationNumber }, 'could not end a pending payment');
    }
  }
  return { challenges: challenges.length, reservations };
}
