// Helpers of the kiosk's end-to-end files: calls as the staff console (a manager issuing a pairing
// code, the desk acknowledging an alert) and what the kiosk keeps in the browser's storage.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible } from '../booking-fixtures.ts';

export const MANAGER = { email: 'manager@noren.example', password: 'Noren-Manager-1' };

export interface StaffCaller {
  headers: Record<string, string>;
}

export async function signInStaff(request: APIRequestContext, who = MANAGER): Promise<StaffCaller> {
  const session = await request.post('/api/v1/client_sessions', { data: { key: 'demo-admin', secret: 'demo-admin-secret' } });
  expect(session.status()).toBe(201);
  const clientSession = ((await session.json()) as { data: { client_session: string } }).data.client_session;
  const signedIn = await request.post('/api/v1/staff/sign_in', { headers: { 'Client-Session': clientSession }, data: who });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const bearer = ((await signedIn.json()) as { data: { session: string } }).data.session;
  return { headers: { 'Client-Session': clientSession, Authorization: `Bearer ${bearer}`, 'Accept-Language': 'en' } };
}

/**
 * A manager issues a one-time pairing code for a new device of `hotel`, through the API (the
 * console's Kiosks screen does the same; e2e/staff-kiosk.e2e.ts drives that screen).
 */
export async function issuePairingCode(request: APIRequestContext, staff: StaffCaller, hotel: string, name: string): Promise<string> {
  const issued = await request.post(`/api/v1/staff/hotels/${hotel}/kiosk_devices`, { headers: staff.headers, data: { name } });
  expect(issued.status(), await issued.text()).toBe(201);
  return ((await issued.json()) as { data: { pairing_code: string } }).data.pairing_code;
}

export async function openAlerts(request: APIRequestContext, staff: StaffCaller, hotel: string): Promise<Array<{ id: number; device_name: string; status: string }>> {
  const listed = await request.get(`/api/v1/staff/hotels/${hotel}/kiosk_alerts`, { headers: staff.headers, params: { status: 'open' } });
  expect(listed.status(), await listed.text()).toBe(200);
  return ((await listed.json()) as { data: Array<{ id: number; device_name: string; status: string }> }).data;
}

export async function acknowledge(request: APIRequestContext, staff: StaffCaller, hotel: string, alertId: number): Promise<void> {
  const done = await request.post(`/api/v1/staff/hotels/${hotel}/kiosk_alerts/${alertId}/acknowledge`, { headers: staff.headers });
  expect(done.status(), await done.text()).toBe(200);
}

/** Every key of the page's localStorage and sessionStorage, and its cookies' names. */
export async function browserTraces(page: Page): Promise<{ local: string[]; session: string[]; cookies: string[] }> {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    cookies: document.cookie.split(';').map((c) => c.split('=')[0].trim()).filter(Boolean),
  }));
}

/**
 * Holds the page clock (installed by the test) a second ahead of where it is, so the kiosk's idle
 * timers fire only when the test runs the clock on. Without it the 10 s countdown also runs in
 * real time, and axe on the countdown's dialog on a slow CI machine outlasted it (the wipe came
 * before the test's "I am still here"). Resume it before a reload: a held clock holds the new
 * page's start-up timers too.
 */
export async function holdClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * expectAccessible while the clock is held: axe yields to the page with a setTimeout(0) after each
 * rule, which a held clock never fires, so the clock is let on 1 ms at a time while axe runs, at
 * most a tenth as fast as real time (the countdown barely moves however slow the machine).
 * The clock is the context's: axe finishes its run in a blank page of the same context, which it
 * closes, and a step of the clock in flight then fails with "Target page ... has been closed".
 * That step is let go; were the kiosk's own page gone, the audit itself would fail.
 */
export async function expectAccessibleOnHeldClock(page: Page, screen: string): Promise<void> {
  let done = false;
  const audit = expectAccessible(page, screen).finally(() => {
    done = true;
  });
  while (!done) {
    await page.clock.runFor(1).catch((error: unknown) => {
      if (!(error instanceof Error && /has been closed/.test(error.message))) throw error;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await audit;
}

/** What the kiosk may keep across guests: its credential, its settings, the app's client session. */
export const KEPT_KEYS = ['noren.client_session.demo-kiosk', 'noren.kiosk.device', 'noren.kiosk.settings'];

export interface Booked {
  number: string;
  email: string;
  total: number;
}

/** Books one night for two adults, paid at the hotel, the way the booking widget's calls do. */
export async function bookOnSite(request: APIRequestContext, hotel: string, plan: string, checkin: string, checkout: string, run: string): Promise<Booked> {
  const session = await request.post('/api/v1/client_sessions', { data: { key: 'demo-booking', secret: 'demo-booking-secret' } });
  expect(session.status()).toBe(201);
  const headers = { 'Client-Session': ((await session.json()) as { data: { client_session: string } }).data.client_session, 'Accept-Language': 'en' };
  const questions = await request.get(`/api/v1/hotels/${hotel}/additional_questions`, { headers, params: { checkin, 'room_plan_codes[]': plan } });
  expect(questions.ok()).toBe(true);
  const answers = ((await questions.json()) as { data: Array<{ id: number; required: boolean; options: Array<{ value: string }> }> }).data
    .filter((q) => q.required)
    .map((q) => (q.options.length > 0 ? { question_id: q.id, options: [q.options[0].value] } : { question_id: q.id, answer: 'None' }));
  const price = await request.get(`/api/v1/hotels/${hotel}/rooms/price`, { headers, params: { checkin, checkout, 'rooms[0][adults]': '2', 'rooms[0][room_plan_code]': plan } });
  expect(price.ok(), await price.text()).toBe(true);
  const total = ((await price.json()) as { data: { prices: { total_price: number } } }).data.prices.total_price;
  const email = `kiosk-${run}@example.com`;
  const booked = await request.post(`/api/v1/hotels/${hotel}/reservations`, {
    headers: { ...headers, 'Idempotency-Key': `kiosk-${run}` },
    data: {
      checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: plan, adults: 2 }],
      guest: { first_name: 'Aiko', last_name: `Kiosk${run.replace(/[0-9]/g, '')}`, email, email_confirmation: email, phone: '+819012345678', postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '570 Gionmachi Minamigawa' },
      payment: { type: 'on_site' }, answers, language: 'en', expected_total_price: total,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { number: ((await booked.json()) as { data: { reservation_number: string } }).data.reservation_number, email, total };
}

/** The confirmation's kiosk-lookup address (what its QR holds), read with the guest's own access. */
export async function kioskLookupUrl(request: APIRequestContext, hotel: string, booked: Booked): Promise<string> {
  const session = await request.post('/api/v1/client_sessions', { data: { key: 'demo-booking', secret: 'demo-booking-secret' } });
  const headers = { 'Client-Session': ((await session.json()) as { data: { client_session: string } }).data.client_session };
  const qr = await request.get(`/api/v1/hotels/${hotel}/reservations/${booked.number}/kiosk_qr`, { headers, params: { email: booked.email } });
  expect(qr.status(), await qr.text()).toBe(200);
  return ((await qr.json()) as { data: { lookup_url: string } }).data.lookup_url;
}
