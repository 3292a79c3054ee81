// Issue 14 §2: the results page's first screen comes drawn in its HTML (apps/api
// booking-first-screen.ts). Without any JavaScript the page already shows the hotel, the title and
// the stay in the page's language and direction; with it, the app's first commit replaces that
// markup: one copy of the page, reachable by role, and the cards drawn by the app.
import { test as withoutScripts } from '@playwright/test';
import { addDays, expect, openDate, test } from './booking-fixtures.ts';

function resultUrl(locale: string): string {
  const checkin = openDate(30);
  return `/booking/result?code=kyoto-gion&locale=${locale}&checkin=${checkin}&checkout=${addDays(checkin, 2)}&adults=2`;
}

// Playwright's own test: with scripts off, Chromium refuses the page's module preloads, which the
// fixture's failed-request check would count against a page that is working.
withoutScripts.describe('before any script has run', () => {
  withoutScripts.use({ javaScriptEnabled: false });

  withoutScripts('the page shows the hotel, the title and the stay, in Arabic right to left', async ({ page }) => {
    await page.goto(resultUrl('ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const screen = page.locator('#root > .noren-first-screen[inert]');
    await expect(screen.locator('h1.noren-page-title')).toHaveText('البحث عن غرف');
    await expect(screen.locator('.booking-search__dates-value')).toBeVisible();
    // The list's place is held; no card and no price before the app has decided them.
    await expect(screen.locator('.booking-skeleton')).toBeVisible();
    await expect(screen.locator('article')).toHaveCount(0);
  });
});

test('the app replaces the drawn first screen with its own, once', async ({ page }) => {
  await page.goto(resultUrl('ja'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('.noren-first-screen')).toHaveCount(0);
  await expect(page.locator('#booking-result-title')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: '客室を検索' })).toBeVisible();
  // The app's own controls answer: the dates open the calendar.
  await page.locator('.booking-search__dates-toggle').click();
  await expect(page.locator('.noren-calendar')).toBeVisible();
});
