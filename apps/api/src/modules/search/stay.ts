// Which dates a search prices and counts rooms on, and which plans may be sold for them: the
// plan's sale window, stay window, length of stay and booking deadline.
import { addDays, addMonths, compareDates, eachStayDate, stayNights, type SearchCriteria } from '@noren/core/domain';
import type { HotelContext } from '../hotels/index.ts';
import type { PlanRow } from './repository.ts';

export interface StayWindow {
  /** The nights priced: the stay's dates; day use: the day; undated: `nights` nominal dates from today. */
  dates: string[];
  nights: number;
  /** Range the database is asked about: [from, to). */
  from: string;
  to: string;
  undated: boolean;
}

/** Undated searches show the lowest rate a room plan has over this many days ahead (our choice). */
export const UNDATED_WINDOW_DAYS = 365;

export function stayWindow(c: SearchCriteria, ctx: HotelContext): StayWindow {
  const nights = stayNights(c);
  if (c.search_type === 'undated') {
    const months = ctx.rules.reservablePeriodMonths;
    const to = months ? addMonths(ctx.today, months) : addDays(ctx.today, UNDATED_WINDOW_DAYS);
    return { dates: Array.from({ length: nights }, (_, i) => addDays(ctx.today, i)), nights, from: ctx.today, to, undated: true };
  }
  const checkin = c.checkin!;
  if (c.is_day_use) return { dates: [checkin], nights: 0, from: checkin, to: addDays(checkin, 1), undated: false };
  return { dates: eachStayDate(checkin, c.checkout!), nights, from: checkin, to: c.checkout!, undated: false };
}

const within = (date: string, start: string | null, end: string | null) =>
  (start === null || compareDates(date, start) >= 0) && (end === null || compareDates(date, end) <= 0);

/** Whether `plan` may be sold today for this stay (undated: only its sale window applies). */
export function planSellable(plan: PlanRow, stay: StayWindow, ctx: HotelContext): boolean {
  if (!within(ctx.today, plan.sale_start, plan.sale_end)) return false;
  if (stay.undated) return stay.nights >= plan.min_nights && (plan.max_nights === null || stay.nights <= plan.max_nights);
  const first = stay.dates[0];
  const last = stay.dates[stay.dates.length - 1];
  if (!within(first, plan.stay_start, plan.stay_end) || !within(last, plan.stay_start, plan.stay_end)) return false;
  if (stay.nights > 0 && (stay.nights < plan.min_nights || (plan.max_nights !== null && stay.nights > plan.max_nights))) return false;
  // Last night, sold after midnight where the hotel's yesterday_bookable allows it, is judged as
  // of its own date without the hour cut: the hotel chose to sell the rest of that night.
  if (ctx.rules.yesterdayBookable && plan.booking_deadline_days === 0 && first === addDays(ctx.today, -1)) return true;
  // Bookable until booking_deadline_days before check-in, at booking_deadline_hour local time.
  const deadline = addDays(first, -plan.booking_deadline_days);
  const order = compareDates(ctx.today, deadline);
  if (order > 0) return false;
  return !(order === 0 && plan.booking_deadline_hour !== null && ctx.hour >= plan.booking_deadline_hour);
}
