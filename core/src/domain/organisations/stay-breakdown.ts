// The stay-count page's sums of one fiscal year (issue #15 part 4; issue 27 §7): room-nights per
// booker and spend per hotel within each currency. Both are split by night with countedNights, the
// rule that gives the year's Used: a stay from 31 March to 2 April gives its 31 March night to the
// year it ends and its 1 April night to the next, so the bookers' room-nights add up to Used and
// never count a stay across the boundary twice. A reservation's amount is split over its nights
// evenly, in integer minor units, the remainder going to its first nights, so that its shares of
// all years add up to the amount exactly. Amounts are never added across currencies.
import { countedNights, nightsOf, type CountedReservation } from './stays.ts';
import type { FiscalCalendar } from './fiscal-year.ts';

export interface BreakdownReservation extends CountedReservation {
  hotel: { code: string; name: string };
  /** The booker's name; '' when none (or removed). */
  booker: string;
  /** Integer minor units of `currency`. */
  totalPrice: number;
  currency: string;
}

export interface HotelSpend {
  code: string;
  name: string;
  amount: number;
}

export interface CurrencySpend {
  currency: string;
  total: number;
  hotels: HotelSpend[];
}

export interface StayBreakdown {
  spend: CurrencySpend[];
  bookers: { booker: string; stays: number }[];
  /** Reservations with a counted night in the year. */
  reservations: number;
}

/** The part of `amount` that falls on the reservation's nights in fiscal year `year`. */
export function amountInFiscalYear(r: CountedReservation, amount: number, c: FiscalCalendar, year: number): number {
  const nights = nightsOf(r);
  const placed = countedNights(r, c);
  if (placed.length === 0) return 0;
  const each = Math.trunc(amount / nights.length);
  const remainder = amount - each * nights.length;
  let share = 0;
  placed.forEach((night, i) => {
    if (night.fiscalYear === year) share += each + (i < Math.abs(remainder) ? Math.sign(remainder) : 0);
  });
  return share;
}

/** Room-nights per booker and spend per hotel of fiscal year `year`, each night in its own year. */
export function stayBreakdown(reservations: readonly BreakdownReservation[], c: FiscalCalendar, year: number): StayBreakdown {
  const spend = new Map<string, Map<string, HotelSpend>>();
  const bookers = new Map<string, number>();
  let counted = 0;
  for (const r of reservations) {
    const roomNights = countedNights(r, c).filter((n) => n.fiscalYear === year).reduce((sum, n) => sum + n.roomNights, 0);
    if (roomNights === 0) continue;
    counted++;
    bookers.set(r.booker, (bookers.get(r.booker) ?? 0) + roomNights);
    const hotels = spend.get(r.currency) ?? new Map<string, HotelSpend>();
    const hotel = hotels.get(r.hotel.code) ?? { code: r.hotel.code, name: r.hotel.name, amount: 0 };
    hotel.amount += amountInFiscalYear(r, r.totalPrice, c, year);
    hotels.set(r.hotel.code, hotel);
    spend.set(r.currency, hotels);
  }
  return {
    spend: [...spend].sort(([a], [b]) => a.localeCompare(b)).map(([currency, hotels]) => {
      const list = [...hotels.values()].sort((a, b) => b.amount - a.amount);
      return { currency, hotels: list, total: list.reduce((sum, h) => sum + h.amount, 0) };
    }),
    bookers: [...bookers].map(([booker, stays]) => ({ booker, stays })).sort((a, b) => b.stays - a.stays || a.booker.localeCompare(b.booker)),
    reservations: counted,
  };
}
