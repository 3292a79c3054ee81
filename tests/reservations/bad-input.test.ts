/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Malformed and invalid booking bodies: each is code 1000 naming the field, never a 5xx, and
// nothing is booked. Also the lookup rate limit (on in this file only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateReservationRequest } from '@noren/core/domain';
import { withLookupRateLimit } from '../../apps/api/src/modules/reservations/index.ts';
import { forEachDatabase, openClientSession, query, startTestApp, type TestApp } from '../support/app.ts';
import { api, arrivalQuestion, count, errorOf, KYOTO_GUEST, kyotoBody, NOW, noLookupLimit, type Api } from './helpers.ts';

type Change = (body: any, questionId: number) => unknown;

const CASES: Array<[string, Change, string, string?]> = [
  ['an empty body', () => ({}), 'checkin_date'],
  ['no rooms', (b) => ({ ...b, rooms: [] }), 'rooms'],
  ['zero adults', (b) => ({ ...b, rooms: [{ room_plan_code: 'room-only_tatami-standard', adults: 0 }] }), 'rooms.0.adults'],
  ['adults as text', (b) => ({ ...b, rooms: [{ room_plan_code: 'room-only_tatami-standard', adults: 'two' }] }), 'rooms.0.adults'],
  ['an unknown room plan', (b) => ({ ...b, rooms: [{ room_plan_code: 'no-such-plan', adults: 2 }] }), 'rooms.0.room_plan_code', 'unknown_code'],
  ['a room plan code with SQL in it', (b) => ({ ...b, rooms: [{ room_plan_code: "x'; drop table reservations;--", adults: 2 }] }), 'rooms.0.room_plan_code'],
  ['too many guests for the hotel', (b) => ({ ...b, rooms: [{ room_plan_code: 'room-only_tatami-standard', adults: 9 }] }), 'rooms.0.adults', 'too_many_guests'],
  ['too many guests for the room', (b) => ({ ...b, rooms: [{ room_plan_code: 'room-only_modern-twin', adults: 3 }] }), 'rooms.0.room_plan_code', 'guests_do_not_fit'],
  ['an unknown kids tier', (b) => ({ ...b, rooms: [{ room_plan_code: 'room-only_tatami-standard', adults: 2, kids_tiers: [{ code: 'Z', children: 1 }] }] }), 'rooms.0'],
  ['an invalid date', (b) => ({ ...b, checkin_date: '2026-02-30' }), 'checkin_date'],
  ['check-out before check-in', (b) => ({ ...b, checkout_date: '2026-12-07' }), 'checkout_date'],
  ['a stay in the past', (b) => ({ ...b, checkin_date: '2026-11-01', checkout_date: '2026-11-02' }), 'checkin_date'],
  ['no guest', (b) => ({ ...b, guest: undefined }), 'guest'],
  ['a bad e-mail', (b) => ({ ...b, guest: { ...b.guest, email: 'hanako', email_confirmation: 'hanako' } }), 'guest.email', 'invalid_email'],
  ['a mismatched confirmation', (b) => ({ ...b, guest: { ...b.guest, email_confirmation: 'other@example.com' } }), 'guest.email_confirmation', 'email_mismatch'],
  ['a phone with letters', (b) => ({ ...b, guest: { ...b.guest, phone: 'call me' } }), 'guest.phone', 'invalid_phone'],
  ['a post code with a dash', (b) => ({ ...b, guest: { ...b.guest, postal_code: '605-0074' } }), 'guest.postal_code', 'invalid_post_code'],
  ['no address where the hotel requires one', (b) => ({ ...b, guest: { ...b.guest, street_address: '' } }), 'guest.street_address', 'required'],
  ['a name in a script the language does not allow', (b) => ({ ...b, guest: { ...b.guest, first_name: '花子' } }), 'guest.first_name', 'unsupported_characters'],
  ['Japanese booking without the kana the hotel requires', (b) => ({ ...b, language: 'ja' }), 'guest.first_name_kana', 'required'],
  ['a room guest with digits', (b) => ({ ...b, rooms: [{ ...b.rooms[0], guest: { first_name: 'R2D2', last_name: 'Droid' } }] }), 'rooms.0.guest.first_name', 'unsupported_characters'],
  ['a negative expected total', (b) => ({ ...b, expected_total_price: -1 }), 'expected_total_price'],
  ['an expected total as text', (b) => ({ ...b, expected_total_price: 'lots' }), 'expected_total_price'],
  ['an unknown payment type', (b) => ({ ...b, payment: { type: 'cash' } }), 'payment.type'],
  ['an unknown language', (b) => ({ ...b, language: 'xx' }), 'language'],
  ['an answer over 255 characters', (b, q) => ({ ...b, answers: [{ question_id: q, options: ['17:00'] }, { question_id: q + 1000, answer: 'x'.repeat(256) }] }), 'answers.1.answer'],
  ['an answer to an unknown question', (b, q) => ({ ...b, answers: [{ question_id: q, options: ['17:00'] }, { question_id: 999999 }] }), 'answers.1.question_id', 'unknown_question'],
  ['an option the question does not have', (b, q) => ({ ...b, answers: [{ question_id: q, options: ['03:00'] }] }), 'answers.0.options', 'unknown_option'],
  ['no answer to a required question', (b) => ({ ...b, answers: [] }), 'answers', 'required'],
  ['two coupon codes', (b) => ({ ...b, coupon_code: 'WELCOME10,GION2000' }), 'coupon_code'],
  ['an mcp currency paid at the hotel', (b) => ({ ...b, mcp_currency: 'USD', expected_mcp_total_price: 1 }), 'payment.type'],
];

forEachDatabase(
  'reservations: bad bodies',
  (ctx) => {
    let a: Api;
    let questionId: number;

    beforeAll(async () => {
      a = await api(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    for (const [name, change, field, reason] of CASES) {
      it(`refuses ${name} with 1000 naming ${field}`, async () => {
        const body = change({ ...kyotoBody(questionId), expected_total_price: 1 } as CreateReservationRequest, questionId);
        const r = errorOf(await a.post('kyoto-gion', body));
        expect(r.code, JSON.stringify(r)).toBe(1000);
        expect(String(r.payload.field), JSON.stringify(r)).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
        if (reason) expect(r.payload.reason).toBe(reason);
      });
    }

    it('refuses a card payment type the hotel does not offer with 1000 naming payment.type', async () => {
      // The demo hotel offers every payment type, so one is switched off for this check.
      const db = ctx().database;
      const [{ options }] = await query<{ options: unknown }>(db, `select payment_options as options from hotels where code = 'kyoto-gion'`);
      await query(db, `update hotels set payment_options = (select jsonb_agg(o) from jsonb_array_elements(payment_options) o where o->>'payment_type' <> 'credit_card_full') where code = 'kyoto-gion'`);
      try {
        const body = { ...kyotoBody(questionId), expected_total_price: 1, payment: { type: 'credit_card_full', token: 'tok_unused' } } as CreateReservationRequest;
        expect(errorOf(await a.post('kyoto-gion', body))).toMatchObject({ code: 1000, payload: { field: 'payment.type', reason: 'payment_type_not_offered' } });
      } finally {
        await query(db, `update hotels set payment_options = $1::jsonb where code = 'kyoto-gion'`, [JSON.stringify(options)]);
      }
    });

    it('answers broken JSON and the wrong content type with 4xx envelopes', async () => {
      const session = await openClientSession(ctx().app);
      for (const [payload, type] of [['{"rooms": [', 'application/json'], ['rooms=1', 'application/x-www-form-urlencoded'], ['[1,2,3]', 'application/json'], ['null', 'application/json']]) {
        const r = await ctx().app.inject({ method: 'POST', url: '/api/v1/hotels/kyoto-gion/reservations', headers: { 'client-session': session, 'content-type': type }, payload });
        expect(r.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(r.statusCode, payload).toBeLessThan(500);
        expect(r.json().errors[0].details.code).toBeGreaterThan(0);
      }
    });

    it('answers an unknown hotel with 404, and no Client-Session with 401', async () => {
      expect(errorOf(await a.post('no-such-hotel', kyotoBody(questionId))).code).toBe(9404);
      const r = await ctx().app.inject({ method: 'POST', url: '/api/v1/hotels/kyoto-gion/reservations', payload: { guest: KYOTO_GUEST } });
      expect(r.statusCode).toBe(401);
    });

    it('booked nothing for any of them', async () => {
      expect(await count(ctx().database, 'select 1 from reservations')).toBe(0);
      expect(await count(ctx().database, 'select 1 from inventory where sold > total')).toBe(0);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);

describe('reservation lookups are rate-limited per client address and route', () => {
  let test: TestApp;
  afterAll(async () => test?.close());

  it('answers 429 with code 9429 past the limit, on both lookup routes', async () => {
    test = await startTestApp('pglite', { now: NOW, config: (c) => withLookupRateLimit(c, { max: 3, windowMs: 60_000 }) });
    const a = await api(test.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await a.get(`/api/v1/hotels/1/reservations/NRN-3333333${i}?email=x%40example.com`)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await a.get('/api/v1/hotels/1/reservations/NRN-33333333?bypass_token=guess');
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].details.code).toBe(9429);
    // Each lookup route keeps its own count.
    const brand: number[] = [];
    for (let i = 0; i < 4; i++) brand.push((await a.get(`/api/v1/hotel_brands/1/reservations/NRN-3333333${i}?email=x%40example.com`)).status);
    expect(brand).toEqual([404, 404, 404, 429]);
  });
});
