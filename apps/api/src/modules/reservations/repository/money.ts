// The reservation's money records besides its own columns: the cancellation (fee, refund outcome),
// each update's settlement (reservation_updates), and each gateway refund (payment_refunds).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { paymentRefunds, reservationAlterations, reservationCancellations, reservations, reservationUpdates } from '../../../db/schema/index.ts';

// ---- Refunds -------------------------------------------------------------------------------------

/** Why money went back: the reason recorded with each refund. */
export type RefundReason = 'cancellation' | 'update';

export async function insertRefund(db: Executor, refund: { reservationId: number; gatewayPaymentId: string; amount: number; currency: string; reason: RefundReason; refundedAt: Date }): Promise<void> {
  await db.insert(paymentRefunds).values(refund);
}

/** Every gateway payment of a reservation that may hold captured money, newest first: each charged update's, then the booking's. */
export async function paymentsOf(db: Executor, reservationId: number): Promise<string[]> {
  const updates = await db.select({ paymentId: reservationUpdates.paymentId }).from(reservationUpdates)
    .where(sql`${reservationUpdates.reservationId} = ${reservationId} and ${reservationUpdates.settlement} = 'charged' and ${reservationUpdates.paymentId} is not null`)
    .orderBy(desc(reservationUpdates.id));
  const [r] = await db.select({ id: reservations.gatewayPaymentId }).from(reservations).where(eq(reservations.id, reservationId));
  return [...updates.map((u) => u.paymentId!), ...(r?.id ? [r.id] : [])];
}

// ---- Cancellation --------------------------------------------------------------------------------

export type NewCancellation = typeof reservationCancellations.$inferInsert;

export async function insertCancellation(tx: Executor, row: NewCancellation): Promise<number> {
  const [inserted] = await tx.insert(reservationCancellations).values(row).returning({ id: reservationCancellations.id });
  return inserted.id;
}

/** The refund after commit: done, or failed with the gateway's message (kept for staff). */
export async function recordCancellationRefund(db: Executor, cancellationId: number, outcome: { refundedAt: Date } | { error: string }): Promise<void> {
  const set = 'refundedAt' in outcome
    ? { refundStatus: 'refunded', refundedAt: outcome.refundedAt }
    : { refundStatus: 'failed', refundError: outcome.error.slice(0, 500) };
  await db.update(reservationCancellations).set(set).where(eq(reservationCancellations.id, cancellationId));
}

export interface CancellationFacts {
  fee: number;
  refundStatus: string;
  refundAmount: number;
  refundCurrency: string | null;
}

export async function findCancellation(db: Executor, reservationId: number): Promise<CancellationFacts | undefined> {
  const [row] = await db
    .select({ fee: reservationCancellations.fee, refundStatus: reservationCancellations.refundStatus, refundAmount: reservationCancellations.refundAmount, refundCurrency: reservationCancellations.refundCurrency })
    .from(reservationCancellations)
    .where(eq(reservationCancellations.reservationId, reservationId))
    .limit(1);
  return row;
}

/** Whether staff changed the reservation at the hotel: online changes then refer the guest to it. */
export async function staffAltered(db: Executor, reservationId: number): Promise<boolean> {
  const rows = await db.select({ id: reservationAlterations.id }).from(reservationAlterations).where(eq(reservationAlterations.reservationId, reservationId)).limit(1);
  return rows.length > 0;
}

// ---- Updates -------------------------------------------------------------------------------------

export type NewUpdateRecord = typeof reservationUpdates.$inferInsert;
export type UpdateRecordRow = typeof reservationUpdates.$inferSelect;

export async function insertUpdateRecord(tx: Executor, row: NewUpdateRecord): Promise<number> {
  const [inserted] = await tx.insert(reservationUpdates).values(row).returning({ id: reservationUpdates.id });
  return inserted.id;
}

/** How the update's difference was settled after commit: captured, refunded, or failed (kept for staff). */
export async function recordUpdateSettlement(
  db: Executor, updateId: number, outcome: { settledAt: Date; settlement?: 'refunded' } | { settlement: 'refund_failed'; error: string },
): Promise<void> {
  const set = 'error' in outcome ? { settlement: outcome.settlement, error: outcome.error.slice(0, 500) } : outcome;
  await db.update(reservationUpdates).set(set).where(eq(reservationUpdates.id, updateId));
}

/**
 * A captured increase the gateway refused after commit: the change stands and its difference
 * moves to what is paid at the hotel, in one transaction with the record of the failure.
 */
export async function recordChargeFailed(tx: Executor, reservationId: number, updateId: number, amount: number, error: string): Promise<void> {
  await tx.update(reservationUpdates).set({ settlement: 'charge_failed', error: error.slice(0, 500) }).where(eq(reservationUpdates.id, updateId));
  await tx.execute(sql`update reservations set charge_amount = greatest(0, charge_amount - ${amount}), remain_amount = remain_amount + ${amount} where id = ${reservationId}`);
}

/** The reservation's latest update (the one an update mail tells about). */
export async function latestUpdateId(db: Executor, reservationId: number): Promise<number | undefined> {
  const [u] = await db.select({ id: reservationUpdates.id }).from(reservationUpdates).where(eq(reservationUpdates.reservationId, reservationId)).orderBy(desc(reservationUpdates.id)).limit(1);
  return u?.id;
}

export async function findUpdateRecord(db: Executor, reservationId: number, updateId: number): Promise<UpdateRecordRow | undefined> {
  const [u] = await db.select().from(reservationUpdates).where(and(eq(reservationUpdates.id, updateId), eq(reservationUpdates.reservationId, reservationId))).limit(1);
  return u;
}
