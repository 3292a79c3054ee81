// The stay's receipt at the lobby kiosk (issue #16 §5): a guest finds their stay on the demo tablet;
// before the check-out date the Receipt section says from when; with this file's server clock moved
// past check-out (its own NOREN_TEST_CLOCK scope, so other files keep the real time) it offers the
// code for the phone and the mail (no print: the demo tablet has no printer configured). The QR is
// read from a screenshot with zbarimg, as a phone would, and its address opens the receipt PDF
// without any session. The clock is put back in afterAll.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, expect, expectAccessible, openDate, test } from './booking-fixtures.ts';
import { bookOnSite } from './kiosk/support.ts';
import { clockScope, clockScopeHeaders, moveClock } from './support/test-clock.ts';

const HOTEL = 'kyoto-gion';
const PLAN = 'room-only_tatami-standard';
const RUN = Date.now().toString(36);
const CLOCK = clockScope('kiosk-receipt');
test.use(clockScopeHeaders(CLOCK));

test.afterAll(async ({ request }) => moveClock(request, CLOCK, null));

function decodeQr(png: string): string {
  const zbarimg = process.env.NOREN_ZBARIMG ?? 'zbarimg';
  // zbarimg's stderr only carries a D-Bus notice on machines without a session bus.
  return execFileSync(zbarimg, ['--quiet', '--raw', png], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

async function find(page: Page, number: string, email: string): Promise<void> {
  await page.goto('/kiosk/?code=kyoto-gion&locale=en');
  await page.getByRole('link', { name: 'Find my reservation' }).click();
  await page.getByLabel('Reservation number').fill(number);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText(number)).toBeVisible();
}

test('the receipt: its date before check-out, then a QR the phone opens as the PDF', async ({ page, request }) => {
  test.setTimeout(90_000);
  const checkin = openDate(220);
  const checkout = addDays(checkin, 1);
  const booked = await bookOnSite(request, HOTEL, PLAN, checkin, checkout, `receipt${RUN}`);

  await find(page, booked.number, booked.email);
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt.getByTestId('kiosk-receipt-from')).toContainText('Your receipt is available from');
  await expect(receipt.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'kiosk receipt before check-out (en)');

  // Past check-out in Kyoto: a fresh start (the old client session belongs to the earlier time).
  await moveClock(request, CLOCK, `${checkout}T12:00:00+09:00`);
  await page.evaluate(() => window.localStorage.clear());
  await find(page, booked.number, booked.email);
  await expect(receipt.getByRole('button', { name: 'E-mail it to me' })).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Print' })).toHaveCount(0);
  await receipt.getByRole('button', { name: 'Show a code for my phone' }).click();
  const qr = receipt.getByRole('img', { name: `Code to open the receipt of reservation ${booked.number}` });
  await expect(qr).toBeVisible();
  await expectAccessible(page, 'kiosk receipt QR (en)');

  const png = join(mkdtempSync(join(tmpdir(), 'noren-receipt-')), 'qr.png');
  await qr.screenshot({ path: png });
  const url = decodeQr(png);
  expect(url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/kiosk\/receipt_links\/kr\./);
  // The phone: no client session, no device, only the address.
  const pdf = await request.get(new URL(url).pathname);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await receipt.getByRole('button', { name: 'E-mail it to me' }).click();
  await expect(receipt.getByRole('status')).toHaveText('We sent the receipt to the e-mail address of your reservation.');
});
