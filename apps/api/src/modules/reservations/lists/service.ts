// GET /user/reservations (spec part 2 §7.4): the signed-in member's or organisation user's own
// reservations, an organisation admin's the whole organisation's, 10 a page. Lottery entries are
// not stored by Noren yet, so status=lottery answers an empty page.
import type { ReservationView } from '@noren/core/domain';
import type { Database } from '../../../db/database.ts';
import type { MemberPrincipal, OrganisationPrincipal } from '../../../plugins/principal.ts';
import { toView } from '../view/display.ts';
import { loadGraph } from '../repository/index.ts';
import { listOwnReservations, type ListOwner, type ReservationListStatus } from '../repository/index.ts';

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
): Promise<ReservationPage> {
  if (status === 'lottery') return { data: [], page, total_pages: 0, total_entries: 0 };
  const { rows, total } = await listOwnReservations(db, listOwnerOf(principal), status, now, { size: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const data: ReservationView[] = [];
  for (const row of rows) data.push(toView(await loadGraph(db, row)));
  return { data, page, total_pages: Math.ceil(total / PAGE_SIZE), total_entries: total };
}
