// The organisation's contract (issue #15): fiscal-year start, maximum stays per fiscal year and a
// time zone (the brand's unless set), plus the guest-name masking setting. Brand managers set it in
// the staff console (validated, audited); the admin reads it with its use per fiscal year and month;
// the booker reads whether a stay goes beyond it. The arithmetic is core/domain's (stays.ts).
import {
  DEFAULT_CALENDAR, ErrorCode, invalidField as invalid, NorenError, fiscalYearOf, stayAllowance, todayInTimeZone, usageByFiscalYear, isIsoDate, compareDates,
  type FiscalCalendar, type FiscalYearUse,
} from '@noren/core/domain';
import type {
  ContractInput, FiscalYearUsage, OrganisationContract, OrganisationOverview, OrganisationSummary, StaffOrganisation, StayAllowance, StayAllowanceQuery,
} from '@noren/core/contract';
import type { Executor } from '../../db/database.ts';
import { organisationStays } from '../reservations/index.ts';
import { auditActorOf, recordAudit } from '../audit/index.ts';
import type { StaffPrincipal, OrganisationPrincipal } from '../../plugins/principal.ts';
import { findHotel, hotelNotFound } from '../hotels/index.ts';
import { brandOrganisations, findBrand, findContract, findOrganisation, upsertContract, type BrandRow, type ContractRow, type OrganisationRow } from './repository.ts';

export interface EffectiveContract {
  view: OrganisationContract;
  calendar: FiscalCalendar;
  maximum: number | null;
  timeZone: string;
  masked: boolean;
}

export function effectiveContract(brand: BrandRow, row: ContractRow | undefined): EffectiveContract {
  const calendar = row ? { startMonth: row.fiscalYearStartMonth, startDay: row.fiscalYearStartDay } : DEFAULT_CALENDAR;
  const timeZone = row?.timeZone ?? brand.timeZone;
  const maximum = row ? row.maxStaysPerYear : null;
  const masked = row?.maskGuestNames ?? false;
  return {
    calendar, maximum, timeZone, masked,
    view: {
      configured: row !== undefined,
      fiscal_year_start_month: calendar.startMonth,
      fiscal_year_start_day: calendar.startDay,
      max_stays_per_year: maximum,
      time_zone: timeZone,
      time_zone_is_brand_default: !row?.timeZone,
      mask_guest_names: masked,
      updated_at: row?.updatedAt.toISOString() ?? null,
    },
  };
}

export async function contractOf(db: Executor, brand: BrandRow, organisationId: number): Promise<EffectiveContract> {
  return effectiveContract(brand, await findContract(db, organisationId));
}

/** For the reservation module's hook: whether the admin's views mask guest names. */
export async function masksGuestNames(db: Executor, organisationId: number): Promise<boolean> {
  return (await findContract(db, organisationId))?.maskGuestNames ?? false;
}

export const organisationSummary = (o: OrganisationRow): OrganisationSummary => ({ id: o.id, code: o.code, name: o.name, display_name: o.displayName });

const usageView = (u: FiscalYearUse): FiscalYearUsage => ({
  fiscal_year: u.fiscalYear,
  starts_on: u.startsOn,
  ends_on: u.endsOn,
  maximum: u.maximum,
  used: u.used,
  remaining: u.remaining,
  over_by: u.overBy,
  months: u.months.map((m) => ({ period: m.period, starts_on: m.startsOn, ends_on: m.endsOn, used: m.used })),
});

export async function organisationOverview(db: Executor, now: Date, brand: BrandRow, organisation: OrganisationRow, fiscalYear: number | undefined): Promise<OrganisationOverview> {
  const contract = await contractOf(db, brand, organisation.id);
  const current = fiscalYearOf(todayInTimeZone(now, contract.timeZone), contract.calendar);
  const stays = await organisationStays(db, organisation.id);
  const years = usageByFiscalYear(stays, contract.calendar, contract.maximum, fiscalYear === undefined ? [current] : [current, fiscalYear]);
  return {
    organization: organisationSummary(organisation),
    brand: { id: brand.id, code: brand.code, name: brand.name },
    contract: contract.view,
    current_fiscal_year: current,
    fiscal_years: years.map(usageView),
    as_of: now.toISOString(),
  };
}

/** The booker's notice at guest details: would this stay take a fiscal year beyond the maximum? */
export async function allowanceFor(db: Executor, principal: OrganisationPrincipal, query: StayAllowanceQuery): Promise<StayAllowance> {
  const hotel = await findHotel(db, query.hotel);
  if (!hotel || hotel.brandId !== principal.brandId) throw hotelNotFound(query.hotel);
  if (!isIsoDate(query.checkin_date)) throw invalid('checkin_date', 'invalid_date');
  if (!isIsoDate(query.checkout_date)) throw invalid('checkout_date', 'invalid_date');
  const dayUse = query.is_day_use === true;
  const order = compareDates(query.checkout_date, query.checkin_date);
  if (order < 0 || (order === 0 && !dayUse)) throw invalid('checkout_date', 'checkout_not_after_checkin');
  if (dayUse && order !== 0) throw invalid('checkout_date', 'day_use_same_day');
  const brand = (await findBrand(db, principal.brandId))!;
  const contract = await contractOf(db, brand, principal.organisationId);
  const stays = await organisationStays(db, principal.organisationId);
  const result = stayAllowance(stays, { checkinDate: query.checkin_date, checkoutDate: query.checkout_date, isDayUse: dayUse, rooms: query.rooms ?? 1 }, contract.calendar, contract.maximum);
  return {
    over_maximum: result.overMaximum,
    fiscal_years: result.years.map((y) => ({ fiscal_year: y.fiscalYear, requested: y.requested, maximum: y.maximum, remaining_before: y.remainingBefore, over_by: y.overBy })),
  };
}

// ---- The staff console -----------------------------------------------------------------------------------

async function staffOrganisation(db: Executor, now: Date, brand: BrandRow, organisation: OrganisationRow): Promise<StaffOrganisation> {
  const overview = await organisationOverview(db, now, brand, organisation, undefined);
  const current = overview.fiscal_years.find((y) => y.fiscal_year === overview.current_fiscal_year)!;
  const { months: _, ...summary } = current;
  return { organization: overview.organization, contract: overview.contract, current: summary };
}

export async function staffOrganisations(db: Executor, now: Date, brandId: number): Promise<StaffOrganisation[]> {
  const brand = (await findBrand(db, brandId))!;
  const list: StaffOrganisation[] = [];
  for (const o of await brandOrganisations(db, brand.id)) list.push(await staffOrganisation(db, now, brand, o));
  return list;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}

const contractParameters = (row: ContractRow | undefined) =>
  row
    ? { fiscal_year_start_month: row.fiscalYearStartMonth, fiscal_year_start_day: row.fiscalYearStartDay, max_stays_per_year: row.maxStaysPerYear, time_zone: row.timeZone, mask_guest_names: row.maskGuestNames }
    : null;

/** A brand manager sets the contract: validated, written and audited in one transaction. */
export async function updateContract(
  db: Executor, now: Date, manager: StaffPrincipal, orgRef: string, input: ContractInput, clientAddress: string,
): Promise<StaffOrganisation> {
  const brand = (await findBrand(db, manager.brandId))!;
  const organisation = await findOrganisation(db, brand.id, orgRef);
  if (!organisation) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'organization' } });
  if (input.time_zone !== null && !isTimeZone(input.time_zone)) throw invalid('time_zone', 'unknown_time_zone');
  await db.transaction(async (tx) => {
    const before = await findContract(tx, organisation.id);
    const row: ContractRow = {
      organisationId: organisation.id,
      fiscalYearStartMonth: input.fiscal_year_start_month,
      fiscalYearStartDay: input.fiscal_year_start_day,
      maxStaysPerYear: input.max_stays_per_year,
      timeZone: input.time_zone,
      maskGuestNames: input.mask_guest_names,
      updatedAt: now,
      updatedByStaffId: manager.staffUserId,
    };
    await upsertContract(tx, row);
    await recordAudit(tx, {
      brandId: brand.id,
      at: now,
      actor: await auditActorOf(tx, manager),
      action: 'organisation_contract.update',
      target: { type: 'organisation', id: organisation.id },
      organisationId: organisation.id,
      parameters: { before: contractParameters(before), after: contractParameters(row) },
      clientAddress,
    });
  });
  return staffOrganisation(db, now, brand, organisation);
}
