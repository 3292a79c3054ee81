/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// GET /hotels/{id}/rooms on both databases with the demo data: prices equal the engine's on the
// stored rates, lines add up, and each search rule (availability, few rooms left, day use,
// undated, several rooms, kids, order, filters, secret mode, members-only, coupons, mcp, 1903).
// A room plan carries the prices a result card shows (toCardPrices of the engine's amounts); without
// extras in a search, total_price_without_tax is the room price without tax.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  convertMinor, eachStayDate, priceStay, type ExchangeRateTable, type PriceStayInput,
} from '@noren/core/domain';
import { toCardPrices } from '../../apps/api/src/modules/search/card-prices.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { caller, errorOf, NOW, sumOf, type Caller } from './helpers.ts';

const KYOTO = '/api/v1/hotels/kyoto-gion/rooms';
const TAIPEI = '/api/v1/hotels/taipei-daan/rooms';
// Tuesday and Wednesday nights: plain nights, outside every season.
const STAY = 'checkin=2026-12-08&checkout=2026-12-10';

/** Kyoto's stored brackets as the engine reads them (from inclusive, tax per person-night). */
const KYOTO_TAX = { name: 'kyoto', brackets: [{ from: 0, tax: 200 }, { from: 6000, tax: 400 }, { from: 20000, tax: 1000 }, { from: 50000, tax: 4000 }, { from: 100000, tax: 10000 }] };

forEachDatabase(
  'GET /hotels/{id}/rooms',
  (ctx) => {
    let api: Caller;
    beforeAll(async () => {
      api = await caller(ctx().app);
    });

    async function rates(roomPlanCode: string, adults: number, from: string, to: string): Promise<number[]> {
      const rows = await query<{ amount: number }>(
        ctx().database,
        `select r.amount::float8 as amount from rates r join room_plans rp on rp.id = r.room_plan_id
          where rp.room_plan_code = $1 and r.adults = $2 and r.stay_date >= $3 and r.stay_date < $4 order by r.stay_date`,
        [roomPlanCode, adults, from, to],
      );
      return rows.map((r) => Number(r.amount));
    }

    function kyotoInput(lines: PriceStayInput['lines'], over: Partial<PriceStayInput> = {}): PriceStayInput {
      return {
        currency: 'JPY', today: '2026-11-22', lines,
        kidsTiers: [{ code: 'A', ageFrom: 6, ageTo: 12, price: { kind: 'percent', basisPoints: 7000 } }],
        tax: { defaultTaxRateBp: 1000, showPricesTaxIncluded: true, accommodationTax: KYOTO_TAX },
        couponActive: true, ...over,
      };
    }

    const nights = (amounts: number[], adults: number, from: string, to: string) =>
      eachStayDate(from, to).map((date, i) => ({ date, ratesByOccupancy: { [adults]: amounts[i] } }));

    function findPlan(body: any, roomType: string, roomPlanCode: string): any {
      return body.data.rooms.find((r: any) => r.room_type_code === roomType)?.room_plan.find((p: any) => p.room_plan_code === roomPlanCode);
    }

    it('lists room types with their plans, priced exactly as the engine prices the stored rates', async () => {
      const { status, body } = await api.get(`${KYOTO}?${STAY}&adults=2`);
      expect(status, JSON.stringify(body)).toBe(200);
      const data = body.data;
      expect(data).toMatchObject({ type: 'rooms', currency: 'JPY', mcp_currency: null, next_available_date: null });
      expect(data.search).toMatchObject({ search_type: 'dated', checkin: '2026-12-08', checkout: '2026-12-10', nights: 2, room_count: 1, order: 'price_low_to_high' });
      expect(data.rooms.length).toBeGreaterThan(3);
      const plan = findPlan(body, 'tatami-standard', 'room-only_tatami-standard');
      expect(Object.keys(plan).sort()).toEqual([
        'cancellation_policy_id', 'credit_card_payment', 'hotel_plan_code', 'inclusive_extra_ids', 'matched_search_criteria', 'meal_type',
        'members_only', 'payment_method', 'plan_stock_count', 'prices', 'room_plan_code', 'room_plan_name', 'room_prices', 'sale_limit',
      ]);
      expect(plan).toMatchObject({
        hotel_plan_code: 'room-only', room_plan_name: 'Room Only', sale_limit: null, plan_stock_count: null,
        payment_method: { code: 'on_site' }, credit_card_payment: false, inclusive_extra_ids: [],
        matched_search_criteria: { adults_count: 2, children_count: 0, adults_with_companion: 0, children_with_kid_tier_A_companion: 0 },
      });
      const amounts = await rates('room-only_tatami-standard', 2, '2026-12-08', '2026-12-10');
      expect(amounts).toHaveLength(2);
      const expected = priceStay(kyotoInput([{ roomTypeCode: 'tatami-standard', roomPlanCode: 'room-only_tatami-standard', hotelPlanCode: 'room-only', adults: 2, children: [], nights: nights(amounts, 2, '2026-12-08', '2026-12-10') }]));
      expect(plan.prices).toEqual(toCardPrices(expected.amounts));
      // By hand: 10% tax rounded down per night; Kyoto tax per person-night by the bracket.
      const byHand = sumOf(amounts.map((a) => a + Math.floor(a / 10) + 2 * (a / 2 >= 20000 ? 1000 : a / 2 >= 6000 ? 400 : 200)));
      expect(plan.prices.total_price).toBe(byHand);
      expect(plan.room_prices).toEqual([{ index: 0, total_price: byHand, total_price_without_tax: sumOf(amounts), tax: expected.amounts.tax }]);
      const room = data.rooms.find((r: any) => r.room_type_code === 'tatami-standard');
      expect(room).toMatchObject({ name: 'Standard Japanese Room (8 tatami)', size: { value: 8, unit: 'tatami' }, max_adults: 3 });
      // A stored raster photo, sent as addresses of its widths (modules/images), not inline bytes.
      expect(room.photos[0].url).toMatch(/^\/api\/v1\/images\/[0-9a-f]{64}\?w=640$/);
      expect(data.extra_inventories).toContainEqual({ extra_id: expect.any(Number), inventory: 16 });
      expect(data.payment_promotion_info).toEqual({ target_mode: 'include', hotel_plan_codes: ['kaiseki', 'early-28'] });
      const breakfast = findPlan(body, 'tatami-standard', 'kyoto-breakfast_tatami-standard');
      expect(breakfast.inclusive_extra_ids).toHaveLength(1);
    });

    it('hides members-only plans from guests and plans past their booking deadline', async () => {
      const { body } = await api.get(`${KYOTO}?${STAY}`);
      const plans = body.data.rooms.flatMap((r: any) => r.room_plan.map((p: any) => p.hotel_plan_code));
      expect(plans).not.toContain('members-breakfast');
      // early-28 closes 28 days before check-in; 2026-12-08 is 16 days away.
      expect(plans).not.toContain('early-28');
      const later = await api.get(`${KYOTO}?checkin=2027-01-12&checkout=2027-01-13`);
      const early = findPlan(later.body, 'modern-twin', 'early-28_modern-twin');
      expect(early).toMatchObject({ sale_limit: 2, plan_stock_count: expect.any(Number), credit_card_payment: true });
    });

    it('leaves out a room type sold out on a night of the stay unless occupied rooms are asked for', async () => {
      // tatami-standard is sold out on the 14th (the generators' pattern).
      const stay = 'checkin=2026-12-13&checkout=2026-12-15';
      const { body } = await api.get(`${KYOTO}?${stay}`);
      expect(body.data.rooms.map((r: any) => r.room_type_code)).not.toContain('tatami-standard');
      const occupied = await api.get(`${KYOTO}?${stay}&is_including_occupied=true`);
      const room = occupied.body.data.rooms.find((r: any) => r.room_type_code === 'tatami-standard');
      expect(room).toMatchObject({ room_count: 0, few_rooms_left: false });
      const none = await api.get(`${KYOTO}?${stay}&room_type_codes=tatami-standard&search_next_available_date_if_no_result=true`);
      expect(none.body.data.rooms).toEqual([]);
      expect(none.body.data.next_available_date).toBe('2026-12-15');
    });

    it('flags rooms with fewer than 10 left', async () => {
      // Friday 2026-12-11: every room type has 1 to 9 rooms left.
      const friday = (await api.get(`${KYOTO}?checkin=2026-12-11&checkout=2026-12-12`)).body.data.rooms;
      expect(friday.length).toBeGreaterThan(0);
      for (const room of friday) {
        expect(room.room_count).toBeLessThan(10);
        expect(room.few_rooms_left).toBe(true);
      }
      const weekday = (await api.get(`${KYOTO}?${STAY}`)).body.data.rooms;
      for (const room of weekday) expect(room.few_rooms_left).toBe(room.room_count > 0 && room.room_count < 10);
      expect(weekday.some((r: any) => !r.few_rooms_left)).toBe(true);
    });

    it('prices several rooms, each with its own guests, and the rooms add up to the total', async () => {
      const url = `${KYOTO}?${STAY}&rooms[0][adults]=2&rooms[1][adults]=1&rooms[1][kids_tiers]=A:1`;
      const { status, body } = await api.get(url);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.search.room_count).toBe(2);
      expect(body.data.search.rooms).toEqual([
        { adults: 2, children: 0, kids_tiers: [], kids_age_range: [] },
        { adults: 1, children: 1, kids_tiers: [{ code: 'A', children: 1 }], kids_age_range: [] },
      ]);
      const plan = findPlan(body, 'tatami-standard', 'room-only_tatami-standard');
      expect(plan.matched_search_criteria).toMatchObject({ adults_count: 3, children_count: 1 });
      expect(plan.room_prices).toHaveLength(2);
      for (const f of ['total_price', 'tax', 'total_price_without_tax'] as const) {
        expect(sumOf(plan.room_prices.map((l: any) => l[f]))).toBe(plan.prices[f]);
      }
      const two = await rates('room-only_tatami-standard', 2, '2026-12-08', '2026-12-10');
      const one = await rates('room-only_tatami-standard', 1, '2026-12-08', '2026-12-10');
      const expected = priceStay(kyotoInput([
        { roomTypeCode: 'tatami-standard', roomPlanCode: 'room-only_tatami-standard', hotelPlanCode: 'room-only', adults: 2, children: [], nights: nights(two, 2, '2026-12-08', '2026-12-10') },
        { roomTypeCode: 'tatami-standard', roomPlanCode: 'room-only_tatami-standard', hotelPlanCode: 'room-only', adults: 1, children: [{ tier: 'A' }], nights: nights(one, 1, '2026-12-08', '2026-12-10') },
      ]));
      expect(plan.prices).toEqual(toCardPrices(expected.amounts));
      // The child of tier A pays 70% of the adult's share of the night, rounded down.
      expect(expected.rooms[1].amounts.room_price_without_tax).toBe(sumOf(one.map((a) => a + Math.floor(a * 0.7))));
      // modern-twin takes at most 1 child: a room it cannot hold leaves it out.
      expect(body.data.rooms.map((r: any) => r.room_type_code)).toContain('modern-twin');
      const crowded = await api.get(`${KYOTO}?${STAY}&adults=2&kids_tiers=A:2`);
      expect(crowded.body.data.rooms.map((r: any) => r.room_type_code)).not.toContain('modern-twin');
    });

    it('maps the ages of children to the age ranges of the hotel (ages mode)', async () => {
      const plain = (await api.get(`${TAIPEI}?${STAY}&adults=2`)).body;
      const kids = await api.get(`${TAIPEI}?${STAY}&adults=2&kids_ages=4,8`);
      expect(kids.status, JSON.stringify(kids.body)).toBe(200);
      expect(kids.body.data.search.rooms[0].kids_age_range).toEqual([{ code: 'age-0-5', count: 1 }, { code: 'age-6-11', count: 1 }]);
      // Only family-quad takes two children.
      expect(kids.body.data.rooms.map((r: any) => r.room_type_code)).toEqual(['family-quad']);
      const withKids = findPlan(kids.body, 'family-quad', 'room-only_family-quad');
      const without = findPlan(plain, 'family-quad', 'room-only_family-quad');
      // Ages 0-5 stay free; 6-11 pay TWD 450 a night.
      expect(withKids.prices.total_price_without_tax - without.prices.total_price_without_tax).toBe(2 * 450);
      const ranges = await api.get(`${TAIPEI}?${STAY}&adults=2&kids_age_range=age-0-5:1,age-6-11:1`);
      expect(findPlan(ranges.body, 'family-quad', 'room-only_family-quad').prices).toEqual(withKids.prices);
    });

    it('orders by price, low to high by default, high to low, or as the hotel recommends', async () => {
      const totals = (rooms: any[]) => rooms.map((r) => Math.min(...r.room_plan.map((p: any) => p.prices.total_price)));
      const low = (await api.get(`${KYOTO}?${STAY}`)).body.data.rooms;
      expect(totals(low)).toEqual([...totals(low)].sort((a, b) => a - b));
      for (const room of low) {
        const plans = room.room_plan.map((p: any) => p.prices.total_price);
        expect(plans).toEqual([...plans].sort((a, b) => a - b));
      }
      const high = (await api.get(`${KYOTO}?${STAY}&order=price_high_to_low`)).body.data.rooms;
      expect(totals(high)).toEqual([...totals(high)].sort((a, b) => b - a));
      const recommended = (await api.get(`${KYOTO}?${STAY}&order=recommended`)).body.data.rooms.map((r: any) => r.room_type_code);
      const order = ['tatami-standard', 'tatami-garden', 'modern-twin', 'wayo-family', 'yasaka-view', 'hinoki-suite'];
      expect(recommended).toEqual(order.filter((c) => recommended.includes(c)));
    });

    it('filters by room type, hotel plan, room plan and room search filter', async () => {
      const byType = (await api.get(`${KYOTO}?${STAY}&room_type_codes=modern-twin,hinoki-suite`)).body.data.rooms;
      expect(byType.map((r: any) => r.room_type_code).sort()).toEqual(['hinoki-suite', 'modern-twin']);
      const byPlan = (await api.get(`${KYOTO}?${STAY}&hotel_plan_codes=kaiseki`)).body.data.rooms;
      expect(new Set(byPlan.flatMap((r: any) => r.room_plan.map((p: any) => p.hotel_plan_code)))).toEqual(new Set(['kaiseki']));
      const byRoomPlan = (await api.get(`${KYOTO}?${STAY}&room_plan_codes=kaiseki_modern-twin`)).body.data.rooms;
      expect(byRoomPlan.flatMap((r: any) => r.room_plan.map((p: any) => p.room_plan_code))).toEqual(['kaiseki_modern-twin']);
      const [{ id }] = await query<{ id: number }>(ctx().database, `select f.id from room_search_filters f join hotels h on h.id = f.hotel_id where h.code = 'kyoto-gion' and f.code = 'hinoki-bath'`);
      const byFilter = (await api.get(`${KYOTO}?${STAY}&room_search_filters=${id}`)).body.data.rooms;
      expect(byFilter.map((r: any) => r.room_type_code)).toEqual(['hinoki-suite']);
    });

    it('drops secret mode without hotel plan codes and keeps it with them', async () => {
      const dropped = (await api.get(`${KYOTO}?${STAY}&mode=secret`)).body.data;
      expect(dropped.search.mode).toBeNull();
      expect(dropped.rooms.length).toBeGreaterThan(1);
      const kept = (await api.get(`${KYOTO}?${STAY}&mode=secret&hotel_plan_codes=kaiseki`)).body.data;
      expect(kept.search.mode).toBe('secret');
      expect(new Set(kept.rooms.flatMap((r: any) => r.room_plan.map((p: any) => p.hotel_plan_code)))).toEqual(new Set(['kaiseki']));
    });

    it('answers by plan with type=plan', async () => {
      const { body } = await api.get(`${KYOTO}?checkin=2027-01-12&checkout=2027-01-13&type=plan`);
      const plans = body.data.plans;
      expect(body.data.rooms).toBeUndefined();
      const early = plans.find((p: any) => p.hotel_plan_code === 'early-28');
      expect(early).toMatchObject({ booking_start_date: '2026-10-23', inclusive_extra_ids: [], credit_card_payment: true });
      expect(early.rooms.length).toBeGreaterThan(0);
      expect(early.rooms[0]).toMatchObject({ room_plan_code: expect.stringMatching(/^early-28_/), sale_limit: 2, matched_search_criteria: { adults_count: 2 } });
      expect(plans.find((p: any) => p.hotel_plan_code === 'kaiseki').inclusive_extra_ids).toHaveLength(1);
    });

    it('applies a valid coupon and refuses expired, unknown and used-up ones (1500, 1501)', async () => {
      const plain = (await api.get(`${KYOTO}?${STAY}`)).body;
      const { status, body } = await api.get(`${KYOTO}?${STAY}&coupon_code=welcome10`);
      expect(status, JSON.stringify(body)).toBe(200);
      const before = findPlan(plain, 'tatami-standard', 'room-only_tatami-standard').prices;
      const after = findPlan(body, 'tatami-standard', 'room-only_tatami-standard').prices;
      const amounts = await rates('room-only_tatami-standard', 2, '2026-12-08', '2026-12-10');
      expect(after.coupon_discount_amount).toBe(sumOf(amounts.map((a) => Math.floor(a / 10))));
      expect(before.coupon_discount_amount).toBeUndefined();
      expect(after.total_price_without_tax).toBe(before.total_price_without_tax - after.coupon_discount_amount);
      expect(errorOf(await api.get(`${KYOTO}?${STAY}&coupon_code=FULLHOUSE`))).toMatchObject({ code: 1501, payload: { reason: 'usage_limit' } });
      expect(errorOf(await api.get(`${KYOTO}?${STAY}&coupon_code=SUMMER2026`))).toMatchObject({ code: 1500, payload: { reason: 'expired' } });
      expect(errorOf(await api.get(`${KYOTO}?${STAY}&coupon_code=NOPE`))).toMatchObject({ code: 1500, payload: { reason: 'invalid' } });
      expect(errorOf(await api.get(`${KYOTO}?${STAY}&coupon_code=WELCOME10,GION2000`))).toMatchObject({ code: 1000, payload: { field: 'coupon_code' } });
      // A plan-targeted coupon discounts its plans only.
      const targeted = (await api.get(`${KYOTO}?${STAY}&coupon_code=KAISEKI5`)).body;
      expect(findPlan(targeted, 'tatami-standard', 'room-only_tatami-standard').prices.coupon_discount_amount).toBeUndefined();
      expect(findPlan(targeted, 'tatami-standard', 'kaiseki_tatami-standard').prices.coupon_discount_amount).toBeGreaterThan(0);
      expect(errorOf(await api.get(`${KYOTO}?${STAY}&coupon_code=KAISEKI5&hotel_plan_codes=room-only`))).toMatchObject({ code: 1500 });
      // The first n nights only.
      const first = (await api.get(`${KYOTO}?${STAY}&coupon_code=FIRSTNIGHT20`)).body;
      expect(findPlan(first, 'tatami-standard', 'room-only_tatami-standard').prices.coupon_discount_amount).toBe(Math.floor(amounts[0] / 5));
    });

    it('adds mcp_ fields converted with the stored rate, and room lines add up in both currencies', async () => {
      const { body } = await api.get(`${KYOTO}?${STAY}&rooms[0][adults]=2&rooms[1][adults]=1&mcp_currency=USD`);
      expect(body.data.mcp_currency).toBe('USD');
      const [{ rate }] = await query<{ rate: string }>(ctx().database, `select rate::text as rate from exchange_rates where base_currency = 'JPY' and quote_currency = 'USD'`);
      const table: ExchangeRateTable = { base: 'JPY', rates: { USD: rate } };
      for (const room of body.data.rooms) {
        for (const plan of room.room_plan) {
          expect(plan.prices.mcp_total_price.cents).toBe(convertMinor(plan.prices.total_price, 'JPY', 'USD', table));
          expect(plan.prices.mcp_total_price_without_tax.cents).toBe(convertMinor(plan.prices.total_price_without_tax, 'JPY', 'USD', table));
          expect(sumOf(plan.room_prices.map((l: any) => l.mcp_total_price.cents))).toBe(plan.prices.mcp_total_price.cents);
        }
      }
      expect(errorOf(await api.get(`${KYOTO}?${STAY}&mcp_currency=VND`))).toMatchObject({ code: 1000, payload: { field: 'mcp_currency' } });
    });

    it('refuses a stay beyond the reservable period with 1903 and its payload', async () => {
      const response = await api.get(`${KYOTO}?checkin=2027-12-01&checkout=2027-12-02`);
      expect(errorOf(response)).toEqual({ code: 1903, payload: { reservable_period_months: 12 }, status: 422 });
      expect(response.body.errors[0].title).toContain('12 months');
    });

    it('searches undated stays with nights (1 by default) and no availability limit', async () => {
      const one = (await api.get(`${KYOTO}?search_type=undated`)).body.data;
      expect(one.search).toMatchObject({ search_type: 'undated', checkin: null, checkout: null, nights: 1 });
      expect(one.rooms.length).toBeGreaterThan(0);
      const two = (await api.get(`${KYOTO}?search_type=undated&nights=2`)).body.data;
      expect(two.search.nights).toBe(2);
      const a = one.rooms[0].room_plan[0];
      const b = two.rooms.find((r: any) => r.room_type_code === one.rooms[0].room_type_code).room_plan.find((p: any) => p.room_plan_code === a.room_plan_code);
      expect(b.prices.total_price_without_tax).toBe(2 * a.prices.total_price_without_tax);
      expect(errorOf(await api.get(`${KYOTO}?search_type=undated&rooms[0][adults]=2&rooms[1][adults]=1`))).toMatchObject({ code: 1000, payload: { field: 'rooms', reason: 'undated_differing_guests' } });
    });

    describe('day use', () => {
      it('is refused while the hotel has it off, then prices the day without accommodation tax', async () => {
        expect(errorOf(await api.get(`${KYOTO}?checkin=2026-12-08&is_day_use=true`))).toMatchObject({ code: 1000, payload: { field: 'is_day_use' } });
        await query(ctx().database, `update hotels set day_use_search_active = true where code = 'kyoto-gion'`);
        const { status, body } = await api.get(`${KYOTO}?checkin=2026-12-08&is_day_use=true`);
        expect(status, JSON.stringify(body)).toBe(200);
        expect(body.data.search).toMatchObject({ checkin: '2026-12-08', checkout: '2026-12-08', nights: 0, is_day_use: true });
        const plan = findPlan(body, 'tatami-standard', 'room-only_tatami-standard');
        const [amount] = await rates('room-only_tatami-standard', 2, '2026-12-08', '2026-12-09');
        expect(plan.prices).toMatchObject({ total_price_without_tax: amount, accommodation_tax: 0, total_price: amount + Math.floor(amount / 10) });
      });
    });
  },
  { seed: true, now: NOW },
);
