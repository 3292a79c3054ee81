// The one read the receipt adds to the reservation's graph: what a cancellation kept and refunded.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { reservationCancellations } from '../../db/schema/index.ts';

export interface CancellationFacts {
  fee: number;
  refundStatus: string;
  refundAmount: number;
}

export async function findCancellation(db: Executor, reservationId: number): Promise<CancellationFacts | undefined> {
  const [row] = await db
    .select({ fee: reservationCancellations.fee, refundStatus: reservationCancellations.refundStatus, refundAmount: reservationCancellations.refundAmount })
    .from(reservationCancellations)
    .where(eq(reservationCancellations.reservationId, reservationId))
    .limit(1);
  return row;
}
