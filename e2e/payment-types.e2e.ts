// Every payment type beyond "pay at the hotel" and the plain card, booked in Chromium through the
// booking app at Noren Kyoto Gion, each on the demo plan that sells it (apps/api/src/seed/
// payment-plans.ts): guest detail -> payment step -> confirmation. Each test then reads the
// reservation back through the real API (GET /reservations/{number}?bypass_token=) and checks its
// status, what was charged and what is left to pay. The bank transfer's instructions and due date
// are checked on the confirmation page, on the review-reservation page and in the mail that
// arrived on the SMTP sink. axe checks the payment step and the confirmation.
//
// Stay dates: days 100-145 from today, which no other e2e file books.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { addDays, arriveAndAgree, expect, expectAccessible, fillGuest, hotelToday, openDate, test } from './booking-fixtures.ts';

const HOTEL = 'kyoto-gion';
const ROOM = 'modern-twin';
const MAIL_SINK = process.env.MAIL_SINK_URL ?? 'http://127.0.0.1:8184';
const RUN = Date.now().toString(36);
/** Five days apart from day 100, so no two tests share a night (openDate skips at most two). */
const checkinFor = (slot: number) => openDate(100 + slot * 5);

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
/** The page's 'long' date style (core/src/ui/format/dates.ts) in English. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

interface View {
  status: string;
  reservation_number: string;
  payment: { type: string; status: string | null; charged_amount: number; remaining_amount: number };
  summary: { total: number; deposit_percent: number | null; deposit_amount: number; remaining_amount: number };
  bank_transfer: null | {
    due_date: string; amount: number; currency: string;
    instructions: null | { bank_name: string; branch_name: string; account_type: string; account_number: string; account_holder: string; swift_code: string | null; note: string | null };
  };
}

async function clientSession(request: APIRequestContext): Promise<Record<string, string>> {
  const session = await request.post('/api/v1/client_sessions', { data: { key: 'demo-booking', secret: 'demo-booking-secret' } });
  expect(session.ok()).toBe(true);
  return { 'client-session': (await session.json()).data.client_session, 'accept-language': 'en' };
}

/** Guest detail for one room of `plan` in the modern twin, then on to the payment step. */
async function toPayment(page: Page, plan: string, checkin: string, email: string): Promise<void> {
  const query = new URLSearchParams({ code: HOTEL, locale: 'en', checkin, checkout: addDays(checkin, 1), adults: '2', selected: `${ROOM}:${plan}_${ROOM}` });
  await page.goto(`/reservation/guest-detail?${query}`);
  // The machine is shared: the first load of the app's code may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeVisible({ timeout: 30_000 });
  await fillGuest(page, {
    last_name: 'Smith', first_name: 'Mary', email, phone: '+81312345678',
    postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: 'Gionmachi 1',
  });
  await arriveAndAgree(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // The first visit loads the payment step's code.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({ timeout: 20_000 });
}

/** The methods offered, in order, by their radio labels. */
async function methods(page: Page): Promise<string[]> {
  return page.locator('.booking-methods').getByRole('radio').evaluateAll((radios) => radios.map((r) => (r.closest('label')?.textContent ?? '').trim()));
}

async function fillCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Month').selectOption('12');
  await page.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() + 4));
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Mary Smith');
}

/** Books with the button, waits for the confirmation, and reads the reservation through the API. */
async function book(page: Page, request: APIRequestContext, button: 'Pay and book' | 'Book now'): Promise<{ view: View; number: string; token: string }> {
  const answer = page.waitForResponse((r) => r.url().includes(`/api/v1/hotels/${HOTEL}/reservations`) && r.request().method() === 'POST');
  await page.getByRole('button', { name: button }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({ timeout: 20_000 });
  const url = new URL(page.url());
  const number = decodeURIComponent(url.pathname.split('/').pop()!);
  const token = url.searchParams.get('bypass_token')!;
  const r = await request.get(`/api/v1/hotels/${HOTEL}/reservations/${encodeURIComponent(number)}?bypass_token=${encodeURIComponent(token)}`, { headers: await clientSession(request) });
  expect(r.ok(), await r.text()).toBe(true);
  return { view: (await r.json()).data as View, number, token };
}

/** The value next to a term of the confirmation's details lists. */
const fact = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (req) => sent.push(req));
  return sent;
}

test('deposit: the card is charged the plan\'s 30 % and the rest is shown as due at the hotel', async ({ page, request }) => {
  test.setTimeout(90_000);
  await toPayment(page, 'deposit-30', checkinFor(0), `pay-deposit-${RUN}@example.com`);
  expect(await methods(page)).toEqual(['Deposit by credit card']);
  await expect(page.getByRole('radio', { name: 'Deposit by credit card', exact: true })).toBeChecked();
  const shownDeposit = amount(await page.getByText(/^Deposit charged now:/).textContent());
  const shownRemaining = amount(await page.getByText(/^Remaining to pay at the hotel:/).textContent());
  expect(shownDeposit).toBeGreaterThan(0);
  await fillCard(page);
  const { view } = await book(page, request, 'Pay and book');

  const total = view.summary.total;
  const deposit = Math.floor((total * 3000) / 10_000);
  expect(view).toMatchObject({
    status: 'done',
    payment: { type: 'credit_card_deposit', status: 'captured', charged_amount: deposit, remaining_amount: total - deposit },
    summary: { deposit_percent: 30, deposit_amount: deposit, remaining_amount: total - deposit },
    bank_transfer: null,
  });
  expect([shownDeposit, shownRemaining]).toEqual([deposit, total - deposit]);
  // The confirmation shows the deposit and the remaining amount.
  expect(amount(await fact(page, 'Deposit (30%)').textContent())).toBe(deposit);
  expect(amount(await fact(page, 'To pay at the hotel').textContent())).toBe(total - deposit);
  await expect(fact(page, 'Payment')).toHaveText('Card deposit, rest at the hotel');
  await expectAccessible(page, 'confirmation of a deposit');
});

test('bank transfer: instructions and due date on the confirmation, the review page and in the mail; nothing charged', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `pay-transfer-${RUN}@example.com`;
  const checkin = checkinFor(1);
  await toPayment(page, 'bank-transfer', checkin, email);
  // The plan's own way first (preselected), or the whole amount up front by card.
  expect(await methods(page)).toEqual(['Bank transfer', 'Credit card']);
  await expect(page.getByRole('radio', { name: 'Bank transfer', exact: true })).toBeChecked();
  // Due 7 days after booking (check-in is far away), in the hotel's calendar.
  const due = addDays(hotelToday(), 7);
  await expect(page.getByText(`by ${longDate(due)}.`)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectAccessible(page, 'payment step, bank transfer');
  const { view, number } = await book(page, request, 'Book now');

  const total = view.summary.total;
  expect(view).toMatchObject({
    status: 'done',
    payment: { type: 'bank_transfer', status: null, charged_amount: 0, remaining_amount: total },
    bank_transfer: {
      due_date: due, amount: total, currency: 'JPY',
      instructions: { bank_name: 'Noren Bank', branch_name: 'Gion Branch (branch code 605)', account_type: 'ordinary', account_number: '1234567', account_holder: 'NOREN KYOTO GION CO., LTD.', swift_code: 'NRNBJPJT' },
    },
  });

  const expectInstructions = async (where: string) => {
    const section = page.getByRole('region', { name: 'Bank transfer' });
    await expect(section, where).toContainText(`by ${longDate(due)}`);
    await expect(section).toContainText(number);
    // The amount in the instructions is the one the price details show as still to transfer.
    await expect(section.getByText(/^Please transfer/)).toContainText((await fact(page, 'To pay by bank transfer').textContent())!);
    await expect(fact(page, 'Bank')).toHaveText('Noren Bank');
    await expect(fact(page, 'Branch')).toHaveText('Gion Branch (branch code 605)');
    await expect(fact(page, 'Account type')).toHaveText('Ordinary');
    await expect(fact(page, 'Account number')).toHaveText('1234567');
    await expect(fact(page, 'Account holder')).toHaveText('NOREN KYOTO GION CO., LTD.');
    await expect(fact(page, 'SWIFT code')).toHaveText('NRNBJPJT');
    expect(amount(await fact(page, 'To pay by bank transfer').textContent()), where).toBe(total);
  };
  await expectInstructions('confirmation');
  await expectAccessible(page, 'confirmation of a bank transfer');

  // The review-reservation page shows them too.
  await page.getByRole('link', { name: 'Change or cancel this reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible({ timeout: 20_000 });
  await expectInstructions('review reservation');

  // And the confirmation mail.
  await expect.poll(async () => {
    const r = await request.get(`${MAIL_SINK}/messages?to=${encodeURIComponent(email)}`);
    return ((await r.json()) as { data: Array<{ subject: string }> }).data.map((m) => m.subject);
  }, { timeout: 20_000, message: `confirmation mail to ${email}` }).toContain(`Reservation confirmed: ${number} at Noren Kyoto Gion`);
  const mails = ((await (await request.get(`${MAIL_SINK}/messages?to=${encodeURIComponent(email)}`)).json()) as { data: Array<{ subject: string; text: string }> }).data;
  const mail = mails.find((m) => m.subject.startsWith('Reservation confirmed'))!;
  for (const line of ['Payment: Bank transfer', 'Bank: Noren Bank', 'Branch: Gion Branch (branch code 605)', 'Account type: Ordinary', 'Account number: 1234567', 'Account holder: NOREN KYOTO GION CO., LTD.', 'SWIFT code: NRNBJPJT']) {
    expect(mail.text).toContain(line);
  }
  expect(mail.text).toContain(`by ${due}`);
  expect(mail.text).toContain(`reservation number ${number}`);
});

test('deferred payment: nothing is taken; the total is due by invoice after the stay', async ({ page, request }) => {
  test.setTimeout(90_000);
  await toPayment(page, 'business-invoice', checkinFor(2), `pay-deferred-${RUN}@example.com`);
  expect(await methods(page)).toEqual(['Pay later by invoice', 'Credit card']);
  await expect(page.getByRole('radio', { name: 'Pay later by invoice', exact: true })).toBeChecked();
  await expect(page.getByText('Nothing is charged now.', { exact: true })).toBeVisible();
  const { view } = await book(page, request, 'Book now');
  expect(view).toMatchObject({ status: 'done', payment: { type: 'deferred_payment', status: null, charged_amount: 0, remaining_amount: view.summary.total }, bank_transfer: null });
  expect(amount(await fact(page, 'To pay by invoice after the stay').textContent())).toBe(view.summary.total);
  await expect(fact(page, 'Payment')).toHaveText('Pay later');
});

test('pre-paid: nothing is taken now and nothing is left to pay', async ({ page, request }) => {
  test.setTimeout(90_000);
  await toPayment(page, 'prepaid-voucher', checkinFor(3), `pay-prepaid-${RUN}@example.com`);
  expect(await methods(page)).toEqual(['Prepaid', 'Credit card']);
  await expect(page.getByRole('radio', { name: 'Prepaid', exact: true })).toBeChecked();
  const { view } = await book(page, request, 'Book now');
  expect(view.summary.total).toBeGreaterThan(0);
  expect(view).toMatchObject({ status: 'done', payment: { type: 'pre_paid', status: null, charged_amount: 0, remaining_amount: 0 }, summary: { remaining_amount: 0 } });
  expect(amount(await fact(page, 'To pay at the hotel').textContent())).toBe(0);
  await expect(fact(page, 'Payment')).toHaveText('Prepaid');
});

test('on-site with card required: the card is authorised as a guarantee, not captured', async ({ page, request }) => {
  test.setTimeout(90_000);
  await toPayment(page, 'late-arrival', checkinFor(4), `pay-guarantee-${RUN}@example.com`);
  expect(await methods(page)).toEqual(['Pay at the hotel (card as guarantee)', 'Credit card']);
  await expect(page.getByRole('radio', { name: 'Pay at the hotel (card as guarantee)', exact: true })).toBeChecked();
  await expect(page.getByText('Nothing is charged now.', { exact: true })).toBeVisible();
  await fillCard(page);
  const { view } = await book(page, request, 'Pay and book');
  expect(view).toMatchObject({ status: 'done', payment: { type: 'on_site_credit_card_required', status: 'authorized', charged_amount: 0, remaining_amount: view.summary.total } });
  expect(amount(await fact(page, 'To pay at the hotel').textContent())).toBe(view.summary.total);
});

test('full card payment: the total is captured and nothing is left', async ({ page, request }) => {
  test.setTimeout(90_000);
  await toPayment(page, 'full-prepay', checkinFor(5), `pay-full-${RUN}@example.com`);
  expect(await methods(page)).toEqual(['Credit card (full amount)']);
  await expect(page.getByRole('radio', { name: 'Credit card (full amount)', exact: true })).toBeChecked();
  await fillCard(page, '5555 5555 5555 4444');
  const { view } = await book(page, request, 'Pay and book');
  expect(view).toMatchObject({ status: 'done', payment: { type: 'credit_card_full', status: 'captured', charged_amount: view.summary.total, remaining_amount: 0 } });
  await expect(fact(page, 'Payment')).toHaveText('Card payment of the full amount');
});

test('international card: the total is captured on a card type of its own', async ({ page, request }) => {
  test.setTimeout(90_000);
  await toPayment(page, 'overseas-card', checkinFor(6), `pay-international-${RUN}@example.com`);
  expect(await methods(page)).toEqual(['International credit card']);
  await expect(page.getByRole('radio', { name: 'International credit card', exact: true })).toBeChecked();
  await expect(page.getByText('The total is charged now to a card issued outside Japan.')).toBeVisible();
  await fillCard(page, '3566 0020 2036 0505');
  const { view } = await book(page, request, 'Pay and book');
  expect(view).toMatchObject({ status: 'done', payment: { type: 'credit_card_international', status: 'captured', charged_amount: view.summary.total, remaining_amount: 0 } });
  await expect(fact(page, 'Payment')).toHaveText('International card in advance');
});

test('Korean domestic card: the form asks the birth date and the first PIN digits, which go to the provider only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const sent = recordRequests(page);
  await toPayment(page, 'korea-card', checkinFor(7), `pay-korean-${RUN}@example.com`);
  expect(await methods(page)).toEqual(['Korean domestic card']);
  await expect(page.getByRole('radio', { name: 'Korean domestic card', exact: true })).toBeChecked();
  const birth = page.getByLabel('Date of birth (YYMMDD)');
  const pin = page.getByLabel('First two digits of the card PIN');
  await expect(birth).toBeVisible();
  await expect(pin).toHaveAttribute('type', 'password');
  await expectAccessible(page, 'payment step, Korean card');

  // Without them nothing is sent: both fields say what is missing.
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay and book' }).click();
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  expect(sent.filter((r) => r.method() === 'POST' && /\/sandbox-gateway\/v1\/tokens|\/reservations$/.test(new URL(r.url()).pathname))).toEqual([]);

  await birth.fill('900101');
  await pin.fill('12');
  const { view } = await book(page, request, 'Pay and book');
  expect(view).toMatchObject({ status: 'done', payment: { type: 'korean_domestic_card', status: 'captured', charged_amount: view.summary.total, remaining_amount: 0 } });
  await expect(fact(page, 'Payment')).toHaveText('Korean domestic card in advance');

  // The extras went to the provider's tokeniser with the card, and never to /api/v1.
  const tokenise = sent.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/sandbox-gateway/v1/tokens');
  expect(tokenise).toHaveLength(1);
  expect(JSON.parse(tokenise[0].postData() ?? '{}')).toMatchObject({ birth_date: '900101', pin_prefix: '12' });
  for (const req of sent.filter((r) => new URL(r.url()).pathname.startsWith('/api/v1'))) {
    expect(req.postData() ?? '', `${req.method()} ${req.url()}`).not.toContain('900101');
    expect(decodeURIComponent(req.url())).not.toContain('900101');
  }
});
