// What other modules call: queue a reservation's mail inside their transaction, and wake the
// sender after commit. The reservations module calls enqueueConfirmationMail(app.db, app, id)
// right after commit (or with its transaction inside it), then kickSender(app). `app` is the
// MailContext: the clock, and the settings the unsubscribe link of a subscribed guest needs.
import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import type { Translations } from '@noren/core/domain';
import type { Executor } from '../db/database.ts';
import { reservationCancellations, reservationUpdates } from '../db/schema/index.ts';
import { translated } from '../modules/hotels/translate.ts';
import { findReservation, loadGraph } from '../modules/reservations/repository.ts';
import { enqueueMail, sendDueMail } from './outbox.ts';
import { renderReservationMail, type MailKind } from './templates.ts';
import { transportFromEnv } from './transport.ts';
import { listUnsubscribeHeaders, unsubscribeUrlFor, type MailContext } from './unsubscribe.ts';

export async function enqueueReservationMail(tx: Executor, ctx: MailContext, kind: MailKind, reservationId: number): Promise<void> {
  const found = await tx.execute(sql`select r.hotel_id, h.brand_id, b.name as brand_name, b.translations as brand_translations
    from reservations r join hotels h on h.id = r.hotel_id join hotel_brands b on b.id = h.brand_id where r.id = ${reservationId}`);
  const [hotelRow] = (found as unknown as { rows: Array<{ hotel_id: number; brand_id: number; brand_name: string; brand_translations: Translations<'name'> | null }> }).rows;
  if (!hotelRow) return;
  const row = await findReservation(tx, { hotelId: hotelRow.hotel_id, id: reservationId });
  if (!row) return;
  const g = await loadGraph(tx, row);
  const hotelName = translated(g.hotel.translations, 'hotel_name', row.language, g.hotel.book_languages as never, g.hotel.name);
  let facts;
  if (kind === 'cancellation') {
    const [c] = await tx.select().from(reservationCancellations).where(eq(reservationCancellations.reservationId, reservationId)).limit(1);
    facts = c ? { fee: c.fee, refund: c.refundAmount, refundCurrency: c.refundCurrency ?? row.chargeCurrency } : undefined;
  }
  let update;
  let dedupeKey = `${kind}:${reservationId}`;
  if (kind === 'update') {
    // One mail per update: the latest update row of the reservation, named in the key.
    const [u] = await tx.select().from(reservationUpdates).where(eq(reservationUpdates.reservationId, reservationId)).orderBy(desc(reservationUpdates.id)).limit(1);
    if (u) {
      const settlement = u.settlement === 'charged' ? 'charge' : u.settlement === 'none' ? 'none' : 'refund';
      update = { difference: u.priceDifference, settlement, amount: u.amount, currency: u.currency } as const;
      dedupeKey = `update:${reservationId}:${u.id}`;
    }
  }
  const unsubscribeUrl = await unsubscribeUrlFor(tx, ctx, { brandId: hotelRow.brand_id, email: row.email });
  const marketing = unsubscribeUrl
    ? { brand: translated(hotelRow.brand_translations ?? {}, 'name', row.language, g.hotel.book_languages as never, hotelRow.brand_name), unsubscribeUrl }
    : undefined;
  const mail = renderReservationMail(kind, g, hotelName, facts, update, marketing);
  const headers = unsubscribeUrl ? listUnsubscribeHeaders(unsubscribeUrl) : undefined;
  await enqueueMail(tx, ctx.clock, { kind, reservationId, language: row.language, to: row.email, ...mail, headers, dedupeKey });
}

/** The booking confirmation, queued once per reservation however often it is called. */
export const enqueueConfirmationMail = (db: Executor, ctx: MailContext, reservationId: number): Promise<void> =>
  enqueueReservationMail(db, ctx, 'booking_confirmation', reservationId);

/** Sends due mail in the background; errors are logged, never thrown to the caller. */
export function kickSender(app: FastifyInstance): void {
  void sendDueMail(app.db, app.clock, transportFromEnv(), app.log).catch((error: unknown) => app.log.warn({ err: error }, 'mail sender failed'));
}
