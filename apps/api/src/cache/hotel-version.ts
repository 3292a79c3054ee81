// The one query a cached read always makes: the hotel's current data_version (and the little a
// cache key needs before anything else is loaded), by the primary key or the unique code.
import { sql } from 'drizzle-orm';
import type { Language } from '@noren/core/domain';
import type { Executor } from '../db/database.ts';

export interface HotelVersion {
  id: number;
  code: string;
  version: number;
  timeZone: string;
  bookLanguages: Language[];
}

/** The same bound the hotel routes use: a larger number cannot be a serial id. */
const MAX_SERIAL_ID = 2_147_483_647;

/**
 * `ref` is the numeric id or the code (hotel routes accept either); `byCodeOnly` for routes whose
 * parameter is a code. data_version travels as float8 so both drivers give a number: exact up to
 * 2^53 bumps, which no hotel will reach.
 */
export async function readHotelVersion(db: Executor, ref: string, byCodeOnly = false): Promise<HotelVersion | undefined> {
  const byId = !byCodeOnly && /^[0-9]+$/.test(ref);
  if (byId && Number(ref) > MAX_SERIAL_ID) return undefined;
  const where = byId ? sql`h.id = ${Number(ref)}` : sql`h.code = ${ref}`;
  const result = await db.execute(sql`
    select h.id, h.code, h.data_version::float8 as version, h.time_zone as "timeZone", h.book_languages as "bookLanguages"
      from hotels h where ${where} limit 1`);
  return (result as unknown as { rows: HotelVersion[] }).rows[0];
}
