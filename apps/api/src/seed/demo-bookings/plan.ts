// What the demo bookings are (issues #15 and #16), as plain data relative to "today", so a fresh
// clone always shows last fiscal year, this one and a few stays ahead: about 200 ACME and Globex
// bookings over both hotels, every 9th one cancelled a day after it was made, one stay across
// the fiscal-year boundary (31 March to 2 April), and the guest bookings the README sends a
// newcomer to find at the kiosk. Deterministic: the same day gives the same plan.
import { addDays, epochDay } from '../calendar.ts';

/** The demo contracts' fiscal year: 1 April, as Japanese companies keep it. */
export const DEMO_FISCAL_START = { month: 4, day: 1 } as const;
export const ORGANISATION_BOOKINGS = 200;

export interface PlannedBooking {
  hotel: 'kyoto-gion' | 'taipei-daan';
  /** The organisation user's account id who books, or null for a guest booking. */
  booker: string | null;
  checkin: string;
  checkout: string;
  roomType: string;
  adults: number;
  guest: { firstName: string; lastName: string; email: string };
  /** Days before check-in the booking was made (never after the real today). */
  leadDays: number;
  cancel: boolean;
}

const ROOMS = {
  'kyoto-gion': ['tatami-standard', 'modern-twin', 'tatami-garden', 'wayo-family'],
  'taipei-daan': ['superior-queen', 'deluxe-king', 'deluxe-twin', 'park-view-king'],
} as const;
const FIRST = ['Keiko', 'Daniel', 'Mei', 'Hiroshi', 'Sophie', 'Wei', 'Yuki', 'Liam', 'Aiko', 'Chen', 'Emma', 'Kenji'];
const LAST = ['Tanaka', 'Miller', 'Lin', 'Watanabe', 'Dubois', 'Chang', 'Kobayashi', 'Walsh', 'Mori', 'Huang', 'Novak', 'Ito'];
const BOOKERS = ['acme-booker', 'acme-admin', 'globex-booker', 'globex-admin'] as const;

/** The first day of the fiscal year `today` is in. */
export function fiscalYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const start = `${year}-${String(DEMO_FISCAL_START.month).padStart(2, '0')}-${String(DEMO_FISCAL_START.day).padStart(2, '0')}`;
  return today >= start ? start : `${year - 1}${start.slice(4)}`;
}

/** The first night of the demo: the start of last fiscal year. */
export function demoStart(today: string): string {
  return `${Number(fiscalYearStart(today).slice(0, 4)) - 1}${fiscalYearStart(today).slice(4)}`;
}

function guestOf(i: number, domain: string) {
  const firstName = FIRST[i % FIRST.length];
  const lastName = LAST[(i * 7) % LAST.length];
  return { firstName, lastName, email: `${firstName}.${lastName}.${i}@${domain}`.toLowerCase() };
}

/** The organisations' bookings: spread evenly from last fiscal year's start to 60 days ahead. */
export function organisationBookings(today: string): PlannedBooking[] {
  const from = demoStart(today);
  const span = epochDay(addDays(today, 60)) - epochDay(from);
  const out: PlannedBooking[] = [];
  for (let i = 0; i < ORGANISATION_BOOKINGS - 1; i++) {
    const hotel = i % 3 === 2 ? 'taipei-daan' : 'kyoto-gion';
    const booker = BOOKERS[i % BOOKERS.length];
    const checkin = addDays(from, Math.floor((i * span) / ORGANISATION_BOOKINGS));
    const nights = 1 + (i % 3);
    out.push({
      hotel, booker, checkin, checkout: addDays(checkin, nights), roomType: ROOMS[hotel][i % 4], adults: 1 + (i % 2),
      guest: guestOf(i, booker.startsWith('acme') ? 'acme.example' : 'globex.example'), leadDays: 5 + ((i * 11) % 40),
      cancel: i % 9 === 4 && checkin > addDays(from, 7),
    });
  }
  // The stay across the fiscal-year boundary: 31 March to 2 April, ACME at kyoto-gion.
  const boundary = addDays(fiscalYearStart(today), -1);
  out.push({
    hotel: 'kyoto-gion', booker: 'acme-booker', checkin: boundary, checkout: addDays(boundary, 2), roomType: 'tatami-garden', adults: 2,
    guest: { firstName: 'Haruto', lastName: 'Nakamura', email: 'haruto.nakamura@acme.example' }, leadDays: 20, cancel: false,
  });
  return out;
}

/** The guest bookings to find at the kiosk and with pay links (README "Demo data"): fixed e-mails. */
export const KIOSK_GUESTS = [
  { hotel: 'kyoto-gion', email: 'arrival@noren.example', firstName: 'Sakura', lastName: 'Ono', roomType: 'tatami-standard', nightsFromToday: 0, nights: 2 },
  { hotel: 'kyoto-gion', email: 'tomorrow@noren.example', firstName: 'Oliver', lastName: 'Grant', roomType: 'modern-twin', nightsFromToday: 1, nights: 3 },
  { hotel: 'taipei-daan', email: 'taipei@noren.example', firstName: 'Ming', lastName: 'Chou', roomType: 'deluxe-king', nightsFromToday: 0, nights: 2 },
] as const;

export function kioskBookings(today: string): PlannedBooking[] {
  return KIOSK_GUESTS.map((g) => {
    const checkin = addDays(today, g.nightsFromToday);
    return {
      hotel: g.hotel, booker: null, checkin, checkout: addDays(checkin, g.nights), roomType: g.roomType, adults: 2,
      guest: { firstName: g.firstName, lastName: g.lastName, email: g.email }, leadDays: 10, cancel: false,
    };
  });
}
