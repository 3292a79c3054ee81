/* eslint-disable @typescript-eslint/no-explicit-any -- the API's JSON answers, read field by field */
// What the kiosk-paid bench does around its measurement, through the API's own calls: the kiosk
// device paired by a manager's code, the stays with a balance a guest looks up at the kiosk, and
// the phone paying a link as the guest pay page does (GET the link for its signed page session,
// the card to the sandbox provider's tokeniser with core's tokeniseCard, POST .../payments).
import pg from 'pg';
import { tokeniseCard } from '@noren/core/api';

export const HOTEL = 'kyoto-gion';
const ROOM_PLAN = 'room-only_tatami-standard';
/** The sandbox's card that is authorised at once (no 3-D Secure): apps/api/src/modules/sandbox-gateway/test-cards.ts. */
export const CARD = { number: '4242424242424242', exp_month: '12', exp_year: String(new Date().getUTCFullYear() + 4), security_code: '123', holder: 'BENCH GUEST' };

export type Headers = Record<string, string>;

export async function call(base: string, method: string, path: string, headers: Headers, body?: unknown): Promise<any> {
  const r = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { 'accept-language': 'en', ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = await r.json();
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json.data;
}

export const session = async (base: string, key: string, secret: string): Promise<string> =>
  (await call(base, 'POST', '/client_sessions', {}, { key, secret })).client_session as string;

/** A kiosk device of the hotel, paired with a manager's one-time code on `base`: its credential and what the kiosk stores. */
export async function pairKiosk(base: string): Promise<{ credential: string; stored: string }> {
  const admin = await session(base, 'demo-admin', 'demo-admin-secret');
  const manager = (await call(base, 'POST', '/staff/sign_in', { 'client-session': admin }, { email: 'manager@noren.example', password: 'Noren-Manager-1' })).session;
  const issued = await call(base, 'POST', `/staff/hotels/${HOTEL}/kiosk_devices`, { 'client-session': admin, authorization: `Bearer ${manager}` }, { name: 'Bench lobby' });
  const paired = await call(base, 'POST', '/kiosk/pair', { 'client-session': await session(base, 'demo-kiosk', 'demo-kiosk-secret') }, { code: issued.pairing_code });
  // As the kiosk's DeviceStore keeps it (KIOSK_DEVICE_STORAGE_KEY), so the page opens paired.
  return { credential: paired.credential, stored: JSON.stringify({ credential: paired.credential, device: paired.device }) };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The `i`th one-night stay, 40 days ahead and on, skipping the days the seed sells out or leaves
 * without plan stock (the 1st, 7th, 14th, 15th, 21st and 28th: apps/api/src/seed/generators.ts),
 * so each stay has a room whatever else the bench booked.
 */
export function stayDates(i: number, now = new Date()): { checkin_date: string; checkout_date: string } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 40));
  const blocked = (d: Date) => [1, 7, 14, 15, 21, 28].includes(d.getUTCDate());
  for (let left = i; ; day.setUTCDate(day.getUTCDate() + 1)) {
    if (blocked(day)) continue;
    if (left-- === 0) break;
  }
  return { checkin_date: isoDay(day), checkout_date: isoDay(new Date(day.getTime() + 86_400_000)) };
}

export interface Booker {
  /** A pay-at-hotel stay with its balance due, booked as the booking app does: its number and e-mail. */
  book(i: number): Promise<{ reservationNumber: string; email: string }>;
}

export async function booker(base: string, databaseUrl: string): Promise<Booker> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let questionId: number;
  try {
    // The hotel's required "expected arrival time" question, as the booking form answers it.
    const { rows } = await db.query<{ id: number }>("select q.id from additional_questions q join hotels h on h.id = q.hotel_id where h.code = $1 and q.question_type = 'checkin'", [HOTEL]);
    questionId = rows[0]!.id;
  } finally {
    await db.end();
  }
  const guestSession = await session(base, 'demo-booking', 'demo-booking-secret');
  const headers = { 'client-session': guestSession };
  return {
    async book(i) {
      const dates = stayDates(i);
      const quote = await call(base, 'GET', `/hotels/${HOTEL}/rooms/price?${new URLSearchParams({ checkin: dates.checkin_date, checkout: dates.checkout_date, 'rooms[0][adults]': '2', 'rooms[0][room_plan_code]': ROOM_PLAN })}`, headers);
      const email = `kiosk-paid-${Date.now().toString(36)}-${i}@example.com`;
      const made = await call(base, 'POST', `/hotels/${HOTEL}/reservations`, { ...headers, 'idempotency-key': `kiosk-paid-bench-${Date.now()}-${i}` }, {
        ...dates,
        rooms: [{ room_plan_code: ROOM_PLAN, adults: 2 }],
        guest: {
          first_name: 'Kei', last_name: 'Bench', email, email_confirmation: email, phone: '+819012345678',
          postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '570 Gionmachi Minamigawa',
        },
        payment: { type: 'on_site' },
        answers: [{ question_id: questionId, options: ['17:00'] }],
        language: 'en',
        expected_total_price: quote.prices.total_price,
      });
      return { reservationNumber: made.reservation.reservation_number, email };
    },
  };
}

/**
 * The phone on `base` paying the link as the guest pay page does (PayLinkStore.pay): the link read
 * first (the page's visit), then the card tokenised and the token paid. Resolves when the paying
 * call has answered "paid" (the capture is committed): Date.now() of that moment (`paidAt`) and of
 * the guest's tap on "Pay" (`tappedAt`, when the page starts tokenising).
 */
export async function payAsPhone(base: string, paymentNumber: string, clientSession: string): Promise<{ paidAt: number; tappedAt: number; readMs: number; payMs: number }> {
  const headers = { 'client-session': clientSession };
  const t0 = performance.now();
  const link = await call(base, 'GET', `/pay_links/${encodeURIComponent(paymentNumber)}`, headers);
  const t1 = performance.now();
  const tappedAt = Date.now();
  const { token } = await tokeniseCard(link.payment_gateway, CARD, { origin: base });
  const result = await call(base, 'POST', `/pay_links/${encodeURIComponent(paymentNumber)}/payments`, headers, { token, page_session: link.page_session, card_brand: 'visa' });
  const paidAt = Date.now();
  if (result.outcome !== 'paid' || result.pay_link.status !== 'paid') throw new Error(`the payment of ${paymentNumber} was not paid at once: ${JSON.stringify(result)}`);
  return { paidAt, tappedAt, readMs: t1 - t0, payMs: performance.now() - t1 };
}
