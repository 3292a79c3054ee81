// Deterministic demo prices and availability: arithmetic on the date and the room's position, never
// Math.random, so two runs (or two machines) produce the same rows and tests can name the dates.
//
// Availability pattern (documented for testers and the e2e suite):
// - The first room type of each hotel (sort order 0) is sold out (0 left) on the 7th, 14th, 21st
//   and 28th of every month.
// - Every Friday and Saturday night, and every high-season night (season factor >= 1.3), each other
//   room type has between 1 and 9 rooms left ("fewer than 10 rooms left" label).
// - Other nights sell 0–44% of the rooms.
// - A plan with plan stock is sold out on the 1st and 15th of every month.
import { dayOfMonth, epochDay, inMonthDayRange, weekday } from './calendar.ts';

export interface Season {
  /** MM-DD, inclusive; may wrap the new year. */
  from: string;
  to: string;
  factor: number;
}

export interface PricingRules {
  /** Prices are rounded to this many minor units (100 yen, 10 dollars). */
  roundTo: number;
  seasons: Season[];
  /** Factor per weekday, Sunday first; the night of the date is what is priced. */
  weekdayFactors: [number, number, number, number, number, number, number];
}

export interface RoomPricing {
  /** Tax-exclusive price of the room for its minimum number of adults on a plain night. */
  baseRate: number;
  /** Added per adult above the minimum. */
  extraAdultRate: number;
  minAdults: number;
}

export interface PlanPricing {
  /** Added per adult for meals. */
  perAdultAddon: number;
  /** Discount off the room and meals, basis points. */
  discountBp: number;
}

export function seasonFactor(date: string, seasons: readonly Season[]): number {
  for (const s of seasons) if (inMonthDayRange(date, s.from, s.to)) return s.factor;
  return 1;
}

function roundTo(amount: number, unit: number): number {
  return Math.round(amount / unit) * unit;
}

/** Tax-exclusive price of one room for one night, in minor units. */
export function nightlyRate(date: string, adults: number, room: RoomPricing, plan: PlanPricing, rules: PricingRules): number {
  const demand = seasonFactor(date, rules.seasons) * rules.weekdayFactors[weekday(date)];
  const roomPart = (room.baseRate + Math.max(0, adults - room.minAdults) * room.extraAdultRate) * demand;
  const gross = roomPart + plan.perAdultAddon * adults;
  return roundTo((gross * (10_000 - plan.discountBp)) / 10_000, rules.roundTo);
}

export interface Availability {
  total: number;
  sold: number;
}

export function roomAvailability(date: string, roomIndex: number, total: number, seasons: readonly Season[]): Availability {
  const dom = dayOfMonth(date);
  if (roomIndex === 0 && dom % 7 === 0 && dom <= 28) return { total, sold: total };
  const day = epochDay(date);
  const wd = weekday(date);
  const busy = wd === 5 || wd === 6 || seasonFactor(date, seasons) >= 1.3;
  if (busy) {
    const left = Math.min(total, 1 + ((day + roomIndex * 3) % 9));
    return { total, sold: total - left };
  }
  const occupancyPct = (day * 37 + roomIndex * 53) % 45;
  return { total, sold: Math.floor((total * occupancyPct) / 100) };
}

export function planStockFor(date: string, stock: number): { stock: number; sold: number } {
  const dom = dayOfMonth(date);
  if (dom === 1 || dom === 15) return { stock, sold: stock };
  return { stock, sold: Math.min(stock, dom % 4) };
}
