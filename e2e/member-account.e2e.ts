// Members and organisation users in the booking app (spec part 1 §2 "Membership" and
// "Organisation", §4 "Identity outcomes"; part 2 §7.6): the demo member signs in (a wrong password
// first: the error shows), the header names them, a stay booked by card keeps the card, the next
// stay is paid with that saved card without typing one (once the ownership branch takes
// payment.save_card and saved_card_id), and signing out puts "Sign in" back. An
// organisation user signs in with the organisation's id from the address and the header shows the
// organisation. Stays use days 150 to 175 from today, which no other e2e file books, each on the
// first night from its day on which the seed leaves four of every room (roomyDate): a Golden Week
// night leaves one modern twin, which a run that books it twice (or --repeat-each) finds sold out.
import type { Page } from '@playwright/test';
import { addDays, arriveAndAgree, expect, expectAccessible, roomyDate, test } from './booking-fixtures.ts';

const HOTEL = 'kyoto-gion';
const ROOM = 'modern-twin';
const PLAN = `kaiseki_${ROOM}`;
const MEMBER = { email: 'member@noren.example', password: 'Noren-Member-1' };
const START = `/booking/result?code=${HOTEL}&locale=en`;

const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** Guest detail of one night in the modern twin on the Kaiseki plan (paid by card), then the payment step. */
async function toPayment(page: Page, checkin: string): Promise<void> {
  const query = new URLSearchParams({ code: HOTEL, locale: 'en', checkin, checkout: addDays(checkin, 1), adults: '2', selected: `${ROOM}:${PLAN}` });
  await page.goto(`/reservation/guest-detail?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible({ timeout: 20_000 });
  // The member books as themselves: the account's e-mail is there already.
  await expect(page.locator('input[name="guest.email"]')).toHaveValue(MEMBER.email);
  await expect(page.locator('input[name="guest.email_confirmation"]')).toHaveValue(MEMBER.email);
  // The demo member is Hanako Sato.
  await expect(page.locator('input[name="guest.last_name"]')).toHaveValue('Sato');
  await expect(page.locator('input[name="guest.first_name"]')).toHaveValue('Hanako');
  await page.locator('input[name="guest.phone"]').fill('+81312345678');
  await page.locator('input[name="guest.postal_code"]').fill('6050074');
  await page.locator('input[name="guest.prefecture_or_state"]').fill('Kyoto');
  await page.locator('input[name="guest.street_address"]').fill('Gionmachi 1');
  await arriveAndAgree(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({ timeout: 20_000 });
}

/** Pays, answering 3-D Secure if the card asks for it, and returns the booking's payment as sent. */
async function payAndBook(page: Page): Promise<Record<string, unknown>> {
  const booking = page.waitForRequest((r) => r.url().includes(`/api/v1/hotels/${HOTEL}/reservations`) && r.method() === 'POST');
  await page.getByRole('button', { name: 'Pay and book' }).click();
  const sent = (await booking).postDataJSON() as { payment: Record<string, unknown> };
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({ timeout: 20_000 });
  return sent.payment;
}

/** The card form with the sandbox's test card that needs no 3-D Secure. */
async function typeCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() + 4));
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Hanako Sato');
}

async function signInFromHeader(page: Page): Promise<void> {
  await page.goto(START);
  await account(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email address').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(account(page).getByText('Signed in as Hanako Sato')).toBeVisible({ timeout: 20_000 });
}

test('a member signs in (a wrong password first), books as themselves by card, and signs out', async ({ page, problems }) => {
  test.setTimeout(180_000);
  // The wrong password answers 401 on purpose.
  problems.allowHttp.push('/memberships/sign_in');
  await page.goto(START);
  await expect(account(page).getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await account(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'sign-in');

  await page.getByLabel('Email address').fill(MEMBER.email);
  await page.getByLabel('Password').fill('Wrong-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The email address or password is incorrect.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back where the guest came from, with their name in the header.
  await expect(page).toHaveURL(/\/booking\/result\?code=kyoto-gion&locale=en/);
  await expect(account(page).getByText('Signed in as Hanako Sato')).toBeVisible({ timeout: 20_000 });
  await expect(account(page).getByRole('link', { name: 'Sign out' })).toBeVisible();
  await expect(account(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expectAccessible(page, 'result page, signed in');

  // A stay paid by a new card; the member may keep it (not ticked here).
  await toPayment(page, roomyDate(150));
  await typeCard(page);
  await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).not.toBeChecked();
  await expectAccessible(page, 'payment step, member');
  const payment = await payAndBook(page);
  expect(payment).toMatchObject({ type: 'credit_card' });
  expect(payment).not.toHaveProperty('save_card');

  // Sign out from the header: back to the results, "Sign in" again, and the session is gone for good.
  await account(page).getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/booking\/result\?/, { timeout: 20_000 });
  await expect(account(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(account(page).getByText(/^Signed in as /)).toHaveCount(0);
  await page.reload();
  await expect(account(page).getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
});

test('a member keeps a card, then books again with it without typing one', async ({ page }) => {
  test.setTimeout(180_000);
  await signInFromHeader(page);

  await toPayment(page, roomyDate(165));
  await typeCard(page);
  await page.getByRole('checkbox', { name: 'Save this card for next time' }).check();
  const first = await payAndBook(page);
  expect(first).toMatchObject({ type: 'credit_card', save_card: true });
  expect(first.token).toBeTruthy();

  await toPayment(page, roomyDate(170));
  const saved = page.getByRole('radio', { name: /Visa ending in 4242/ });
  await expect(saved).toBeVisible({ timeout: 20_000 });
  await saved.check();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toHaveCount(0);
  const second = await payAndBook(page);
  expect(second).toMatchObject({ type: 'credit_card' });
  expect(second.saved_card_id).toBeTruthy();
  expect(second).not.toHaveProperty('token');
});

test('an organisation user signs in with the organisation from the address, and the header names the organisation', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`/organization-sign-in?code=${HOTEL}&locale=en&organization_id=acme`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation sign-in' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Organisation ID')).toHaveValue('acme');
  await expectAccessible(page, 'organisation sign-in');
  await page.getByLabel('Account ID').fill('acme-booker');
  await page.getByLabel('Password').fill('Acme-Booker-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/booking\/result\?code=kyoto-gion&locale=en(&|$)/, { timeout: 20_000 });
  await expect(account(page).getByText(/^Signed in as ACME Travel/)).toBeVisible({ timeout: 20_000 });
  await account(page).getByRole('link', { name: 'Sign out' }).click();
  await expect(account(page).getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
});

test('signing in from guest detail comes back to the same stay, with the member as the guest', async ({ page }) => {
  test.setTimeout(60_000);
  const checkin = roomyDate(160);
  const query = new URLSearchParams({ code: HOTEL, locale: 'en', checkin, checkout: addDays(checkin, 1), adults: '2', selected: `${ROOM}:${PLAN}` });
  await page.goto(`/reservation/guest-detail?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('input[name="guest.email"]')).toHaveValue('');
  await account(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email address').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('checkin')).toBe(checkin);
  await expect(page.locator('input[name="guest.email"]')).toHaveValue(MEMBER.email);
  await expect(page.locator('input[name="guest.last_name"]')).toHaveValue('Sato');
});
