// Shared by the booking flows (e2e/booking-*.e2e.ts): a test fails on any console error, uncaught
// exception, failed request or HTTP error the test did not expect; dates are picked from the seed's
// documented pattern (apps/api/src/seed/generators.ts); axe-core checks each screen.
import { test as base, expect, type Frame, type FrameLocator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { roomAvailability } from '../apps/api/src/seed/generators.ts';
import { kyotoGion } from '../apps/api/src/seed/kyoto-gion.ts';

export interface Problems {
  list: string[];
  /** URLs (substring) whose 4xx answer this test expects, such as a refused coupon. */
  allowHttp: string[];
}

export const test = base.extend<{ problems: Problems }>({
  problems: [
    async ({ page }, use) => {
      const problems: Problems = { list: [], allowHttp: [] };
      page.on('console', (message) => {
        // The browser logs an expected 4xx answer as a resource error; the response check below judges those.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.list.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.list.push(`uncaught: ${error.message}`));
      page.on('requestfailed', (req) => {
        // A newer search or price call cancels the one it replaces: that is the app working.
        if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.list.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && !problems.allowHttp.some((part) => response.url().includes(part))) {
          problems.list.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use(problems);
      expect(problems.list, 'console errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the hotel's time zone (kyoto-gion: Asia/Tokyo), as the API computes it. */
export function hotelToday(timeZone = 'Asia/Tokyo'): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/**
 * A check-in at least `from` days ahead whose night is open for every room type: not the 7th,
 * 14th, 21st or 28th (the first room type sells out) nor the 1st or 15th (plan stock sells out).
 */
export function openDate(from: number): string {
  for (let d = addDays(hotelToday(), from); ; d = addDays(d, 1)) if (isOpenNight(d)) return d;
}

/** Not a night the seed sells out: the first room type on the 7th, 14th, 21st and 28th, the stocked plans on the 1st and 15th. */
function isOpenNight(date: string): boolean {
  const dom = dayOfMonth(date);
  return !(dom % 7 === 0 && dom <= 28) && dom !== 1 && dom !== 15;
}

/**
 * The next open night at least `from` days ahead on which the seed leaves every Kyoto Gion room type
 * at least `rooms` rooms: on a busy night (a Friday or Saturday, a high season) it leaves as few as
 * one (seed generators.ts roomAvailability), too few for a test that books two rooms, or for
 * several tests booking the same night.
 */
export function roomyDate(from: number, rooms = 4): string {
  const roomy = (date: string) => kyotoGion.roomTypes.every((type, index) => {
    const { total, sold } = roomAvailability(date, index, type.rooms, kyotoGion.pricing.seasons);
    return total - sold >= rooms;
  });
  for (let d = addDays(hotelToday(), from); ; d = addDays(d, 1)) if (isOpenNight(d) && roomy(d)) return d;
}

/** The next night at least `from` days ahead on which the first room type of each hotel is sold out. */
export function soldOutDate(from: number): string {
  for (let d = addDays(hotelToday(), from); ; d = addDays(d, 1)) {
    const dom = dayOfMonth(d);
    if (dom % 7 === 0 && dom <= 28) return d;
  }
}

/** Opens the calendar and pages forward until `date` is shown. */
export async function showDate(page: Page, date: string, nextMonth: string): Promise<void> {
  const cell = page.locator(`[role="gridcell"][data-date="${date}"]`);
  // The calendar is a lazily loaded chunk: page only once it is there, or the first click lands
  // before the month grid shows and the loop pages past the date.
  await expect(page.locator('[role="grid"]').first()).toBeVisible();
  for (let i = 0; i < 14 && !(await cell.isVisible()); i++) await page.getByRole('button', { name: nextMonth }).click();
  await expect(cell).toBeVisible();
}

/** axe-core on the whole page: no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(bad, `axe on ${screen}`).toEqual([]);
}

export const CONTACT = { email: 'guest@example.com', phone: '0312345678' };

export interface GuestForm {
  last_name: string;
  first_name: string;
  last_name_kana?: string;
  first_name_kana?: string;
  email: string;
  /** The e-mail again unless a test types a different one. */
  email_confirmation?: string;
  phone: string;
  postal_code: string;
  prefecture_or_state: string;
  street_address: string;
}

/** Fills the booker's fields of the guest-detail form, in the page or in the widget's frame. */
export async function fillGuest(scope: Page | Frame | FrameLocator, guest: GuestForm): Promise<void> {
  const fields: GuestForm = { ...guest, email_confirmation: guest.email_confirmation ?? guest.email };
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) await scope.locator(`input[name="guest.${field}"]`).fill(value);
  }
}

/** The demo hotel's arrival time question and the terms, in English. */
export async function arriveAndAgree(scope: Page | Frame | FrameLocator): Promise<void> {
  await scope.getByRole('radio', { name: '17:00' }).check();
  await scope.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}
