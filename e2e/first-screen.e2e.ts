// Issue 14 §2: the results page's first screen comes drawn in its HTML (apps/api
// booking-first-screen.ts). Without any JavaScript the page already shows the hotel, the title and
// the stay in the page's language and direction; with it, the app's first commit replaces that
// markup: one copy of the page, reachable by role, and the cards drawn by the app. The guest pay
// page (issue #16) is drawn whole the same way, what is due and the card form, and its app's
// scripts start after that paint (apps/booking/public/after-paint.js).
import { test as withoutScripts } from '@playwright/test';
import { demoPaymentNumber } from '../apps/api/src/seed/pay-links.ts';
import { addDays, expect, openDate, test } from './booking-fixtures.ts';

/** The demo's open pay link (apps/api/src/seed/pay-links.ts): ¥12,000 for an airport transfer; no other test pays it. */
const OPEN_PAY_PAGE = `/payments/${demoPaymentNumber('kyoto-gion', 'open')}`;

/** The address widget.js frames (it names the hotel's page): only a framed page gets the markup. */
function framedResultUrl(locale: string, hotelPage: string): string {
  const checkin = openDate(30);
  return `/booking/result?code=kyoto-gion&locale=${locale}&checkin=${checkin}&checkout=${addDays(checkin, 2)}&adults=2&parentUrl=${encodeURIComponent(hotelPage)}`;
}

// Playwright's own test: with scripts off, Chromium refuses the page's module preloads, which the
// fixture's failed-request check would count against a page that is working.
withoutScripts.describe('before any script has run', () => {
  withoutScripts.use({ javaScriptEnabled: false });

  withoutScripts('the framed page shows the hotel, the title and the stay, in Arabic right to left', async ({ page, baseURL }) => {
    await page.goto(framedResultUrl('ar', `${baseURL}/demo/hotel-site.html`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const screen = page.locator('#root > .noren-first-screen[inert]');
    await expect(screen.locator('h1.noren-page-title')).toHaveText('البحث عن غرف');
    await expect(screen.locator('.booking-search__dates-value')).toBeVisible();
    // The list's place is held; no card and no price before the app has decided them.
    await expect(screen.locator('.booking-skeleton')).toBeVisible();
    await expect(screen.locator('article')).toHaveCount(0);
  });

  withoutScripts('the pay page shows the hotel, what is due and the card form, in Japanese', async ({ page }) => {
    await page.goto(`${OPEN_PAY_PAGE}?locale=ja`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle('お支払い');
    const screen = page.locator('#root > .noren-first-screen[inert]');
    await expect(screen.locator('h1.noren-page-title')).toHaveText('お支払い');
    await expect(screen.locator('.booking-pay-link__hotel')).toHaveText('Noren Kyoto Gion');
    await expect(screen.locator('.booking-pay-link__amount')).toHaveText('¥12,000');
    await expect(screen.locator('input[autocomplete="cc-number"]')).toBeVisible();
  });
});

test('the pay page’s app replaces its drawn screen once, nothing moves, and the form answers', async ({ page }) => {
  // Every layout shift from the start of the page, the app's first commit included.
  await page.addInitScript(() => {
    const win = window as unknown as { norenShifts: number };
    win.norenShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) win.norenShifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(OPEN_PAY_PAGE);
  await expect(page.locator('.noren-first-screen')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
  // The due time, which the server left blank, now on this browser's clock.
  await expect(page.locator('.booking-pay-link__facts time')).toHaveText(/\d/);
  const number = page.getByLabel('Card number');
  await number.fill('4242 4242 4242 4242');
  await expect(number).toHaveValue(/4242/);
  expect(await page.evaluate(() => (window as unknown as { norenShifts: number }).norenShifts)).toBeLessThanOrEqual(0.05);
});

test('in the hotel’s page, the app replaces the drawn first screen with its own, once', async ({ page }) => {
  await page.goto('/demo/hotel-site.html#book');
  const frame = page.frameLocator('#noren-booking iframe');
  await expect(frame.getByRole('article').first()).toBeVisible();
  await expect(frame.locator('.noren-first-screen')).toHaveCount(0);
  await expect(frame.locator('#booking-result-title')).toHaveCount(1);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's own controls answer: the dates open the calendar.
  await frame.locator('.booking-search__dates-toggle').click();
  await expect(frame.locator('.noren-calendar')).toBeVisible();
});

test('a top-level results page is drawn by the app alone, its texts hinted in the HTML', async ({ page, request }) => {
  const checkin = openDate(30);
  const url = `/booking/result?code=kyoto-gion&locale=ja&checkin=${checkin}&checkout=${addDays(checkin, 2)}`;
  const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('noren-first-screen');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ja-[\w-]+\.js">/);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: '客室を検索' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});
