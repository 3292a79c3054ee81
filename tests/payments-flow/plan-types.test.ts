/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// The server takes exactly the payment types the payment step offers for the plans booked
// (paymentChoices, core/domain): a deposit on a full-card plan is refused, not booked with a
// deposit of 0, and every demo payment-type plan still books with each type the rule offers.
import { beforeAll, expect, it } from 'vitest';
import { paymentChoices, type PaymentType } from '@noren/core/domain';
import { kyotoPaymentPlans } from '../../apps/api/src/seed/payment-plans.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { arrivalQuestion, count, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, priced, setInventory } from '../reservations/helpers.ts';
import { tokenize } from '../payments/support.ts';
import { cardApi, expectNoOpenAuthorisation, type CardApi } from './support.ts';

const HOTEL = 'kyoto-gion';
const ROOM = 'modern-twin';

forEachDatabase(
  'payments flow: payment type and plan',
  (ctx) => {
    let a: CardApi;
    let questionId: number;

    beforeAll(async () => {
      a = await cardApi(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    /** A payment body for `type`: card types with a fresh token (the Korean card with its extras). */
    const paymentFor = async (type: PaymentType) => {
      if (type === 'korean_domestic_card') return { type, token: (await tokenize(ctx().app, '4242 4242 4242 4242', { birth_date: '900101', pin_prefix: '12' })).token };
      if (['credit_card', 'credit_card_full', 'credit_card_deposit', 'credit_card_international', 'on_site_credit_card_required'].includes(type)) {
        return { type, token: (await tokenize(ctx().app, '4242 4242 4242 4242')).token };
      }
      return { type };
    };

    const night = (plan: string, checkin: string, checkout: string) =>
      kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: `${plan}_${ROOM}`, adults: 2 }] });

    it('refuses a deposit on a full-card plan with 1000 naming payment.type, booking and charging nothing', async () => {
      await setInventory(ctx().database, HOTEL, ROOM, '2027-06-01', '2027-06-02', 5, 0);
      const body = await priced(a, HOTEL, night('full-prepay', '2027-06-01', '2027-06-02'));
      const r = await a.post(HOTEL, { ...body, payment: await paymentFor('credit_card_deposit') });
      expect(errorOf(r)).toMatchObject({
        status: 400, code: 1000,
        payload: { field: 'payment.type', reason: 'payment_type_not_for_plan', payment_type: 'credit_card_deposit', payment_types: ['credit_card_full'] },
      });
      expect(await count(ctx().database, `select 1 from reservations where checkin_date = '2027-06-01'`)).toBe(0);
      expect((await inventoryOf(ctx().database, HOTEL, ROOM, '2027-06-01', '2027-06-02'))[0].sold).toBe(0);
      await expectNoOpenAuthorisation(ctx().database);
      // A card on a plan paid at the hotel and an ordinary card on the Korean card plan are refused alike.
      const onSite = await priced(a, HOTEL, night('room-only', '2027-06-01', '2027-06-02'));
      expect(errorOf(await a.post(HOTEL, { ...onSite, payment: await paymentFor('credit_card') })).payload).toMatchObject({ field: 'payment.type', reason: 'payment_type_not_for_plan' });
      const korean = await priced(a, HOTEL, night('korea-card', '2027-06-01', '2027-06-02'));
      expect(errorOf(await a.post(HOTEL, { ...korean, payment: await paymentFor('credit_card') })).payload).toMatchObject({ field: 'payment.type', reason: 'payment_type_not_for_plan' });
    });

    it('books every demo payment-type plan with each type the payment step offers for it', async () => {
      const [hotel] = await query<{ payment_options: any[] }>(ctx().database, `select payment_options from hotels where code = $1`, [HOTEL]);
      let day = 0;
      const booked: string[] = [];
      for (const plan of kyotoPaymentPlans) {
        const choices = paymentChoices([plan.paymentMethod], hotel.payment_options);
        expect(choices, plan.code).toContain(plan.paymentMethod);
        for (const type of choices) {
          // A night of its own, well past every plan's booking deadline.
          const checkin = `2027-07-${String(1 + day).padStart(2, '0')}`;
          const checkout = `2027-07-${String(2 + day).padStart(2, '0')}`;
          day += 1;
          await setInventory(ctx().database, HOTEL, ROOM, checkin, checkout, 5, 0);
          const body = await priced(a, HOTEL, night(plan.code, checkin, checkout));
          const r = await a.post(HOTEL, { ...body, payment: await paymentFor(type) });
          expect(r.status, `${plan.code} ${type}: ${JSON.stringify(r.body)}`).toBe(201);
          expect(r.body.data.reservation.payment.type).toBe(type);
          booked.push(`${plan.code}:${type}`);
        }
      }
      expect(booked.length).toBeGreaterThanOrEqual(kyotoPaymentPlans.length);
      await expectNoOpenAuthorisation(ctx().database);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
