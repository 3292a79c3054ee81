// An organisation's reservations as its admin reads them (issue #15), read-only, through the
// reservation module's door: the console's list and export, one reservation's detail, the stays
// the contract counts, and GET /user/reservations of an admin (lists/service.ts) all read here, so
// the masking of guest names (core/domain maskName) applies to every one of them. The caller (the
// organisation-admin module) has checked that the principal is this organisation's admin.
import { ErrorCode, invalidField, NorenError, maskName, normaliseReservationNumber, type CountedReservation, type ReservationView } from '@noren/core/domain';
import type { OrgReservationPage, OrgReservationRow } from '@noren/core/contract';
import type { Executor } from '../../../db/database.ts';
import { findReservation, loadGraph, type ReservationRow } from '../repository/index.ts';
import {
  countOrganisationReservations, listOrganisationReservations, selectOrganisationStays as staysOf, type OrgListFilter, type OrgListRow, type OrgSort,
} from '../repository/index.ts';
import { toView } from '../view/display.ts';

export type { OrgListFilter as OrganisationListFilter, OrgSort as OrganisationSort };

export interface OrganisationPageRequest {
  sort: OrgSort;
  order: 'asc' | 'desc';
  cursor: string | null;
  limit: number;
}

const invalidCursor = () => invalidField('cursor', 'invalid_cursor');

interface CursorBody {
  s: OrgSort;
  o: 'asc' | 'desc';
  k: unknown[];
  i: number;
  /** The first page's counts: later pages show them rather than count 50,000 rows again. */
  t: number;
  n: number;
}

function encodeCursor(body: CursorBody): string {
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/** A cursor is only good for the sort and order it was made for. */
function decodeCursor(cursor: string, sort: OrgSort, order: 'asc' | 'desc'): { key: unknown[]; id: number; counts: { total: number; roomNights: number } } {
  let body: CursorBody;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorBody;
  } catch {
    throw invalidCursor();
  }
  const ok = body && body.s === sort && body.o === order && Array.isArray(body.k) && body.k.length <= 2 && body.k.every((v) => typeof v === 'string' && v.length <= 400) && Number.isSafeInteger(body.i) && Number.isSafeInteger(body.t) && Number.isSafeInteger(body.n);
  if (!ok) throw invalidCursor();
  return { key: body.k, id: body.i, counts: { total: body.t, roomNights: body.n } };
}

export function rowView(row: OrgListRow, masked: boolean): OrgReservationRow {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return {
    reservation_number: row.reservation_number,
    guest_name: masked ? maskName(name) : name,
    hotel: { code: row.hotel_code, name: row.hotel_name },
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    nights: Number(row.nights),
    is_day_use: row.is_day_use,
    rooms: Number(row.rooms),
    room_nights: Number(row.room_nights),
    reserved_at: row.created_at.toISOString(),
    booker: row.booker_id === null ? null : { id: Number(row.booker_id), name: row.booker_name ?? '' },
    status: row.status,
    total_price: row.total_price,
    currency: row.currency,
  };
}

/**
 * One page; `now` is the "as of" of a live read. The counts are made with the first page and
 * carried in the cursor, so the pages of one listing agree and only the first pays for them.
 */
export async function organisationReservationPage(db: Executor, filter: OrgListFilter, page: OrganisationPageRequest, now: Date): Promise<OrgReservationPage> {
  const after = page.cursor ? decodeCursor(page.cursor, page.sort, page.order) : null;
  const rows = await listOrganisationReservations(db, filter, { sort: page.sort, order: page.order, after, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const counts = after?.counts ?? (await countOrganisationReservations(db, filter));
  return {
    data: shown.map((r) => rowView(r, filter.masked)),
    next_cursor: rows.length > page.limit && last ? encodeCursor({ s: page.sort, o: page.order, k: last.sort_key, i: last.id, t: counts.total, n: counts.roomNights }) : null,
    total_entries: counts.total,
    room_nights: counts.roomNights,
    as_of: now.toISOString(),
    masked: filter.masked,
  };
}

/** The rows of an export, at most `max + 1` (so the caller can tell it went over), in the list's order. */
export async function organisationExportRows(db: Executor, filter: OrgListFilter, sort: OrgSort, order: 'asc' | 'desc', max: number): Promise<OrgReservationRow[]> {
  const rows = await listOrganisationReservations(db, filter, { sort, order, after: null, limit: max + 1 });
  return rows.map((r) => rowView(r, filter.masked));
}

/**
 * One numbered page of an admin's GET /user/reservations: the console's query (the same filter,
 * indexes and masking), reservations in check-in order; answers the rows' ids and the total.
 */
export async function organisationReservationSlice(
  db: Executor, filter: OrgListFilter, order: 'asc' | 'desc', slice: { offset: number; size: number },
): Promise<{ ids: number[]; total: number }> {
  const rows = await listOrganisationReservations(db, filter, { sort: 'checkin_date', order, after: null, limit: slice.size, offset: slice.offset });
  const { total } = await countOrganisationReservations(db, filter);
  return { ids: rows.map((r) => r.id), total };
}

/** The stays the contract counts (reserved reservations, rooms and dates). */
export async function organisationStays(db: Executor, organisationId: number): Promise<CountedReservation[]> {
  return staysOf(db, organisationId);
}

/** The guest's names hidden wherever a view carries them (the reservation, each room's guest). */
export function maskedView(view: ReservationView): ReservationView {
  const mask = (s: string) => maskName(s);
  const maskN = (s: string | null) => (s === null ? null : maskName(s));
  return {
    ...view,
    guest: { ...view.guest, first_name: mask(view.guest.first_name), last_name: mask(view.guest.last_name), first_name_kana: maskN(view.guest.first_name_kana), last_name_kana: maskN(view.guest.last_name_kana) },
    rooms: view.rooms.map((room) => ({
      ...room,
      guest: { first_name: mask(room.guest.first_name), last_name: mask(room.guest.last_name), first_name_kana: maskN(room.guest.first_name_kana), last_name_kana: maskN(room.guest.last_name_kana) },
    })),
  };
}

/** One reservation of the organisation by number, read-only; another's is the same 404 as none. */
export async function organisationReservationView(db: Executor, organisationId: number, brandId: number, number: string, masked: boolean): Promise<ReservationView> {
  const row: ReservationRow | undefined = await findReservation(db, { brandId, number: normaliseReservationNumber(number) });
  if (!row || row.organisationId !== organisationId) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });
  const view = toView(await loadGraph(db, row));
  return masked ? maskedView(view) : view;
}
