/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// GET and PUT .../reservations/{number}/update_settings on both databases with the demo data: the
// settings and the update deadline, a quote that changes nothing, more and fewer nights moving the
// stock, a plan switch among the original plans only, guests, an increase on a card reservation
// charged on a new token and a decrease refunded through the sandbox gateway, the refusals (after
// the deadline, staff altered, agency, sold out, a changed price, wrong access, malformed bodies)
// and two updates racing for the last room.
import { beforeAll, expect, it } from 'vitest';
import { kickedSendersDone } from '../../apps/api/src/mail/hooks.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { tokenize } from '../payments/support.ts';
import { sandboxPayments, expectNoOpenAuthorisation } from '../payments-flow/support.ts';
import { api, arrivalQuestion, count, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, priced, quote, setInventory, type Api } from '../reservations/helpers.ts';

const HOTEL = 'kyoto-gion';

forEachDatabase(
  'manage: update',
  (ctx) => {
    let a: Api;
    let session: string;
    let questionId: number;

    beforeAll(async () => {
      a = await api(ctx().app);
      session = await openClientSession(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    // Client sessions last 0.75 day on the clock, so each move of the clock opens a new one.
    const at = async (when: string) => {
      ctx().clock.set(new Date(when));
      a = await api(ctx().app);
      session = await openClientSession(ctx().app);
    };

    const put = async (url: string, payload: unknown) => {
      const r = await ctx().app.inject({ method: 'PUT', url, headers: { 'client-session': session }, ...(payload !== undefined && { payload: payload as object }) });
      return { status: r.statusCode, body: r.json() };
    };

    const settingsUrl = (number: string, access = 'email=hanako@example.com') => `/api/v1/hotels/${HOTEL}/reservations/${number}/update_settings?${access}`;

    async function book(checkin: string, checkout: string, over: Record<string, unknown> = {}, room = 'tatami-standard') {
      await setInventory(ctx().database, HOTEL, room, checkin, checkout, 10, 3);
      const body = await priced(a, HOTEL, kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, ...over }));
      const r = await a.post(HOTEL, body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.data as { reservation_number: string; bypass_token: string; reservation: any };
    }

    /** What GET /rooms/price answers for the same selection: the quote must agree with it. */
    const priceOf = async (checkin: string, checkout: string, rooms: Array<Record<string, unknown>>) =>
      (await quote(a, HOTEL, kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, rooms: rooms as any }))).prices.total_price as number;

    const reservationRow = async (number: string) =>
      (await query<any>(ctx().database, `select checkin_date::text as checkin, checkout_date::text as checkout, nights, total_price::int as total, charge_amount::int as charged, remain_amount::int as remain, updated_at
        from reservations where reservation_number = $1`, [number]))[0];

    it('shows what may change and until when: the free cancellation of the policy, the original plans only', async () => {
      await at(NOW);
      const booked = await book('2026-12-08', '2026-12-10');
      const r = await a.get(settingsUrl(booked.reservation_number));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject({
        reservation_number: booked.reservation_number, updatable: true, reason: null, reason_code: null,
        // Standard policy: free until 00:00 Tokyo three days before.
        update_deadline_at: '2026-12-04T15:00:00.000Z', update_deadline_source: 'free_cancellation',
        min_nights: 1, checkin_date: '2026-12-08', checkout_date: '2026-12-10', nights: 2, currency: 'JPY', total_price: booked.reservation.prices.total_price,
        payment_type: 'on_site', paid_by_card: false, max_guests_per_room: 6, can_remove_rooms: false, can_reduce_nights: true,
      });
      expect(r.body.data.rooms).toEqual([expect.objectContaining({ room_index: 0, room_plan_code: 'room-only_tatami-standard', hotel_plan_code: 'room-only', adults: 2, children: 0, guest: expect.objectContaining({ first_name: 'Hanako' }) })]);
      const plans = new Set(r.body.data.plan_options.map((o: any) => o.hotel_plan_code));
      expect([...plans]).toEqual(['room-only']);
      expect(r.body.data.plan_options.map((o: any) => o.room_plan_code)).toContain('room-only_modern-twin');
      expect(JSON.stringify(r.body.data.plan_options)).not.toContain('"ids"');
    });

    it('quotes without changing anything, then takes the new night when confirmed and mails the guest', async () => {
      const { database } = ctx();
      await at(NOW);
      const booked = await book('2026-12-08', '2026-12-10');
      await setInventory(database, HOTEL, 'tatami-standard', '2026-12-10', '2026-12-11', 10, 5);
      const before = await reservationRow(booked.reservation_number);
      const change = { checkin_date: '2026-12-08', checkout_date: '2026-12-11', rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 2 }] };
      const q = await put(settingsUrl(booked.reservation_number), { ...change, confirm: false });
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      const newTotal = await priceOf('2026-12-08', '2026-12-11', [{ room_plan_code: 'room-only_tatami-standard', adults: 2 }]);
      expect(q.body.data).toMatchObject({
        confirmed: false, total_price: newTotal, previous_total_price: before.total, price_difference: newTotal - before.total, settlement: 'none', card_token_required: false, nights: 3,
      });
      expect(q.body.data.price.rooms[0].nights.map((n: any) => n.date)).toEqual(['2026-12-08', '2026-12-09', '2026-12-10']);
      expect(newTotal).toBeGreaterThan(before.total);
      // The quote held nothing: stock and the reservation are as they were.
      expect((await inventoryOf(database, HOTEL, 'tatami-standard', '2026-12-08', '2026-12-11')).map((i) => i.sold)).toEqual([4, 4, 5]);
      expect(await reservationRow(booked.reservation_number)).toEqual(before);

      const ok = await put(settingsUrl(booked.reservation_number, `bypass_token=${booked.bypass_token}`), { ...change, confirm: true, expected_total: newTotal });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data).toMatchObject({ confirmed: true, settlement: 'none', settlement_status: 'none', price_difference: newTotal - before.total });
      expect(ok.body.data.reservation).toMatchObject({ checkout_date: '2026-12-11', nights: 3, prices: { total_price: newTotal } });
      expect(ok.body.data.reservation.payment.remaining_amount).toBe(newTotal);
      expect((await inventoryOf(database, HOTEL, 'tatami-standard', '2026-12-08', '2026-12-11')).map((i) => i.sold)).toEqual([4, 4, 6]);
      expect(await count(database, `select 1 from reservation_nights n join reservations r on r.id = n.reservation_id where r.reservation_number = $1`, [booked.reservation_number])).toBe(3);
      const [update] = await query<any>(database, `select u.settlement, u.price_difference::int as diff, u.before->>'checkout_date' as was, u.after->>'checkout_date' as now
        from reservation_updates u join reservations r on r.id = u.reservation_id where r.reservation_number = $1`, [booked.reservation_number]);
      expect(update).toEqual({ settlement: 'none', diff: newTotal - before.total, was: '2026-12-10', now: '2026-12-11' });
      await kickedSendersDone(ctx().app);
      const mails = await query<any>(database, `select m.subject from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1 and m.kind = 'update'`, [booked.reservation_number]);
      expect(mails).toEqual([{ subject: expect.stringContaining(`Reservation changed: ${booked.reservation_number}`) }]);
      // GET of the reservation shows the new stay.
      const got = await a.get(`/api/v1/hotels/${HOTEL}/reservations/${booked.reservation_number}?email=hanako@example.com`);
      expect(got.body.data).toMatchObject({ checkout_date: '2026-12-11', nights: 3 });
    });

    it('gives back the nights of a shorter stay and refuses one under the minimum', async () => {
      const { database } = ctx();
      await at(NOW);
      const booked = await book('2026-12-14', '2026-12-17');
      expect((await inventoryOf(database, HOTEL, 'tatami-standard', '2026-12-14', '2026-12-17')).map((i) => i.sold)).toEqual([4, 4, 4]);
      const change = { checkin_date: '2026-12-15', checkout_date: '2026-12-16', rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 2 }] };
      const q = await put(settingsUrl(booked.reservation_number), { ...change, confirm: false });
      expect(q.body.data.price_difference).toBeLessThan(0);
      const ok = await put(settingsUrl(booked.reservation_number), { ...change, confirm: true, expected_total: q.body.data.total_price });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect((await inventoryOf(database, HOTEL, 'tatami-standard', '2026-12-14', '2026-12-17')).map((i) => i.sold)).toEqual([3, 4, 3]);
      expect(ok.body.data.reservation).toMatchObject({ checkin_date: '2026-12-15', checkout_date: '2026-12-16', nights: 1 });

      // A check-out before the check-in is refused by field, and nothing changes.
      const bad = errorOf(await put(settingsUrl(booked.reservation_number), { ...change, checkout_date: '2026-12-15', confirm: true, expected_total: 0 }));
      expect(bad).toMatchObject({ status: 400, code: 1000, payload: { field: 'checkout_date', reason: 'checkout_not_after_checkin' } });
      // Nothing changed is not an update.
      const same = errorOf(await put(settingsUrl(booked.reservation_number), { ...change, confirm: true, expected_total: q.body.data.total_price }));
      expect(same).toMatchObject({ code: 1000, payload: { reason: 'no_change' } });
    });

    it('switches plans among the original ones only, removes a room, changes guests', async () => {
      const { database } = ctx();
      await at(NOW);
      const rooms = [{ room_plan_code: 'room-only_tatami-standard', adults: 2 }, { room_plan_code: 'kyoto-breakfast_tatami-standard', adults: 2 }];
      const booked = await book('2026-12-21', '2026-12-23', { rooms });
      const settings = await a.get(settingsUrl(booked.reservation_number));
      expect(settings.body.data).toMatchObject({ can_remove_rooms: true });
      expect(new Set(settings.body.data.plan_options.map((o: any) => o.hotel_plan_code))).toEqual(new Set(['room-only', 'kyoto-breakfast']));

      // A plan the reservation did not have is refused, whatever the price.
      const outside = errorOf(await put(settingsUrl(booked.reservation_number), {
        checkin_date: '2026-12-21', checkout_date: '2026-12-23', confirm: false,
        rooms: [{ room_index: 0, room_plan_code: 'kaiseki_tatami-standard', adults: 2 }, { room_index: 1, room_plan_code: 'kyoto-breakfast_tatami-standard', adults: 2 }],
      }));
      expect(outside).toMatchObject({ status: 400, code: 1000, payload: { field: 'rooms.0.room_plan_code', reason: 'not_original_plan' } });
      // Rooms cannot be added.
      const more = errorOf(await put(settingsUrl(booked.reservation_number), {
        checkin_date: '2026-12-21', checkout_date: '2026-12-23', confirm: false,
        rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 2 }, { room_index: 1, room_plan_code: 'room-only_tatami-standard', adults: 2 }, { room_index: 1, room_plan_code: 'room-only_tatami-standard', adults: 1 }],
      }));
      expect(more).toMatchObject({ code: 1000, payload: { field: 'rooms', reason: 'cannot_add_rooms' } });

      // Room 0 takes the breakfast plan with three adults and a child; room 1 is given up.
      const change = {
        checkin_date: '2026-12-21', checkout_date: '2026-12-23',
        rooms: [{ room_index: 0, room_plan_code: 'kyoto-breakfast_tatami-standard', room_type_code: 'tatami-standard', adults: 3, kids_tiers: [{ code: 'A', children: 1 }] }],
      };
      const q = await put(settingsUrl(booked.reservation_number), { ...change, confirm: false });
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      expect(q.body.data.total_price).toBe(await priceOf('2026-12-21', '2026-12-23', [{ room_plan_code: 'kyoto-breakfast_tatami-standard', adults: 3, kids_tiers: [{ code: 'A', children: 1 }] }]));
      const ok = await put(settingsUrl(booked.reservation_number), { ...change, confirm: true, expected_total: q.body.data.total_price });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data.reservation.rooms).toEqual([expect.objectContaining({ index: 0, room_plan_code: 'kyoto-breakfast_tatami-standard', hotel_plan_code: 'kyoto-breakfast', adults: 3, children: [expect.objectContaining({ tier: 'A' })] })]);
      expect(ok.body.data.reservation).toMatchObject({ adults: 3, children: 1 });
      // Two rooms on two nights were held; one is left.
      expect((await inventoryOf(database, HOTEL, 'tatami-standard', '2026-12-21', '2026-12-23')).map((i) => i.sold)).toEqual([4, 4]);
      // A room type that is not the room plan's is refused.
      const mismatch = errorOf(await put(settingsUrl(booked.reservation_number), { ...change, rooms: [{ ...change.rooms[0], room_type_code: 'modern-twin' }], confirm: false }));
      expect(mismatch).toMatchObject({ code: 1000, payload: { field: 'rooms.0.room_type_code', reason: 'room_type_mismatch' } });
    });

    it('charges an increase on a card reservation to a new token, and refunds a decrease', async () => {
      const { app, database } = ctx();
      await at(NOW);
      await setInventory(database, HOTEL, 'modern-twin', '2027-01-05', '2027-01-09', 5, 0);
      const { token } = await tokenize(app, '4242 4242 4242 4242');
      const body = await priced(a, HOTEL, kyotoBody(questionId, { checkin_date: '2027-01-05', checkout_date: '2027-01-07', rooms: [{ room_plan_code: 'kaiseki_modern-twin', adults: 2 }], payment: { type: 'credit_card', token } as any }));
      const created = await a.post(HOTEL, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const number = created.body.data.reservation_number as string;
      const first = body.expected_total_price;
      expect(created.body.data.reservation.payment).toMatchObject({ status: 'captured', charged_amount: first });
      const settings = await a.get(settingsUrl(number));
      expect(settings.body.data).toMatchObject({ paid_by_card: true, updatable: true });

      const longer = { checkin_date: '2027-01-05', checkout_date: '2027-01-08', rooms: [{ room_index: 0, room_plan_code: 'kaiseki_modern-twin', adults: 2 }] };
      const q = await put(settingsUrl(number), { ...longer, confirm: false });
      expect(q.body.data).toMatchObject({ settlement: 'charge', card_token_required: true });
      const diff = q.body.data.price_difference as number;
      expect(diff).toBeGreaterThan(0);
      // No token: refused by name, nothing taken.
      const missing = errorOf(await put(settingsUrl(number), { ...longer, confirm: true, expected_total: q.body.data.total_price }));
      expect(missing).toMatchObject({ status: 400, code: 1000, payload: { field: 'card_token', reason: 'required', price_difference: diff } });
      // A declined card: its §8.4 code, and nothing changes.
      const declined = await tokenize(app, '4000 0000 0000 0002');
      const refused = errorOf(await put(settingsUrl(number), { ...longer, confirm: true, expected_total: q.body.data.total_price, card_token: declined.token }));
      expect(refused).toMatchObject({ code: 3003, payload: { field: 'card_token' } });
      expect((await reservationRow(number)).checkout).toBe('2027-01-07');
      expect((await inventoryOf(database, HOTEL, 'modern-twin', '2027-01-05', '2027-01-09')).map((i) => i.sold)).toEqual([1, 1, 0, 0]);

      const fresh = await tokenize(app, '4242 4242 4242 4242');
      const ok = await put(settingsUrl(number), { ...longer, confirm: true, expected_total: q.body.data.total_price, card_token: fresh.token });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data).toMatchObject({ settlement: 'charge', settlement_status: 'charged', charged_amount: diff, refunded_amount: 0 });
      expect(ok.body.data.reservation.payment).toMatchObject({ status: 'captured', charged_amount: first + diff });
      const [{ original }] = await query<any>(database, `select gateway_payment_id as original from reservations where reservation_number = $1`, [number]);
      const payments = (await sandboxPayments(database, number)).sort((x, y) => (x.id === original ? -1 : y.id === original ? 1 : x.status.localeCompare(y.status)));
      expect(payments.map((p) => [p.status, p.amount_captured])).toEqual([['captured', first], ['captured', diff], ['failed', 0]]);
      expect((await inventoryOf(database, HOTEL, 'modern-twin', '2027-01-05', '2027-01-09')).map((i) => i.sold)).toEqual([1, 1, 1, 0]);
      await expectNoOpenAuthorisation(database);

      // Down to one night: the difference comes back, from the newest payment first.
      const shorter = { checkin_date: '2027-01-05', checkout_date: '2027-01-06', rooms: longer.rooms };
      const q2 = await put(settingsUrl(number), { ...shorter, confirm: false });
      expect(q2.body.data).toMatchObject({ settlement: 'refund', card_token_required: false });
      const back = -q2.body.data.price_difference;
      expect(back).toBeGreaterThan(diff);
      const down = await put(settingsUrl(number), { ...shorter, confirm: true, expected_total: q2.body.data.total_price });
      expect(down.status, JSON.stringify(down.body)).toBe(200);
      expect(down.body.data).toMatchObject({ settlement_status: 'refunded', refunded_amount: back });
      expect(down.body.data.reservation.payment.charged_amount).toBe(first + diff - back);
      const states = await Promise.all(payments.filter((p) => p.status === 'captured').map((p) => app.payments.status(p.id)));
      expect(states.map((s) => s.refunded)).toEqual([back - diff, diff]);
      expect((await inventoryOf(database, HOTEL, 'modern-twin', '2027-01-05', '2027-01-09')).map((i) => i.sold)).toEqual([1, 0, 0, 0]);
      const updates = await query<any>(database, `select settlement, amount::int as amount from reservation_updates u join reservations r on r.id = u.reservation_id where r.reservation_number = $1 order by u.id`, [number]);
      expect(updates).toEqual([{ settlement: 'charged', amount: diff }, { settlement: 'refunded', amount: back }]);
    });

    it('refunds a cancellation from every payment: the booking and the difference an update charged', async () => {
      const { app, database } = ctx();
      await at(NOW);
      await setInventory(database, HOTEL, 'modern-twin', '2027-01-12', '2027-01-15', 5, 0);
      const { token } = await tokenize(app, '4242 4242 4242 4242');
      const body = await priced(a, HOTEL, kyotoBody(questionId, { checkin_date: '2027-01-12', checkout_date: '2027-01-14', rooms: [{ room_plan_code: 'kaiseki_modern-twin', adults: 2 }], payment: { type: 'credit_card', token } as any }));
      const created = await a.post(HOTEL, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const number = created.body.data.reservation_number as string;
      const longer = { checkin_date: '2027-01-12', checkout_date: '2027-01-15', rooms: [{ room_index: 0, room_plan_code: 'kaiseki_modern-twin', adults: 2 }] };
      const q = await put(settingsUrl(number), { ...longer, confirm: false });
      const fresh = await tokenize(app, '4242 4242 4242 4242');
      const ok = await put(settingsUrl(number), { ...longer, confirm: true, expected_total: q.body.data.total_price, card_token: fresh.token });
      expect(ok.body.data).toMatchObject({ settlement_status: 'charged' });
      const charged = body.expected_total_price + q.body.data.price_difference;

      const cancelUrl = `/api/v1/hotels/${HOTEL}/reservations/${number}/cancel?email=hanako@example.com`;
      const preview = await app.inject({ method: 'GET', url: cancelUrl, headers: { 'client-session': session } });
      const fee = preview.json().data.cancellation_fee as number;
      expect(preview.json().data.refund_amount).toBe(charged - fee);
      const cancelled = await put(cancelUrl, { reason: 'change_of_plans', cancellation_fee_displayed: fee });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', refund_status: 'refunded', refund_amount: charged - fee });
      const captured = (await sandboxPayments(database, number)).filter((p) => p.status === 'captured' || p.amount_captured > 0);
      const states = await Promise.all(captured.map((p) => app.payments.status(p.id)));
      expect(states.reduce((sum, s) => sum + s.refunded, 0)).toBe(charged - fee);
      expect(states.length).toBe(2);
    });

    it('refuses after the update deadline, when staff altered it, and sends agency bookings to the agency', async () => {
      const { database } = ctx();
      await at(NOW);
      const late = await book('2026-12-28', '2026-12-30');
      const altered = await book('2027-01-12', '2027-01-13');
      const agency = await book('2027-01-14', '2027-01-15');
      const change = (checkin: string, checkout: string) => ({ checkin_date: checkin, checkout_date: checkout, rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 1 }], confirm: true, expected_total: 1 });

      // Free cancellation ends at 00:00 on 12-25 in Tokyo (15:00 UTC the day before).
      await at('2026-12-24T14:59:59Z');
      expect((await a.get(settingsUrl(late.reservation_number))).body.data).toMatchObject({ updatable: true, update_deadline_at: '2026-12-24T15:00:00.000Z' });
      await at('2026-12-24T15:00:00Z');
      const settings = await a.get(settingsUrl(late.reservation_number));
      expect(settings.body.data).toMatchObject({ updatable: false, reason: 'update_deadline_passed', reason_code: 1000, message_key: 'messages.updateDeadlinePassed' });
      const refused = errorOf(await put(settingsUrl(late.reservation_number), change('2026-12-28', '2026-12-29')));
      expect(refused).toMatchObject({ status: 422, code: 1000, payload: { reason: 'update_deadline_passed', update_deadline_at: '2026-12-24T15:00:00.000Z' } });
      // Even a quote: the guest is told at once.
      expect(errorOf(await put(settingsUrl(late.reservation_number), { ...change('2026-12-28', '2026-12-29'), confirm: false })).payload.reason).toBe('update_deadline_passed');

      await at(NOW);
      await query(database, `insert into reservation_alterations (reservation_id, altered_by, altered_at) select id, 'staff', now() from reservations where reservation_number = $1`, [altered.reservation_number]);
      expect((await a.get(settingsUrl(altered.reservation_number))).body.data).toMatchObject({ updatable: false, reason: 'staff_altered', reason_code: 3014 });
      expect(errorOf(await put(settingsUrl(altered.reservation_number), change('2027-01-12', '2027-01-14')))).toMatchObject({ status: 409, code: 3014 });

      await query(database, `update reservations set booking_method = 'widget_to_agency' where reservation_number = $1`, [agency.reservation_number]);
      expect((await a.get(settingsUrl(agency.reservation_number))).body.data).toMatchObject({ updatable: false, reason: 'travel_agency', reason_code: 9403 });
      const sent = await put(settingsUrl(agency.reservation_number), change('2027-01-14', '2027-01-16'));
      expect(errorOf(sent)).toMatchObject({ status: 403, code: 9403, payload: { reason: 'travel_agency' } });
      expect(sent.body.errors[0].details.base[0].error).toMatch(/travel agency/);
      expect(await count(database, `select 1 from reservation_updates u join reservations r on r.id = u.reservation_id where r.reservation_number = any($1)`, [[late.reservation_number, altered.reservation_number, agency.reservation_number]])).toBe(0);
    });

    it('refuses a sold-out new night and a changed price, changing nothing', async () => {
      const { database } = ctx();
      await at(NOW);
      const booked = await book('2027-01-18', '2027-01-20');
      await setInventory(database, HOTEL, 'tatami-standard', '2027-01-20', '2027-01-21', 7, 7);
      const before = await reservationRow(booked.reservation_number);
      const longer = { checkin_date: '2027-01-18', checkout_date: '2027-01-21', rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 2 }] };
      const full = errorOf(await put(settingsUrl(booked.reservation_number), { ...longer, confirm: true, expected_total: before.total + 1 }));
      expect(full).toMatchObject({ status: 409, code: 1000, payload: { reason: 'sold_out', dates: ['2027-01-20'], room_type_codes: ['tatami-standard'] } });
      expect(await reservationRow(booked.reservation_number)).toEqual(before);
      expect((await inventoryOf(database, HOTEL, 'tatami-standard', '2027-01-18', '2027-01-21')).map((i) => i.sold)).toEqual([4, 4, 7]);

      // The guest's own rooms count as free: moving a night later onto their own stock works in a quote.
      await setInventory(database, HOTEL, 'tatami-standard', '2027-01-18', '2027-01-20', 4, 4);
      const own = await put(settingsUrl(booked.reservation_number), { checkin_date: '2027-01-18', checkout_date: '2027-01-19', rooms: longer.rooms, confirm: false });
      expect(own.status, JSON.stringify(own.body)).toBe(200);

      await setInventory(database, HOTEL, 'tatami-standard', '2027-01-20', '2027-01-21', 7, 3);
      const q = await put(settingsUrl(booked.reservation_number), { ...longer, confirm: false });
      const stale = errorOf(await put(settingsUrl(booked.reservation_number), { ...longer, confirm: true, expected_total: q.body.data.total_price - 100 }));
      expect(stale).toMatchObject({ status: 409, code: 1000, payload: { field: 'expected_total', reason: 'price_changed', direction: 'more_expensive', total_price: q.body.data.total_price } });
      expect(await reservationRow(booked.reservation_number)).toEqual(before);
      expect((await inventoryOf(database, HOTEL, 'tatami-standard', '2027-01-18', '2027-01-21')).map((i) => i.sold)).toEqual([4, 4, 3]);
      // Confirming needs the total the guest saw.
      expect(errorOf(await put(settingsUrl(booked.reservation_number), { ...longer, confirm: true }))).toMatchObject({ status: 400, code: 1000, payload: { field: 'expected_total', reason: 'required' } });
    });

    it('answers a wrong e-mail or token with the same 404 and no data, and malformed bodies with 400 code 1000', async () => {
      await at(NOW);
      const booked = await book('2027-01-25', '2027-01-26');
      const valid = { checkin_date: '2027-01-25', checkout_date: '2027-01-27', rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 2 }], confirm: false };
      for (const access of ['email=someone@example.com', 'bypass_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
        for (const r of [await a.get(settingsUrl(booked.reservation_number, access)), await put(settingsUrl(booked.reservation_number, access), valid)]) {
          expect(errorOf(r)).toMatchObject({ status: 404, code: 9404 });
          expect(JSON.stringify(r.body)).not.toMatch(/Hanako|room-only|2027-01-25/);
        }
      }
      expect(errorOf(await put(settingsUrl('NRN-NOSUCH1'), valid))).toMatchObject({ status: 404, code: 9404 });
      expect(errorOf(await put(`/api/v1/hotels/${HOTEL}/reservations/${booked.reservation_number}/update_settings`, valid))).toMatchObject({ status: 400, code: 1000 });

      const url = settingsUrl(booked.reservation_number);
      // No body, or a body that is not JSON: the app's 4xx envelope (415 for a text body), never a 5xx.
      for (const payload of [undefined, 'nonsense']) {
        const r = await put(url, payload);
        expect(errorOf(r).code, JSON.stringify(r.body)).toBeOneOf([1000, 9415]);
      }
      const malformed: unknown[] = [
        {},
        [],
        { ...valid, confirm: 'yes' },
        { ...valid, rooms: 'all' },
        { ...valid, rooms: [] },
        { ...valid, rooms: [{ room_index: -1, room_plan_code: 'room-only_tatami-standard', adults: 2 }] },
        { ...valid, rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 'two' }] },
        { ...valid, rooms: [{ room_index: 0, room_plan_code: '../../etc', adults: 2 }] },
        { ...valid, rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 2, kids_ages: [30] }] },
        { ...valid, checkin_date: '2027-02-31' },
        { ...valid, checkin_date: '25/01/2027' },
        { ...valid, expected_total: -5 },
        { ...valid, expected_total: 1.5 },
        { ...valid, card_token: '' },
        { ...valid, rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 2, kids_tiers: [{ code: 'Z', children: 1 }] }] },
      ];
      for (const payload of malformed) {
        const r = await put(url, payload);
        expect(r.status, `${JSON.stringify(payload)} -> ${JSON.stringify(r.body)}`).toBe(400);
        expect(errorOf(r)).toMatchObject({ status: 400, code: 1000 });
      }
      const raw = await ctx().app.inject({ method: 'PUT', url, headers: { 'client-session': session, 'content-type': 'application/json' }, payload: '{"checkin_date":' });
      expect(raw.statusCode).toBe(400);
      expect(raw.json().errors[0].details.code).toBe(1000);
      expect((await reservationRow(booked.reservation_number)).checkout).toBe('2027-01-26');
    });

    it('lets exactly one of two updates racing for the last room have it', async () => {
      const { database } = ctx();
      await at(NOW);
      const one = await book('2027-02-01', '2027-02-02');
      const two = await book('2027-02-01', '2027-02-02');
      await setInventory(database, HOTEL, 'tatami-standard', '2027-02-02', '2027-02-03', 4, 3);
      const longer = { checkin_date: '2027-02-01', checkout_date: '2027-02-03', rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 2 }] };
      const q = await put(settingsUrl(one.reservation_number), { ...longer, confirm: false });
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      const results = await Promise.all([one, two].map((b) => put(settingsUrl(b.reservation_number), { ...longer, confirm: true, expected_total: q.body.data.total_price })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(errorOf(results.find((r) => r.status === 409)!).payload).toMatchObject({ reason: 'sold_out', dates: ['2027-02-02'] });
      expect((await inventoryOf(database, HOTEL, 'tatami-standard', '2027-02-02', '2027-02-03')).map((i) => i.sold)).toEqual([4]);
      const nights = await query<any>(database, `select r.reservation_number as number, count(*)::int as n from reservation_nights n join reservations r on r.id = n.reservation_id
        where r.reservation_number = any($1) group by r.reservation_number order by n`, [[one.reservation_number, two.reservation_number]]);
      expect(nights.map((x: any) => x.n)).toEqual([1, 2]);
    });
  },
  {
    seed: true, now: NOW, config: noLookupLimit,
    postgres: { why: 'two updates wait on each other\'s `for update` only on a server', tests: ['lets exactly one of two updates racing for the last room have it'] },
  },
);
