// Rendering an outbox row, done by the sender (and by the staff console for a row it shows before
// the sender got to it), never inside the transaction that queued it. What a reservation mail says
// is read now: the reservation, its cancellation or the update the row names, and whether the guest
// still subscribes to the brand's news (the unsubscribe link and headers). The first render is
// stored with the row (only if no one stored one meanwhile), and the stored one is what is sent.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language, Translations } from '@noren/core/domain';
import { mailOutbox } from '../db/schema/index.ts';
import { findHotelById, translated } from '../modules/hotels/index.ts';
import { kioskLookupUrl } from '../kiosk-lookup.ts';
import { reservationForMail } from '../modules/reservations/index.ts';
import { renderMemberConfirmationMail, renderReservationMail, type MailKind, type RenderedMail } from './templates.ts';
import type { OutgoingMail } from './transport.ts';
import { readPayLinkFacts, renderPayLinkMail } from './pay-link-mail.ts';
import { renderKioskReceiptRow } from './kiosk-receipt-mail.ts';
import { listUnsubscribeHeaders, unsubscribeUrlFor, type MailContext } from './unsubscribe.ts';

/** The columns of mail_outbox the sender reads, as the database returns them. */
export interface OutboxRow {
  id: number;
  kind: string;
  reservation_id: number | null;
  language: string;
  payload: Record<string, unknown> | null;
  to_address: string | null;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  headers: Record<string, string> | null;
  rendered_at: Date | string | null;
}

const RESERVATION_KINDS: readonly string[] = ['booking_confirmation', 'cancellation', 'update'] satisfies MailKind[];

type Rendered = RenderedMail & { to: string; headers: Record<string, string> };

const asOutgoing = (m: { to: string; subject: string; text: string; html: string; headers: Record<string, string> | null }): OutgoingMail => {
  const headers = m.headers ?? {};
  return { to: m.to, subject: m.subject, text: m.text, html: m.html, ...(Object.keys(headers).length > 0 && { headers }) };
};

/** The row's mail: the stored one, or rendered now and stored. Null when what it was about is gone. */
export async function ensureRendered(ctx: MailContext, row: OutboxRow): Promise<OutgoingMail | null> {
  if (row.rendered_at !== null && row.to_address !== null && row.subject !== null && row.text_body !== null && row.html_body !== null) {
    return asOutgoing({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, headers: row.headers });
  }
  const mail = await renderRow(ctx, row);
  if (!mail) return null;
  const stored = await ctx.db
    .update(mailOutbox)
    .set({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, headers: mail.headers, renderedAt: ctx.clock.now() })
    .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.renderedAt)))
    .returning({ id: mailOutbox.id });
  if (stored.length > 0) return asOutgoing(mail);
  // Another sender (or the console) stored its render first: send that one, so what was shown is what goes.
  const [first] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
  if (!first?.toAddress || !first.subject || first.textBody === null || first.htmlBody === null) return null;
  return asOutgoing({ to: first.toAddress, subject: first.subject, text: first.textBody, html: first.htmlBody, headers: first.headers });
}

function renderRow(ctx: MailContext, row: OutboxRow): Promise<Rendered | null> {
  if (RESERVATION_KINDS.includes(row.kind)) return renderReservationRow(ctx, row);
  if (row.kind === 'member_confirmation') return renderMemberRow(ctx, row);
  if (row.kind === 'pay_link') return Promise.resolve(renderPayLinkRow(ctx, row));
  if (row.kind === 'kiosk_receipt') return renderKioskReceiptRow(ctx, row);
  throw new Error(`no template for mail kind ${row.kind}`);
}

async function renderReservationRow(ctx: MailContext, row: OutboxRow): Promise<Rendered | null> {
  const db = ctx.db;
  if (row.reservation_id === null) return null;
  const reservationId = row.reservation_id;
  const updateId = Number(row.payload?.updateId);
  // In the language the mail was queued in (the reservation's at the time).
  const found = await reservationForMail(db, reservationId, { language: row.language, updateId: Number.isInteger(updateId) ? updateId : null });
  if (!found) return null;
  const { view, bookLanguages } = found;
  const language = view.language;
  const brandRows = await db.execute(sql`select h.brand_id, b.name as brand_name, b.translations as brand_translations
    from hotels h join hotel_brands b on b.id = h.brand_id where h.id = ${view.hotel.id}`);
  const [brand] = (brandRows as unknown as { rows: Array<{ brand_id: number; brand_name: string; brand_translations: Translations<'name'> | null }> }).rows;
  if (!brand) return null;
  const facts = row.kind === 'cancellation' ? found.cancellation ?? undefined : undefined;
  const update = row.kind === 'update' ? found.update ?? undefined : undefined;
  const unsubscribeUrl = await unsubscribeUrlFor(db, ctx, { brandId: brand.brand_id, email: view.guest.email });
  const marketing = unsubscribeUrl
    ? { brand: translated(brand.brand_translations ?? {}, 'name', language, bookLanguages, brand.brand_name), unsubscribeUrl }
    : undefined;
  // The confirmation carries the kiosk code (its QR an inline image), while the stay stands.
  const kioskCode = row.kind === 'booking_confirmation' && view.status !== 'cancelled'
    ? { lookupUrl: await kioskLookupUrl(db, ctx.config, { id: reservationId, hotelId: view.hotel.id }) }
    : undefined;
  const mail = renderReservationMail(ctx.config.localesDir, row.kind as MailKind, view, view.hotel.name, facts, update, marketing, kioskCode);
  return { ...mail, to: view.guest.email, headers: unsubscribeUrl ? listUnsubscribeHeaders(unsubscribeUrl) : {} };
}

async function renderMemberRow(ctx: MailContext, row: OutboxRow): Promise<Rendered | null> {
  const db = ctx.db;
  // members/sign-up.ts queues who it goes to with the link: mail/ does not read members.
  const { hotelId, link, to, name, brand } = (row.payload ?? {}) as { hotelId?: number; link?: string; to?: string; name?: string; brand?: string };
  if (typeof hotelId !== 'number' || typeof link !== 'string' || typeof to !== 'string' || typeof name !== 'string' || typeof brand !== 'string') return null;
  const hotel = await findHotelById(db, hotelId);
  if (!hotel) return null;
  const hotelName = translated(hotel.translations, 'hotel_name', row.language as Language, hotel.bookLanguages, hotel.name);
  const mail = renderMemberConfirmationMail(ctx.config.localesDir, { language: row.language, name, brand, hotelName, link });
  return { ...mail, to, headers: {} };
}

/** modules/pay-links queues the link's facts and its recipient with the row. */
function renderPayLinkRow(ctx: MailContext, row: OutboxRow): Rendered | null {
  const facts = readPayLinkFacts(row.payload);
  if (!facts) return null;
  return { ...renderPayLinkMail(ctx.config.localesDir, row.language, facts, ctx.config.publicUrl), to: facts.to, headers: {} };
}

/** Renders (and stores) a mail not rendered yet, by id: the staff console shows its text before the sender ran. */
export async function renderStored(ctx: MailContext, id: number): Promise<void> {
  const [m] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!m || m.renderedAt !== null) return;
  await ensureRendered(ctx, {
    id: m.id, kind: m.kind, reservation_id: m.reservationId, language: m.language, payload: m.payload, to_address: m.toAddress, subject: m.subject,
    text_body: m.textBody, html_body: m.htmlBody, headers: m.headers, rendered_at: m.renderedAt,
  });
}
