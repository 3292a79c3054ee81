// Which check-in dates a walk-in may book at the kiosk (issue #16 part 4): "tonight" is the
// hotel's local date; between midnight and WALK_IN_NIGHT_ENDS_HOUR, when the hotel's
// yesterday_bookable allows it, also the night that began yesterday (a guest arriving at 2 a.m.
// wants the bed for what is left of the night, which the hotel sells as yesterday's night). A
// day-use stay is today's only. The API refuses any other date; the kiosk offers only these.
import { addDays, todayInTimeZone, type IsoDate } from '../search/dates.ts';

/** Until this local hour (exclusive) last night is still "tonight" for a walk-in. */
export const WALK_IN_NIGHT_ENDS_HOUR = 6;

function localHour(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).formatToParts(now).find((p) => p.type === 'hour')?.value;
  return Number(hour ?? 0);
}

/** The check-in dates a walk-in may choose now, today first. */
export function walkInCheckinDates(now: Date, timeZone: string, yesterdayBookable: boolean, dayUse: boolean): IsoDate[] {
  const today = todayInTimeZone(now, timeZone);
  if (dayUse || !yesterdayBookable || localHour(now, timeZone) >= WALK_IN_NIGHT_ENDS_HOUR) return [today];
  return [today, addDays(today, -1)];
}
