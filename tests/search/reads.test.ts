/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The reads around the search on both databases: the price of a selection, the calendars, extras,
// cancellation policies, plans, facilities, notifications and additional questions.
import { beforeAll, expect, it } from 'vitest';
import { PRICE_FIELDS } from '@noren/core/domain';
import { forEachDatabase, query } from '../support/app.ts';
import { caller, errorOf, NOW, sumOf, type Caller } from './helpers.ts';
import { kyotoPaymentPlans } from '../../apps/api/src/seed/payment-plans.ts';

const HOTEL = '/api/v1/hotels/kyoto-gion';
const STAY = 'checkin=2026-12-08&checkout=2026-12-10';
const FIELDS = PRICE_FIELDS.filter((f) => f !== 'rounding_discount_amount');

forEachDatabase(
  'search reads',
  (ctx) => {
    let api: Caller;
    const extraId: Record<string, number> = {};
    beforeAll(async () => {
      api = await caller(ctx().app);
      for (const row of await query<{ id: number; code: string }>(ctx().database, `select e.id, e.code from extras e join hotels h on h.id = e.hotel_id where h.code = 'kyoto-gion'`)) {
        extraId[row.code] = row.id;
      }
    });

    it('GET /rooms/price breaks a selection down to rooms, nights and extras that add up', async () => {
      const url = `${HOTEL}/rooms/price?${STAY}&rooms[0][adults]=2&rooms[0][room_plan_code]=kaiseki_tatami-standard`
        + `&rooms[1][adults]=1&rooms[1][room_plan_code]=room-only_modern-twin`
        + `&extras[0][extra_id]=${extraId['sake-tasting']}&extras[0][quantity]=2&extras[1][extra_id]=${extraId['bento-to-go']}&extras[1][quantity]=1&extras[1][room]=1`
        + '&coupon_code=GION2000&mcp_currency=USD';
      const { status, body } = await api.get(url);
      expect(status, JSON.stringify(body)).toBe(200);
      const data = body.data;
      expect(data).toMatchObject({ currency: 'JPY', mcp_currency: 'USD', nights: 2, coupon: { code: 'GION2000', kind: 'amount', discount: 2000 } });
      expect(data.prices.coupon_discount_amount).toBe(2000);
      // Sake 2 x 3000 at 10%, bento 1500 at the reduced 8%.
      expect(data.prices.extra_price_without_tax).toBe(7500);
      expect(data.prices.total_extra_price).toBe(6600 + 1620);
      expect(data.rooms.map((r: any) => [r.room_plan_code, r.nights.length, r.extras.length])).toEqual([
        ['kaiseki_tatami-standard', 2, 1], ['room-only_modern-twin', 2, 1],
      ]);
      for (const f of FIELDS) {
        expect(sumOf(data.rooms.map((r: any) => r.prices[f])), f).toBe(data.prices[f]);
        expect(sumOf(data.rooms.map((r: any) => r.prices[`mcp_${f}`].cents)), f).toBe(data.prices[`mcp_${f}`].cents);
        for (const room of data.rooms) {
          const parts = [...room.nights, ...room.extras].map((p: any) => p.prices[f]);
          expect(sumOf(parts), f).toBe(room.prices[f]);
        }
      }
      expect(data.non_sign_in_discount.total_price_after_discount).toBe(data.prices.total_price);
      // The plain selection prices the same as the search shows it (the search shows a card's fields).
      const single = (await api.get(`${HOTEL}/rooms/price?${STAY}&adults=2&room_plan_code=room-only_tatami-standard`)).body.data;
      const search = (await api.get(`${HOTEL}/rooms?${STAY}&adults=2&room_plan_codes=room-only_tatami-standard`)).body.data;
      const card = search.rooms[0].room_plan[0].prices;
      expect(Object.keys(card).length).toBeGreaterThanOrEqual(6);
      for (const [field, value] of Object.entries(card)) {
        if (field === 'rounding_discount') expect(value).toEqual(single.prices.rounding_discount);
        else expect(value, field).toBe(single.prices[field]);
      }
    });

    it('GET /rooms/price checks extras: quantity, stock and the dates of date-bound ones', async () => {
      const base = `${HOTEL}/rooms/price?checkin=2026-12-11&checkout=2026-12-13&adults=2&room_plan_code=room-only_tatami-standard`;
      expect(errorOf(await api.get(`${base}&extras[0][extra_id]=${extraId['sake-tasting']}&extras[0][quantity]=5`))).toMatchObject({ code: 1102 });
      expect(errorOf(await api.get(`${base}&extras[0][extra_id]=999999&extras[0][quantity]=1`))).toMatchObject({ code: 1100 });
      // Friday's tea ceremony is sold; Sunday is not a stay date.
      const tea = await api.get(`${base}&extras[0][extra_id]=${extraId['tea-ceremony']}&extras[0][quantity]=2&extras[0][date]=2026-12-11`);
      expect(tea.status, JSON.stringify(tea.body)).toBe(200);
      expect(tea.body.data.rooms[0].extras[0]).toMatchObject({ unit_price: 6000, quantity: 2, out_of_stock: false });
      expect(errorOf(await api.get(`${base}&extras[0][extra_id]=${extraId['tea-ceremony']}&extras[0][quantity]=1&extras[0][date]=2026-12-13`))).toMatchObject({ code: 1106 });
      await query(ctx().database, `update extras set sold = 19 where id = $1`, [extraId['sake-tasting']]);
      const short = `${base}&extras[0][extra_id]=${extraId['sake-tasting']}&extras[0][quantity]=2`;
      expect(errorOf(await api.get(short))).toMatchObject({ code: 1105, payload: { inventory: 1 } });
      const anyway = await api.get(`${short}&include_extra_out_of_stock=true`);
      expect(anyway.status).toBe(200);
      expect(anyway.body.data.rooms[0].extras[0].out_of_stock).toBe(true);
      await query(ctx().database, `update extras set sold = 4 where id = $1`, [extraId['sake-tasting']]);
    });

    it('GET /rooms/availability gives each date its availability and lowest price', async () => {
      const { status, body } = await api.get(`${HOTEL}/rooms/availability?from=2026-12-06&to=2026-12-12`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.dates.map((d: any) => d.date)).toEqual(['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12']);
      for (const day of body.data.dates) {
        expect(day.available).toBe(true);
        expect(day.lowest_price).toBeGreaterThan(0);
        expect(day.room_types).toBeUndefined();
      }
      // The cheapest one-night stay of the 8th is the search's cheapest for that night.
      const search = (await api.get(`${HOTEL}/rooms?checkin=2026-12-08&checkout=2026-12-09`)).body.data.rooms;
      const cheapest = Math.min(...search.flatMap((r: any) => r.room_plan.map((p: any) => p.prices.total_price)));
      expect(body.data.dates[2].lowest_price).toBe(cheapest);
      // Saturday costs more than the Tuesday.
      expect(body.data.dates[6].lowest_price).toBeGreaterThan(body.data.dates[2].lowest_price);
    });

    it('GET /rooms/inventory adds each room type, with sold-out ones unpriced', async () => {
      const { body } = await api.get(`${HOTEL}/rooms/inventory?from=2026-12-07&to=2026-12-08&adults=2&mcp_currency=USD`);
      const [seventh, eighth] = body.data.dates;
      const standard = seventh.room_types.find((r: any) => r.room_type_code === 'tatami-standard');
      expect(standard).toEqual({ room_type_code: 'tatami-standard', rooms_left: 0, few_rooms_left: false, lowest_price: null });
      expect(eighth.room_types.find((r: any) => r.room_type_code === 'tatami-standard').lowest_price).toBeGreaterThan(0);
      expect(eighth.mcp_lowest_price.cents).toBeGreaterThan(0);
      expect(seventh.rooms_left).toBe(sumOf(seventh.room_types.filter((r: any) => r.lowest_price !== null).map((r: any) => r.rooms_left)));
    });

    it('GET /extras lists generic extras always and date-bound ones only on their priced dates', async () => {
      const weekdays = (await api.get(`${HOTEL}/extras?${STAY}`)).body.data;
      expect(weekdays.map((e: any) => e.code)).toEqual(['sake-tasting', 'bento-to-go', 'kaiseki-breakfast']);
      const weekend = (await api.get(`${HOTEL}/extras?checkin=2026-12-10&checkout=2026-12-13`)).body.data;
      const tea = weekend.find((e: any) => e.code === 'tea-ceremony');
      expect(tea).toMatchObject({
        extra_type: 'date_bound', price: null, stock: 8, min_quantity: 1, max_quantity: 4,
        booking_available_dates: ['2026-12-11', '2026-12-12'],
        prices: [{ date: '2026-12-11', price: 6000, price_with_tax: 6600 }, { date: '2026-12-12', price: 6000, price_with_tax: 6600 }],
      });
      expect(weekend.find((e: any) => e.code === 'bento-to-go')).toMatchObject({ price: 1500, price_with_tax: 1620, tax_rate_bp: 800, stock: null });
      expect(weekend.find((e: any) => e.code === 'kaiseki-breakfast').inclusive_plan_codes).toEqual(['kyoto-breakfast', 'kaiseki', 'members-breakfast']);
    });

    it('GET /cancellation_policies and one policy give lines, parts, cancel_before_at and the no-show fee', async () => {
      const list = (await api.get(`${HOTEL}/cancellation_policies`)).body.data;
      expect(list.map((p: any) => p.code)).toEqual(['standard', 'kaiseki', 'non-refundable']);
      const kaiseki = list[1];
      expect(kaiseki).toMatchObject({
        name: 'Kaiseki plan cancellation policy', cancel_before_at: 15, no_show_percentage_of_cost: 100,
        cancellation_policy_parts: [
          { days_before: 365, percentage_of_cost: 0, time_of_day: null }, { days_before: 7, percentage_of_cost: 30, time_of_day: null },
          { days_before: 2, percentage_of_cost: 50, time_of_day: '18:00' }, { days_before: 1, percentage_of_cost: 80, time_of_day: null },
          { days_before: 0, percentage_of_cost: 100, time_of_day: null },
        ],
      });
      expect(kaiseki.lines.map((l: any) => [l.kind, l.percentage_of_cost])).toEqual([
        ['days_before', 0], ['days_before', 30], ['days_before', 50], ['days_before', 80], ['same_day', 100], ['no_show', 100],
      ]);
      const one = (await api.get(`${HOTEL}/cancellation_policies/${kaiseki.id}`, { 'accept-language': 'ja' })).body.data;
      expect(one).toMatchObject({ id: kaiseki.id, name: '懐石プラン キャンセルポリシー', lines: kaiseki.lines });
    });

    it('GET /plans lists plans (room_plan_codes[] narrows) and /plans/{code} adds the cancellation terms', async () => {
      const all = (await api.get(`${HOTEL}/plans`)).body.data;
      // The original plans in their order (members-breakfast is for members), then the payment-type plans.
      expect(all.map((p: any) => p.hotel_plan_code)).toEqual(['room-only', 'kyoto-breakfast', 'kaiseki', 'early-28', ...kyotoPaymentPlans.map((p) => p.code)]);
      const some = (await api.get(`${HOTEL}/plans?room_plan_codes[]=kaiseki_modern-twin&room_plan_codes[]=room-only_hinoki-suite`)).body.data;
      expect(some.map((p: any) => [p.hotel_plan_code, p.room_plans.map((r: any) => r.room_plan_code)])).toEqual([
        ['room-only', ['room-only_hinoki-suite']], ['kaiseki', ['kaiseki_modern-twin']],
      ]);
      const kaiseki = (await api.get(`${HOTEL}/plans/kaiseki`)).body.data;
      expect(kaiseki).toMatchObject({
        hotel_plan_code: 'kaiseki', cancel_before_at: 15, no_show_percentage_of_cost: 100, credit_card_payment: true,
        cancellation_policy: { code: 'kaiseki' },
      });
      expect(kaiseki.cancellation_policy_parts).toHaveLength(5);
      expect(kaiseki.inclusive_extra_ids).toEqual([extraId['kaiseki-breakfast']]);
    });

    it('GET /hotel_brands/{brandId}/facilities lists the hotels with the lowest price of the search', async () => {
      const { status, body } = await api.get(`/api/v1/hotel_brands/noren/facilities?is_including_lowest_price=true&${STAY}&kids_ages=4`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.map((f: any) => f.hotel_code)).toEqual(['kyoto-gion', 'taipei-daan']);
      const kyoto = body.data[0];
      expect(kyoto.search_params.rooms[0]).toMatchObject({ adults: 2, children: 1, kids_age_range: [{ code: 'B', count: 1 }] });
      const search = (await api.get(`${HOTEL}/rooms?${STAY}&kids_ages=4`)).body.data.rooms;
      expect(kyoto.lowest_price.total_price).toBe(Math.min(...search.flatMap((r: any) => r.room_plan.map((p: any) => p.prices.total_price))));
      expect(body.data[1].search_params.rooms[0].kids_age_range).toEqual([{ code: 'age-0-5', count: 1 }]);
      const only = (await api.get('/api/v1/hotel_brands/noren/facilities?hotel_codes=taipei-daan')).body.data;
      expect(only).toEqual([expect.objectContaining({ hotel_code: 'taipei-daan', lowest_price: null, search_params: null })]);
    });

    it('GET /notifications filters by display dates and labels', async () => {
      const titles = async (qs: string) => ((await api.get(`${HOTEL}/notifications?${qs}`)).body.data as any[]).map((n) => n.title);
      // The renovation notice shows from today + 30 (2026-12-22) to today + 60.
      expect(await titles('checkin=2026-12-01')).toEqual(['From Noren Hotels', 'Road closures during Gion Matsuri']);
      expect(await titles('checkin=2026-12-25')).toEqual(['From Noren Hotels', 'Road closures during Gion Matsuri', 'Renovation notice']);
      expect(await titles('checkin=2027-02-01')).not.toContain('Renovation notice');
      // Undated searches check today, before the window.
      expect(await titles('search_type=undated&checkin=2026-12-25')).not.toContain('Renovation notice');
      // Members-only notices stay hidden from guests.
      expect(await titles('checkin=2026-12-25')).not.toContain('Members: a welcome drink');
      const taipei = (await api.get('/api/v1/hotels/taipei-daan/notifications')).body.data.map((n: any) => n.title);
      expect(taipei).toEqual(['From Noren Hotels', 'Parking']);
    });

    it('GET /additional_questions filters by label_filters and plans', async () => {
      const q = (labels: string[]) => `q=${encodeURIComponent(JSON.stringify({ label_filters: labels }))}`;
      const titles = async (qs: string) => ((await api.get(`${HOTEL}/additional_questions?${qs}`)).body.data as any[]).map((n) => n.title);
      expect(await titles(`${q(['place_booking_process'])}&hotel_plan_codes=room-only`)).toEqual(['Expected arrival time']);
      expect(await titles(`${q(['place_booking_process'])}&room_plan_codes=kaiseki_modern-twin`)).toEqual(['Expected arrival time', 'Food allergies']);
      expect(await titles(q(['place_confirmation_screen']))).toEqual(['Purpose of your trip']);
      const arrival = (await api.get(`${HOTEL}/additional_questions?${q(['place_booking_process'])}`)).body.data[0];
      expect(arrival).toMatchObject({ question_type: 'checkin', answer_type: 'options', requirement: 'required', required: true, ownable_type: 'Hotel' });
      expect(arrival.options.map((o: any) => o.value)).toEqual(['15:00', '17:00', '19:00']);
    });
  },
  { seed: true, now: NOW },
);
