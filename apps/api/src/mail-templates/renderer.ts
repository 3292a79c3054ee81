// The renderer floor, above the modules: what each kind of outbox row says, read through the
// modules' indexes when the sender (or the staff console) renders it, never inside the transaction
// that queued it. What a reservation mail says is read now: the reservation, its cancellation or
// the update the row names, and whether the guest still subscribes to the brand's news (the
// unsubscribe link and headers). app.ts hands mailRenderer(app) to the outbox floor (mail/) as
// app.mailRenderer; mail/ stores the render with the row and sends it. Nothing below imports this.
import { sql } from 'drizzle-orm';
import type { Language, Translations } from '@noren/core/domain';
import { findHotelById, translated } from '../modules/hotels/index.ts';
import { kioskLookupUrl } from '../kiosk-lookup.ts';
import { reservationForMail } from '../modules/reservations/index.ts';
import type { MailRenderer, OutboxRow, RenderedRow as Rendered } from '../mail/rendered.ts';
import { renderMemberConfirmationMail, renderReservationMail, type MailKind } from './templates.ts';
import { readPayLinkFacts, renderPayLinkMail } from './pay-link-mail.ts';
import { renderKioskReceiptRow } from './kiosk-receipt-mail.ts';
import { listUnsubscribeHeaders, unsubscribeUrlFor, type MailContext } from './unsubscribe.ts';

const RESERVATION_KINDS: readonly string[] = ['booking_confirmation', 'cancellation', 'update'] satisfies MailKind[];

/** The renderer of the app's outbox rows (app.ts: app.mailRenderer). */
export function mailRenderer(ctx: MailContext): MailRenderer {
  return (row) => renderRow(ctx, row);
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
  // members/sign-up.ts queues who it goes to with the link (only the token's hash stays with the member).
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
