// The sandbox's tables. Every change of a payment is one conditional update on its current status,
// so two requests racing (two captures, a capture and a void, two answers to one challenge) leave
// exactly one winner; the loser finds no row and reads the payment again to explain why.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { sandboxPaymentEvents, sandboxPayments, sandboxTokens } from '../../db/schema/index.ts';

export type TokenRow = typeof sandboxTokens.$inferSelect;
export type PaymentRow = typeof sandboxPayments.$inferSelect;
export type EventRow = typeof sandboxPaymentEvents.$inferSelect;

import type { SandboxStatus } from './wire.ts';
export type { SandboxStatus };

export async function insertToken(db: Executor, row: typeof sandboxTokens.$inferInsert): Promise<void> {
  await db.insert(sandboxTokens).values(row);
}

export async function findToken(db: Executor, id: string): Promise<TokenRow | undefined> {
  const rows = await db.select().from(sandboxTokens).where(and(eq(sandboxTokens.id, id), isNull(sandboxTokens.deletedAt))).limit(1);
  return rows[0];
}

/** Spends a single-use token; false when it was already spent. */
export async function spendToken(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(sandboxTokens)
    .set({ usedAt: at })
    .where(and(eq(sandboxTokens.id, id), isNull(sandboxTokens.usedAt), eq(sandboxTokens.reusable, false)))
    .returning({ id: sandboxTokens.id });
  return rows.length === 1;
}

export async function findSavedCard(db: Executor, customer: string, fingerprint: string): Promise<TokenRow | undefined> {
  const rows = await db
    .select()
    .from(sandboxTokens)
    .where(and(eq(sandboxTokens.customer, customer), eq(sandboxTokens.fingerprint, fingerprint), eq(sandboxTokens.reusable, true), isNull(sandboxTokens.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function listSavedCards(db: Executor, customer: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(sandboxTokens)
    .where(and(eq(sandboxTokens.customer, customer), eq(sandboxTokens.reusable, true), isNull(sandboxTokens.deletedAt)))
    .orderBy(asc(sandboxTokens.createdAt), asc(sandboxTokens.id));
}

export async function deleteSavedCard(db: Executor, id: string, customer: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(sandboxTokens)
    .set({ deletedAt: at })
    .where(and(eq(sandboxTokens.id, id), eq(sandboxTokens.customer, customer), eq(sandboxTokens.reusable, true), isNull(sandboxTokens.deletedAt)))
    .returning({ id: sandboxTokens.id });
  return rows.length === 1;
}

/** Inserts the payment unless its idempotency key is taken; undefined when it was. */
export async function insertPayment(db: Executor, row: typeof sandboxPayments.$inferInsert): Promise<PaymentRow | undefined> {
  const rows = await db.insert(sandboxPayments).values(row).onConflictDoNothing({ target: sandboxPayments.idempotencyKey }).returning();
  return rows[0];
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
  return rows[0];
}

export async function findPaymentByIdempotencyKey(db: Executor, key: string): Promise<PaymentRow | undefined> {
  const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, key)).limit(1);
  return rows[0];
}

/** Moves the payment from one of `from` to `changes.status`; undefined when it was no longer in `from`. */
export async function transition(
  db: Executor,
  id: string,
  from: readonly SandboxStatus[],
  changes: Partial<Pick<PaymentRow, 'status' | 'amountCaptured' | 'failureReason'>> & { updatedAt: Date },
  extra?: { challengeOpenAt?: Date; maxCapture?: number },
): Promise<PaymentRow | undefined> {
  const conditions = [eq(sandboxPayments.id, id), inArray(sandboxPayments.status, [...from])];
  if (extra?.challengeOpenAt) conditions.push(sql`${sandboxPayments.challengeExpiresAt} > ${extra.challengeOpenAt.toISOString()}::timestamptz`);
  if (extra?.maxCapture !== undefined) conditions.push(sql`${sandboxPayments.amount} >= ${extra.maxCapture}`);
  const rows = await db.update(sandboxPayments).set(changes).where(and(...conditions)).returning();
  return rows[0];
}

/** Adds a refund when it fits in what was captured and not yet refunded; a full refund ends the payment. */
export async function addRefund(db: Executor, id: string, amount: number, at: Date): Promise<PaymentRow | undefined> {
  const rows = await db
    .update(sandboxPayments)
    .set({
      amountRefunded: sql`${sandboxPayments.amountRefunded} + ${amount}`,
      status: sql`case when ${sandboxPayments.amountRefunded} + ${amount} = ${sandboxPayments.amountCaptured} then 'refunded' else 'captured' end`,
      updatedAt: at,
    })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'captured'), sql`${sandboxPayments.amountRefunded} + ${amount} <= ${sandboxPayments.amountCaptured}`))
    .returning();
  return rows[0];
}

/** Counts a wrong one-time code; the third one fails the payment. */
export async function addChallengeAttempt(db: Executor, id: string, maxAttempts: number, at: Date): Promise<PaymentRow | undefined> {
  const rows = await db
    .update(sandboxPayments)
    .set({
      challengeAttempts: sql`${sandboxPayments.challengeAttempts} + 1`,
      status: sql`case when ${sandboxPayments.challengeAttempts} + 1 >= ${maxAttempts} then 'failed' else 'requires_3ds' end`,
      failureReason: sql`case when ${sandboxPayments.challengeAttempts} + 1 >= ${maxAttempts} then 'three_d_secure_failed' else null end`,
      updatedAt: at,
    })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'requires_3ds'), sql`${sandboxPayments.challengeExpiresAt} > ${at.toISOString()}::timestamptz`))
    .returning();
  return rows[0];
}

/** Ends every challenge whose window has closed; returns the payments it ended. */
export async function expireChallenges(db: Executor, now: Date): Promise<PaymentRow[]> {
  return db
    .update(sandboxPayments)
    .set({ status: 'expired', failureReason: 'three_d_secure_expired', updatedAt: now })
    .where(and(eq(sandboxPayments.status, 'requires_3ds'), lte(sandboxPayments.challengeExpiresAt, now)))
    .returning();
}

export async function insertEvent(db: Executor, event: typeof sandboxPaymentEvents.$inferInsert): Promise<void> {
  await db.insert(sandboxPaymentEvents).values(event);
}

export async function listEvents(db: Executor, paymentId: string): Promise<EventRow[]> {
  return db.select().from(sandboxPaymentEvents).where(eq(sandboxPaymentEvents.paymentId, paymentId)).orderBy(asc(sandboxPaymentEvents.id));
}

/** The token of a payment, spent or deleted alike (a payment keeps showing its card). */
export async function findTokenAnyState(db: Executor, id: string): Promise<TokenRow | undefined> {
  const rows = await db.select().from(sandboxTokens).where(eq(sandboxTokens.id, id)).limit(1);
  return rows[0];
}
