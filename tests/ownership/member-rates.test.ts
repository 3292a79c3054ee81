/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
// Member rates (part 1 §6 "members-only and member-exclusive rates exist"), on both databases
// with the demo data: members-only plans (members-breakfast) show, price and book for a signed-in
// member and never for a guest; a member discount (kyoto-breakfast, 5%) applies to members at
// search and at booking; cached search answers are never shared between guests and members.
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../support/app.ts';
import { arrivalQuestion, kyotoBody, NOW, noLookupLimit, setInventory } from '../reservations/helpers.ts';
import { client, HOTEL, memberSignIn, organisationSignIn, type Client } from './support.ts';

const STAY = 'checkin=2027-04-05&checkout=2027-04-07';
const ROOMS = `/hotels/${HOTEL}/rooms?${STAY}`;
const MEMBERS_ONLY = 'members-breakfast_modern-twin';
const DISCOUNTED = 'kyoto-breakfast_modern-twin';

forEachDatabase(
  'ownership: member rates',
  (ctx) => {
    let c: Client;
    let member: string;
    let corporate: string;

    const planCodes = (body: any): string[] => body.data.rooms.flatMap((r: any) => r.room_plan.map((p: any) => p.hotel_plan_code));
    const price = (code: string, bearer: string | null) => c.call('GET', `/hotels/${HOTEL}/rooms/price?${STAY}&adults=2&room_plan_code=${code}`, { bearer });

    beforeAll(async () => {
      c = await client(ctx().app);
      member = await memberSignIn(c, 'member@noren.example', 'Noren-Member-1');
      corporate = await organisationSignIn(c, 'acme', 'acme-booker', 'Acme-Booker-1');
      await setInventory(ctx().database, HOTEL, 'modern-twin', '2027-04-05', '2027-04-07', 10, 0);
    });

    it('shows members-only plans to members only, and never serves one viewer\'s cached answer to the other', async () => {
      const guest1 = await c.call('GET', ROOMS);
      expect(guest1.status).toBe(200);
      expect(planCodes(guest1.body)).not.toContain('members-breakfast');
      const asMember = await c.call('GET', ROOMS, { bearer: member });
      expect(planCodes(asMember.body)).toContain('members-breakfast');
      const guest2 = await c.call('GET', ROOMS);
      expect(planCodes(guest2.body)).not.toContain('members-breakfast');
      expect((await c.call('GET', ROOMS, { bearer: member })).body).toEqual(asMember.body);
      // Corporate sign-in counts as signed in (part 1 §6).
      expect(planCodes((await c.call('GET', ROOMS, { bearer: corporate })).body)).toContain('members-breakfast');
    });

    it('prices a members-only plan for members, refuses it for guests', async () => {
      const guest = await price(MEMBERS_ONLY, null);
      expect(guest.status).toBe(400);
      expect(guest.body.errors[0].details.payload).toMatchObject({ field: 'room_plan_code', reason: 'not_available' });
      expect((await price(MEMBERS_ONLY, member)).status).toBe(200);
    });

    it('gives members the member discount, at search and on the price', async () => {
      const guest = (await price(DISCOUNTED, null)).body.data.prices.total_price;
      const mine = (await price(DISCOUNTED, member)).body.data.prices.total_price;
      expect(mine).toBeLessThan(guest);
      const shown = (body: any) => body.data.rooms.find((r: any) => r.room_type_code === 'modern-twin').room_plan.find((p: any) => p.room_plan_code === DISCOUNTED);
      const guestPlan = shown((await c.call('GET', ROOMS)).body);
      const memberPlan = shown((await c.call('GET', ROOMS, { bearer: member })).body);
      expect(JSON.stringify(memberPlan)).not.toEqual(JSON.stringify(guestPlan));
    });

    it('books a members-only plan for a member at the member price, and refuses a guest', async () => {
      const questionId = await arrivalQuestion(ctx().database);
      const body = kyotoBody(questionId, { checkin_date: '2027-04-05', checkout_date: '2027-04-07', rooms: [{ room_plan_code: MEMBERS_ONLY, adults: 2 }] });
      const memberTotal = (await price(MEMBERS_ONLY, member)).body.data.prices.total_price;
      const guest = await c.call('POST', `/hotels/${HOTEL}/reservations`, { payload: { ...body, expected_total_price: memberTotal } });
      expect(guest.status).toBe(400);
      expect(guest.body.errors[0].details.payload).toMatchObject({ field: 'rooms.0.room_plan_code', reason: 'not_available' });
      const booked = await c.call('POST', `/hotels/${HOTEL}/reservations`, { payload: { ...body, expected_total_price: memberTotal }, bearer: member });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.data.reservation.summary.total).toBe(memberTotal);

      const discounted = kyotoBody(questionId, { checkin_date: '2027-04-05', checkout_date: '2027-04-07', rooms: [{ room_plan_code: DISCOUNTED, adults: 2 }] });
      const memberPrice = (await price(DISCOUNTED, member)).body.data.prices.total_price;
      const guestPrice = (await price(DISCOUNTED, null)).body.data.prices.total_price;
      // A guest sending the member price is told the price changed; the member books at it.
      const asGuest = await c.call('POST', `/hotels/${HOTEL}/reservations`, { payload: { ...discounted, expected_total_price: memberPrice } });
      expect(asGuest.status).toBe(409);
      expect(asGuest.body.errors[0].details.payload).toMatchObject({ reason: 'price_changed', total_price: guestPrice });
      const asMember = await c.call('POST', `/hotels/${HOTEL}/reservations`, { payload: { ...discounted, expected_total_price: memberPrice }, bearer: member });
      expect(asMember.status, JSON.stringify(asMember.body)).toBe(201);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
