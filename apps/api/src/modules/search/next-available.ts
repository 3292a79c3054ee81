// search_next_available_date_if_no_result: when a dated search finds nothing, the first later
// check-in (within NEXT_AVAILABLE_DAYS) on which some room type the search looked at has the searched room_count free
// for every night of a stay as long as the one searched. One query over the window.
import { addDays, daysBetween } from '@noren/core/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { StayWindow } from './stay.ts';

export const NEXT_AVAILABLE_DAYS = 60;

/** `roomTypeIds`: the room types the search looked at (its filters and guests). */
export async function nextAvailableDate(db: Executor, stay: StayWindow, roomCount: number, roomTypeIds: readonly number[]): Promise<string | null> {
  if (roomTypeIds.length === 0) return null;
  const length = Math.max(1, stay.nights);
  const from = addDays(stay.from, 1);
  const to = addDays(from, NEXT_AVAILABLE_DAYS + length);
  const result = await db.execute(sql`
    select i.room_type_id as id, i.stay_date::text as date, (i.total - i.sold) as left_
      from inventory i
      where i.room_type_id = any(${`{${roomTypeIds.join(',')}}`}::int[]) and i.stay_date >= ${from}::date and i.stay_date < ${to}::date`);
  const rows = (result as unknown as { rows: Array<{ id: number; date: string; left_: number }> }).rows;
  const free = new Map<number, boolean[]>();
  const span = NEXT_AVAILABLE_DAYS + length;
  for (const r of rows) {
    const days = free.get(r.id) ?? new Array<boolean>(span).fill(false);
    days[daysBetween(from, r.date)] = r.left_ >= roomCount;
    free.set(r.id, days);
  }
  for (let d = 0; d < NEXT_AVAILABLE_DAYS; d++) {
    for (const days of free.values()) {
      let ok = true;
      for (let k = 0; k < length && ok; k++) ok = days[d + k];
      if (ok) return addDays(from, d);
    }
  }
  return null;
}
