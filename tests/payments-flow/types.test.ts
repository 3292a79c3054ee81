/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// Payment types other than a plain card charge, multi-currency charges and saved cards:
// deposit (the plan's share charged, the rest shown), card guarantee (verified, nothing charged),
// bank transfer (a due date, nothing charged); a visa pays in the shown currency with the mcp_
// amounts, a jcb in the hotel's; a moved exchange rate charges nothing and says so; brand rules
// are checked on the server; saved cards need a member.
import { beforeAll, expect, it } from 'vitest';
import { kickedSendersDone } from '../../apps/api/src/mail/hooks.ts';
import { priceQuery } from '../../apps/api/src/modules/reservations/index.ts';
import { listCards, saveCard, deleteCard } from '../../apps/api/src/modules/saved-cards/service.ts';
import { kyotoBankAccount } from '../../apps/api/src/seed/payment-plans.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { tokenize } from '../payments/support.ts';
import { arrivalQuestion, count, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, setInventory } from '../reservations/helpers.ts';
import { cardApi, cardPayment, carriesCardNumber, expectNoOpenAuthorisation, sandboxPayments, type CardApi } from './support.ts';

const HOTEL = 'kyoto-gion';

forEachDatabase(
  'payments flow: payment types, currencies, saved cards',
  (ctx) => {
    let a: CardApi;
    let questionId: number;
    const types = ['on_site', 'credit_card', 'credit_card_full', 'credit_card_deposit', 'on_site_credit_card_required', 'bank_transfer', 'deferred_payment', 'pre_paid'];
    const options = types.map((t) => ({ payment_type: t, enabled: true, ...(t === 'bank_transfer' && { bank_account: kyotoBankAccount }) }));

    beforeAll(async () => {
      a = await cardApi(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
      await query(ctx().database, `update hotels set payment_options = $1::jsonb where code = $2`, [JSON.stringify(options), HOTEL]);
    });

    const priced = async (b: any) => {
      const search = new URLSearchParams(Object.entries(priceQuery(b)).map(([k, v]) => [k, String(v)]));
      const r = await a.get(`/api/v1/hotels/${HOTEL}/rooms/price?${search}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { ...b, expected_total_price: r.body.data.prices.total_price, ...(b.mcp_currency && { expected_mcp_total_price: r.body.data.prices.mcp_total_price.cents }), quote: r.body.data.prices };
    };
    // Each type on a demo plan sold for it (payment-plans.ts): the server refuses a type the payment step would not offer.
    const stay = (checkin: string, checkout: string, over: Record<string, unknown> = {}, plan = 'full-prepay') =>
      kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: `${plan}_modern-twin`, adults: 2 }], ...over });
    const send = (b: any) => {
      const { quote: _quote, ...body } = b;
      return a.post(HOTEL, body);
    };

    it('credit_card_full charges the total', async () => {
      const b = await priced({ ...stay('2027-04-01', '2027-04-02'), payment: await cardPayment(ctx().app, '5555 5555 5555 4444', 'credit_card_full') });
      const r = await send(b);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(await sandboxPayments(ctx().database, r.body.data.reservation_number)).toMatchObject([{ status: 'captured', amount_captured: b.expected_total_price }]);
    });

    it('on_site_credit_card_required verifies the card for 0 and keeps it as a guarantee; nothing is charged', async () => {
      const b = await priced({ ...stay('2027-04-03', '2027-04-04', {}, 'late-arrival'), payment: await cardPayment(ctx().app, '4242 4242 4242 4242', 'on_site_credit_card_required') });
      const r = await send(b);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.data.reservation.payment).toMatchObject({ status: 'authorized', charged_amount: 0, remaining_amount: b.expected_total_price });
      expect(await sandboxPayments(ctx().database, r.body.data.reservation_number)).toMatchObject([{ status: 'authorized', amount: 0, amount_captured: 0 }]);
    });

    it('bank_transfer books with a due date and charges nothing; deferred and pre-paid take nothing', async () => {
      const b = await priced({ ...stay('2027-04-20', '2027-04-21', {}, 'bank-transfer'), payment: { type: 'bank_transfer' } });
      const r = await send(b);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const transfer = {
        due_date: '2026-11-29', amount: b.expected_total_price, currency: 'JPY',
        instructions: {
          bank_name: 'Noren Bank', branch_name: 'Gion Branch (branch code 605)', account_type: 'ordinary', account_number: '1234567',
          account_holder: 'NOREN KYOTO GION CO., LTD.', swift_code: 'NRNBJPJT', note: kyotoBankAccount.translations.en!.note,
        },
      };
      expect(r.body.data).toMatchObject({ status: 'done', bank_transfer: transfer, reservation: { payment: { type: 'bank_transfer', status: null, charged_amount: 0 }, bank_transfer: transfer } });
      // GET shows the same, and the confirmation mail carries the account and the due date.
      const number = r.body.data.reservation_number;
      const token = r.body.data.bypass_token;
      expect((await a.get(`/api/v1/hotels/${HOTEL}/reservations/${number}?bypass_token=${token}`)).body.data.bank_transfer).toEqual(transfer);
      await kickedSendersDone(ctx().app);
      const [mail] = await query<{ text_body: string; html_body: string }>(ctx().database, `select m.text_body, m.html_body from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1 and m.kind = 'booking_confirmation'`, [number]);
      for (const part of ['Bank transfer', 'Noren Bank', 'Gion Branch (branch code 605)', 'Account number: 1234567', 'NOREN KYOTO GION CO., LTD.', '2026-11-29', number]) {
        expect(mail.text_body).toContain(part);
        expect(mail.html_body).toContain(part.replace('Account number: ', ''));
      }
      // The account is the hotel's current one: without it the guest is told the hotel will send it.
      await query(ctx().database, `update hotels set payment_options = $1::jsonb where code = $2`, [JSON.stringify(options.map(({ bank_account: _a, ...o }) => o)), HOTEL]);
      expect((await a.get(`/api/v1/hotels/${HOTEL}/reservations/${number}?bypass_token=${token}`)).body.data.bank_transfer).toEqual({ ...transfer, instructions: null });
      await query(ctx().database, `update hotels set payment_options = $1::jsonb where code = $2`, [JSON.stringify(options), HOTEL]);
      // Nothing was charged: the whole total is to transfer. Other payment types carry no transfer.
      expect(r.body.data.reservation.summary.remaining_amount).toBe(b.expected_total_price);
      for (const [type, plan] of [['deferred_payment', 'business-invoice'], ['pre_paid', 'prepaid-voucher']]) {
        const other = await send(await priced({ ...stay('2027-04-20', '2027-04-21', {}, plan), payment: { type } }));
        expect(other.status, JSON.stringify(other.body)).toBe(201);
        expect(other.body.data.reservation.payment).toMatchObject({ type, charged_amount: 0 });
        expect(other.body.data.reservation.bank_transfer).toBeNull();
        expect(other.body.data.bank_transfer).toBeUndefined();
      }
      expect(await count(ctx().database, `select 1 from sandbox_payments where reference = $1`, [r.body.data.reservation_number])).toBe(0);
    });

    it('credit_card_deposit charges the plan\'s deposit share and shows the rest as remaining', async () => {
      await query(ctx().database, `update plans set payment_method = 'credit_card_deposit', deposit_bp = 3000 where hotel_plan_code = 'early-28' and hotel_id = (select id from hotels where code = $1)`, [HOTEL]);
      const b = await priced({ ...stay('2027-05-10', '2027-05-11', { rooms: [{ room_plan_code: 'early-28_modern-twin', adults: 2 }] }), payment: await cardPayment(ctx().app, '4242 4242 4242 4242', 'credit_card_deposit') });
      const deposit = b.quote.deposit_amount;
      expect(deposit).toBeGreaterThan(0);
      expect(deposit).toBeLessThan(b.expected_total_price);
      const r = await send(b);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.data.reservation.payment).toMatchObject({ type: 'credit_card_deposit', status: 'captured', charged_amount: deposit, remaining_amount: b.expected_total_price - deposit });
      expect(await sandboxPayments(ctx().database, r.body.data.reservation_number)).toMatchObject([{ status: 'captured', amount_captured: deposit, currency: 'JPY' }]);
    });

    it('a visa pays in the shown currency with the mcp_ amounts; a jcb in the hotel\'s currency', async () => {
      const visa = await priced({ ...stay('2027-04-05', '2027-04-06', { mcp_currency: 'USD' }, 'kaiseki'), payment: await cardPayment(ctx().app, '4242 4242 4242 4242', 'credit_card', 'visa') });
      const r = await send(visa);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(await sandboxPayments(ctx().database, r.body.data.reservation_number)).toMatchObject([{ status: 'captured', currency: 'USD', amount_captured: visa.expected_mcp_total_price }]);
      const jcb = await priced({ ...stay('2027-04-05', '2027-04-06', { mcp_currency: 'USD' }, 'kaiseki'), payment: await cardPayment(ctx().app, '3566 0020 2036 0505', 'credit_card', 'jcb') });
      const j = await send(jcb);
      expect(j.status, JSON.stringify(j.body)).toBe(201);
      expect(await sandboxPayments(ctx().database, j.body.data.reservation_number)).toMatchObject([{ status: 'captured', currency: 'JPY', amount_captured: jcb.expected_total_price }]);
    });

    it('a moved exchange rate refuses with exchange_rate_changed and the new amounts, charging nothing', async () => {
      await setInventory(ctx().database, HOTEL, 'modern-twin', '2027-04-07', '2027-04-08', 5, 0);
      const b = await priced({ ...stay('2027-04-07', '2027-04-08', { mcp_currency: 'USD' }, 'kaiseki'), payment: await cardPayment(ctx().app, '4242 4242 4242 4242', 'credit_card', 'visa') });
      const before = await count(ctx().database, 'select 1 from sandbox_payments');
      const r = await send({ ...b, expected_mcp_total_price: b.expected_mcp_total_price + 100 });
      expect(errorOf(r)).toMatchObject({
        status: 409, code: 1000,
        payload: { reason: 'exchange_rate_changed', message_key: 'messages.exchangeRateUpdated', mcp_currency: 'USD', mcp_total_price: b.expected_mcp_total_price, total_price: b.expected_total_price },
      });
      expect(await count(ctx().database, 'select 1 from sandbox_payments')).toBe(before);
      expect((await inventoryOf(ctx().database, HOTEL, 'modern-twin', '2027-04-07', '2027-04-08'))[0].sold).toBe(0);
    });

    it('brand rules on the server: a jcb named for a visa card is refused and voided; mcp needs card_brand', async () => {
      const b = await priced({ ...stay('2027-04-09', '2027-04-10', { mcp_currency: 'USD' }, 'kaiseki'), payment: await cardPayment(ctx().app, '3566 0020 2036 0505', 'credit_card', 'visa') });
      expect(errorOf(await send(b)).payload).toMatchObject({ field: 'payment.card_brand', reason: 'card_brand_mismatch' });
      await expectNoOpenAuthorisation(ctx().database);
      const noBrand = await priced({ ...stay('2027-04-09', '2027-04-10', { mcp_currency: 'USD' }, 'kaiseki'), payment: await cardPayment(ctx().app, '4242 4242 4242 4242') });
      expect(errorOf(await send(noBrand)).payload).toMatchObject({ field: 'payment.card_brand', reason: 'required' });
      expect(await count(ctx().database, `select 1 from reservations where checkin_date = '2027-04-09'`)).toBe(0);
    });

    it('saved cards: routes answer 401 (9401) without a member, list the signed-in member\'s own; the service keeps only token, brand, last four and expiry', async () => {
      const clientSession = await openClientSession(ctx().app);
      const cardsOf = (authorization: string) =>
        ctx().app.inject({ method: 'GET', url: `/api/v1/hotels/${HOTEL}/memberships/credit_cards`, headers: { 'client-session': clientSession, authorization } });
      const list = await cardsOf('Bearer not-a-member-token');
      expect(list.statusCode).toBe(401);
      expect(list.json().errors[0].details.code).toBe(9401);
      const [hotel] = await query<{ id: number }>(ctx().database, `select id from hotels where code = $1`, [HOTEL]);
      const memberId = async (email: string) => (await query<{ id: number }>(ctx().database, `select id from members where email_normalised = $1`, [email]))[0];
      const member1 = await memberId('member@noren.example');
      const member2 = await memberId('member2@noren.example');
      const { token } = await tokenize(ctx().app, '5555 5555 5555 4444');
      const saved = await saveCard(ctx().database.db, ctx().clock.now(), ctx().app.payments, hotel.id, member1.id, token);
      expect(saved).toMatchObject({ brand: 'master', last4: '4444', exp_month: 12, exp_year: 2029 });
      expect(await listCards(ctx().database.db, hotel.id, member1.id)).toEqual([saved]);
      expect(await listCards(ctx().database.db, hotel.id, member2.id)).toEqual([]);
      const signIn = await ctx().app.inject({
        method: 'POST', url: `/api/v1/hotels/${HOTEL}/memberships/sign_in`, headers: { 'client-session': clientSession }, payload: { email: 'member@noren.example', password: 'Noren-Member-1' },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const mine = await cardsOf(`Bearer ${signIn.json().data.session}`);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().data).toEqual([saved]);
      const stored = await query(ctx().database, `select * from saved_cards`);
      expect(carriesCardNumber(JSON.stringify(stored))).toBe(false);
      await deleteCard(ctx().database.db, ctx().app.payments, hotel.id, member1.id, saved.id);
      expect(await listCards(ctx().database.db, hotel.id, member1.id)).toEqual([]);
    });

    it('no body sent to /api/v1 carried a card number', () => {
      for (const sent of a.sent) expect(carriesCardNumber(sent), sent).toBe(false);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
