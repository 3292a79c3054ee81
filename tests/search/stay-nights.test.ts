/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The search's nights kept per data_version (apps/api/src/modules/search/stay-cache.ts) on the demo
// data: a distinct search of nights an earlier search of this version read makes no statement of
// rates or stock; searches of the same new nights at once share one; what the nights give is what
// the stay's own statement gives; and a change to stock or rates is in the next search, whatever
// its guests. In process memory and driver-independent, so PGlite only (tests/support/app.ts).
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { readHotelVersion } from '../../apps/api/src/cache/hotel-version.ts';
import { loadCatalogue } from '../../apps/api/src/modules/search/catalogue.ts';
import { loadStay, type StayData, type StayRequest } from '../../apps/api/src/modules/search/repository.ts';
import { stayFromNights } from '../../apps/api/src/modules/search/stay-cache.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { caller, NOW, type Caller } from './helpers.ts';

const KYOTO = '/api/v1/hotels/kyoto-gion';

forEachDatabase(
  'search nights kept per version',
  (ctx) => {
    let api: Caller;
    beforeAll(async () => {
      api = await caller(ctx().app);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** Counts the statements that read rates or stock while `work` runs. */
    async function stayStatements(work: () => Promise<unknown>): Promise<number> {
      const raw = ctx().database.raw;
      if (raw.kind !== 'pglite') throw new Error('PGlite only');
      const spy = vi.spyOn(raw.client, 'query');
      await work();
      const count = spy.mock.calls.filter(([text]) => /\bfrom (rates|inventory|plan_stock)\b/.test(String(text))).length;
      spy.mockRestore();
      return count;
    }

    async function search(url: string): Promise<any> {
      const response = await api.get(url);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    }

    const plan = (data: any, roomType: string, roomPlan: string) =>
      data.rooms.find((r: any) => r.room_type_code === roomType)?.room_plan.find((p: any) => p.room_plan_code === roomPlan);

    it('reads the nights once: a later search of them, with other guests and rooms, reads no rates or stock', async () => {
      expect(await stayStatements(() => search(`${KYOTO}/rooms?checkin=2026-12-08&checkout=2026-12-10&adults=2`))).toBe(1);
      expect(await stayStatements(async () => {
        const two = await search(`${KYOTO}/rooms?checkin=2026-12-08&checkout=2026-12-10&rooms[0][adults]=2&rooms[1][adults]=1`);
        expect(two.rooms.length).toBeGreaterThan(0);
        await search(`${KYOTO}/rooms?checkin=2026-12-09&checkout=2026-12-10&adults=1&adult_companion=1`);
      })).toBe(0);
      // One night not read yet: one statement, for that night.
      expect(await stayStatements(() => search(`${KYOTO}/rooms?checkin=2026-12-09&checkout=2026-12-11&adults=2`))).toBe(1);
    });

    it('shares one statement between searches of the same new nights at once', async () => {
      const urls = [1, 2, 3].map((adults) => `${KYOTO}/rooms?checkin=2027-01-12&checkout=2027-01-14&adults=${adults}`);
      expect(await stayStatements(() => Promise.all(urls.map(search)))).toBe(1);
    });

    it("gives what the stay's own statement gives, for any room plans, guests and nights", async () => {
      const db = ctx().database.db;
      const catalogue = await loadCatalogue(db, (await readHotelVersion(db, 'kyoto-gion'))!, ctx().clock.now());
      const ids = <T extends { id: number }>(rows: readonly T[]) => rows.map((r) => r.id);
      const every = { roomPlanIds: ids(catalogue.room_plans), roomTypeIds: ids(catalogue.room_types), planIds: ids(catalogue.plans) };
      const some = { roomPlanIds: every.roomPlanIds.filter((_, i) => i % 3 === 0), roomTypeIds: every.roomTypeIds.slice(0, 2), planIds: every.planIds.slice(1, 3) };
      const dates = (from: string, nights: number) =>
        Array.from({ length: nights }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
      const stays: Array<[string, number, typeof every, number[]]> = [
        ['2026-12-20', 2, every, [2]],
        ['2026-12-21', 2, some, [1, 3]], // half read already
        ['2026-12-20', 14, every, [1, 2]],
        ['2026-12-24', 1, some, [2]], // one night (day use asks the same)
        ['2027-12-01', 2, every, [2]], // past the seeded year: no rows at all
      ];
      const sorted = (d: StayData) => ({ rates: d.rates, stock: [...d.stock].sort((a, b) => `${a.kind}${a.id}`.localeCompare(`${b.kind}${b.id}`)) });
      for (const [from, nights, owners, adults] of stays) {
        const nightList = dates(from, nights);
        const request: StayRequest = { from, to: dates(from, nights + 1)[nights], nights, ...owners, adults, lowestOnly: false };
        const fromNights = await stayFromNights(db, catalogue, request, nightList);
        expect(sorted(fromNights), `${from} x ${nights}`).toEqual(sorted(await loadStay(db, request)));
        if (from !== '2027-12-01') expect(fromNights.rates.size, `${from} has rates`).toBeGreaterThan(0);
      }
    });

    it('shows a change to stock or rates in the next search of nights already read, whatever its guests', async () => {
      const stay = 'checkin=2026-12-15&checkout=2026-12-17';
      const before = await search(`${KYOTO}/rooms?${stay}&adults=2`);
      const twin = before.rooms.find((r: any) => r.room_type_code === 'modern-twin');
      expect(twin.room_count).toBeGreaterThan(1);
      const roomPlan = twin.room_plan[0].room_plan_code;
      const price = plan(before, 'modern-twin', roomPlan).prices.total_price;
      const roomType = `(select rt.id from room_types rt join hotels h on h.id = rt.hotel_id where h.code = 'kyoto-gion' and rt.code = 'modern-twin')`;
      await query(ctx().database, `update inventory set sold = sold + 1 where stay_date in ('2026-12-15', '2026-12-16') and room_type_id = ${roomType}`);
      const afterBooking = await search(`${KYOTO}/rooms?${stay}&adults=2&adult_companion=1`);
      expect(afterBooking.rooms.find((r: any) => r.room_type_code === 'modern-twin').room_count).toBe(twin.room_count - 1);
      await query(ctx().database, `update rates set amount = amount + 1000 where stay_date = '2026-12-15' and adults = 2
        and room_plan_id = (select id from room_plans where room_plan_code = $1 and room_type_id = ${roomType})`, [roomPlan]);
      const afterRate = await search(`${KYOTO}/rooms?${stay}&adults=2&adult_companion=2`);
      expect(plan(afterRate, 'modern-twin', roomPlan).prices.total_price).toBeGreaterThan(price);
    });
  },
  { seed: true, now: NOW },
);
