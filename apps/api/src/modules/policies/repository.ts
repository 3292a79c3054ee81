// Cancellation policies of a hotel with their parts, in one query.
import { sql } from 'drizzle-orm';
import type { Translations } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';

export interface PolicyRow {
  id: number;
  code: string;
  translations: Translations<'name' | 'description'>;
  no_show_percent: number;
  same_day_percent: number;
  cancel_before_at: number | null;
  is_default: boolean;
  parts: Array<{ days_before: number; percentage_of_cost: number; time_of_day: string | null }>;
}

export async function loadPolicies(db: Executor, hotelId: number, policyId: number | null = null): Promise<PolicyRow[]> {
  const result = await db.execute(sql`
    select cp.id, cp.code, cp.translations, cp.no_show_percent, cp.same_day_percent, cp.cancel_before_at, cp.is_default,
           coalesce((select json_agg(json_build_object('days_before', p.days_before, 'percentage_of_cost', p.percentage_of_cost, 'time_of_day', p.time_of_day)
              order by p.days_before desc) from cancellation_policy_parts p where p.policy_id = cp.id), '[]'::json) as parts
      from cancellation_policies cp
      where cp.hotel_id = ${hotelId} and (${policyId}::int is null or cp.id = ${policyId}::int)
      order by cp.is_default desc, cp.id`);
  return (result as unknown as { rows: PolicyRow[] }).rows;
}
