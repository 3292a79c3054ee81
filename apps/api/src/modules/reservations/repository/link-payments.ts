// What the guest paid through pay links (modules/pay-links), kept on the reservation as one sum
// (link_paid_amount, minor units of the reservation's currency): it lowers the balance the guest's
// and staff's views show. A refund of a link takes its part back.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';

/** Adds `amount` (negative for a refund) to what links paid; never below 0. Returns whether the row exists. */
export async function addLinkPaid(tx: Executor, reservationId: number, amount: number, now: Date): Promise<boolean> {
  const result = await tx.execute(sql`update reservations set link_paid_amount = greatest(0, link_paid_amount + ${amount}), updated_at = ${now.toISOString()}::timestamptz
    where id = ${reservationId} returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
