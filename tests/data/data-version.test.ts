// A hotel's version (noren_hotel_version: hotels.data_version plus its stock bumps, migrations 0002
// and 0025) is what caches key on: every change a search or the settings read depends on must
// bump the version of exactly the hotels it concerns, and nothing else may. Stock changes bump it
// without touching the hotel's row, so bookings of a hotel never queue on that row; folding the
// stock bumps leaves every version as it was.
import { expect, it } from 'vitest';
import { foldVersionBumps } from '../../apps/api/src/cache/hotel-version.ts';
import { forEachDatabase, query, type TestApp } from '../support/app.ts';

async function versions(t: TestApp): Promise<Record<string, number>> {
  const rows = await query<{ code: string; v: string | number }>(t.database, 'select code, noren_hotel_version(id) as v from hotels');
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.v)]));
}

/** Runs `sql` and returns by how much each hotel's version moved. */
async function bumpsOf(t: TestApp, sql: string): Promise<Record<string, number>> {
  const before = await versions(t);
  await query(t.database, sql);
  const after = await versions(t);
  return Object.fromEntries(Object.keys(after).map((code) => [code, after[code] - (before[code] ?? 0)]));
}

const KYOTO_ROOM_TYPE = `(select rt.id from room_types rt join hotels h on h.id = rt.hotel_id where h.code = 'kyoto-gion' order by rt.id limit 1)`;
const KYOTO_ROOM_PLAN = `(select rp.id from room_plans rp join hotels h on h.id = rp.hotel_id where h.code = 'kyoto-gion' order by rp.id limit 1)`;

forEachDatabase(
  'hotel data versions',
  (ctx) => {
    it('an inventory change bumps only the hotel it belongs to, once per statement', async () => {
      const moved = await bumpsOf(ctx(), `update inventory set total = total + 1 where room_type_id = ${KYOTO_ROOM_TYPE}`);
      expect(moved).toEqual({ 'kyoto-gion': 1, 'taipei-daan': 0 });
    });

    it('rates inserted, updated and deleted each bump the hotel', async () => {
      const insert = await bumpsOf(ctx(), `insert into rates (room_plan_id, stay_date, adults, amount) values (${KYOTO_ROOM_PLAN}, '2099-01-01', 1, 1000)`);
      const update = await bumpsOf(ctx(), `update rates set amount = 1200 where stay_date = '2099-01-01'`);
      const remove = await bumpsOf(ctx(), `delete from rates where stay_date = '2099-01-01'`);
      for (const moved of [insert, update, remove]) expect(moved).toEqual({ 'kyoto-gion': 1, 'taipei-daan': 0 });
    });

    it('a statement that touches no row bumps nothing', async () => {
      expect(await bumpsOf(ctx(), `update inventory set total = total where stay_date = '1999-01-01'`)).toEqual({ 'kyoto-gion': 0, 'taipei-daan': 0 });
    });

    it('a change to the hotel row bumps it; an exchange rate bumps every hotel', async () => {
      expect(await bumpsOf(ctx(), `update hotels set phone = '+81-75-000-0000' where code = 'taipei-daan'`)).toEqual({ 'kyoto-gion': 0, 'taipei-daan': 1 });
      expect(await bumpsOf(ctx(), `update exchange_rates set rate = rate where quote_currency = 'USD'`)).toEqual({ 'kyoto-gion': 1, 'taipei-daan': 1 });
    });

    it('a stock change bumps the version without writing the hotel row; a coupon or extra\'s terms write it', async () => {
      const row = async () => Number((await query<{ v: string }>(ctx().database, `select data_version::text as v from hotels where code = 'kyoto-gion'`))[0].v);
      const before = await row();
      expect(await bumpsOf(ctx(), `update inventory set sold = sold where room_type_id = ${KYOTO_ROOM_TYPE}`)).toEqual({ 'kyoto-gion': 1, 'taipei-daan': 0 });
      expect(await bumpsOf(ctx(), `update extras set sold = sold + 0 where hotel_id = (select id from hotels where code = 'kyoto-gion')`)).toEqual({ 'kyoto-gion': 1, 'taipei-daan': 0 });
      expect(await row()).toBe(before);
      expect(await bumpsOf(ctx(), `update extras set code = code || '' , sold = sold where hotel_id = (select id from hotels where code = 'kyoto-gion')`)).toEqual({ 'kyoto-gion': 1, 'taipei-daan': 0 });
      expect(await row()).toBe(before);
      expect(await bumpsOf(ctx(), `update extras set stock = coalesce(stock, 0) + 1 where hotel_id = (select id from hotels where code = 'kyoto-gion')`)).toEqual({ 'kyoto-gion': 1, 'taipei-daan': 0 });
      expect(await row()).toBe(before + 1);
    });

    it('folding the stock bumps leaves every version as it was', async () => {
      await query(ctx().database, `update inventory set sold = sold where room_type_id = ${KYOTO_ROOM_TYPE}`);
      const before = await versions(ctx());
      expect(await foldVersionBumps(ctx().database.db)).toBeGreaterThan(0);
      expect(await query(ctx().database, 'select 1 from hotel_version_bumps')).toHaveLength(0);
      expect(await versions(ctx())).toEqual(before);
    });

    it('a brand change bumps all of its hotels', async () => {
      expect(await bumpsOf(ctx(), `update hotel_brands set name = name || ''`)).toEqual({ 'kyoto-gion': 1, 'taipei-daan': 1 });
    });
  },
  { seed: true },
);
