// The one write of a reservation's status and payment status. It checks the transition tables of
// core/domain before touching the database (an illegal edge is a bug in the caller) and writes
// with `WHERE status = from AND payment_status = from`, so of two callers racing on the same
// reservation (the expiry job and the guest's return from 3-D Secure, two cancels) one wins and
// the other finds zero rows: a refused transition, which the services map to their answer.
import { canMoveReservation, canTransition, type PaymentStatus, type ReservationStatus } from '@noren/core/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';

/** A reservation's status with its payment's (null while no payment was recorded). */
export interface StatusPair {
  status: ReservationStatus;
  payment: PaymentStatus | null;
}

/** What the payment columns become with the move; left out, they are kept. */
export interface StatusExtras {
  gatewayPaymentId?: string | null;
  paymentExpiresAt?: Date | null;
}

/**
 * A status move that did not happen. `illegal`: the tables have no such edge (nothing was
 * written); `stale`: the reservation was no longer in `from` (someone else moved it first).
 */
export class StatusTransitionRefused extends Error {
  constructor(
    readonly reservationId: number,
    readonly from: StatusPair,
    readonly to: StatusPair,
    readonly reason: 'illegal' | 'stale',
  ) {
    super(`reservation ${reservationId}: ${reason} status move ${describe(from)} -> ${describe(to)}`);
    this.name = 'StatusTransitionRefused';
  }
}

const describe = (p: StatusPair) => `${p.status}/${p.payment ?? 'none'}`;

/** Whether core/domain's tables allow the move: each part either stays or moves along an edge, and something moves. */
export function isLegalMove(from: StatusPair, to: StatusPair): boolean {
  const statusMoves = from.status !== to.status;
  const paymentMoves = from.payment !== to.payment;
  if (!statusMoves && !paymentMoves) return false;
  if (statusMoves && !canMoveReservation(from.status, to.status)) return false;
  return !paymentMoves || (to.payment !== null && canTransition(from.payment, to.payment));
}

/**
 * Moves reservation `id` from `from` to `to` (and sets the payment columns given), stamping
 * updated_at with `now`. Throws StatusTransitionRefused, before any query when the edge is
 * illegal, and after the conditional update when zero rows matched.
 */
export async function moveStatus(tx: Executor, id: number, from: StatusPair, to: StatusPair, now: Date, extras: StatusExtras = {}): Promise<void> {
  if (!isLegalMove(from, to)) throw new StatusTransitionRefused(id, from, to, 'illegal');
  const gateway = 'gatewayPaymentId' in extras ? sql`, gateway_payment_id = ${extras.gatewayPaymentId ?? null}` : sql``;
  const expires = 'paymentExpiresAt' in extras ? sql`, payment_expires_at = ${extras.paymentExpiresAt?.toISOString() ?? null}::timestamptz` : sql``;
  const result = await tx.execute(sql`update reservations set status = ${to.status}, payment_status = ${to.payment}${gateway}${expires},
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${id} and status = ${from.status} and payment_status is not distinct from ${from.payment}::text returning id`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw new StatusTransitionRefused(id, from, to, 'stale');
}

/** Runs a status move and answers whether it happened: for callers to whom losing a race is no error. */
export async function movedStatus(move: Promise<void>): Promise<boolean> {
  try {
    await move;
    return true;
  } catch (error) {
    if (error instanceof StatusTransitionRefused && error.reason === 'stale') return false;
    throw error;
  }
}
