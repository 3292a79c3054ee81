/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// GET/PUT .../guests and GET/POST .../additional_questions and PUT .../batch_update on both
// databases with the demo data: room guests renamed while the booker's name stays fixed, kana
// where the hotel asks for it, cancelled reservations closed; questions listed by label, plan,
// display dates and type, answers checked (required, 255 characters, options, per-room answers).
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { arrivalQuestion, errorOf, KYOTO_GUEST, NOW, noLookupLimit } from '../reservations/helpers.ts';
import { bookKyoto, caller, type Booked, type Caller } from './support.ts';

const TWO_ROOMS = [
  { room_plan_code: 'room-only_tatami-standard', adults: 2 },
  { room_plan_code: 'room-only_tatami-standard', adults: 1, guest: { first_name: 'Taro', last_name: 'Suzuki' } },
];

const title = (en: string) => JSON.stringify({ en: { title: en, body: '' } });

forEachDatabase(
  'manage: guests and additional questions',
  (ctx) => {
    let c: Caller;
    let arrival: number;
    let booked: Booked;
    const q: Record<string, number> = {};

    beforeAll(async () => {
      const { app, database } = ctx();
      c = await caller(app);
      arrival = await arrivalQuestion(database);
      const [hotel] = await query<{ id: number; brand_id: number }>(database, `select id, brand_id from hotels where code = 'kyoto-gion'`);
      const add = async (name: string, cols: { type: string; answer?: string; requirement: string; labels: string[]; plans?: string[]; end?: string | null; owner?: 'Hotel' | 'HotelBrand' }) => {
        const brand = cols.owner === 'HotelBrand';
        const [row] = await query<{ id: number }>(database,
          `insert into additional_questions (ownable_type, hotel_id, brand_id, question_type, answer_type, requirement, labels, hotel_plan_codes, display_end_date, sort_order, translations)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, 50, $10::jsonb) returning id`,
          [brand ? 'HotelBrand' : 'Hotel', brand ? null : hotel.id, brand ? hotel.brand_id : null, cols.type, cols.answer ?? 'text', cols.requirement, cols.labels, cols.plans ?? [], cols.end ?? null, title(name)]);
        q[name] = row.id;
      };
      await add('purpose', { type: 'free', requirement: 'required', labels: ['all_users', 'place_confirmation_screen'] });
      await add('checkin', { type: 'checkin', requirement: 'optional', labels: ['all_users', 'place_confirmation_screen'] });
      await add('people', { type: 'people_per_room', requirement: 'optional', labels: ['all_users', 'place_booking_process'] });
      await add('expired', { type: 'free', requirement: 'optional', labels: ['all_users', 'place_confirmation_screen'], end: '2026-12-01' });
      await add('members', { type: 'free', requirement: 'optional', labels: ['membership_program_1', 'place_confirmation_screen'] });
      await add('kaiseki-only', { type: 'free', requirement: 'required', labels: ['all_users', 'place_confirmation_screen'], plans: ['kaiseki'] });
      await add('brand-elsewhere', { type: 'free', requirement: 'optional', labels: ['all_users', 'place_confirmation_screen', 'target_facility_999999'], owner: 'HotelBrand' });
      await add('brand-here', { type: 'free', requirement: 'optional', labels: ['all_users', 'place_confirmation_screen', 'target_all_facilities'], owner: 'HotelBrand' });
      booked = await bookKyoto(app, database, arrival, { rooms: TWO_ROOMS });
    });

    const base = (b: Booked, path: string, access = `bypass_token=${b.bypass_token}`) =>
      `/api/v1/hotels/kyoto-gion/reservations/${b.reservation_number}/${path}${path.includes('?') ? '&' : '?'}${access}`;

    describe('guests', () => {
      it('lists the booker and each room, by e-mail or bypass token, and nobody else', async () => {
        const r = await c.call('GET', base(booked, 'guests', 'email=HANAKO@example.com'));
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.data).toMatchObject({
          reservation_number: booked.reservation_number, kana_used: false, editable: true,
          guest: { first_name: 'Hanako', last_name: 'Yamada' },
          rooms: [{ index: 0, first_name: 'Hanako', last_name: 'Yamada', adults: 2 }, { index: 1, first_name: 'Taro', last_name: 'Suzuki', adults: 1 }],
        });
        expect(r.headers['cache-control']).toBe('no-store');
        expect(errorOf(await c.call('GET', base(booked, 'guests', 'email=someone@example.com')))).toMatchObject({ status: 404, code: 9404 });
        expect(errorOf(await c.call('GET', base(booked, 'guests', 'bypass_token=wrong')))).toMatchObject({ status: 404, code: 9404 });
        expect(errorOf(await c.call('GET', `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}/guests`))).toMatchObject({ status: 400, code: 1000, payload: { field: 'bypass_token' } });
        const other = await c.call('PUT', base(booked, 'guests', 'email=someone@example.com'), { rooms: [] });
        expect(errorOf(other)).toMatchObject({ status: 404 });
      });

      it('renames a room guest but never the guest who booked', async () => {
        const before = (await c.call('GET', base(booked, 'guests'))).body.data;
        const second = before.rooms[1].reservation_hotel_room_id;
        const ok = await c.call('PUT', base(booked, 'guests'), {
          guest: { first_name: 'Hanako', last_name: 'Yamada' },
          rooms: [{ reservation_hotel_room_id: second, first_name: ' Jiro ', last_name: 'Sato' }],
        });
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        expect(ok.body.data.rooms[1]).toMatchObject({ first_name: 'Jiro', last_name: 'Sato' });
        const [row] = await query<any>(ctx().database, `select guest_first_name, guest_last_name from reservation_rooms where id = $1`, [second]);
        expect(row).toEqual({ guest_first_name: 'Jiro', guest_last_name: 'Sato' });

        const renamed = errorOf(await c.call('PUT', base(booked, 'guests'), { guest: { first_name: 'Hanae' }, rooms: [{ reservation_hotel_room_id: second, first_name: 'Ken', last_name: 'Ito' }] }));
        expect(renamed).toMatchObject({ status: 400, code: 1000, payload: { field: 'guest.first_name', reason: 'cannot_change' } });
        const [still] = await query<any>(ctx().database, `select r.first_name, rr.guest_first_name from reservations r join reservation_rooms rr on rr.reservation_id = r.id where rr.id = $1`, [second]);
        expect(still).toEqual({ first_name: 'Hanako', guest_first_name: 'Jiro' });
      });

      it('refuses unknown rooms, bad names and junk with 1000 naming the field', async () => {
        const second = (await c.call('GET', base(booked, 'guests'))).body.data.rooms[1].reservation_hotel_room_id;
        expect(errorOf(await c.call('PUT', base(booked, 'guests'), { rooms: [{ reservation_hotel_room_id: 999999, first_name: 'A', last_name: 'B' }] })).payload)
          .toMatchObject({ field: 'rooms.0.reservation_hotel_room_id', reason: 'unknown_room' });
        expect(errorOf(await c.call('PUT', base(booked, 'guests'), { rooms: [{ reservation_hotel_room_id: second, first_name: '1234', last_name: 'B' }] })).payload)
          .toMatchObject({ field: 'rooms.0.first_name' });
        for (const junk of [{ rooms: 'x' }, { rooms: [{ first_name: 'A' }] }, [], 'text', { guest: { first_name: 5 } }]) {
          const r = await c.call('PUT', base(booked, 'guests'), junk);
          // A bare string goes out as text/plain: refused as an unsupported media type.
          expect([1000, 9415]).toContain(errorOf(r).code);
        }
      });

      it('asks for the readings where the hotel uses them (Japanese bookings at Kyoto)', async () => {
        const ja = await bookKyoto(ctx().app, ctx().database, arrival, { language: 'ja', guest: { ...KYOTO_GUEST, first_name_kana: 'はなこ', last_name_kana: 'やまだ' } });
        const view = (await c.call('GET', base(ja, 'guests'))).body.data;
        expect(view.kana_used).toBe(true);
        const room = view.rooms[0].reservation_hotel_room_id;
        expect(errorOf(await c.call('PUT', base(ja, 'guests'), { rooms: [{ reservation_hotel_room_id: room, first_name: 'はなこ', last_name: 'やまだ' }] })).payload)
          .toMatchObject({ field: 'rooms.0.first_name_kana', reason: 'required' });
        const ok = await c.call('PUT', base(ja, 'guests'), { rooms: [{ reservation_hotel_room_id: room, first_name: 'じろう', last_name: 'さとう', first_name_kana: 'じろう', last_name_kana: 'さとう' }] });
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        expect(ok.body.data.rooms[0]).toMatchObject({ first_name: 'じろう', first_name_kana: 'じろう', last_name_kana: 'さとう' });
      });
    });

    describe('additional questions', () => {
      const list = async (b: Booked, params = '') => {
        const r = await c.call('GET', base(b, `additional_questions${params}`));
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return r.body.data.additional_questions as any[];
      };
      const labels = (...l: string[]) => `?q=${encodeURIComponent(JSON.stringify({ label_filters: l }))}`;

      it('lists what applies to the reservation, filtered by labels, with the answers given at booking', async () => {
        const all = await list(booked, labels('place_confirmation_screen', 'place_booking_process'));
        const ids = all.map((x) => x.id);
        for (const name of ['purpose', 'checkin', 'people', 'brand-here']) expect(ids).toContain(q[name]);
        expect(ids).toContain(arrival);
        for (const name of ['expired', 'members', 'kaiseki-only', 'brand-elsewhere']) expect(ids).not.toContain(q[name]);
        expect(all.every((x) => x.question_type !== 'notification')).toBe(true);
        const given = all.find((x) => x.id === arrival);
        expect(given).toMatchObject({ answered: true, answer: { text: null, options: ['17:00'], rooms: [] }, attachments: [], remote_attachments_urls: [], required: true });
        expect(all.find((x) => x.id === q.purpose)).toMatchObject({ title: 'purpose', required: true, answered: false, answer: null });

        const booking = (await list(booked, labels('place_booking_process'))).map((x) => x.id);
        expect(booking.sort()).toEqual([arrival, q.people].sort());
        const notices = await list(booked, '?question_types=notification');
        expect(notices.length).toBeGreaterThan(0);
        expect(notices.every((x) => x.question_type === 'notification')).toBe(true);
        expect(notices.map((x) => x.title)).toContain('Road closures during Gion Matsuri');
        // A plan the reservation does not have narrows nothing in: only unrestricted questions remain.
        expect((await list(booked, '?room_plan_codes=kaiseki_tatami-standard')).map((x) => x.id)).not.toContain(q['kaiseki-only']);
        expect(errorOf(await c.call('GET', base(booked, 'additional_questions?q=%7Bnot-json')))).toMatchObject({ code: 1000, payload: { field: 'q' } });
        expect(errorOf(await c.call('GET', base(booked, 'additional_questions?question_types=spam')))).toMatchObject({ code: 1000, payload: { field: 'question_types' } });
        // room_plan_codes is checked as a code list, as on the hotel's own question list.
        expect(errorOf(await c.call('GET', base(booked, 'additional_questions?room_plan_codes=not%20a%20code')))).toMatchObject({ code: 1000 });
      });

      it('answers: required ones, 255 characters, options, per-room answers; POST once, then batch_update', async () => {
        const rooms = (await c.call('GET', base(booked, 'guests'))).body.data.rooms.map((r: any) => r.reservation_hotel_room_id) as number[];
        const post = (answers: unknown) => c.call('POST', base(booked, 'additional_questions'), { answers });
        const update = (answers: unknown) => c.call('PUT', base(booked, 'additional_questions/batch_update'), { answers });

        expect(errorOf(await post([{ question_id: q.checkin, rooms: [{ reservation_hotel_room_id: rooms[0], checkin_time: '16:00' }] }])))
          .toMatchObject({ status: 400, code: 1000, payload: { field: 'answers', reason: 'required', question_id: q.purpose } });
        expect(errorOf(await post([{ question_id: q.purpose, answer: 'x'.repeat(256) }]))).toMatchObject({ code: 1000, payload: { field: 'answers.0.answer' } });
        expect(errorOf(await post([{ question_id: q.purpose, answer: '   ' }]))).toMatchObject({ code: 1000, payload: { field: 'answers.0', reason: 'required' } });
        expect(errorOf(await post([{ question_id: q['kaiseki-only'], answer: 'x' }]))).toMatchObject({ payload: { reason: 'unknown_question' } });
        expect(errorOf(await post([{ question_id: q.purpose, answer: 'a' }, { question_id: q.purpose, answer: 'b' }]))).toMatchObject({ payload: { reason: 'duplicate_answer' } });
        expect(errorOf(await post([{ question_id: q.purpose, answer: 'a', options: ['x'] }]))).toMatchObject({ payload: { field: 'answers.0.options', reason: 'text_question' } });
        expect(errorOf(await post([{ question_id: q.purpose, answer: 'a' }, { question_id: q.checkin, rooms: [{ reservation_hotel_room_id: rooms[0], adults: 2 }] }])))
          .toMatchObject({ payload: { field: 'answers.1.rooms.0.adults', reason: 'not_for_question_type' } });
        expect(errorOf(await post([{ question_id: q.purpose, answer: 'a', rooms: [{ reservation_hotel_room_id: rooms[0], checkin_time: '16:00' }] }])))
          .toMatchObject({ payload: { field: 'answers.0.rooms', reason: 'not_per_room' } });
        expect(await query(ctx().database, `select 1 from reservation_answers a join reservations r on r.id = a.reservation_id where r.reservation_number = $1 and a.question_id = $2`, [booked.reservation_number, q.purpose])).toHaveLength(0);

        const long = 'あ'.repeat(255);
        const created = await post([
          { question_id: q.purpose, answer: long },
          { question_id: q.checkin, rooms: [{ reservation_hotel_room_id: rooms[0], checkin_time: '16:00' }, { reservation_hotel_room_id: rooms[1], checkin_time: '18:30' }] },
        ]);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(created.body.data.additional_questions).toMatchObject([
          { id: q.purpose, answered: true, answer: { text: long, options: [], rooms: [] } },
          { id: q.checkin, answered: true, answer: { rooms: [{ reservation_hotel_room_id: rooms[0], checkin_time: '16:00' }, { reservation_hotel_room_id: rooms[1], checkin_time: '18:30' }] } },
        ]);
        expect(errorOf(await post([{ question_id: q.purpose, answer: 'again' }]))).toMatchObject({ status: 409, payload: { field: 'answers.0.question_id', reason: 'already_answered' } });

        expect(errorOf(await update([{ question_id: q.purpose, answer: '' }]))).toMatchObject({ status: 400, payload: { field: 'answers.0', reason: 'required' } });
        expect(errorOf(await update([{ question_id: q.people, rooms: [{ reservation_hotel_room_id: rooms[1], adults: 2 }] }])))
          .toMatchObject({ payload: { field: 'answers.0.rooms.0.adults', reason: 'more_than_booked', max: 1 } });
        expect(errorOf(await update([{ question_id: q.people, rooms: [{ reservation_hotel_room_id: rooms[0], adults: 2, men_count: 2, women_count: 1 }] }])))
          .toMatchObject({ payload: { reason: 'more_than_adults' } });
        expect(errorOf(await update([{ question_id: q.people, rooms: [{ reservation_hotel_room_id: 999999, adults: 1 }] }]))).toMatchObject({ payload: { reason: 'unknown_room' } });
        expect(errorOf(await update([{ question_id: arrival, options: ['23:00'] }]))).toMatchObject({ payload: { field: 'answers.0.options', reason: 'unknown_option' } });
        expect(errorOf(await update([{ question_id: arrival, answer: 'late' }]))).toMatchObject({ payload: { field: 'answers.0.answer', reason: 'options_question' } });

        const changed = await update([
          { question_id: q.people, rooms: [{ reservation_hotel_room_id: rooms[0], adults: 2, men_count: 1, women_count: 1 }] },
          { question_id: arrival, options: ['19:00'] },
          { question_id: q.checkin },
        ]);
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
        const after = await list(booked);
        expect(after.find((x) => x.id === q.people)).toMatchObject({ answer: { rooms: [{ reservation_hotel_room_id: rooms[0], adults: 2, men_count: 1, women_count: 1 }] } });
        expect(after.find((x) => x.id === arrival)).toMatchObject({ answer: { options: ['19:00'] } });
        expect(after.find((x) => x.id === q.checkin)).toMatchObject({ answered: false, answer: null });
        expect(after.find((x) => x.id === q.purpose)).toMatchObject({ answer: { text: long } });
      });

      it('refuses junk without a 5xx, and changes on a cancelled reservation', async () => {
        for (const junk of [{}, { answers: [] }, { answers: 'x' }, { answers: [{ question_id: 'a' }] }, { answers: [{ question_id: 1, attachment_ids: ['../../etc/passwd'] }] }, { answers: [{ question_id: 1, rooms: [{ reservation_hotel_room_id: 1, checkin_time: '25:00' }] }] }, null]) {
          const r = await c.call('PUT', base(booked, 'additional_questions/batch_update'), junk ?? undefined);
          expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
          expect(r.status).toBeLessThan(500);
        }
        const gone = await bookKyoto(ctx().app, ctx().database, arrival);
        await query(ctx().database, `update reservations set status = 'cancelled' where reservation_number = $1`, [gone.reservation_number]);
        expect(errorOf(await c.call('POST', base(gone, 'additional_questions'), { answers: [{ question_id: q.purpose, answer: 'x' }] })))
          .toMatchObject({ status: 409, code: 1000, payload: { field: 'status', reason: 'cancelled' } });
        const room = (await c.call('GET', base(gone, 'guests'))).body.data;
        expect(room.editable).toBe(false);
        expect(errorOf(await c.call('PUT', base(gone, 'guests'), { rooms: [{ reservation_hotel_room_id: room.rooms[0].reservation_hotel_room_id, first_name: 'Ken', last_name: 'Ito' }] })))
          .toMatchObject({ status: 409, payload: { field: 'status', reason: 'cancelled' } });
      });
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
