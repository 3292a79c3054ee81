// Find my reservation with the tablet's camera (issue #16 §5): a guest booked at kyoto-gion (paid at
// the hotel); their confirmation's kiosk-lookup address (GET .../kiosk_qr) is drawn as a QR with
// `qrcode` into a Y4M file (4:2:0) that Chromium plays as its fake camera, camera permission
// granted, in a browser launched for this file with those flags. The demo kiosk decodes it with
// jsQR, sends the whole text to POST /kiosk/lookups and shows the stay and the balance due, and
// nothing else of the guest, then a pay link for the balance as a QR. Typing a number with the wrong e-mail is refused without data; a
// kiosk without a camera offers typing only.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { addDays, expect, expectAccessible, openDate, test } from './booking-fixtures.ts';
import { bookOnSite, kioskLookupUrl } from './kiosk/support.ts';
import { writeQrY4m } from './kiosk/y4m.ts';

const HOTEL = 'kyoto-gion';
const PLAN = 'room-only_tatami-standard';
const RUN = Date.now().toString(36);

test('the confirmation QR held to the camera finds the stay and its balance', async ({ baseURL, request }) => {
  // A booking, a browser of its own with the fake camera, two axe runs and the typed look-ups: on
  // CI's loaded 2-core machine it ran out of the default 30 s while still going (at the last fill).
  test.setTimeout(90_000);
  const checkin = openDate(210);
  const booked = await bookOnSite(request, HOTEL, PLAN, checkin, addDays(checkin, 1), `camera${RUN}`);
  const text = await kioskLookupUrl(request, HOTEL, booked);
  expect(text).toContain('/kiosk/?lookup=');
  const file = writeQrY4m(join(mkdtempSync(join(tmpdir(), 'noren-camera-')), 'qr.y4m'), text);
  // The full Chromium, not the suite's headless shell (playwright.config.ts): the shell has no
  // camera at all (getUserMedia answers NotSupportedError, fake device or not).
  const browser = await chromium.launch({
    executablePath: process.env.NOREN_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`],
  });
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'], locale: 'en-US', timezoneId: 'UTC' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/kiosk/?code=kyoto-gion&locale=en');
    await page.getByRole('link', { name: 'Find my reservation' }).click();
    await expect(page.getByText('Hold the QR code of your confirmation to the camera')).toBeVisible();
    const lookup = page.waitForRequest((r) => r.url().endsWith('/api/v1/kiosk/lookups') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Scan my confirmation QR code' }).click();
    await expect(page.getByLabel('Camera picture')).toBeVisible();
    await expectAccessible(page, 'camera scan (en)');
    const sent = await lookup;
    expect(sent.postDataJSON()).toEqual({ token: text });
    // The camera is stopped once the code is read; the stay shows, with its balance, and no name or e-mail.
    await expect(page.getByLabel('Camera picture')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible();
    await expect(page.getByText(booked.number)).toBeVisible();
    await expect(page.getByTestId('kiosk-balance')).toHaveText(/[1-9]/);
    await expect(page.locator('main')).not.toContainText(booked.email);
    await expect(page.locator('main')).not.toContainText('Aiko');
    await expectAccessible(page, 'stay found (en)');
    // A pay link for the balance, shown as a QR for the guest's phone.
    await page.getByRole('button', { name: 'Pay the balance with my phone' }).click();
    await expect(page.getByRole('img', { name: /QR code of the payment link/ })).toBeVisible();
    await expect(page.getByText(/^Scan this code with your phone to pay /)).toBeVisible();

    // Typed: the right number with another e-mail is the same refusal as an unknown number.
    await page.getByRole('button', { name: 'Find another reservation' }).click();
    await page.getByLabel('Reservation number').fill(booked.number);
    await page.getByLabel('E-mail address').fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('No reservation matches this number and e-mail address.');
    await page.getByLabel('E-mail address').fill(booked.email);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText(booked.number)).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('without a camera the scan button is hidden and typing is offered', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  await page.goto('/kiosk/?code=kyoto-gion&locale=en');
  await page.getByRole('link', { name: 'Find my reservation' }).click();
  await expect(page.getByText('Enter your reservation number and the e-mail address you booked with.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan my confirmation QR code' })).toHaveCount(0);
  await expect(page.getByLabel('Reservation number')).toBeVisible();
});
