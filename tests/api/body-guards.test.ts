// Request bodies are checked strictly (issue #12 item 3): nesting is limited before the JSON is
// walked, unknown fields are refused by name, nothing is type-coerced; query strings still coerce
// and ignore parameters nobody declared (ad platforms add gclid, utm_* and friends to links).
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../support/app.ts';
import { api, arrivalQuestion, errorOf, kyotoBody, NOW, noLookupLimit, priced, type Api } from '../reservations/helpers.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

forEachDatabase(
  'request body guards',
  (ctx) => {
    let a: Api;
    let questionId: number;

    beforeAll(async () => {
      a = await api(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    /** A valid booking as JSON text, its first room's first discount replaced by `discount` (raw JSON). */
    async function bookingWithDiscount(discount: string): Promise<string> {
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId));
      const text = JSON.stringify({ ...body, rooms: [{ ...body.rooms[0], discounts: ['__DISCOUNT__'] }] });
      return text.replace('"__DISCOUNT__"', discount);
    }

    async function postRaw(url: string, payload: string, headers: Record<string, string> = {}) {
      const session = (await ctx().app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'demo-booking', secret: 'demo-booking-secret' } })).json().data.client_session;
      const r = await ctx().app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', 'client-session': session, ...headers } });
      return { status: r.statusCode, body: r.json() };
    }

    it('refuses a booking whose discount nests 20,000 or 1,000 arrays with 400, 1000, not a 500 or a booking', async () => {
      for (const depth of [20_000, 1_000, 33]) {
        const r = await postRaw('/api/v1/hotels/kyoto-gion/reservations', await bookingWithDiscount(nested(depth)));
        expect(r.status, `${depth}: ${JSON.stringify(r.body)}`).toBe(400);
        expect(errorOf(r)).toMatchObject({ code: 1000, payload: { field: 'body', reason: 'is nested too deeply' } });
      }
    });

    it('counts only brackets outside strings, so text full of brackets is not nesting', async () => {
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { guest: { ...kyotoBody(questionId).guest, notes: '[{'.repeat(200) + '"\\"]' } }));
      const r = await a.post('kyoto-gion', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    });

    it('refuses an unknown field in a booking with 1000 naming its path', async () => {
      const r = await postRaw('/api/v1/hotels/kyoto-gion/reservations', await bookingWithDiscount('{"type":"rounding","junk":[[1]]}'));
      expect(errorOf(r)).toMatchObject({ code: 1000, payload: { field: 'rooms.0.discounts.0.junk', reason: 'is not allowed' } });
      const top = await a.post('kyoto-gion', { ...(await priced(a, 'kyoto-gion', kyotoBody(questionId))), is_admin: true } as never);
      expect(errorOf(top)).toMatchObject({ code: 1000, payload: { field: 'is_admin', reason: 'is not allowed' } });
      const inGuest = await a.post('kyoto-gion', kyotoBody(questionId, { guest: { ...kyotoBody(questionId).guest, nickname: 'x' } as never }));
      expect(errorOf(inGuest)).toMatchObject({ code: 1000, payload: { field: 'guest.nickname' } });
    });

    it('does not coerce body types: a number or an array for a string is 1000 naming the field, not 401', async () => {
      for (const [payload, field] of [
        ['{"key": 42, "secret": ["x"]}', 'key'],
        ['{"key": "demo-booking", "secret": ["demo-booking-secret"]}', 'secret'],
        ['{"key": "demo-booking", "secret": "demo-booking-secret", "extra": 1}', 'extra'],
      ] as const) {
        const r = await ctx().app.inject({ method: 'POST', url: '/api/v1/client_sessions', headers: { 'content-type': 'application/json' }, payload });
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().errors[0].details).toMatchObject({ code: 1000, payload: { field } });
      }
    });

    it('still coerces query strings and ignores query parameters nobody declared', async () => {
      const session = (await ctx().app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'demo-booking', secret: 'demo-booking-secret' } })).json().data.client_session;
      const ads = 'gclid=abc&fbclid=def&_gl=1*xyz&msclkid=ghi&utm_source=news&utm_medium=mail&utm_campaign=winter';
      for (const url of [
        `/api/v1/hotels/kyoto-gion/settings/booking_widget?locale=en&${ads}`,
        `/api/v1/hotels/kyoto-gion/reservations/NRN-00000000?email=a%40b.example&${ads}`,
        `/api/v1/user/reservations?page=2&${ads}`,
      ]) {
        const r = await ctx().app.inject({ method: 'GET', url, headers: { 'client-session': session } });
        expect(r.statusCode, `${url}: ${r.body}`).not.toBe(400);
        expect(r.statusCode, `${url}: ${r.body}`).toBeLessThan(500);
      }
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
