// GET /user/reservations (spec part 2 §7.4): the signed-in member's or organisation user's own
// reservations, an organisation admin's the whole organisation's, 10 a page. Lottery entries are
// not stored by Noren yet, so status=lottery answers an empty page. An admin's list is the
// console's query (organisation.ts and its repository, issue #15: the same filter, indexes and
// counts) and its guest names are masked when the contract says so, as everywhere else the admin
// reaches them.
import type { ReservationView } from '@noren/core/domain';
import type { Database } from '../../../db/database.ts';
import type { MemberPrincipal, OrganisationPrincipal } from '../../../plugins/principal.ts';
import { toView } from '../view/display.ts';
import { findReservationById, loadGraph } from '../repository/index.ts';
import { listOwnReservations, type ListOwner, type ReservationListStatus } from '../repository/index.ts';
import { maskedView, organisationReservationSlice, type OrganisationListFilter } from './organisation.ts';

export const PAGE_SIZE = 10;

export interface ReservationPage {
  data: ReservationView[];
  page: number;
  total_pages: number;
  total_entries: number;
}

export function listOwnerOf(principal: MemberPrincipal | OrganisationPrincipal): ListOwner {
  if (principal.kind === 'member') return { memberId: principal.memberId };
  return principal.role === 'admin' ? { organisationId: principal.organisationId } : { organisationUserId: principal.organisationUserId };
}

export async function userReservations(
  db: Database, now: Date, principal: MemberPrincipal | OrganisationPrincipal, status: ReservationListStatus | 'lottery', page: number,
  masksGuestNames: (db: Database, organisationId: number) => Promise<boolean>,
): Promise<ReservationPage> {
  if (status === 'lottery') return { data: [], page, total_pages: 0, total_entries: 0 };
  const slice = { size: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  if (principal.kind === 'organisation' && principal.role === 'admin') {
    return adminReservations(db, now, principal.organisationId, status, page, slice, await masksGuestNames(db, principal.organisationId));
  }
  const { rows, total } = await listOwnReservations(db, listOwnerOf(principal), status, now, slice);
  const data: ReservationView[] = [];
  for (const row of rows) data.push(toView(await loadGraph(db, row)));
  return { data, page, total_pages: Math.ceil(total / PAGE_SIZE), total_entries: total };
}

/**
 * An admin's whole organisation, read by the console's query (organisation.ts): the same
 * indexes answer it at 50,000 reservations, and the same masking applies. Upcoming: the next
 * stay first; the others: the latest first (as a member's list).
 */
async function adminReservations(
  db: Database, now: Date, organisationId: number, status: ReservationListStatus, page: number, slice: { size: number; offset: number }, masked: boolean,
): Promise<ReservationPage> {
  const filter: OrganisationListFilter = {
    organisationId, from: null, to: null, hotelCode: null, bookerId: null, guest: null, q: null, masked, language: 'en',
    status: status === 'cancelled' ? 'cancelled' : null,
    stay: status === 'cancelled' ? null : { state: status, now },
  };
  const { ids, total } = await organisationReservationSlice(db, filter, status === 'upcoming' ? 'asc' : 'desc', slice);
  const data: ReservationView[] = [];
  for (const id of ids) {
    const row = await findReservationById(db, id);
    if (!row) continue;
    const view = toView(await loadGraph(db, row));
    data.push(masked ? maskedView(view) : view);
  }
  return { data, page, total_pages: Math.ceil(total / PAGE_SIZE), total_entries: total };
}
