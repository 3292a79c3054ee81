// The facility staff console (issue #7; the spec shows no staff screens, so paths and rules are
// Noren's own): a hotel's reservations, one reservation as the guest sees it, its receipt, and the
// hotel's mail outbox. The routes check the caller first (routes.ts staffHotel): a staff session
// whose brand owns the hotel and that works there (its hotel null = every hotel of the brand).
//
// The reservations themselves (the list, one reservation, its receipt from the check-in date) are
// the reservation module's (modules/reservations/index.ts, staff/service.ts); this module checks
// the staff member and the filters, and pages.
import {
  ErrorCode, invalidField, NorenError, compareDates, isIsoDate,
  type StaffOutboxMail, type StaffOutboxPage, type StaffOutboxRow, type StaffReservationPage, type ReservationView,
} from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import type { HotelRow } from '../hotels/index.ts';
import {
  hotelReservationPage, staffReceipt as staffReceiptOf, staffReservationView, type HotelReservationFilter, type ReceiptDeps, type ReceiptFile,
} from '../reservations/index.ts';
import { renderStored, type RenderContext } from '../../mail/rendered.ts';
import { countOutbox, findOutboxMail, listOutbox } from './repository.ts';
import type { StaffOutboxListQuery as OutboxListQuery, StaffReservationListQuery as ReservationListQuery, StaffReceiptQuery } from '@noren/core/contract';

export const STAFF_PAGE_SIZE = 20;


const pages = (total: number) => Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
const sliceOf = (page: number) => ({ limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE });

function checkedDate(value: string | undefined, field: string): string | null {
  if (value === undefined || value === '') return null;
  if (!isIsoDate(value)) throw invalidField(field, 'invalid_date');
  return value;
}

export async function reservationPage(db: Executor, hotel: HotelRow, query: ReservationListQuery): Promise<StaffReservationPage> {
  const filter: HotelReservationFilter = {
    q: query.q?.trim() || null,
    checkinFrom: checkedDate(query.checkin_from, 'checkin_from'),
    checkinTo: checkedDate(query.checkin_to, 'checkin_to'),
    status: query.status ?? null,
  };
  if (filter.checkinFrom && filter.checkinTo && compareDates(filter.checkinFrom, filter.checkinTo) > 0) throw invalidField('checkin_to', 'before_checkin_from');
  const page = query.page ?? 1;
  const { rows, total } = await hotelReservationPage(db, hotel.id, filter, { size: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE });
  return { data: rows, page, total_pages: pages(total), total_entries: total };
}

export async function reservationDetail(db: Executor, hotel: HotelRow, number: string): Promise<ReservationView> {
  return staffReservationView(db, hotel.id, number);
}

export function staffReceipt(deps: ReceiptDeps, hotel: HotelRow, number: string, query: StaffReceiptQuery): Promise<ReceiptFile> {
  return staffReceiptOf(deps, hotel.id, number, query);
}

export async function outboxPage(ctx: RenderContext, hotel: HotelRow, query: OutboxListQuery): Promise<StaffOutboxPage> {
  const page = query.page ?? 1;
  const status = query.status ?? null;
  const total = await countOutbox(ctx.db, hotel.id, status);
  const list = () => (total > (page - 1) * STAFF_PAGE_SIZE ? listOutbox(ctx.db, hotel.id, status, sliceOf(page)) : Promise.resolve([]));
  let data = await list();
  if (await renderUnrendered(ctx, data)) data = await list();
  return { data: data.map(unrenderedShown), page, total_pages: pages(total), total_entries: total };
}

/** Another hotel's mail is the same 404 as no mail: its existence is not this staff's business. */
export async function outboxMail(ctx: RenderContext, hotel: HotelRow, mailId: number): Promise<StaffOutboxMail> {
  let mail = await findOutboxMail(ctx.db, hotel.id, mailId);
  if (mail && (await renderUnrendered(ctx, [mail]))) mail = await findOutboxMail(ctx.db, hotel.id, mailId);
  if (!mail) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'mail' } });
  return { ...unrenderedShown(mail), text_body: mail.text_body ?? '' };
}

/**
 * Mails are rendered by the sender, which the route that queued them wakes at once; one shown
 * before it ran (or while its render keeps failing) is rendered and stored here, as the sender
 * would, so staff always read the text that is (or will be) sent. Errors leave it to the sender.
 */
/** A mail that could not be rendered yet shows its error, with empty text rather than none. */
const unrenderedShown = <T extends StaffOutboxRow>(row: T): T => ({ ...row, to: row.to ?? '', subject: row.subject ?? '' });

async function renderUnrendered(ctx: RenderContext, rows: ReadonlyArray<{ id: number; subject: string | null }>): Promise<boolean> {
  const pending = rows.filter((r) => r.subject === null);
  for (const r of pending) await renderStored(ctx, r.id).catch(() => undefined);
  return pending.length > 0;
}
