// The pay_links and pay_link_payments tables: the only code that writes them. Functions take the
// database or a transaction and never open one; the services decide what commits together.
// Every status write goes through moveLinkStatus, which checks the domain's transition table and
// writes `WHERE status = from`, so of two callers racing only one moves the row.
import { canMovePayLink, type PayLinkStatus } from '@noren/core/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotelBrands, hotels, payLinkPayments, payLinks, reservations, type StoredPayLinkStatus } from '../../db/schema/index.ts';

export type PayLinkRow = typeof payLinks.$inferSelect;
export type NewPayLink = typeof payLinks.$inferInsert;

/** A link with what its views need of its hotel, brand and reservation. */
export interface PayLinkRecord extends PayLinkRow {
  hotelCode: string;
  hotelName: string;
  hotelTranslations: unknown;
  bookLanguages: string[];
  brandId: number;
  encryptedQr: boolean;
  reservationNumber: string | null;
  gateway: { tokenization_url: string; public_key: string; accepted_card_brands: string[] };
}

const RECORD = {
  link: payLinks,
  hotelCode: hotels.code,
  hotelName: hotels.name,
  hotelTranslations: hotels.translations,
  bookLanguages: hotels.bookLanguages,
  brandId: hotels.brandId,
  encryptedQr: hotelBrands.encryptedQrCodeEnabled,
  reservationNumber: reservations.reservationNumber,
  gateway: hotels.paymentGatewaySetting,
};

type Joined = { link: PayLinkRow; hotelCode: string; hotelName: string; hotelTranslations: unknown; bookLanguages: unknown; brandId: number; encryptedQr: boolean; reservationNumber: string | null; gateway: PayLinkRecord['gateway'] };
const flat = (r: Joined): PayLinkRecord => ({
  ...r.link, hotelCode: r.hotelCode, hotelName: r.hotelName, hotelTranslations: r.hotelTranslations, bookLanguages: (r.bookLanguages ?? []) as string[], brandId: r.brandId,
  encryptedQr: r.encryptedQr, reservationNumber: r.reservationNumber, gateway: r.gateway,
});

function selectRecords(db: Executor, where: SQL | undefined) {
  return db.select(RECORD).from(payLinks)
    .innerJoin(hotels, eq(hotels.id, payLinks.hotelId))
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .leftJoin(reservations, eq(reservations.id, payLinks.reservationId))
    .where(where);
}

export async function findByNumber(db: Executor, paymentNumber: string): Promise<PayLinkRecord | undefined> {
  const [row] = await selectRecords(db, eq(payLinks.paymentNumber, paymentNumber)).limit(1);
  return row ? flat(row as Joined) : undefined;
}

export async function findById(db: Executor, id: number): Promise<PayLinkRecord | undefined> {
  const [row] = await selectRecords(db, eq(payLinks.id, id)).limit(1);
  return row ? flat(row as Joined) : undefined;
}

/** The row locked for the rest of `tx` (a refund, an edit): callers racing wait their turn. */
export async function lockLink(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`select id from pay_links where id = ${id} for update`);
}

export interface ListFilter {
  hotelId: number;
  status?: PayLinkStatus;
  q?: string;
  now: Date;
  page: number;
  perPage: number;
}

function listWhere(f: ListFilter): SQL | undefined {
  const parts: SQL[] = [eq(payLinks.hotelId, f.hotelId)];
  const now = f.now.toISOString();
  if (f.status === 'expired') parts.push(sql`${payLinks.status} = 'open' and ${payLinks.dueAt} <= ${now}::timestamptz`);
  else if (f.status === 'open') parts.push(sql`${payLinks.status} = 'open' and ${payLinks.dueAt} > ${now}::timestamptz`);
  else if (f.status) parts.push(eq(payLinks.status, f.status));
  const q = f.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(payLinks.subject, like), ilike(payLinks.paymentNumber, like), ilike(reservations.reservationNumber, like), ilike(payLinks.recipientEmail, like))!);
  }
  return and(...parts);
}

export async function listPage(db: Executor, f: ListFilter): Promise<{ rows: PayLinkRecord[]; total: number }> {
  const where = listWhere(f);
  const [{ n }] = await db.select({ n: count() }).from(payLinks).leftJoin(reservations, eq(reservations.id, payLinks.reservationId)).where(where);
  const rows = await selectRecords(db, where).orderBy(desc(payLinks.createdAt), desc(payLinks.id)).limit(f.perPage).offset((f.page - 1) * f.perPage);
  return { rows: rows.map((r) => flat(r as Joined)), total: Number(n) };
}

export async function insertLink(tx: Executor, row: NewPayLink): Promise<number> {
  const [inserted] = await tx.insert(payLinks).values(row).returning({ id: payLinks.id });
  return inserted.id;
}

/** Open links of a reservation (balance ones only when `kind` says so). */
export async function openLinksOf(db: Executor, reservationId: number, kind?: 'balance'): Promise<PayLinkRow[]> {
  return db.select().from(payLinks).where(and(eq(payLinks.reservationId, reservationId), eq(payLinks.status, 'open'), kind ? eq(payLinks.kind, kind) : undefined));
}

export class LinkMoveRefused extends Error {
  constructor(readonly from: StoredPayLinkStatus, readonly to: PayLinkStatus, readonly reason: 'illegal' | 'stale') {
    super(`pay link ${from} -> ${to} refused (${reason})`);
  }
}

/**
 * Moves a link from `from` to `to` with `set`, refusing an edge the domain table forbids before
 * touching the database; zero rows (another caller moved it first) is a LinkMoveRefused 'stale'.
 * `open` moves only while the link is not past due at `now` and no payment is being captured,
 * except the capture's own move to paid (`capturing` names the claim that may).
 */
export async function moveLinkStatus(
  tx: Executor, id: number, from: StoredPayLinkStatus, to: StoredPayLinkStatus, now: Date,
  set: Partial<NewPayLink> = {}, opts: { capturing?: string; ignoreDue?: boolean } = {},
): Promise<void> {
  if (!canMovePayLink(from, to)) throw new LinkMoveRefused(from, to, 'illegal');
  const conditions: SQL[] = [eq(payLinks.id, id), eq(payLinks.status, from)];
  if (from === 'open') {
    if (!opts.ignoreDue) conditions.push(sql`${payLinks.dueAt} > ${now.toISOString()}::timestamptz`);
    conditions.push(opts.capturing ? eq(payLinks.capturingPaymentId, opts.capturing) : sql`${payLinks.capturingPaymentId} is null`);
  }
  const moved = await tx.update(payLinks).set({ ...set, status: to, updatedAt: now }).where(and(...conditions)).returning({ id: payLinks.id });
  if (moved.length === 0) throw new LinkMoveRefused(from, to, 'stale');
}

/** Changes an open link's fields (staff edit) while it is open, unexpired and not being paid. */
export async function updateOpenLink(tx: Executor, id: number, now: Date, set: Partial<NewPayLink>): Promise<boolean> {
  const moved = await tx.update(payLinks).set({ ...set, updatedAt: now })
    .where(and(eq(payLinks.id, id), eq(payLinks.status, 'open'), sql`${payLinks.dueAt} > ${now.toISOString()}::timestamptz`, sql`${payLinks.capturingPaymentId} is null`))
    .returning({ id: payLinks.id });
  return moved.length > 0;
}

/**
 * Claims the one capture of an open, unexpired link for `paymentId`: true for exactly one of any
 * number of racing callers (the conditional update serialises them on the row). The claim is dated:
 * one older than its lease is a dead process's, which the sweep takes over (leaseStaleClaims).
 */
export async function claimCapture(tx: Executor, id: number, paymentId: string, amount: number, now: Date): Promise<boolean> {
  const claimed = await tx.update(payLinks).set({ capturingPaymentId: paymentId, captureClaimedAt: now, updatedAt: now })
    // The amount authorised must still be the link's (staff may have edited it meanwhile).
    .where(and(eq(payLinks.id, id), eq(payLinks.status, 'open'), eq(payLinks.amount, amount), sql`${payLinks.dueAt} > ${now.toISOString()}::timestamptz`, sql`${payLinks.capturingPaymentId} is null`))
    .returning({ id: payLinks.id });
  return claimed.length > 0;
}

/** Gives a claim back (its payment was voided or failed): the link is open for another payment. */
export async function releaseCapture(tx: Executor, id: number, paymentId: string, now: Date): Promise<void> {
  await tx.update(payLinks).set({ capturingPaymentId: null, captureClaimedAt: null, updatedAt: now }).where(and(eq(payLinks.id, id), eq(payLinks.capturingPaymentId, paymentId)));
}

/**
 * Takes up to `limit` claims made at or before `cutoff` (their process died between the claim and
 * the record) for the sweep: each is dated `now` again, so no other process takes it for another
 * lease, and no lock is held across the gateway call. Rows another transaction holds are skipped.
 */
export async function leaseStaleClaims(tx: Executor, cutoff: Date, now: Date, limit: number): Promise<Array<{ id: number; paymentId: string }>> {
  const rows = await tx.select({ id: payLinks.id, paymentId: payLinks.capturingPaymentId }).from(payLinks)
    .where(and(sql`${payLinks.capturingPaymentId} is not null`, lte(payLinks.captureClaimedAt, cutoff)))
    .orderBy(asc(payLinks.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (rows.length > 0) await tx.update(payLinks).set({ captureClaimedAt: now }).where(inArray(payLinks.id, rows.map((r) => r.id)));
  return rows.map((r) => ({ id: r.id, paymentId: r.paymentId! }));
}

/** The link a reservation update reissued this one as. */
export async function setReplacedBy(tx: Executor, id: number, by: number): Promise<void> {
  await tx.update(payLinks).set({ replacedById: by }).where(eq(payLinks.id, id));
}

// ---- Payments asked for a link ----------------------------------------------------------------------

export type LinkPaymentStatus = 'pending' | 'captured' | 'voided' | 'failed';

/**
 * Records a payment attempt under its idempotency key before the gateway is asked, so a process
 * that dies before it hears the answer leaves a row the sweep resolves with findByIdempotencyKey.
 * The same key twice (a double tap: one token, one authorisation) is one row.
 */
export async function recordAttempt(db: Executor, payLinkId: number, idempotencyKey: string, now: Date): Promise<void> {
  await db.insert(payLinkPayments).values({ payLinkId, idempotencyKey, status: 'pending', createdAt: now, updatedAt: now }).onConflictDoNothing();
}

/**
 * Writes the gateway's payment id on the attempt of `idempotencyKey`, once: a twin's second write
 * changes nothing. An attempt the sweep closed because the gateway had never seen its key (the
 * process died before asking) is pending again: the same request retried has now been seen.
 */
export async function attachGatewayPayment(db: Executor, idempotencyKey: string, gatewayPaymentId: string, now: Date): Promise<void> {
  await db.update(payLinkPayments).set({ gatewayPaymentId, status: 'pending', updatedAt: now })
    .where(and(eq(payLinkPayments.idempotencyKey, idempotencyKey), isNull(payLinkPayments.gatewayPaymentId)));
}

export async function findLinkPayment(db: Executor, payLinkId: number, gatewayPaymentId: string) {
  const [row] = await db.select().from(payLinkPayments).where(and(eq(payLinkPayments.payLinkId, payLinkId), eq(payLinkPayments.gatewayPaymentId, gatewayPaymentId))).limit(1);
  return row;
}

/**
 * Records the capture of a pending payment; false when it is not pending. Nothing records a payment
 * voided or failed before the gateway said so (settlePendingPayment), so a payment the gateway
 * captured is still pending here, and a captured one is never overwritten.
 */
export async function markCaptured(db: Executor, gatewayPaymentId: string, now: Date): Promise<boolean> {
  const rows = await db.update(payLinkPayments).set({ status: 'captured', updatedAt: now, sweepLeaseUntil: null })
    .where(and(eq(payLinkPayments.gatewayPaymentId, gatewayPaymentId), eq(payLinkPayments.status, 'pending')))
    .returning({ id: payLinkPayments.id });
  return rows.length > 0;
}

/** Payments of a link still pending (authorised or challenged), to be voided once the link cannot take them. */
export async function pendingPaymentsOf(db: Executor, payLinkId: number): Promise<string[]> {
  // An attempt the gateway has not answered yet has no id: its process voids it (the link no longer
  // takes it), or the sweep finds it by its key.
  const rows = await db.select({ id: payLinkPayments.gatewayPaymentId }).from(payLinkPayments)
    .where(and(eq(payLinkPayments.payLinkId, payLinkId), eq(payLinkPayments.status, 'pending'), isNotNull(payLinkPayments.gatewayPaymentId)));
  return rows.map((r) => r.id!);
}

export interface StaleAttempt {
  id: number;
  payLinkId: number;
  /** Null: the gateway was asked and its answer never recorded (find it by the key). */
  gatewayPaymentId: string | null;
  idempotencyKey: string | null;
}

/**
 * Takes up to `limit` payments for the sweep (sweep.ts): pending since before `cutoff`, or, never
 * answered by the gateway, since before `unansweredCutoff`. Each gets a lease until `leaseUntil`,
 * so no other process takes it meanwhile, and no lock is held across the gateway call. Skipped:
 * rows another transaction holds (SKIP LOCKED), rows leased by a process still within its lease,
 * and the payment a capture has claimed (the claim's own lease decides: leaseStaleClaims).
 */
export async function leaseStalePayments(tx: Executor, cutoff: { answered: Date; unanswered: Date }, now: Date, leaseUntil: Date, limit: number): Promise<StaleAttempt[]> {
  const rows = await tx
    .select({ id: payLinkPayments.id, payLinkId: payLinkPayments.payLinkId, gatewayPaymentId: payLinkPayments.gatewayPaymentId, idempotencyKey: payLinkPayments.idempotencyKey })
    .from(payLinkPayments)
    .innerJoin(payLinks, eq(payLinks.id, payLinkPayments.payLinkId))
    .where(and(
      eq(payLinkPayments.status, 'pending'),
      or(
        and(isNotNull(payLinkPayments.gatewayPaymentId), lte(payLinkPayments.createdAt, cutoff.answered)),
        and(isNull(payLinkPayments.gatewayPaymentId), lte(payLinkPayments.createdAt, cutoff.unanswered)),
      ),
      or(isNull(payLinkPayments.sweepLeaseUntil), lte(payLinkPayments.sweepLeaseUntil, now)),
      or(isNull(payLinkPayments.gatewayPaymentId), sql`${payLinks.capturingPaymentId} is distinct from ${payLinkPayments.gatewayPaymentId}`),
    ))
    .orderBy(asc(payLinkPayments.id))
    .limit(limit)
    .for('update', { of: payLinkPayments, skipLocked: true });
  if (rows.length > 0) await tx.update(payLinkPayments).set({ sweepLeaseUntil: leaseUntil }).where(inArray(payLinkPayments.id, rows.map((r) => r.id)));
  return rows;
}

/**
 * Records how a pending payment ended, as the gateway said (cancelled: voided; failed), unless
 * another caller recorded it first (a capture): the write is conditional on the row being pending.
 */
export async function settlePendingPayment(db: Executor, gatewayPaymentId: string, status: Exclude<LinkPaymentStatus, 'pending' | 'captured'>, now: Date): Promise<boolean> {
  const rows = await db.update(payLinkPayments).set({ status, updatedAt: now, sweepLeaseUntil: null })
    .where(and(eq(payLinkPayments.gatewayPaymentId, gatewayPaymentId), eq(payLinkPayments.status, 'pending')))
    .returning({ id: payLinkPayments.id });
  return rows.length > 0;
}

/** An attempt the gateway never saw (its key unknown there): failed, while still pending and unanswered. */
export async function settleUnansweredAttempt(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(payLinkPayments).set({ status: 'failed', updatedAt: now, sweepLeaseUntil: null })
    .where(and(eq(payLinkPayments.id, id), eq(payLinkPayments.status, 'pending'), isNull(payLinkPayments.gatewayPaymentId)))
    .returning({ id: payLinkPayments.id });
  return rows.length > 0;
}
