// The demo data on both databases: what it contains, that it covers a year ahead, that its
// sold-out pattern is where the generators say, and that running it again changes nothing.
import { expect, it } from 'vitest';
import { DEMO_HOTELS, seedDemo } from '../../apps/api/src/seed/index.ts';
import { addDays } from '../../apps/api/src/seed/calendar.ts';
import { forEachDatabase, query, type TestApp } from '../support/app.ts';

// 12:00 in Tokyo, 11:00 in Taipei: "today" is 2026-11-22 in both hotels.
const NOW = '2026-11-22T03:00:00Z';
const TODAY = '2026-11-22';

const TABLES = [
  'hotel_brands', 'hotels', 'room_types', 'room_search_filters', 'kids_tiers', 'cancellation_policies',
  'cancellation_policy_parts', 'plans', 'room_plans', 'rates', 'inventory', 'plan_stock', 'exchange_rates',
] as const;

async function counts(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = (await query<{ n: number }>(t.database, `select count(*)::int as n from ${table}`))[0].n;
  return out;
}

/** Room plans the seed definitions call for: each plan in each room type it does not exclude. */
function expectedRoomPlans(): number {
  return DEMO_HOTELS.reduce((n, seed) => n + seed.plans.reduce((m, plan) => m + seed.roomTypes.filter((room) => !plan.excludeRoomTypes?.includes(room.code)).length, 0), 0);
}

/** Rate rows the seed definitions call for: each room plan, each night it sells, each adult count. */
function expectedRateRows(): number {
  let rows = 0;
  for (const seed of DEMO_HOTELS) {
    for (const plan of seed.plans) {
      const nights = plan.stayWindow ? Math.min(365, plan.stayWindow[1] - plan.stayWindow[0] + 1) : 365;
      for (const room of seed.roomTypes) {
        if (plan.excludeRoomTypes?.includes(room.code)) continue;
        rows += nights * (room.maxAdults - room.minAdults + 1);
      }
    }
  }
  return rows;
}

forEachDatabase(
  'demo data',
  (ctx) => {
    it('creates the brand, both hotels and everything hung off them', async () => {
      const c = await counts(ctx());
      expect(c.hotel_brands).toBe(1);
      expect(c.hotels).toBe(2);
      expect(c.room_types).toBe(12);
      // The original plans (5 per hotel, 29 + 28 room plans) and the payment-type plans after them.
      expect(c.plans).toBe(DEMO_HOTELS.reduce((n, seed) => n + seed.plans.length, 0));
      expect(c.plans).toBeGreaterThanOrEqual(10);
      expect(c.room_plans).toBe(expectedRoomPlans());
      expect(c.room_plans).toBeGreaterThanOrEqual(29 + 28);
      // Each payment type is sold by a plan; a deposit plan keeps its share.
      const sold = await query<{ payment_method: string; deposit_bp: number | null }>(ctx().database, `select distinct payment_method, deposit_bp from plans order by payment_method`);
      expect(new Set(sold.map((p) => p.payment_method)).size).toBe(10);
      expect(sold.find((p) => p.payment_method === 'credit_card_deposit')?.deposit_bp).toBe(3000);
      expect(c.kids_tiers).toBe(4 + 3);
      expect(c.cancellation_policies).toBe(3 + 2);
      expect(c.room_search_filters).toBe(8);
      expect(c.exchange_rates).toBe(42);
      expect(c.rates).toBe(expectedRateRows());
      // Each hotel has one plan with plan stock.
      expect(c.plan_stock).toBe(2 * 365);
      const hotels = await query<{ code: string; currency: string; time_zone: string; book_languages: string[]; locale: string }>(
        ctx().database,
        'select code, currency, time_zone, book_languages, locale from hotels order by code',
      );
      expect(hotels).toEqual([
        { code: 'kyoto-gion', currency: 'JPY', time_zone: 'Asia/Tokyo', book_languages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'], locale: 'ja' },
        { code: 'taipei-daan', currency: 'TWD', time_zone: 'Asia/Taipei', book_languages: ['zh_Hant', 'en', 'ja', 'ko', 'zh_Hans'], locale: 'zh_Hant' },
      ]);
    });

    it('has 365 nights of inventory for every room type, from today in the hotel zone', async () => {
      const rows = await query<{ code: string; nights: number; first: string; last: string }>(
        ctx().database,
        `select rt.code, count(*)::int as nights, min(i.stay_date)::text as first, max(i.stay_date)::text as last
           from inventory i join room_types rt on rt.id = i.room_type_id group by rt.code`,
      );
      expect(rows).toHaveLength(12);
      for (const row of rows) expect(row, row.code).toMatchObject({ nights: 365, first: TODAY, last: addDays(TODAY, 364) });
    });

    it('has a rate for every night and adult count each room plan sells', async () => {
      const rows = await query<{ code: string; nights: number; adults: number; cells: number; min_amount: number }>(
        ctx().database,
        `select rp.room_plan_code as code, count(distinct r.stay_date)::int as nights, count(distinct r.adults)::int as adults,
                count(*)::int as cells, min(r.amount)::int as min_amount
           from room_plans rp join rates r on r.room_plan_id = rp.id group by rp.room_plan_code`,
      );
      expect(rows).toHaveLength(expectedRoomPlans());
      for (const row of rows) {
        const staycation = row.code.startsWith('staycation_');
        expect(row.nights, row.code).toBe(staycation ? 181 : 365);
        expect(row.cells, row.code).toBe(row.nights * row.adults);
        expect(row.min_amount, row.code).toBeGreaterThan(0);
      }
      // Weekend and season variation: a Saturday in the autumn-leaves season costs more than a plain Tuesday.
      const [prices] = await query<{ saturday: number; tuesday: number }>(
        ctx().database,
        `select max(case when r.stay_date = '2026-11-28' then r.amount end)::int as saturday,
                max(case when r.stay_date = '2027-10-19' then r.amount end)::int as tuesday
           from rates r join room_plans rp on rp.id = r.room_plan_id
          where rp.room_plan_code = 'room-only_tatami-standard' and r.adults = 2`,
      );
      expect(prices.saturday).toBeGreaterThan(prices.tuesday);
    });

    it('sells out the first room type on the 7th, 14th, 21st and 28th and leaves fewer than 10 rooms on Fridays', async () => {
      const soldOut = await query<{ code: string; date: string }>(
        ctx().database,
        `select rt.code, i.stay_date::text as date from inventory i join room_types rt on rt.id = i.room_type_id
          where i.sold = i.total order by i.stay_date, rt.code`,
      );
      expect(soldOut.length).toBeGreaterThan(0);
      for (const row of soldOut) expect(['tatami-standard', 'superior-queen']).toContain(row.code);
      expect(soldOut).toContainEqual({ code: 'tatami-standard', date: '2026-12-07' });
      expect(soldOut).toContainEqual({ code: 'superior-queen', date: '2027-01-28' });

      // Friday 2026-11-27: every other room type has between 1 and 9 rooms left.
      const friday = await query<{ code: string; left: number }>(
        ctx().database,
        `select rt.code, (i.total - i.sold)::int as left from inventory i join room_types rt on rt.id = i.room_type_id
          where i.stay_date = '2026-11-27' and rt.sort_order > 0`,
      );
      expect(friday).toHaveLength(10);
      for (const row of friday) {
        expect(row.left, row.code).toBeGreaterThanOrEqual(1);
        expect(row.left, row.code).toBeLessThan(10);
      }
      const [{ plenty }] = await query<{ plenty: number }>(ctx().database, 'select count(*)::int as plenty from inventory where total - sold >= 10');
      expect(plenty).toBeGreaterThan(0);
    });

    it('names every room type, plan, kids tier, filter and policy in every book language of its hotel', async () => {
      for (const table of ['room_types', 'plans', 'kids_tiers', 'room_search_filters', 'cancellation_policies']) {
        const rows = await query<{ translations: Record<string, Record<string, string>>; book_languages: string[] }>(
          ctx().database,
          `select t.translations, h.book_languages from ${table} t join hotels h on h.id = t.hotel_id`,
        );
        expect(rows.length, table).toBeGreaterThan(0);
        for (const row of rows) {
          for (const lang of row.book_languages) expect(row.translations[lang]?.name?.trim(), `${table} ${lang}`).toBeTruthy();
        }
      }
    });

    it('changes nothing when run again the same day', async () => {
      const t = ctx();
      const before = await counts(t);
      const again = await seedDemo(t.database.db, t.clock, t.config.argon2);
      expect(again.created).toBe(false);
      expect(await counts(t)).toEqual(before);
    });

    it('refuses to oversell: the inventory checks hold and the conditional update takes nothing', async () => {
      const t = ctx();
      await expect(
        query(t.database, `update inventory set sold = total + 1 where stay_date = '2026-11-23'`),
      ).rejects.toThrow(/inventory_sold_le_total/);
      await expect(query(t.database, `update inventory set sold = -1 where stay_date = '2026-11-23'`)).rejects.toThrow(/inventory_sold_ge_zero/);
      const taken = await query(
        t.database,
        `update inventory i set sold = sold + 1 from room_types rt
          where rt.id = i.room_type_id and rt.code = 'tatami-standard' and i.stay_date = '2026-12-07' and i.sold + 1 <= i.total
          returning i.sold`,
      );
      expect(taken).toHaveLength(0);
    });

    it('tops up to 365 nights ahead when the days move on, without touching the rest', async () => {
      const t = ctx();
      const before = await counts(t);
      t.clock.advance(10 * 86_400_000);
      const result = await seedDemo(t.database.db, t.clock, t.config.argon2);
      expect(result.created).toBe(false);
      const after = await counts(t);
      expect(after.inventory - before.inventory).toBe(12 * 10);
      expect(after.plan_stock - before.plan_stock).toBe(2 * 10);
      expect(after.hotels).toBe(before.hotels);
      expect(after.exchange_rates).toBe(before.exchange_rates);
      const [{ last }] = await query<{ last: string }>(t.database, 'select max(stay_date)::text as last from inventory');
      expect(last).toBe(addDays(TODAY, 10 + 364));
      // And once more the same day: nothing new.
      await seedDemo(t.database.db, t.clock, t.config.argon2);
      expect(await counts(t)).toEqual(after);
    });
  },
  { seed: true, now: NOW },
);
