// A guest books through the widget embedded in the demo hotel page (issue 5 "Tests and figures"):
// the hotel's "Book now" button opens the overlay, and everything after happens inside its frame:
// the search with the calendar, a room, the guest details, the booking and the confirmation, while
// the hotel's page stays where it was.
import type { FrameLocator } from '@playwright/test';
import { CONTACT, addDays, arriveAndAgree, fillGuest, expect, openDate, test } from './booking-fixtures.ts';

/** Pages the frame's calendar forward until `date` shows, as showDate does for a page. */
async function showDateIn(frame: FrameLocator, date: string): Promise<void> {
  const cell = frame.locator(`[role="gridcell"][data-date="${date}"]`);
  // The calendar is a lazily loaded chunk: page only once it is there, or the first click lands
  // before the month grid shows and the loop pages past the date.
  await expect(frame.locator('[role="grid"]').first()).toBeVisible();
  for (let i = 0; i < 14 && !(await cell.isVisible()); i++) await frame.getByRole('button', { name: 'Next month' }).click();
  await expect(cell).toBeVisible();
}

test('a guest books through the widget embedded in the demo hotel page', async ({ page }) => {
  test.setTimeout(90_000);
  // Nights no other e2e file books (booking-en books from day 25, the card flows days 40 to 82),
  // so the room this test takes is never one another test in parallel expects to be there.
  const checkin = openDate(90);
  const checkout = addDays(checkin, 2);
  await page.goto('/demo/hotel-site.html');
  await page.getByRole('button', { name: 'Book now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book your stay' });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('[data-noren-overlay] iframe');
  await expect(frame.getByText('Noren Kyoto Gion').first()).toBeVisible();

  // Search: the stay on the calendar, two adults.
  await frame.getByRole('button', { name: /^Stay / }).click();
  await showDateIn(frame, checkin);
  await frame.locator(`[role="gridcell"][data-date="${checkin}"]`).click();
  // The frame is narrow enough for one month: a stay across the month's end needs the next page.
  await showDateIn(frame, checkout);
  await frame.locator(`[role="gridcell"][data-date="${checkout}"]`).click();
  await frame.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(frame.getByRole('heading', { level: 2, name: /2 adults · 1 room/ })).toBeVisible();
  await expect(frame.getByRole('button', { name: /^Stay / })).toContainText('2 nights');

  // A room, then on to the guest details.
  await frame.getByRole('button', { name: 'Select: Japanese Room with Courtyard Garden (10 tatami), Room Only', exact: true }).click();
  const summary = frame.getByRole('complementary');
  await expect(summary.getByText('Room 1: Japanese Room with Courtyard Garden (10 tatami) · Room Only')).toBeVisible();
  await summary.getByRole('button', { name: 'Continue' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible();

  // The demo hotel asks for the address and an arrival time.
  await fillGuest(frame, {
    last_name: 'Tanaka', first_name: 'Yuki', email: CONTACT.email, phone: CONTACT.phone,
    postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: 'Gionmachi 1',
  });
  await arriveAndAgree(frame);
  await frame.getByRole('button', { name: 'Book now' }).click();

  // The confirmation, inside the frame; the overlay stays open on the hotel's page.
  await expect(frame.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByText('Thank you. Your booking at Noren Kyoto Gion is confirmed.')).toBeVisible();
  await expect(frame.getByText('2 nights')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/demo/hotel-site.html');
});
