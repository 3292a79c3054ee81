// The lobby kiosk end to end (issue #16 §3): a manager issues a pairing code and the unpaired
// kiosk, which shows only the pairing screen, is paired with it; the attract screen offers each
// language a tap away (Arabic right to left); "call staff" shows "staff notified", then "on the
// way" once the desk acknowledged it, without a reload; after 60 s untouched and the 10 s
// countdown (Playwright's page clock) every trace of the guest is gone, on screen and in storage,
// and the device stays paired. axe checks every screen, in English and Arabic.
//
// taipei-daan: the embedded demo device only exists for kyoto-gion, so this kiosk starts unpaired.
import { expect, expectAccessible, test } from './booking-fixtures.ts';
import { KEPT_KEYS, acknowledge, browserTraces, expectAccessibleOnHeldClock, holdClock, issuePairingCode, openAlerts, signInStaff } from './kiosk/support.ts';

test.describe.configure({ mode: 'serial' });

const HOTEL = 'taipei-daan';
const RUN = Date.now().toString(36);
const KIOSK = `/kiosk/?code=${HOTEL}&locale=en`;

test('a manager pairs the kiosk; call staff, languages, and the idle wipe keep only the device', async ({ page, request, problems }) => {
  // The kiosk asks for the demo credential first; on this hotel the server says 404 (no demo).
  // Eight axe runs, one of them on the held clock, and two 60 s idle waits: more than 30 s on CI,
  // and 90 s left little margin: CI once failed it amid the whole suite (its report kept no step).
  test.setTimeout(180_000);
  problems.allowHttp.push('/kiosk/demo_device');
  await page.clock.install();
  await page.goto(KIOSK);
  await expect(page.getByRole('heading', { level: 1, name: 'Pair this kiosk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call staff' })).toHaveCount(0);
  await expectAccessible(page, 'pairing (en)');

  const staff = await signInStaff(request);
  const code = await issuePairingCode(request, staff, HOTEL, `Lobby e2e ${RUN}`);
  await page.getByLabel('Pairing code').fill(code);
  await page.getByRole('button', { name: 'Pair' }).click();
  const welcome = page.getByRole('heading', { level: 1 });
  await expect(welcome).toHaveText(/^Welcome to /);
  await expectAccessible(page, 'attract (en)');

  // Every target is at least 64 px in both directions.
  for (const target of await page.locator('button:visible, a:visible, input:visible').all()) {
    const box = await target.boundingBox();
    expect(box && box.width >= 64 && box.height >= 64, `${await target.evaluate((el) => el.outerHTML.slice(0, 80))} is ${box?.width}x${box?.height}`).toBe(true);
  }

  // Each language a tap away; Arabic turns the screen right to left.
  await page.locator('button[lang="ar"]').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(welcome).toHaveText(/مرحبًا/);
  await expectAccessible(page, 'attract (ar)');
  await page.locator('button[lang="en"]').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(welcome).toHaveText(/^Welcome to /);

  // Call staff: notified, then on the way when the desk acknowledges (live, no reload).
  await page.getByRole('button', { name: 'Call staff' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Staff have been notified.' })).toBeVisible();
  const alert = (await openAlerts(request, staff, HOTEL)).find((a) => a.device_name === `Lobby e2e ${RUN}`);
  expect(alert, 'the desk sees the kiosk\'s alert').toBeTruthy();
  await acknowledge(request, staff, HOTEL, alert!.id);
  await expect(page.getByRole('status').filter({ hasText: 'A member of staff is on the way.' })).toBeVisible();

  // A guest starts looking up a reservation and walks away.
  await page.getByRole('link', { name: 'Find my reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find my reservation' })).toBeVisible();
  await expectAccessible(page, 'find my reservation (en)');
  await page.getByLabel('Reservation number').fill('NR-SOMEONE');
  await page.getByLabel('E-mail address').fill('someone@example.com');
  await page.evaluate(() => sessionStorage.setItem('guest.draft', 'left behind'));

  await holdClock(page);
  await page.clock.runFor(60_000);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Are you still there?' })).toBeVisible();
  await expectAccessibleOnHeldClock(page, 'idle countdown (en)');
  // Any touch cancels it.
  await dialog.getByRole('button', { name: 'I am still here' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Reservation number')).toHaveValue('NR-SOMEONE');

  await page.clock.runFor(60_000 + 10_000);
  await expect(welcome).toHaveText(/^Welcome to /);
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByText('A member of staff is on the way.')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe(`?code=${HOTEL}&locale=en`);
  const traces = await browserTraces(page);
  expect(traces.local.filter((k) => !KEPT_KEYS.includes(k))).toEqual([]);
  expect(traces.local).toContain('noren.kiosk.device');
  expect(traces.session).toEqual([]);
  expect(traces.cookies).toEqual([]);

  // The device stays paired: a reload shows the attract screen, not the pairing screen.
  await page.clock.resume();
  await page.reload();
  await expect(welcome).toHaveText(/^Welcome to /);
});

test('the walk-in and lookup screens pass axe in Arabic', async ({ page, problems }) => {
  problems.allowHttp.push('/kiosk/demo_device');
  // The demo device (kyoto-gion, this machine) pairs at once under npm start's conditions.
  await page.goto('/kiosk/?code=kyoto-gion&locale=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'استدعاء الموظفين' })).toBeVisible();
  await expectAccessible(page, 'attract (ar, demo device)');
  await page.getByRole('link', { name: 'احجز غرفة لهذه الليلة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'متى تريد الإقامة؟' })).toBeVisible();
  await expectAccessible(page, 'walk-in stay (ar)');
  await page.getByRole('button', { name: 'البدء من جديد' }).click();
  await page.getByRole('link', { name: 'ابحث عن حجزي' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ابحث عن حجزي' })).toBeVisible();
  await page.getByRole('button', { name: 'بحث' }).click();
  await expect(page.getByText('This field is required').or(page.locator('.noren-field__error').first())).toBeVisible();
  await expectAccessible(page, 'find my reservation with errors (ar)');
});
