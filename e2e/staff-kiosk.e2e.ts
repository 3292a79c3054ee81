// The staff console's kiosk screens end to end (issue #16): a manager signs in to the console and
// pairs a new kiosk through the screen (the one-time code is read from it); a tablet (another
// browser context, not the demo device: taipei-daan has none) opens /kiosk/?code=taipei-daan and
// types the code; its "call staff" appears in the console without a reload (live events), staff
// acknowledge it there and the kiosk shows "on the way"; the device list shows its last contact;
// revoking it sends the tablet back to its pairing screen at its next call; the front desk reads the
// list but cannot pair or revoke. axe checks the screen in English and Arabic.
import { expect, expectAccessible, test } from './booking-fixtures.ts';
import { MANAGER } from './kiosk/support.ts';

test.describe.configure({ mode: 'serial' });

const HOTEL = 'taipei-daan';
const RUN = Date.now().toString(36);
const TABLET = `Lobby screen ${RUN}`;

test('a manager pairs a kiosk from the console, answers its call live, sees its last contact and revokes it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto(`/admin/sign-in?code=${HOTEL}&locale=en`);
  await page.getByLabel('E-mail address').fill(MANAGER.email);
  await page.getByLabel('Password').fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: /^Kiosks/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lobby kiosks' })).toBeVisible();
  await expect(page.getByText('Live updates are on.')).toBeVisible();

  // Pair a new kiosk: the code is shown large, with its expiry and the steps for the tablet.
  await page.getByLabel('Name of the tablet').fill(TABLET);
  await page.getByRole('button', { name: 'Get a pairing code' }).click();
  const panel = page.getByRole('region', { name: `Pairing code for ${TABLET}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Valid until .+, once\.$/)).toBeVisible();
  await expect(panel.getByText(`/kiosk/?code=${HOTEL}`)).toBeVisible();
  const code = (await page.getByTestId('pairing-code').textContent())!.trim();
  expect(code.length).toBeGreaterThan(3);
  const row = page.getByRole('region', { name: 'Paired tablets' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: TABLET, exact: true }) });
  await expect(row.getByTestId('kiosk-device-status')).toHaveText(/^Waiting for pairing/);
  await expect(row.getByTestId('kiosk-device-last-contact')).toHaveText('Never');
  await expectAccessible(page, 'kiosk screen with a pairing code (en)');

  // The tablet: its own browser, no staff session; it types the code from the screen.
  const tabletContext = await browser.newContext();
  const tablet = await tabletContext.newPage();
  await tablet.goto(`/kiosk/?code=${HOTEL}&locale=en`);
  await expect(tablet.getByRole('heading', { level: 1, name: 'Pair this kiosk' })).toBeVisible();
  await tablet.getByLabel('Pairing code').fill(code);
  await tablet.getByRole('button', { name: 'Pair' }).click();
  await expect(tablet.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to /);

  // The list follows: paired, with its last contact (read again while the screen is open).
  await expect(row.getByTestId('kiosk-device-status')).toHaveText('Paired', { timeout: 30_000 });
  await expect(row.getByTestId('kiosk-device-last-contact')).not.toHaveText('Never');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();

  // Call staff: the console shows it without a reload, with the device's name and a count in the nav.
  await tablet.getByRole('button', { name: 'Call staff' }).click();
  await expect(tablet.getByRole('status').filter({ hasText: 'Staff have been notified.' })).toBeVisible();
  const call = page.getByRole('region', { name: 'Calls for staff' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: TABLET, exact: true }) });
  await expect(call).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('kiosk-alert-count')).toBeVisible();
  await expect(page.getByTestId('kiosk-alert-announcement')).toHaveText(`${TABLET} is calling for staff.`);
  await expectAccessible(page, 'kiosk screen with an open call (en)');
  await call.getByRole('button', { name: `On my way to ${TABLET}` }).click();
  await expect(call).toHaveCount(0);
  await expect(tablet.getByRole('status').filter({ hasText: 'A member of staff is on the way.' })).toBeVisible({ timeout: 10_000 });

  // Revoke, after confirming in place: the tablet's next call is refused and it is back on its
  // pairing screen without a reload (and stays there after one).
  await row.getByRole('button', { name: `Revoke ${TABLET}` }).click();
  await expect(row.getByText(`Revoke ${TABLET}? The tablet stops working at once`)).toBeVisible();
  await row.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(row.getByTestId('kiosk-device-status')).toHaveText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke ${TABLET}` })).toHaveCount(0);
  await tablet.getByRole('button', { name: 'Call staff' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Pair this kiosk' })).toBeVisible();
  await expect(tablet.getByRole('button', { name: 'Call staff' })).toHaveCount(0);
  await tablet.reload();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Pair this kiosk' })).toBeVisible();
  await tabletContext.close();
});

test('the kiosk screen passes axe in Arabic, right to left, with a pairing code shown', async ({ page }) => {
  await page.goto(`/admin/sign-in?code=${HOTEL}&locale=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('input[type="email"]').fill(MANAGER.email);
  await page.locator('input[type="password"]').fill(MANAGER.password);
  await page.locator('button[type="submit"]').click();
  await page.getByRole('navigation').getByRole('link', { name: /^الأكشاك/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'أكشاك الردهة' })).toBeVisible();
  await page.getByLabel('اسم الجهاز اللوحي').fill(`${TABLET} ar`);
  await page.getByRole('button', { name: 'الحصول على رمز الاقتران' }).click();
  await expect(page.getByTestId('pairing-code')).toBeVisible();
  await expectAccessible(page, 'kiosk screen with a pairing code (ar)');
  // The unused code is withdrawn again.
  const row = page.getByRole('region', { name: 'الأجهزة اللوحية المقترنة' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: `${TABLET} ar`, exact: true }) });
  await row.getByRole('button', { name: `إلغاء ${TABLET} ar` }).click();
  await row.getByRole('button', { name: 'نعم، إلغاء' }).click();
  await expect(row.getByTestId('kiosk-device-status')).toHaveText('ملغى');
});

test('the front desk sees the kiosks and their calls, but cannot pair or revoke', async ({ page }) => {
  await page.goto('/admin/sign-in?code=kyoto-gion&locale=en');
  await page.getByLabel('E-mail address').fill('frontdesk@kyoto-gion.example');
  await page.getByLabel('Password').fill('Noren-Staff-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: /^Kiosks/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lobby kiosks' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Calls for staff' })).toBeVisible();
  await expect(page.getByText('Only a manager can pair or revoke a kiosk.')).toBeVisible();
  // The demo tablet of kyoto-gion is listed, read-only.
  await expect(page.getByRole('region', { name: 'Paired tablets' }).getByRole('rowheader', { name: 'Lobby kiosk (demo)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pair a new kiosk' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Revoke / })).toHaveCount(0);
  await expectAccessible(page, 'kiosk screen, front desk (en)');
});
