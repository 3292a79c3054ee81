// Managing reservations end to end: two on-site bookings at Noren Kyoto Gion; the first is found
// on /search, its dates changed (the difference is paid at the hotel) and, with the server's
// clock moved past its check-out (NOREN_TEST_CLOCK), its receipt downloaded as a PDF; the second
// is opened from its confirmation link (bypass token) and cancelled inside the fee tiers. Every
// mail arrives on the SMTP sink (e2e/support/smtp-sink.ts), and axe checks each manage screen.
//
// The clock moves only for this file's requests (its own scope, e2e/support/test-clock.ts), so the
// file runs in parallel with the others. The clock is put back in afterAll.
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, arriveAndAgree, expect, fillGuest, expectAccessible, hotelToday, test } from './booking-fixtures.ts';
import { clockScope, clockScopeHeaders, moveClock as moveScopedClock } from './support/test-clock.ts';

test.describe.configure({ mode: 'serial' });
const CLOCK = clockScope('manage-reservation');
test.use(clockScopeHeaders(CLOCK));

const HOTEL = 'kyoto-gion';
const START = `?code=${HOTEL}&locale=en`;
const MAIL_SINK = process.env.MAIL_SINK_URL ?? 'http://127.0.0.1:8184';
const RUN = Date.now().toString(36);
const GUEST_A = `manage-a-${RUN}@example.com`;
const GUEST_B = `manage-b-${RUN}@example.com`;
const GUEST_C = `manage-c-${RUN}@example.com`;
const ROOM_ONLY = 'Select: Japanese Room with Courtyard Garden (10 tatami), Room Only';

/** Nights the seed sells out (e2e/booking-fixtures.ts openDate): the 7th, 14th, 21st, 28th, 1st and 15th. */
const blocked = (date: string) => {
  const day = Number(date.slice(8, 10));
  return (day % 7 === 0 && day <= 28) || day === 1 || day === 15;
};

/** The first open check-in from `from` days ahead whose `nights` nights are all open. */
function openStay(from: number, nights: number): string {
  for (let d = addDays(hotelToday(), from); ; d = addDays(d, 1)) {
    if (Array.from({ length: nights }, (_, i) => addDays(d, i)).every((night) => !blocked(night))) return d;
  }
}

const moveClock = (request: APIRequestContext, now: string | null) => moveScopedClock(request, CLOCK, now);

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`${MAIL_SINK}/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Mail[] }).data;
}

async function expectMail(request: APIRequestContext, to: string, subject: string): Promise<void> {
  await expect.poll(async () => (await mailsTo(request, to)).map((m) => m.subject), { timeout: 20_000, message: `mail "${subject}" to ${to}` }).toContain(subject);
}

const MARY = { last_name: 'Smith', first_name: 'Mary', phone: '+81312345678', postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '570 Gionmachi Minamigawa' };

/** Books one room of Room Only for two adults, paid at the hotel; returns the reservation number. */
async function bookOnSite(page: Page, checkin: string, nights: number, email: string): Promise<string> {
  await page.goto(`/${START}&checkin=${checkin}&checkout=${addDays(checkin, nights)}&adults=2`);
  await page.getByRole('button', { name: ROOM_ONLY, exact: true }).click();
  await page.getByRole('complementary').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();
  await fillGuest(page, { ...MARY, email: email });
  await arriveAndAgree(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({ timeout: 20_000 });
  return (await page.locator('.booking-confirmation__number').textContent())!.trim();
}

async function fillCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() + 4));
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Mary Smith');
}

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.afterAll(async ({ request }) => {
  await moveClock(request, null);
});

test('find, change the dates, and download the receipt after check-out', async ({ page, request, problems }) => {
  test.setTimeout(90_000);
  const checkin = openStay(12, 3);
  const number = await bookOnSite(page, checkin, 1, GUEST_A);

  // /search: a wrong e-mail finds nothing, and says so; the right one opens the review page.
  // The refused lookup answers 404 on purpose.
  problems.allowHttp.push('/hotel_brands/');
  await page.goto(`/search${START}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your reservation' })).toBeVisible();
  await expectAccessible(page, 'find reservation');
  await page.getByLabel('Reservation number').fill(number);
  await page.getByLabel('Email address').fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Find reservation' }).click();
  await expect(page.getByRole('alert')).toContainText('No reservation matches');
  await page.getByLabel('Email address').fill(GUEST_A);
  await page.getByRole('button', { name: 'Find reservation' }).click();
  await expect(page).toHaveURL(new RegExp(`/review-reservation/${number}\\?`));
  await expect(page).not.toHaveURL(/email=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: number })).toBeVisible();
  await expect(page.getByText('1 night', { exact: true })).toBeVisible();
  const change = page.getByRole('region', { name: 'Change reservation' });
  await expect(change.getByText(/You can change this reservation online until/)).toBeVisible();
  await expectAccessible(page, 'review reservation');

  // One more night: the quote shows the difference, paid at the hotel, and confirming applies it.
  await change.getByLabel('Check-out').fill(addDays(checkin, 2));
  await change.getByRole('button', { name: 'Check the new price' }).click();
  const difference = change.getByTestId('update-difference');
  await expect(difference).toContainText('+¥');
  await expect(change.getByText(/You will pay ¥[\d,]+ more at the hotel\./)).toBeVisible();
  const newTotal = amount(await change.getByTestId('update-new-total').textContent());
  await expectAccessible(page, 'update quote');
  await change.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(change.getByText('Your reservation has been changed.', { exact: false })).toBeVisible();
  await expect(page.getByText('2 nights', { exact: true })).toBeVisible();
  const total = page.locator('.booking-details__total').last();
  await expect.poll(async () => amount(await total.textContent())).toBe(newTotal);
  const events = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event));
  expect(events).toContain('t-reservation_update');

  // Before check-out the receipt is refused with the date it opens.
  problems.allowHttp.push('/receipt');
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await receipt.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  await expect(receipt.getByRole('alert')).toContainText('The receipt can be downloaded from');

  // After check-out (server clock moved): the PDF. A fresh client session is made at the moved
  // time, as a guest coming back after the stay would; the e-mail is asked for again.
  await moveClock(request, `${addDays(checkin, 2)}T12:00:00+09:00`);
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await page.reload();
  await page.getByLabel('Email address').fill(GUEST_A);
  await page.getByRole('button', { name: 'Open reservation' }).click();
  await expect(page.getByRole('definition').filter({ hasText: number })).toBeVisible();
  await expect(page.getByLabel('Name on the receipt')).toHaveValue('Mary Smith');
  const pdf = page.waitForResponse((r) => r.url().includes('/receipt') && r.status() === 200);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const answer = await pdf;
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await download).suggestedFilename()).toBe(`receipt-${number}.pdf`);
  await expect(page.getByText('The receipt has been downloaded.')).toBeVisible();
  await moveClock(request, null);

  await expectMail(request, GUEST_A, `Reservation confirmed: ${number} at Noren Kyoto Gion`);
  await expectMail(request, GUEST_A, `Reservation changed: ${number} at Noren Kyoto Gion`);
});

test('an increase on a card-paid reservation is paid with a new card, which only the gateway sees', async ({ page }) => {
  test.setTimeout(60_000);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/v1')) sent.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  // The Kaiseki plan is paid by card; its free cancellation (so its online changes) ends 7 days before.
  const checkin = openStay(20, 2);
  const query = new URLSearchParams({ code: HOTEL, locale: 'en', checkin, checkout: addDays(checkin, 1), adults: '2', selected: 'modern-twin:kaiseki_modern-twin' });
  await page.goto(`/reservation/guest-detail?${query}`);
  await fillGuest(page, { ...MARY, email: GUEST_C });
  await arriveAndAgree(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({ timeout: 20_000 });
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay and book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Change or cancel this reservation' }).click();
  const change = page.getByRole('region', { name: 'Change reservation' });
  await change.getByLabel('Check-out').fill(addDays(checkin, 2));
  await change.getByRole('button', { name: 'Check the new price' }).click();
  await expect(change.getByText(/¥[\d,]+ will be charged to your card\./)).toBeVisible();
  const difference = amount(await change.getByTestId('update-difference').textContent());
  await fillCard(page);
  await expectAccessible(page, 'update paid by card');
  await change.getByRole('button', { name: 'Pay and confirm the change' }).click();
  await expect(change.getByText(`¥${difference.toLocaleString('en')} has been charged to your card.`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('2 nights', { exact: true })).toBeVisible();
  const digits = '4242424242424242';
  expect(sent.filter((line) => line.replace(/[\s-]/g, '').includes(digits))).toEqual([]);
});

test('open from the confirmation link and cancel with the fee of the policy', async ({ page, request }) => {
  test.setTimeout(60_000);
  // Inside the standard policy's tiers (20% from 3 days before, 50% the day before), never the same day.
  const checkin = [1, 2, 3].map((d) => addDays(hotelToday(), d)).find((d) => !blocked(d))!;
  const number = await bookOnSite(page, checkin, 1, GUEST_B);

  await page.getByRole('link', { name: 'Change or cancel this reservation' }).click();
  await expect(page).toHaveURL(/bypass_token=/);
  await expect(page.getByRole('definition').filter({ hasText: number })).toBeVisible();
  // Inside the fee tiers the update deadline (end of free cancellation) has passed.
  await expect(page.getByRole('region', { name: 'Change reservation' })).toContainText('The deadline for changing this reservation has passed.');

  const cancel = page.getByRole('region', { name: 'Cancel reservation' });
  const fee = amount(await cancel.getByTestId('cancel-fee').textContent());
  const total = amount(await page.locator('.booking-details__total').last().textContent());
  expect(fee).toBeGreaterThan(0);
  expect(fee).toBeLessThan(total);
  await expect(cancel.getByTestId('cancel-refund')).toHaveText('¥0');
  await cancel.getByRole('button', { name: 'Cancel this reservation' }).click();
  // The reason is required.
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(cancel.getByText('Please choose a reason.')).toBeVisible();
  await cancel.getByLabel('Reason for cancelling').selectOption('change_of_plans');
  await cancel.getByLabel('Details (optional)').fill('Our flight was moved.');
  await expect(cancel.getByText(`A cancellation fee of ¥${fee.toLocaleString('en')} applies.`)).toBeVisible();
  await expectAccessible(page, 'cancel reservation');
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();

  await expect(cancel.getByText('Your reservation has been cancelled.', { exact: false })).toBeVisible();
  await expect(cancel.getByText(`Cancellation fee: ¥${fee.toLocaleString('en')}`)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change reservation' })).toHaveCount(0);
  const events = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event));
  expect(events).toContain('t-reservation_cancel');
  await expectAccessible(page, 'cancelled reservation');

  await expectMail(request, GUEST_B, `Reservation confirmed: ${number} at Noren Kyoto Gion`);
  await expectMail(request, GUEST_B, `Reservation cancelled: ${number} at Noren Kyoto Gion`);
  const cancelled = (await mailsTo(request, GUEST_B)).find((m) => m.subject.startsWith('Reservation cancelled'))!;
  expect(cancelled.text).toContain(fee.toLocaleString('en'));
});

test('the unsubscribe pages stand outside the shell and refuse a forged link', async ({ page, problems }) => {
  problems.allowHttp.push('/marketing_emails/');
  await page.goto('/unsubscribe-email/confirmation?token=forged.token&locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from marketing emails' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  // No hotel header or footer: the page opens from an e-mail without a hotel.
  await expect(page.locator('.noren-header')).toHaveCount(0);
  await expectAccessible(page, 'unsubscribe confirmation');
  await page.goto('/unsubscribe-email/success?locale=ja');
  await expect(page.getByRole('heading', { level: 1, name: '配信を停止しました' })).toBeVisible();
  await expectAccessible(page, 'unsubscribe success');
});
