/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The response cache of the search, the calendars and the settings reads, on both databases with
// the demo data: a repeated call is served from the cache (X-Cache: hit, the same bytes); a
// booking-like change to stored data makes the next call compute fresh data; a change to another
// hotel evicts nothing here; and language, mcp currency, the hotel's local date and hour and
// the viewer class are each part of the key.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { readHotelVersion } from '../../apps/api/src/cache/hotel-version.ts';
import { searchCacheKey } from '../../apps/api/src/modules/search/cache-key.ts';
import { loadCatalogue } from '../../apps/api/src/modules/search/catalogue.ts';
import { GUEST } from '../../apps/api/src/modules/search/context.ts';
import { prepareSearch } from '../../apps/api/src/modules/search/service.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { NOW } from '../search/helpers.ts';

const KYOTO = '/api/v1/hotels/kyoto-gion';
const TAIPEI = '/api/v1/hotels/taipei-daan';
const STAY = 'checkin=2026-12-08&checkout=2026-12-10';

interface Answer {
  status: number;
  cache: string | undefined;
  raw: string;
  body: any;
}

forEachDatabase(
  'cached reads',
  (ctx) => {
    let session: string;
    beforeAll(async () => {
      session = await openClientSession(ctx().app);
    });
    afterEach(() => {
      ctx().clock.set(NOW);
    });

    async function get(url: string, language = 'en'): Promise<Answer> {
      const app: FastifyInstance = ctx().app;
      const response = await app.inject({ method: 'GET', url, headers: { 'client-session': session, 'accept-language': language } });
      return { status: response.statusCode, cache: response.headers['x-cache'] as string | undefined, raw: response.body, body: response.json() };
    }

    const roomCount = (a: Answer, code: string) => a.body.data.rooms.find((r: any) => r.room_type_code === code)?.room_count;

    it('serves a repeated search from the cache, byte for byte, and shares an entry between equivalent queries', async () => {
      const first = await get(`${KYOTO}/rooms?${STAY}&order=recommended`);
      expect(first.status, first.raw).toBe(200);
      expect(first.cache).toBe('miss');
      const second = await get(`${KYOTO}/rooms?${STAY}&order=recommended`);
      expect(second.cache).toBe('hit');
      expect(second.raw).toBe(first.raw);
      expect(second.body.data.rooms.length).toBeGreaterThan(0);
      // The defaults filled in (2 adults, 1 room) and the hotel id for its code: the same search.
      const ids = await query<{ id: number }>(ctx().database, `select id from hotels where code = 'kyoto-gion'`);
      const same = await get(`/api/v1/hotels/${ids[0].id}/rooms?${STAY}&adults=2&room_count=1&order=recommended`);
      expect(same.cache).toBe('hit');
    });

    it('computes fresh data after a booking-like inventory update, and keeps serving it from the cache', async () => {
      const url = `${KYOTO}/rooms?${STAY}&room_type_codes=modern-twin`;
      const before = await get(url);
      expect((await get(url)).cache).toBe('hit');
      const left = roomCount(before, 'modern-twin');
      expect(left).toBeGreaterThan(1);
      await query(ctx().database, `update inventory set sold = sold + 1
        where stay_date in ('2026-12-08', '2026-12-09') and room_type_id = (select rt.id from room_types rt join hotels h on h.id = rt.hotel_id where h.code = 'kyoto-gion' and rt.code = 'modern-twin')`);
      const after = await get(url);
      expect(after.cache).toBe('miss');
      expect(roomCount(after, 'modern-twin')).toBe(left - 1);
      expect((await get(url)).cache).toBe('hit');
    });

    it('compresses a large body with brotli or gzip as the client takes them, the same bytes once decompressed, and never for one that takes neither', async () => {
      const app: FastifyInstance = ctx().app;
      const url = `${KYOTO}/rooms?${STAY}&order=price_high_to_low`;
      const plain = await app.inject({ method: 'GET', url, headers: { 'client-session': session } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      const cases: Array<[string, string]> = [
        ['gzip, deflate, br', 'br'], ['br;q=1.0, gzip;q=0.8', 'br'], ['*', 'br'],
        ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip'],
      ];
      for (const [accept, expected] of cases) {
        const packed = await app.inject({ method: 'GET', url, headers: { 'client-session': session, 'accept-encoding': accept } });
        expect(packed.headers['content-encoding'], accept).toBe(expected);
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        const unpacked = expected === 'br' ? brotliDecompressSync(packed.rawPayload) : gunzipSync(packed.rawPayload);
        expect(unpacked.toString('utf8')).toBe(plain.body);
      }
      for (const accept of ['gzip;q=0, identity', 'br;q=0, gzip;q=0.0', 'deflate']) {
        const refused = await app.inject({ method: 'GET', url, headers: { 'client-session': session, 'accept-encoding': accept } });
        expect(refused.headers['content-encoding'], accept).toBeUndefined();
      }
    });

    it('sends a body asked for again in a tighter copy made in the background, the same JSON once decompressed', async () => {
      const app: FastifyInstance = ctx().app;
      const url = `${KYOTO}/rooms?${STAY}&order=price_low_to_high&adults=1`;
      const headers = { 'client-session': session, 'accept-encoding': 'br' };
      const first = await app.inject({ method: 'GET', url, headers });
      const plain = brotliDecompressSync(first.rawPayload).toString('utf8');
      // The tighter copy is made in the background after the second request: ask until it is served.
      let latest = first;
      await vi.waitFor(async () => {
        latest = await app.inject({ method: 'GET', url, headers });
        expect(latest.rawPayload.length).toBeLessThan(first.rawPayload.length);
      }, { timeout: 5000, interval: 10 });
      expect(latest.rawPayload.length).toBeLessThan(first.rawPayload.length);
      expect(brotliDecompressSync(latest.rawPayload).toString('utf8')).toBe(plain);
    });

    it("keeps this hotel's entries when another hotel changes", async () => {
      const url = `${KYOTO}/rooms?${STAY}&adults=1`;
      await get(url);
      expect((await get(url)).cache).toBe('hit');
      await query(ctx().database, `update inventory set sold = sold + 1
        where stay_date = '2026-12-08' and room_type_id = (select rt.id from room_types rt join hotels h on h.id = rt.hotel_id where h.code = 'taipei-daan' order by rt.id limit 1)`);
      expect((await get(`${TAIPEI}/rooms?${STAY}&adults=1`)).cache).toBe('miss');
      expect((await get(url)).cache).toBe('hit');
    });

    it('keys on the language and the mcp currency', async () => {
      const url = `${KYOTO}/rooms?${STAY}&room_type_codes=tatami-standard`;
      const en = await get(url, 'en');
      const ja = await get(url, 'ja');
      expect(ja.cache).toBe('miss');
      expect(ja.body.data.rooms[0].name).not.toBe(en.body.data.rooms[0].name);
      expect((await get(url, 'ja')).cache).toBe('hit');
      expect((await get(`${url}&locale=ja`, 'en')).cache).toBe('hit');
      const usd = await get(`${url}&mcp_currency=USD`);
      expect(usd.cache).toBe('miss');
      expect(usd.body.data.rooms[0].room_plan[0].prices.mcp_total_price.cents).toBeGreaterThan(0);
      expect(en.body.data.rooms[0].room_plan[0].prices.mcp_total_price).toBeUndefined();
    });

    it('answers with the exchange rate that took over within the same hour, though no row changed then', async () => {
      const clock = ctx().clock;
      clock.set('2026-11-22T03:00:00Z');
      // Stored now (the version moves now), in force half a minute later (nothing moves then);
      // within the cache's one-minute safety net, so only the rate can tell the answers apart.
      await query(ctx().database, `insert into exchange_rates (base_currency, quote_currency, rate, effective_at)
        values ('JPY', 'USD', 1, '2026-11-22T03:00:30Z')`);
      const url = `${KYOTO}/rooms?${STAY}&room_type_codes=tatami-standard&mcp_currency=USD&adults=1`;
      const before = await get(url);
      expect(before.status, before.raw).toBe(200);
      expect((await get(url)).cache).toBe('hit');
      const cents = (a: Answer) => a.body.data.rooms[0].room_plan[0].prices.mcp_total_price.cents as number;
      clock.set('2026-11-22T03:00:45Z');
      const after = await get(url);
      expect(after.cache).toBe('miss');
      expect(cents(after)).toBeGreaterThan(cents(before) * 10);
      await query(ctx().database, `delete from exchange_rates where effective_at = '2026-11-22T03:00:30Z'`);
    });

    it("keys on the hotel's local date: crossing midnight in Kyoto moves the default check-in", async () => {
      const clock = ctx().clock;
      clock.set('2026-11-22T14:58:00Z'); // 23:58 in Tokyo
      const url = `${KYOTO}/rooms?adults=2`;
      const late = await get(url);
      expect(late.status, late.raw).toBe(200);
      expect(late.body.data.search.checkin).toBe('2026-11-22');
      expect((await get(url)).cache).toBe('hit');
      clock.advance(3 * 60_000); // 00:01 on the 23rd in Tokyo, still the 22nd in UTC
      const next = await get(url);
      expect(next.cache).toBe('miss');
      expect(next.body.data.search).toMatchObject({ checkin: '2026-11-23', checkout: '2026-11-24' });
    });

    it("keys on the local hour when a plan closes at an hour (kaiseki: 18:00 two days before)", async () => {
      const clock = ctx().clock;
      const url = `${KYOTO}/rooms?checkin=2026-11-24&checkout=2026-11-25`;
      const plans = (a: Answer) => a.body.data.rooms.flatMap((r: any) => r.room_plan.map((p: any) => p.hotel_plan_code));
      clock.set('2026-11-22T08:59:00Z'); // 17:59 in Tokyo
      const open = await get(url);
      expect(plans(open)).toContain('kaiseki');
      clock.advance(2 * 60_000);
      const closed = await get(url);
      expect(closed.cache).toBe('miss');
      expect(plans(closed)).not.toContain('kaiseki');
    });

    it('does not serve an entry past its maximum age', async () => {
      const url = `${KYOTO}/rooms?${STAY}&adults=3`;
      await get(url);
      ctx().clock.advance(30_000);
      expect((await get(url)).cache).toBe('hit');
      ctx().clock.advance(31_000);
      expect((await get(url)).cache).toBe('miss');
    });

    it('keys on the viewer class: members apart from guests, one member like another of the same rank', async () => {
      const db = ctx().database.db;
      const now = ctx().clock.now();
      const head = (await readHotelVersion(db, 'kyoto-gion'))!;
      const catalogue = await loadCatalogue(db, head, now);
      const key = (viewer: typeof GUEST) => searchCacheKey(prepareSearch(catalogue, now, { ref: 'kyoto-gion', query: { checkin: '2026-12-08', checkout: '2026-12-10' }, requestedLanguage: 'en', viewer }));
      const member = (memberId: number, rankId: number) => ({ signedIn: true, programIds: [7], rankId, organizationId: null, memberId });
      expect(key(member(1, 2))).not.toBe(key(GUEST));
      expect(key(member(1, 2))).toBe(key(member(99, 2)));
      expect(key(member(1, 2))).not.toBe(key(member(1, 3)));
      expect(key({ ...member(1, 2), organizationId: 4 })).not.toBe(key(member(1, 2)));
    });

    it('caches the calendars and refreshes them after a change', async () => {
      const url = `${KYOTO}/rooms/inventory?from=2026-12-08&to=2026-12-12&adults=2`;
      const first = await get(url);
      expect(first.status, first.raw).toBe(200);
      expect((await get(url)).cache).toBe('hit');
      expect((await get(url.replace('/inventory', '/availability'))).cache).toBe('miss');
      const day = (a: Answer) => a.body.data.dates.find((d: any) => d.date === '2026-12-08');
      const twin = (a: Answer) => day(a).room_types.find((r: any) => r.room_type_code === 'modern-twin').rooms_left;
      await query(ctx().database, `update inventory set sold = sold + 1
        where stay_date = '2026-12-08' and room_type_id = (select rt.id from room_types rt join hotels h on h.id = rt.hotel_id where h.code = 'kyoto-gion' and rt.code = 'modern-twin')`);
      const after = await get(url);
      expect(after.cache).toBe('miss');
      expect(twin(after)).toBe(twin(first) - 1);
    });

    it('caches the booking_widget settings per language and the sign-in button, until the hotel changes', async () => {
      const url = `${KYOTO}/settings/booking_widget`;
      const en = await get(url, 'en');
      expect(en.status, en.raw).toBe(200);
      expect((await get(url, 'en')).cache).toBe('hit');
      const ja = await get(url, 'ja');
      expect(ja.cache).toBe('miss');
      expect(ja.body.data.hotel_name).not.toBe(en.body.data.hotel_name);
      // A language the hotel does not offer resolves to its first: the same entry as asking for it.
      expect((await get(url, 'fr')).body.data.hotel_name).toBe(ja.body.data.hotel_name);
      expect((await get(`${KYOTO}/settings/sign_in_button`)).cache).toBe('miss');
      expect((await get(`${KYOTO}/settings/sign_in_button`)).cache).toBe('hit');
      await query(ctx().database, `update hotels set button_colour = '#123456' where code = 'kyoto-gion'`);
      const changed = await get(url, 'en');
      expect(changed.cache).toBe('miss');
      expect(changed.body.data.button_colour).toBe('#123456');
      expect((await get(`${KYOTO}/settings/sign_in_button`)).cache).toBe('miss');
    });

    it('still answers an unknown hotel with the 404 envelope and caches no error', async () => {
      const missing = await get('/api/v1/hotels/no-such-hotel/rooms');
      expect(missing.status).toBe(404);
      expect(missing.cache).toBeUndefined();
      const refused = await get(`${KYOTO}/rooms?${STAY}&coupon_code=FULLHOUSE`);
      expect(refused.body.errors[0].details.code).toBe(1501);
      expect((await get(`${KYOTO}/rooms?${STAY}&coupon_code=FULLHOUSE`)).cache).toBeUndefined();
    });
  },
  { seed: true, now: NOW },
);
