/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// POST /hotels/{id}/reservations and the reads, on both databases with the demo data: a booking
// takes every night of every room or nothing, is priced as the widget priced it, refuses a changed
// price or a sold-out night by name, and opens only with its bypass token or e-mail.
import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { api, arrivalQuestion, count, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, priced, quote, setInventory, type Api } from './helpers.ts';

forEachDatabase(
  'reservations: booking and reading',
  (ctx) => {
    let a: Api;
    let questionId: number;
    let booked: any;
    let token: string;

    beforeAll(async () => {
      a = await api(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    it('books 2 rooms over 2 nights with a child, priced exactly as the widget showed, taking each night once', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'tatami-standard', '2026-12-08', '2026-12-10', 10, 2);
      await setInventory(db, 'kyoto-gion', 'modern-twin', '2026-12-08', '2026-12-10', 10, 0);
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, {
        rooms: [
          { room_plan_code: 'room-only_tatami-standard', adults: 2, kids_tiers: [{ code: 'A', children: 1 }], guest: { first_name: 'Taro', last_name: 'Yamada' } },
          { room_plan_code: 'kyoto-breakfast_modern-twin', adults: 1, kids_ages: [4] },
        ],
      }));
      const seen = await quote(a, 'kyoto-gion', body);
      const r = await a.post('kyoto-gion', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const data = r.body.data;
      booked = data.reservation;
      token = data.bypass_token;
      expect(data.reservation_number).toMatch(/^NRN-[34679ACDEFGHJKMNPQRTWXY]{8}$/);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.status).toBe('done');
      expect(booked).toMatchObject({
        reservation_number: data.reservation_number, status: 'done', language: 'en', currency: 'JPY', mcp_currency: null,
        checkin_date: '2026-12-08', checkout_date: '2026-12-10', nights: 2, adults: 3, children: 2, children_ages: [null, 4],
        hotel: { code: 'kyoto-gion', url: 'https://kyoto-gion.noren.example' },
        guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', postal_code: '6050074' },
        notes: 'Late arrival', payment: { type: 'on_site', status: null, charged_amount: 0, remaining_amount: seen.prices.total_price },
        channel: 'booking', booking_method: 'booking_widget',
      });
      expect(booked.prices).toEqual(seen.prices);
      expect(booked.summary).toMatchObject({ total: seen.prices.total_price, tax: seen.prices.tax, remaining_amount: seen.prices.total_price, deposit_percent: null, service_fee: 0 });
      expect(booked.summary.subtotal - booked.summary.discounts - booked.summary.point_discount).toBe(booked.summary.total);
      expect(booked.rooms).toHaveLength(2);
      expect(booked.rooms[0]).toMatchObject({
        room_type_code: 'tatami-standard', room_type_name: 'Standard Japanese Room (8 tatami)', hotel_plan_code: 'room-only', adults: 2,
        children: [{ tier: 'A', age: null, age_from: 6, age_to: 12 }], guest: { first_name: 'Taro', last_name: 'Yamada' },
        prices: seen.rooms[0].prices,
      });
      expect(booked.rooms[0].nights.map((n: any) => n.date)).toEqual(['2026-12-08', '2026-12-09']);
      expect(booked.rooms[1]).toMatchObject({ room_type_code: 'modern-twin', hotel_plan_code: 'kyoto-breakfast', children: [{ tier: 'B', age: 4 }], guest: { first_name: 'Hanako' } });
      expect(booked.rooms[0].cancellation_policy).toMatchObject({ code: 'standard', no_show_percentage_of_cost: 100, cancel_before_at: 15 });
      expect(booked.cancellation_policy).toEqual(booked.rooms[0].cancellation_policy);
      expect(booked.answers).toEqual([{ question_id: questionId, question: 'Expected arrival time', answer: null, options: ['17:00'], attachments: [] }]);
      expect(await inventoryOf(db, 'kyoto-gion', 'tatami-standard', '2026-12-08', '2026-12-10')).toEqual([
        { date: '2026-12-08', total: 10, sold: 3 }, { date: '2026-12-09', total: 10, sold: 3 },
      ]);
      expect((await inventoryOf(db, 'kyoto-gion', 'modern-twin', '2026-12-08', '2026-12-10')).map((i) => i.sold)).toEqual([1, 1]);
      expect(await count(db, 'select 1 from reservation_nights where reservation_id = $1', [booked.id])).toBe(4);
    });

    it('shows the same reservation to GET with the bypass token, by number or id, and with the e-mail in any case', async () => {
      const byToken = await a.get(`/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}?bypass_token=${token}`);
      expect(byToken.status, JSON.stringify(byToken.body)).toBe(200);
      expect(byToken.body.data).toEqual(booked);
      const byId = await a.get(`/api/v1/hotels/${booked.hotel.id}/reservations/${booked.id}?bypass_token=${token}`);
      expect(byId.body.data).toEqual(booked);
      const byEmail = await a.get(`/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number.toLowerCase()}?email=HANAKO%40example.com`);
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.data.reservation_number).toBe(booked.reservation_number);
      const brand = await a.get(`/api/v1/hotel_brands/noren/reservations/${booked.reservation_number}?email=hanako%40example.com`);
      expect(brand.status).toBe(200);
      expect(brand.body.data).toEqual(booked);
    });

    it('answers 404 with no data for a wrong token, a wrong e-mail, another hotel or an unknown number', async () => {
      const n = booked.reservation_number;
      const attempts = [
        `/api/v1/hotels/kyoto-gion/reservations/${n}?bypass_token=${token.slice(0, -2)}xx`,
        `/api/v1/hotels/kyoto-gion/reservations/${n}?email=someone%40example.com`,
        `/api/v1/hotels/taipei-daan/reservations/${n}?bypass_token=${token}`,
        `/api/v1/hotels/kyoto-gion/reservations/NRN-33333333?bypass_token=${token}`,
        `/api/v1/hotels/kyoto-gion/reservations/${booked.id + 1000}?bypass_token=${token}`,
        `/api/v1/hotel_brands/noren/reservations/${n}?email=someone%40example.com`,
        `/api/v1/hotel_brands/no-such-brand/reservations/${n}?email=hanako%40example.com`,
      ];
      const bodies = new Set<string>();
      for (const url of attempts) {
        const r = await a.get(url);
        expect(r.status, url).toBe(404);
        expect(r.body.data, url).toBeUndefined();
        expect(JSON.stringify(r.body)).not.toContain('Hanako');
        expect(r.body.errors[0].details.code).toBe(9404);
        bodies.add(JSON.stringify(r.body.errors[0].details));
      }
      // One answer for all of them: nothing tells an existing number from a missing one.
      expect(bodies.size).toBe(1);
      const neither = errorOf(await a.get(`/api/v1/hotels/kyoto-gion/reservations/${n}`));
      expect(neither).toMatchObject({ code: 1000, payload: { field: 'bypass_token', reason: 'required' } });
    });

    it('never stores the bypass token in clear, only its SHA-256', async () => {
      const db = ctx().database;
      const tables = ['reservations', 'reservation_rooms', 'reservation_nights', 'reservation_extras', 'reservation_answers', 'idempotency_keys'];
      for (const table of tables) {
        const [row] = await query<{ dump: string | null }>(db, `select string_agg(t::text, ' ') as dump from ${table} t`);
        expect(row.dump ?? '', table).not.toContain(token);
      }
      const [row] = await query<{ hash: string }>(db, 'select bypass_token_hash as hash from reservations where id = $1', [booked.id]);
      expect(row.hash).toBe(createHash('sha256').update(token).digest('hex'));
    });

    it('refuses a price that changed since the guest saw it, with both totals and the direction, taking nothing', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'tatami-garden', '2026-12-15', '2026-12-16', 5, 0);
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: '2026-12-15', checkout_date: '2026-12-16', rooms: [{ room_plan_code: 'room-only_tatami-garden', adults: 2 }] }));
      const now = body.expected_total_price;
      const higher = errorOf(await a.post('kyoto-gion', { ...body, expected_total_price: now + 500 }));
      expect(higher).toEqual({
        status: 409, code: 1000,
        payload: {
          field: 'expected_total_price', reason: 'price_changed', direction: 'cheaper', expected_total_price: now + 500, total_price: now,
          mcp_currency: null, expected_mcp_total_price: null, mcp_total_price: null, message_key: 'messages.priceChanged.cheaper',
        },
      });
      const lower = errorOf(await a.post('kyoto-gion', { ...body, expected_total_price: now - 1 }));
      expect(lower.payload).toMatchObject({ direction: 'more_expensive', expected_total_price: now - 1, total_price: now, message_key: 'messages.priceChanged.moreExpensive' });
      const r = await a.post('kyoto-gion', { ...body, expected_total_price: now + 500 });
      expect(r.body.errors[0].details.base[0].error).toMatch(/cheaper/);
      expect((await inventoryOf(db, 'kyoto-gion', 'tatami-garden', '2026-12-15', '2026-12-16'))[0].sold).toBe(0);
    });

    it('refuses a stay with a sold-out night, naming the date, and takes none of the other nights', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'yasaka-view', '2026-12-20', '2026-12-23', 4, 1);
      await setInventory(db, 'kyoto-gion', 'yasaka-view', '2026-12-21', '2026-12-22', 4, 4);
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: '2026-12-20', checkout_date: '2026-12-21', rooms: [{ room_plan_code: 'room-only_yasaka-view', adults: 2 }] }));
      // The price of the 3-night stay cannot be quoted (a night is sold out); any total will do.
      const r = errorOf(await a.post('kyoto-gion', { ...body, checkout_date: '2026-12-23' }));
      expect(r).toMatchObject({ status: 409, code: 1000, payload: { field: 'rooms.0.room_plan_code', reason: 'sold_out', dates: ['2026-12-21'], room_type_codes: ['yasaka-view'] } });
      expect((await inventoryOf(db, 'kyoto-gion', 'yasaka-view', '2026-12-20', '2026-12-23')).map((i) => i.sold)).toEqual([1, 4, 1]);
      expect(await count(db, `select 1 from reservations where checkin_date = '2026-12-20'`)).toBe(0);
    });

    it('counts plan stock where the hotel limits a plan, and refuses by date when it runs out', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'tatami-garden', '2027-01-12', '2027-01-14', 9, 0);
      await query(db, `insert into plan_stock (plan_id, stay_date, stock, sold)
          select p.id, d::date, 1, 0 from plans p join hotels h on h.id = p.hotel_id, generate_series('2027-01-12'::date, '2027-01-13'::date, interval '1 day') d
          where h.code = 'kyoto-gion' and p.hotel_plan_code = 'room-only'
          on conflict (plan_id, stay_date) do update set stock = 1, sold = 0`);
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: '2027-01-12', checkout_date: '2027-01-14', rooms: [{ room_plan_code: 'room-only_tatami-garden', adults: 2 }] }));
      expect((await a.post('kyoto-gion', body)).status).toBe(201);
      const [stock] = await query<{ sold: number }>(db, `select min(ps.sold)::int as sold from plan_stock ps join plans p on p.id = ps.plan_id where p.hotel_plan_code = 'room-only' and ps.stay_date between '2027-01-12' and '2027-01-13'`);
      expect(stock.sold).toBe(1);
      const again = errorOf(await a.post('kyoto-gion', body));
      expect(again).toMatchObject({ status: 409, payload: { reason: 'sold_out', dates: ['2027-01-12', '2027-01-13'] } });
      expect((await inventoryOf(db, 'kyoto-gion', 'tatami-garden', '2027-01-12', '2027-01-14')).map((i) => i.sold)).toEqual([1, 1]);
    });

    it('uses a coupon once per booking and refuses with 1501 past its usage limit', async () => {
      const db = ctx().database;
      await query(db, `insert into coupons (hotel_id, code, kind, value, usage_limit, used_count) select id, 'ONEMORE', 'amount', 1000, 1, 0 from hotels where code = 'kyoto-gion'`);
      await setInventory(db, 'kyoto-gion', 'tatami-standard', '2027-01-19', '2027-01-20', 9, 0);
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: '2027-01-19', checkout_date: '2027-01-20', coupon_code: 'ONEMORE' }));
      const first = await a.post('kyoto-gion', body);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.data.reservation).toMatchObject({ coupon_code: 'ONEMORE' });
      expect(first.body.data.reservation.prices.coupon_discount_amount).toBe(1000);
      const second = errorOf(await a.post('kyoto-gion', body));
      expect(second.code).toBe(1501);
      const [coupon] = await query<{ used_count: number }>(db, `select used_count from coupons where code = 'ONEMORE'`);
      expect(coupon.used_count).toBe(1);
      expect((await inventoryOf(db, 'kyoto-gion', 'tatami-standard', '2027-01-19', '2027-01-20'))[0].sold).toBe(1);
    });

    it('takes extras\' stock with the booking and refuses (1105) when too few are left', async () => {
      const db = ctx().database;
      await setInventory(db, 'kyoto-gion', 'tatami-standard', '2027-01-26', '2027-01-27', 9, 0);
      const [sake] = await query<{ id: number; stock: number; sold: number }>(db, `select e.id, e.stock, e.sold from extras e where e.code = 'sake-tasting' and e.hotel_id = (select id from hotels where code = 'kyoto-gion')`);
      await query(db, 'update extras set stock = sold + 3 where id = $1', [sake.id]);
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: '2027-01-26', checkout_date: '2027-01-27', extras: [{ extra_id: sake.id, quantity: 2 }] }));
      const r = await a.post('kyoto-gion', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.data.reservation.extras).toEqual([
        expect.objectContaining({ extra_id: sake.id, code: 'sake-tasting', quantity: 2, unit_price: 3000, price_without_tax: 6000, room_index: 0 }),
      ]);
      const again = errorOf(await a.post('kyoto-gion', body));
      expect(again).toMatchObject({ code: 1105, payload: { field: 'extras.0.quantity' } });
      const [after] = await query<{ left: number }>(db, 'select stock - sold as left from extras where id = $1', [sake.id]);
      expect(after.left).toBe(1);
    });

    it('refuses a card payment without a gateway token, and types the hotel does not offer', async () => {
      expect(errorOf(await a.post('kyoto-gion', kyotoBody(questionId, { payment: { type: 'credit_card' } })))).toMatchObject({
        status: 400, code: 1000, payload: { field: 'payment.token', reason: 'required' },
      });
      // The demo hotel offers every type; switched off, bank transfer is refused.
      const db = ctx().database;
      const [{ options }] = await query<{ options: unknown }>(db, `select payment_options as options from hotels where code = 'kyoto-gion'`);
      await query(db, `update hotels set payment_options = (select jsonb_agg(o) from jsonb_array_elements(payment_options) o where o->>'payment_type' <> 'bank_transfer') where code = 'kyoto-gion'`);
      try {
        expect(errorOf(await a.post('kyoto-gion', kyotoBody(questionId, { payment: { type: 'bank_transfer' } })))).toMatchObject({
          code: 1000, payload: { field: 'payment.type', reason: 'payment_type_not_offered' },
        });
      } finally {
        await query(db, `update hotels set payment_options = $1::jsonb where code = 'kyoto-gion'`, [JSON.stringify(options)]);
      }
      const kaiseki = await priced(a, 'kyoto-gion', kyotoBody(questionId, { rooms: [{ room_plan_code: 'kaiseki_tatami-standard', adults: 2 }] }));
      expect(errorOf(await a.post('kyoto-gion', kaiseki))).toMatchObject({ code: 1000, payload: { field: 'payment.type', reason: 'plan_requires_card' } });
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
