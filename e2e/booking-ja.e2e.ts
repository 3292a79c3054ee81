// A guest books two rooms, one with a child, in Japanese: dates on the availability calendar,
// rooms and a child in the search bar, a plan for each room, the guest form with the hiragana
// reading and the address the inn needs, the inn's required question, and the confirmation with
// every figure of the booking. axe-core checks each screen on the way.
import { CONTACT, addDays, expect, fillGuest, expectAccessible, roomyDate, showDate, test } from './booking-fixtures.ts';

test('a guest books 2 rooms with a child in Japanese and sees the confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  // Two rooms on one night: a night the seed did not leave nearly full.
  const checkin = roomyDate(20);
  const checkout = addDays(checkin, 1);

  await page.goto('/?code=kyoto-gion&locale=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: '客室を検索' })).toBeVisible();

  // Dates on the calendar, which shows the lowest price of each date.
  await page.getByRole('button', { name: /宿泊日/ }).click();
  await showDate(page, checkin, '次の月');
  const checkinCell = page.locator(`[role="gridcell"][data-date="${checkin}"]`);
  await expect(checkinCell).toContainText('¥');
  await checkinCell.click();
  await expect(page.getByRole('status').filter({ hasText: 'チェックアウト日を選択してください' })).toBeVisible();
  await showDate(page, checkout, '次の月');
  await page.locator(`[role="gridcell"][data-date="${checkout}"]`).click();

  // Two rooms; the first with a primary-school child (tier A).
  await page.getByLabel('客室数').selectOption({ label: '2室' });
  await page.getByRole('button', { name: '1室目: 小学生（食事・寝具あり）を1人増やす' }).click();
  await page.getByRole('button', { name: '検索する' }).click();

  await expect(page).toHaveURL(/rooms=/);
  await expect(page).toHaveURL(new RegExp(`checkin=${checkin}`));
  const results = page.getByRole('region', { name: /大人4名、子ども1名・2室/ });
  await expect(results).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'results (ja)');

  // A room for the family in the courtyard room, one for the other two in the twin, both room only.
  await page.getByRole('button', { name: '大人2名、子ども1名の客室を1室追加：坪庭付き和室 10畳, 素泊まり' }).click();
  await page.getByRole('button', { name: '大人2名の客室を1室追加：和モダン ツイン, 素泊まり' }).click();
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('1室目: 坪庭付き和室 10畳 · 素泊まり')).toBeVisible();
  await expect(summary.getByText('2室目: 和モダン ツイン · 素泊まり')).toBeVisible();
  await expect(summary.getByText(/合計/)).toBeVisible();
  await summary.getByRole('button', { name: '次へ進む' }).click();

  // Guest details.
  await expect(page.getByRole('heading', { level: 1, name: 'お客様情報の入力' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /./ }).getByText('お客様情報')).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('お客様情報');
  await fillGuest(page, {
    last_name: '山田', first_name: '花子', last_name_kana: 'やまだ', first_name_kana: 'はなこ', email: CONTACT.email, phone: CONTACT.phone,
    postal_code: '6050074', prefecture_or_state: '京都府', street_address: '京都市東山区祇園町南側570',
  });
  await page.locator('input[name="roomGuests.1.last_name"]').fill('やまだ');
  await page.locator('input[name="roomGuests.1.first_name"]').fill('たろう');

  // Booking without the required answer and the terms is refused, field by field.
  await page.getByRole('button', { name: '予約を確定する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '入力内容に誤りがあります' })).toBeVisible();
  await expectAccessible(page, 'guest detail with errors (ja)');

  await page.getByRole('radio', { name: '15:00' }).check();
  await page.getByRole('checkbox', { name: /ご利用規約とキャンセルポリシーに同意します/ }).check();
  await page.getByRole('button', { name: '予約を確定する' }).click();

  // Confirmation: number, dates, rooms, the child, the price.
  await expect(page.getByRole('heading', { level: 1, name: 'ご予約が完了しました' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[^?]+\?.*bypass_token=.+&email=guest%40example.com/);
  await expect(page.locator('.booking-confirmation__number')).not.toBeEmpty();
  await expect(page.locator('[aria-current="step"]')).toContainText('予約完了');
  await expect(page.getByRole('heading', { name: '1室目: 坪庭付き和室 10畳' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2室目: 和モダン ツイン' })).toBeVisible();
  await expect(page.getByText('大人2名、子ども1名')).toBeVisible();
  await expect(page.getByText('やまだ たろう').or(page.getByText('たろう'))).toBeVisible();
  await expect(page.getByText('山田 花子 (やまだ はなこ)')).toBeVisible();
  await expect(page.getByText('現地払い').first()).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: '合計' })).toBeVisible();
  await expectAccessible(page, 'confirmation (ja)');
});
