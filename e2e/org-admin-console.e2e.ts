// The corporate admin console end to end (issue #15). A brand manager sets ACME's contract through
// the API (fiscal year from 1 April in Tokyo, a maximum of 2 stays), and ACME's booker books three
// room-nights, at Noren Kyoto Gion (JPY) and at Taipei Daan (TWD), 230 to 240 days ahead (no other
// e2e file books those nights or as ACME). Then ACME's admin signs in at /organization-sign-in,
// opens the console from /organization-admin in a new tab (the one-time hand-over), filters that
// fiscal year, reads the stay counts ("over by 1") and the charts, and exports with a generated
// password. 7-Zip opens the ZIP with the password and refuses it without; the CSV inside has the
// BOM, the header and exactly the rows the filter selects. axe checks the console, left to right
// and in Arabic. The server's clock is never moved.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, openDate, addDays, test } from './booking-fixtures.ts';

test.describe.configure({ mode: 'serial' });

const SEVEN_ZIP = process.env.NOREN_7ZIP ?? '/usr/bin/7zz';
const RUN = Date.now().toString(36).replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);

interface Stay { hotel: string; plan: string; checkin: string; nights: number }

async function clientSession(request: APIRequestContext, key: string): Promise<Record<string, string>> {
  const session = await request.post('/api/v1/client_sessions', { data: { key, secret: `${key}-secret` } });
  expect(session.status()).toBe(201);
  return { 'Client-Session': ((await session.json()) as { data: { client_session: string } }).data.client_session, 'Accept-Language': 'en' };
}

/** Books a stay for ACME's booker, paid at the hotel, the way the widget's calls do; returns its number. */
async function bookAsAcme(request: APIRequestContext, headers: Record<string, string>, stay: Stay, index: number): Promise<string> {
  const checkout = addDays(stay.checkin, stay.nights);
  const questions = await request.get(`/api/v1/hotels/${stay.hotel}/additional_questions`, { headers, params: { checkin: stay.checkin, 'room_plan_codes[]': stay.plan } });
  expect(questions.ok()).toBe(true);
  const answers = ((await questions.json()) as { data: Array<{ id: number; required: boolean; options: Array<{ value: string }> }> }).data
    .filter((q) => q.required)
    .map((q) => (q.options.length > 0 ? { question_id: q.id, options: [q.options[0].value] } : { question_id: q.id, answer: 'None' }));
  const price = await request.get(`/api/v1/hotels/${stay.hotel}/rooms/price`, {
    headers, params: { checkin: stay.checkin, checkout, 'rooms[0][adults]': '1', 'rooms[0][room_plan_code]': stay.plan },
  });
  expect(price.ok(), await price.text()).toBe(true);
  const total = ((await price.json()) as { data: { prices: { total_price: number } } }).data.prices.total_price;
  const guest = { first_name: 'Kenji', last_name: `Acme${RUN}`, email: `org-console-${RUN}-${index}@example.com` };
  const booked = await request.post(`/api/v1/hotels/${stay.hotel}/reservations`, {
    headers: { ...headers, 'Idempotency-Key': `org-console-${RUN}-${index}` },
    data: {
      checkin_date: stay.checkin, checkout_date: checkout, rooms: [{ room_plan_code: stay.plan, adults: 1 }],
      guest: { ...guest, email_confirmation: guest.email, phone: '+819012345678', postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '570 Gionmachi Minamigawa' },
      payment: { type: 'on_site' }, answers, language: 'en', expected_total_price: total,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { data: { reservation_number: string } }).data.reservation_number;
}

/** The reservation numbers the list call gives ACME's admin for a fiscal year (one page holds them all here). */
async function filteredNumbers(request: APIRequestContext, year: number): Promise<string[]> {
  const headers = await clientSession(request, 'demo-booking');
  const signIn = await request.post('/api/v1/hotels/kyoto-gion/organization/sign_in', { headers, data: { organization_id: 'acme', account_id: 'acme-admin', password: 'Acme-Admin-1' } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { session, user } = ((await signIn.json()) as { data: { session: string; user: { organization: { id: number } } } }).data;
  const brand = ((await (await request.get('/api/v1/hotels/kyoto-gion/settings/booking_widget', { headers })).json()) as { data: { hotel_brand_id: number } }).data.hotel_brand_id;
  const list = await request.get(`/api/v1/hotel_brands/${brand}/organizations/${user.organization.id}/reservations`, {
    headers: { ...headers, Authorization: `Bearer ${session}` }, params: { fiscal_year: String(year), limit: '200' },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const page = (await list.json()) as { data: Array<{ reservation_number: string }>; next_cursor: string | null };
  expect(page.next_cursor).toBeNull();
  return page.data.map((r) => r.reservation_number);
}

/** The fiscal year (from 1 April) a date falls in. */
const fiscalYearOf = (date: string) => (date.slice(5) >= '04-01' ? Number(date.slice(0, 4)) : Number(date.slice(0, 4)) - 1);

let numbers: string[] = [];
let fiscalYear = 0;

test.beforeAll(async ({ request }) => {
  // The manager sets ACME's contract: fiscal year from 1 April in Tokyo, at most 2 stays.
  const admin = await clientSession(request, 'demo-admin');
  const manager = await request.post('/api/v1/staff/sign_in', { headers: admin, data: { email: 'manager@noren.example', password: 'Noren-Manager-1' } });
  expect(manager.ok(), await manager.text()).toBe(true);
  const staffHeaders = { ...admin, Authorization: `Bearer ${((await manager.json()) as { data: { session: string } }).data.session}` };
  const organisations = await request.get('/api/v1/staff/organizations', { headers: staffHeaders });
  expect(organisations.ok(), await organisations.text()).toBe(true);
  const acme = ((await organisations.json()) as { data: Array<{ organization: { id: number; code: string } }> }).data.find((o) => o.organization.code === 'acme');
  expect(acme).toBeTruthy();
  const contract = await request.put(`/api/v1/staff/organizations/${acme!.organization.id}/contract`, {
    headers: staffHeaders, data: { fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_year: 2, time_zone: 'Asia/Tokyo', mask_guest_names: false },
  });
  expect(contract.ok(), await contract.text()).toBe(true);

  // ACME's booker books three room-nights in one fiscal year, in two currencies.
  const booking = await clientSession(request, 'demo-booking');
  const signIn = await request.post('/api/v1/hotels/kyoto-gion/organization/sign_in', { headers: booking, data: { organization_id: 'acme', account_id: 'acme-booker', password: 'Acme-Booker-1' } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const headers = { ...booking, Authorization: `Bearer ${((await signIn.json()) as { data: { session: string } }).data.session}` };
  const first = openDate(230);
  const stays: Stay[] = [
    { hotel: 'kyoto-gion', plan: 'room-only_tatami-standard', checkin: first, nights: 2 },
    { hotel: 'taipei-daan', plan: 'room-only_deluxe-king', checkin: addDays(first, 3), nights: 1 },
  ];
  // All three nights in one fiscal year: move both a week on if they would straddle 1 April.
  if (fiscalYearOf(first) !== fiscalYearOf(addDays(first, 4))) for (const s of stays) s.checkin = addDays(s.checkin, 7);
  fiscalYear = fiscalYearOf(stays[0].checkin);
  numbers = [];
  for (const [i, stay] of stays.entries()) numbers.push(await bookAsAcme(request, headers, stay, i));
});

test('ACME’s admin opens the console from the booking site, reads the stay counts and charts, and exports a password ZIP', async ({ page, context, problems, request }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/organization-sign-in?code=kyoto-gion&locale=en&organization_id=acme&redirect=%2Forganization-admin%3Fcode%3Dkyoto-gion%26locale%3Den');
  await page.getByLabel('Account ID').fill('acme-admin');
  await page.getByLabel('Password').fill('Acme-Admin-1');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // /organization-admin: the admin's way in, and the account menu's link to it.
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation console' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Organisation console' })).toBeVisible();
  const [consolePage] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Open the console in a new tab' }).click()]);
  const console = consolePage;
  console.on('pageerror', (error) => problems.list.push(`console tab uncaught: ${error.message}`));
  await console.waitForURL(/\/admin\/organization\/reservations/);
  // The one-time token left the address at once.
  expect(console.url()).not.toContain('handover');
  await expect(console.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await expect(console.getByText(/^As of /)).toBeVisible();

  // Filter the fiscal year of the bookings.
  await console.getByLabel('Fiscal year').selectOption(String(fiscalYear));
  await console.getByRole('button', { name: 'Show reservations' }).click();
  const table = console.getByRole('region', { name: /Reservations table/ });
  for (const number of numbers) await expect(table.getByRole('button', { name: number })).toBeVisible();
  await expect(console.getByText(/reservations?, \d+ room-nights counted/)).toBeVisible();
  await expectAccessible(console, 'organisation reservations');

  // Sort by the total, and open one reservation read-only.
  await table.getByRole('button', { name: 'Total' }).click();
  await expect(table.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: numbers[0] }).click();
  const dialog = console.getByRole('dialog', { name: `Reservation ${numbers[0]}` });
  await expect(dialog.getByText('Noren Kyoto Gion')).toBeVisible();
  await expectAccessible(console, 'reservation detail');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The stay counts of that year: 3 used of 2, over by 1; the charts and their tables.
  await console.getByRole('link', { name: 'Stay counts' }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Stay counts' })).toBeVisible();
  await console.getByLabel('Fiscal year').selectOption(String(fiscalYear));
  await expect(console.getByTestId('stays-maximum')).toHaveText('2');
  await expect(console.getByTestId('stays-used')).toHaveText('3');
  await expect(console.getByTestId('stays-remaining')).toHaveText('0');
  await expect(console.getByTestId('stays-over')).toContainText('Over the maximum by 1 stay');
  await expect(console.getByRole('figure', { name: 'Stays per month against the even pace' })).toBeVisible();
  await expect(console.getByRole('figure', { name: 'Spend per hotel in JPY' })).toBeVisible();
  await expect(console.getByRole('figure', { name: 'Spend per hotel in TWD' })).toBeVisible();
  await expect(console.locator('.recharts-surface').first()).toBeVisible();
  const perBooker = console.getByRole('figure', { name: 'Stays per booker' });
  await perBooker.getByRole('button', { name: 'Show as a table' }).click();
  await expect(perBooker.getByRole('row', { name: /ACME Booker 3/i })).toBeVisible();
  await expectAccessible(console, 'stay counts');

  // Export the filtered rows as an AES-256 ZIP with a generated password.
  await console.getByRole('link', { name: 'Reservations' }).click();
  await console.getByLabel('Fiscal year').selectOption(String(fiscalYear));
  await console.getByRole('button', { name: 'Show reservations' }).click();
  await expect(table.getByRole('button', { name: numbers[1] })).toBeVisible();
  await console.getByRole('button', { name: 'Make the ZIP' }).click();
  const password = (await console.getByTestId('export-password').textContent()) ?? '';
  expect(password.length).toBeGreaterThanOrEqual(16);
  const [download] = await Promise.all([console.waitForEvent('download'), console.getByRole('link', { name: /^Download reservations-/ }).click()]);
  const zip = testInfo.outputPath('export.zip');
  await download.saveAs(zip);

  // 7-Zip: the archive is encrypted, refuses a wrong or missing password, opens with the right one.
  const listed = spawnSync(SEVEN_ZIP, ['l', '-slt', `-p${password}`, zip], { encoding: 'utf8' });
  expect(listed.status, listed.stderr).toBe(0);
  expect(listed.stdout).toMatch(/Encrypted = \+/);
  expect(listed.stdout).toMatch(/Method = .*AES-256/);
  const wrong = spawnSync(SEVEN_ZIP, ['t', '-pnot-the-password', zip], { encoding: 'utf8' });
  expect(wrong.status).not.toBe(0);
  const none = spawnSync(SEVEN_ZIP, ['t', '-p', zip], { encoding: 'utf8', input: '' });
  expect(none.status).not.toBe(0);
  const opened = spawnSync(SEVEN_ZIP, ['x', '-so', `-p${password}`, zip], { maxBuffer: 64 * 1024 * 1024 });
  expect(opened.status, String(opened.stderr)).toBe(0);
  const csv = opened.stdout as Buffer;
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trim().split(/\r?\n/);
  const header = readFileSync('locales/en/orgAdminApi.json', 'utf8');
  const columns = (JSON.parse(header) as { columns: Record<string, string> }).columns;
  expect(lines[0]).toBe(Object.values(columns).join(','));

  // Exactly the rows the list shows for that filter.
  const listed2 = await filteredNumbers(request, fiscalYear);
  const numberColumn = Object.keys(columns).indexOf('reservation_number');
  const exported = lines.slice(1).map((line) => line.split(',')[numberColumn]);
  expect(exported.sort()).toEqual([...listed2].sort());
  for (const number of numbers) expect(exported).toContain(number);

  // The same console in Arabic, right to left.
  await console.goto('/admin/organization/reservations?code=kyoto-gion&locale=ar');
  await expect(console.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(console.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(console, 'organisation reservations (ar)');
  await console.goto('/admin/organization/stays?code=kyoto-gion&locale=ar');
  await expect(console.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(console, 'stay counts (ar)');
});
