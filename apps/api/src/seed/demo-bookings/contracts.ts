// The demo organisations' contracts (issue #15), written after their bookings so that the numbers
// fit what was booked: fiscal years from 1 April; ACME's maximum leaves it a few room nights this
// fiscal year (the console's "nearly used up"), Globex's leaves plenty and masks guest names.
// Written only where no contract exists: a manager's change in the staff console is kept.
import { fiscalYearOf, usageByFiscalYear, type FiscalCalendar } from '@noren/core/domain';
import type { Database } from '../../db/database.ts';
import { organisationContracts } from '../../db/schema/index.ts';
import { organisationStays } from '../../modules/reservations/index.ts';
import { DEMO_FISCAL_START } from './plan.ts';

/** Room nights ACME has left this fiscal year once the demo is written. */
export const ACME_REMAINING = 3;
export const GLOBEX_HEADROOM = 150;

const CALENDAR: FiscalCalendar = { startMonth: DEMO_FISCAL_START.month, startDay: DEMO_FISCAL_START.day };

export async function usedThisYear(db: Database, organisationId: number, today: string): Promise<number> {
  const current = fiscalYearOf(today, CALENDAR);
  const [year] = usageByFiscalYear(await organisationStays(db, organisationId), CALENDAR, null, [current]).filter((y) => y.fiscalYear === current);
  return year?.used ?? 0;
}

export async function seedContracts(db: Database, organisations: { acme: number; globex: number }, today: string, now: Date): Promise<void> {
  const rows = [
    { organisationId: organisations.acme, maxStaysPerYear: (await usedThisYear(db, organisations.acme, today)) + ACME_REMAINING, maskGuestNames: false },
    { organisationId: organisations.globex, maxStaysPerYear: (await usedThisYear(db, organisations.globex, today)) + GLOBEX_HEADROOM, maskGuestNames: true },
  ];
  await db
    .insert(organisationContracts)
    .values(rows.map((r) => ({ ...r, fiscalYearStartMonth: CALENDAR.startMonth, fiscalYearStartDay: CALENDAR.startDay, timeZone: null, updatedAt: now, updatedByStaffId: null })))
    .onConflictDoNothing();
}
