// Ends 3-D Secure challenges nobody answered and the bookings waiting on them (spec part 1 §4:
// cancelled after 15 minutes, rooms released). Reads app.clock, so tests move a ManualClock and
// call this directly. The reservations are settled by the reservation module
// (settleExpiredPayments), with the hooks app.ts wired: a payment that did go through queues its
// confirmation mail.
import type { FastifyInstance } from 'fastify';
import { settleExpiredPayments } from '../modules/reservations/index.ts';

export interface ExpiryReport {
  challenges: number;
  reservations: number;
}

export async function expirePendingPayments(app: FastifyInstance): Promise<ExpiryReport> {
  const challenges = (await app.payments.expireChallenges?.()) ?? [];
  const reservations = await settleExpiredPayments({ db: app.db, clock: app.clock, gateway: app.payments, hooks: app.reservationHooks, log: app.log });
  return { challenges: challenges.length, reservations };
}
