// Pay links end to end (issue #16): the front desk signs in to the staff console and makes a pay
// link; a guest opens /payments/{n} (no hotel code), pays with the 3-D Secure test card, passes
// the challenge and sees the payment complete, and downloads its receipt; the link's plain QR
// address (/payments?qr_code=) leads to the same page and a forged one to "not found"; the
// console's list then shows the link paid with its receipt, without a reload. axe checks the pay
// page and the console screen.
import { expect, expectAccessible, test } from './booking-fixtures.ts';

const HOTEL = 'kyoto-gion';
const RUN = Date.now().toString(36);
const SUBJECT = `Spa treatment ${RUN}`;

test('staff make a pay link, a guest pays it through 3-D Secure, and the console shows it paid', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto(`/admin/sign-in?code=${HOTEL}&locale=en`);
  await page.getByLabel('E-mail address').fill('frontdesk@kyoto-gion.example');
  await page.getByLabel('Password').fill('Noren-Staff-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await page.getByRole('link', { name: 'Pay links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay links' })).toBeVisible();

  await page.getByLabel('Subject').fill(SUBJECT);
  await page.getByLabel('Amount', { exact: true }).fill('8800');
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = (await page.getByTestId('pay-link-url').textContent())!.trim();
  expect(url).toMatch(/\/payments\/[A-Za-z0-9_-]{24}$/);
  const paymentNumber = url.split('/').pop()!;
  await expect(page.getByTestId(`pay-link-${paymentNumber}`).getByTestId('pay-link-row-status')).toHaveText('Open');
  await expectAccessible(page, 'staff pay links');

  // The guest, on another device: no session of the console, no hotel code.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(new URL(url).pathname);
  await expect(guest.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByText(SUBJECT)).toBeVisible();
  await expect(guest.getByText('¥8,800').first()).toBeVisible();
  await expectAccessible(guest, 'pay page');
  await guest.getByLabel('Card number').fill('4000 0000 0000 3220');
  await guest.getByLabel('Month').selectOption('12');
  await guest.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() + 4));
  await guest.getByLabel('Security code').fill('123');
  await guest.getByLabel('Name on card').fill('Mary Smith');
  await guest.getByRole('button', { name: /^Pay / }).click();
  await expect(guest.getByRole('heading', { level: 1, name: '3-D Secure verification' })).toBeVisible({ timeout: 20_000 });
  await guest.getByLabel('One-time code').fill((await guest.getByTestId('one-time-code').textContent())!.trim());
  await guest.getByRole('button', { name: 'Confirm' }).click();
  await expect(guest.getByTestId('pay-link-status')).toHaveText('Thank you. Your payment is complete.', { timeout: 20_000 });
  await expectAccessible(guest, 'pay page, paid');
  const [receipt] = await Promise.all([guest.waitForEvent('download'), guest.getByRole('button', { name: 'Download receipt' }).click()]);
  expect(receipt.suggestedFilename()).toBe(`receipt-${paymentNumber}.pdf`);
  await expect(guest.getByRole('status').filter({ hasText: 'The receipt has been downloaded.' })).toBeVisible();

  // A QR's address: resolved by the API and replaced by the page's own; a forged one shows nothing.
  await guest.goto(`/payments?qr_code=${encodeURIComponent(`/payments/${paymentNumber}`)}&locale=en`);
  await expect(guest).toHaveURL(new RegExp(`/payments/${paymentNumber}\\?locale=en$`), { timeout: 20_000 });
  await expect(guest.getByTestId('pay-link-status')).toHaveText('This has already been paid. Thank you.');
  await expect(guest.getByRole('button', { name: 'Download receipt' })).toBeVisible();
  await guest.goto('/payments?qr_code=nqr1.forged&locale=en');
  await expect(guest.getByTestId('pay-link-status')).toHaveText('This payment link could not be found. Please check the address.', { timeout: 20_000 });
  await expect(guest.getByText(SUBJECT)).toHaveCount(0);
  await guestContext.close();

  // No reload: the console's list follows the live events (or, while they are down, polls).
  const row = page.getByTestId(`pay-link-${paymentNumber}`);
  await expect(row.getByTestId('pay-link-row-status')).toHaveText('Paid', { timeout: 20_000 });
  const [staffReceipt] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download the receipt for “${SUBJECT}”` }).click()]);
  expect(staffReceipt.suggestedFilename()).toBe(`receipt-${paymentNumber}.pdf`);
});
