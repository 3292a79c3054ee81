// The facility staff console end to end (issue #7): a guest books at Noren Kyoto Gion through the
// API on nights 180-200 days ahead (no other e2e file books those), the server's clock moves to
// the check-in day, and the front desk signs in (a wrong password first), finds the booking by
// the guest's name, opens it, prints the receipt (a PDF naming the reservation, read back with
// pdftotext), reads the booking confirmation in the mail outbox, is refused Taipei Daan, and signs
// out. axe checks each screen.
//
// The clock moves only for this file's requests (its own scope, e2e/support/test-clock.ts), so the
// file runs in parallel with the others. The booking's confirmation is queued before the move, so
// the mail sender (no scope: the real time) handles it as usual.
import { spawnSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, openDate, addDays, test } from './booking-fixtures.ts';
import { clockScope, clockScopeHeaders, moveClock as moveScopedClock } from './support/test-clock.ts';

test.describe.configure({ mode: 'serial' });
const CLOCK = clockScope('staff-console');
test.use(clockScopeHeaders(CLOCK));

const HOTEL = 'kyoto-gion';
const RUN = Date.now().toString(36).replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
const GUEST = { first_name: 'Aki', last_name: `Staff${RUN}`, email: `staff-console-${RUN}@example.com` };
const PLAN = 'room-only_tatami-standard';
const CONSOLE = `/admin/sign-in?code=${HOTEL}&locale=en`;

const moveClock = (request: APIRequestContext, now: string | null) => moveScopedClock(request, CLOCK, now);

/** Books one night for two adults, paid at the hotel, the way the widget's calls do; returns the number. */
async function bookThroughApi(request: APIRequestContext, checkin: string): Promise<string> {
  const checkout = addDays(checkin, 1);
  const session = await request.post('/api/v1/client_sessions', { data: { key: 'demo-booking', secret: 'demo-booking-secret' } });
  expect(session.status()).toBe(201);
  const headers = { 'Client-Session': ((await session.json()) as { data: { client_session: string } }).data.client_session, 'Accept-Language': 'en' };
  const questions = await request.get(`/api/v1/hotels/${HOTEL}/additional_questions`, { headers, params: { checkin, 'room_plan_codes[]': PLAN } });
  expect(questions.ok()).toBe(true);
  const answers = ((await questions.json()) as { data: Array<{ id: number; required: boolean; options: Array<{ value: string }> }> }).data
    .filter((q) => q.required)
    .map((q) => (q.options.length > 0 ? { question_id: q.id, options: [q.options[0].value] } : { question_id: q.id, answer: 'None' }));
  const price = await request.get(`/api/v1/hotels/${HOTEL}/rooms/price`, { headers, params: { checkin, checkout, 'rooms[0][adults]': '2', 'rooms[0][room_plan_code]': PLAN } });
  expect(price.ok(), await price.text()).toBe(true);
  const total = ((await price.json()) as { data: { prices: { total_price: number } } }).data.prices.total_price;
  const booked = await request.post(`/api/v1/hotels/${HOTEL}/reservations`, {
    headers: { ...headers, 'Idempotency-Key': `staff-console-${RUN}` },
    data: {
      checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: PLAN, adults: 2 }],
      guest: { ...GUEST, email_confirmation: GUEST.email, phone: '+819012345678', postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '570 Gionmachi Minamigawa' },
      payment: { type: 'on_site' }, answers, language: 'en', expected_total_price: total,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { data: { reservation_number: string } }).data.reservation_number;
}

let number = '';
let checkin = '';

test.beforeAll(async ({ request }) => {
  checkin = openDate(180);
  expect(checkin <= addDays(openDate(0), 200)).toBe(true);
  number = await bookThroughApi(request, checkin);
  // Check-in day, 10:00 in Kyoto: the guest could not download a receipt yet; the front desk can print one.
  await moveClock(request, `${checkin}T10:00:00+09:00`);
});

test.afterAll(async ({ request }) => {
  await moveClock(request, null);
});

test('the front desk signs in, finds the booking, prints its receipt, reads its mail, and signs out', async ({ page, problems }, testInfo) => {
  // Five axe runs and a PDF on a shared machine.
  test.setTimeout(180_000);
  await page.goto(CONSOLE);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expectAccessible(page, 'staff sign-in');

  // A wrong password: said, and read out.
  problems.allowHttp.push('/api/v1/staff/sign_in');
  await page.getByLabel('E-mail address').fill('frontdesk@kyoto-gion.example');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not correct.');
  await expect(page.getByLabel('Password')).toHaveValue('');

  await page.getByLabel('Password').fill('Noren-Staff-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toContainText('frontdesk@kyoto-gion.example');
  expect(new URL(page.url()).searchParams.get('code')).toBe(HOTEL);

  // Found by the guest's name.
  await page.getByRole('searchbox', { name: /Search/ }).fill(`aki staff${RUN}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 reservation', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText(`Aki Staff${RUN}`);
  await expect(row).toContainText('Confirmed');
  await expectAccessible(page, 'staff reservations');

  await row.getByRole('link', { name: number }).click();
  const heading = page.getByRole('heading', { level: 1, name: `Reservation ${number}` });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(GUEST.email)).toBeVisible();
  await expect(page.getByText('Pay at the hotel', { exact: true })).toBeVisible();
  await expectAccessible(page, 'staff reservation');

  // The receipt: the guest's PDF, addressed as typed.
  await page.getByLabel('Name on the receipt').fill('Noren Trading Co.');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  const path = testInfo.outputPath(`receipt-${number}.pdf`);
  await file.saveAs(path);
  const text = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  expect(text.status, text.stderr).toBe(0);
  expect(text.stdout).toContain(number);
  expect(text.stdout).toContain('Noren Trading Co.');
  await expect(page.getByRole('status')).toHaveText(`The receipt of ${number} was downloaded.`);

  // The booking confirmation in the outbox, and its text.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Mail outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  const mail = page.getByRole('link', { name: `Reservation confirmed: ${number} at Noren Kyoto Gion` });
  await expect(mail).toBeVisible();
  await expectAccessible(page, 'staff mail outbox');
  await mail.click();
  await expect(page.getByRole('heading', { level: 1, name: `Reservation confirmed: ${number} at Noren Kyoto Gion` })).toBeFocused();
  await expect(page.getByRole('definition').filter({ hasText: GUEST.email })).toBeVisible();
  await expect(page.getByLabel('Text of the mail')).toContainText(number);
  await expectAccessible(page, 'staff mail');

  // Taipei Daan is not this front desk's hotel: the console says so.
  problems.allowHttp.push('/api/v1/staff/hotels/taipei-daan');
  await page.goto('/admin/reservations?code=taipei-daan&locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Your account does not work at this hotel.');

  // Signed out, the console is closed until the next sign-in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.goto(`/admin/reservations?code=${HOTEL}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
});
