// What counts as a stay against an organisation's contract (issue #15), pure so that the API's
// overview, the booker's notice and the list's counted column share one rule:
// - a stay is a room-night of a reserved reservation (status done): not payment_pending, not cancelled;
// - cancelled nights, and nights an update removed, no longer count (the reservation as it is now);
// - a day-use counts 1 per room, on its date;
// - each night counts in the fiscal year (and period) of its own hotel-local date.
// Amounts are not part of it: a stay is a count, whatever the currency.
import { daysBetween, eachStayDate, type IsoDate } from '../search/dates.ts';
import { fiscalYearBounds, fiscalYearOf, periodBounds, periodOf, type FiscalCalendar } from './fiscal-year.ts';

export interface CountedReservation {
  status: 'done' | 'cancelled' | 'payment_pending';
  checkinDate: IsoDate;
  checkoutDate: IsoDate;
  isDayUse: boolean;
  rooms: number;
}

export interface StayNight {
  date: IsoDate;
  roomNights: number;
}

/** The nights a reservation holds, each with its room count (whatever its status). */
export function nightsOf(r: Pick<CountedReservation, 'checkinDate' | 'checkoutDate' | 'isDayUse' | 'rooms'>): StayNight[] {
  const dates = r.isDayUse || daysBetween(r.checkinDate, r.checkoutDate) === 0 ? [r.checkinDate] : eachStayDate(r.checkinDate, r.checkoutDate);
  return dates.map((date) => ({ date, roomNights: r.rooms }));
}

export const countsAsStay = (r: Pick<CountedReservation, 'status'>): boolean => r.status === 'done';

export interface PlacedNight extends StayNight {
  fiscalYear: number;
  period: number;
}

/**
 * The nights a reservation counts against the contract, each placed in the fiscal year and period
 * of its own date (none unless reserved). The one rule behind Used, the month bars and every sum
 * the console splits by year (stay-breakdown.ts): a stay across the boundary counts each night
 * once, in its own year.
 */
export function countedNights(r: CountedReservation, c: FiscalCalendar): PlacedNight[] {
  if (!countsAsStay(r)) return [];
  return nightsOf(r).map((night) => ({ ...night, fiscalYear: fiscalYearOf(night.date, c), period: periodOf(night.date, c) }));
}

/** Room-nights a reservation counts against the contract (0 unless reserved). */
export function countedRoomNights(r: CountedReservation): number {
  if (!countsAsStay(r)) return 0;
  return nightsOf(r).reduce((n, night) => n + night.roomNights, 0);
}

export interface PeriodUse {
  period: number;
  startsOn: IsoDate;
  endsOn: IsoDate;
  used: number;
}

export interface FiscalYearUse {
  fiscalYear: number;
  startsOn: IsoDate;
  endsOn: IsoDate;
  maximum: number | null;
  used: number;
  remaining: number | null;
  overBy: number;
  months: PeriodUse[];
}

function emptyYear(year: number, c: FiscalCalendar, maximum: number | null): FiscalYearUse {
  const { startsOn, endsOn } = fiscalYearBounds(year, c);
  const months = Array.from({ length: 12 }, (_, i) => ({ period: i + 1, ...periodBounds(year, i + 1, c), used: 0 }));
  return { fiscalYear: year, startsOn, endsOn, maximum, used: 0, remaining: maximum, overBy: 0, months };
}

/**
 * Use per fiscal year: every year with a counted night, and each of `alwaysShow` (the current
 * year, the one asked for) even when empty; newest first.
 */
export function usageByFiscalYear(reservations: readonly CountedReservation[], c: FiscalCalendar, maximum: number | null, alwaysShow: readonly number[] = []): FiscalYearUse[] {
  const years = new Map<number, FiscalYearUse>();
  const yearOf = (y: number) => {
    let found = years.get(y);
    if (!found) years.set(y, (found = emptyYear(y, c, maximum)));
    return found;
  };
  for (const y of alwaysShow) yearOf(y);
  for (const r of reservations) {
    for (const night of countedNights(r, c)) {
      const year = yearOf(night.fiscalYear);
      year.used += night.roomNights;
      year.months[night.period - 1].used += night.roomNights;
    }
  }
  return [...years.values()]
    .map((y) => ({ ...y, remaining: maximum === null ? null : Math.max(0, maximum - y.used), overBy: maximum === null ? 0 : Math.max(0, y.used - maximum) }))
    .sort((a, b) => b.fiscalYear - a.fiscalYear);
}

export interface AllowanceYear {
  fiscalYear: number;
  requested: number;
  maximum: number | null;
  remainingBefore: number | null;
  overBy: number;
}

/** Whether a stay about to be booked takes any fiscal year beyond the maximum (it may be booked anyway). */
export function stayAllowance(
  existing: readonly CountedReservation[], stay: Pick<CountedReservation, 'checkinDate' | 'checkoutDate' | 'isDayUse' | 'rooms'>, c: FiscalCalendar, maximum: number | null,
): { overMaximum: boolean; years: AllowanceYear[] } {
  const requested = new Map<number, number>();
  for (const night of nightsOf(stay)) {
    const y = fiscalYearOf(night.date, c);
    requested.set(y, (requested.get(y) ?? 0) + night.roomNights);
  }
  const used = new Map(usageByFiscalYear(existing, c, maximum, [...requested.keys()]).map((u) => [u.fiscalYear, u.used]));
  const years = [...requested.entries()]
    .sort(([a], [b]) => a - b)
    .map(([fiscalYear, n]) => {
      const before = used.get(fiscalYear) ?? 0;
      return {
        fiscalYear,
        requested: n,
        maximum,
        remainingBefore: maximum === null ? null : Math.max(0, maximum - before),
        overBy: maximum === null ? 0 : Math.max(0, before + n - maximum),
      };
    });
  return { overMaximum: years.some((y) => y.overBy > 0), years };
}
