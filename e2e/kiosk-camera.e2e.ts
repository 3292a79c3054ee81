// Find my reservation with the tablet's camera (issue #16 §5): Chromium's fake camera plays a Y4M
// file this test writes in Node (a QR code drawn with `qrcode`), camera permission granted, in a
// browser launched for this file with those flags. The kiosk decodes it with jsQR and sends the
// whole text to POST /kiosk/lookups. Here the QR holds a kiosk-lookup address with a token the
// server never issued: the answer is the same 404 as any unknown reservation, and the kiosk says
// so without showing anything of anyone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, expectAccessible, test } from './booking-fixtures.ts';
import { writeQrY4m } from './kiosk/y4m.ts';

test('a QR held to the camera is read and looked up; an unknown one is refused without data', async ({ baseURL }) => {
  const text = `${baseURL}/kiosk/?lookup=e2e-unknown-${Date.now().toString(36)}`;
  const file = writeQrY4m(join(mkdtempSync(join(tmpdir(), 'noren-camera-')), 'qr.y4m'), text);
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
    // The camera is stopped once the code is read.
    await expect(page.getByLabel('Camera picture')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveText('No reservation matches this number and e-mail address.');
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
