// The admin's reservation list (issue #15): turns the query into the reservation module's filter
// (the fiscal year and month in the contract's calendar become a date range; the masking setting
// comes from the contract) and reads through the reservation module's door. Live reads: every
// answer carries as_of, the time of its query, and counts, list and export share the one query.
import { fiscalYearBounds, invalidField as invalid, normaliseLanguage, periodBounds } from '@noren/core/domain';
import { ORG_RESERVATION_PAGE, type OrgReservationFilter, type OrgReservationListQuery, type OrgReservationPage } from '@noren/core/contract';
import type { Executor } from '../../db/database.ts';
import { organisationReservationPage, type OrganisationListFilter, type OrganisationSort } from '../reservations/index.ts';
import type { EffectiveContract } from './contract.ts';

export function listFilter(organisationId: number, contract: EffectiveContract, q: OrgReservationFilter, locale: string | undefined): OrganisationListFilter {
  if (q.month !== undefined && q.fiscal_year === undefined) throw invalid('month', 'needs_fiscal_year');
  const range =
    q.fiscal_year === undefined
      ? null
      : q.month === undefined
        ? fiscalYearBounds(q.fiscal_year, contract.calendar)
        : periodBounds(q.fiscal_year, q.month, contract.calendar);
  const text = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());
  return {
    organisationId,
    from: range?.startsOn ?? null,
    to: range?.endsOn ?? null,
    hotelCode: q.hotel ?? null,
    status: q.status ?? null,
    bookerId: q.booker ?? null,
    guest: text(q.guest),
    q: text(q.q),
    masked: contract.masked,
    language: normaliseLanguage(locale) ?? 'en',
  };
}

export const sortOf = (q: OrgReservationFilter): { sort: OrganisationSort; order: 'asc' | 'desc' } => ({
  sort: q.sort ?? 'checkin_date',
  order: q.order ?? (q.sort === undefined ? 'desc' : 'asc'),
});

export function reservationPage(db: Executor, now: Date, organisationId: number, contract: EffectiveContract, query: OrgReservationListQuery): Promise<OrgReservationPage> {
  const filter = listFilter(organisationId, contract, query, query.locale);
  return organisationReservationPage(db, filter, { ...sortOf(query), cursor: query.cursor ?? null, limit: query.limit ?? ORG_RESERVATION_PAGE }, now);
}
