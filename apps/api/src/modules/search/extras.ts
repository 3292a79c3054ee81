// Reads of extras (owned by search, which prices them; the extras module lists them through
// search's index): each active extra of a hotel with its stock left and its prices over a stay
// (date-bound extras), in one query.
import { sql } from 'drizzle-orm';
import type { Translations } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import type { ExtraType } from '../../db/schema/index.ts';

export interface ExtraRow {
  id: number;
  code: string;
  extra_type: ExtraType;
  price: number;
  tax_rate_bp: number | null;
  /** Units left; null: unlimited. */
  left: number | null;
  min_quantity: number;
  max_quantity: number;
  booking_available_dates: string[] | null;
  inclusive_plan_codes: string[];
  translations: Translations<'name' | 'description'>;
  /** Date-bound extras: the price of each date in [from, to). */
  prices: Array<{ date: string; amount: number }>;
}

export async function loadExtras(db: Executor, hotelId: number, from: string, to: string): Promise<ExtraRow[]> {
  const result = await db.execute(sql`
    select e.id, e.code, e.extra_type, e.price::float8 as price, e.tax_rate_bp,
           case when e.stock is null then null else greatest(0, e.stock - e.sold) end as left,
           e.min_quantity, e.max_quantity,
           (select json_agg(d::text order by d) from unnest(e.booking_available_dates) d) as booking_available_dates,
           e.inclusive_plan_codes, e.translations,
           coalesce((select json_agg(json_build_object('date', p.stay_date, 'amount', p.amount::float8) order by p.stay_date)
              from extra_prices p where p.extra_id = e.id and p.stay_date >= ${from}::date and p.stay_date < ${to}::date), '[]'::json) as prices
      from extras e
      where e.hotel_id = ${hotelId} and e.active
      order by e.sort_order, e.id`);
  return (result as unknown as { rows: ExtraRow[] }).rows;
}
