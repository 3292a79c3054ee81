// The query behind every cached read: the hotel's current data_version (and the little a cache key
// needs before anything else is loaded), by the primary key or the unique code. Requests get it
// from the board (hotel-version-board.ts), which serves it from memory while fresh and falls back
// to HotelVersionReader below for a request it cannot answer.
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

/**
 * The hotel's version as one number (migration 0025): the hotel row's data_version (catalogue
 * changes), plus the stock changes already folded into hotel_stock_versions, plus those appended
 * since. Every committed change adds one, whichever part it lands in, so the sum still moves with
 * every change and never goes back.
 */
export const VERSION = sql.raw('noren_hotel_version(h.id)::float8');

/**
 * Folds appended stock bumps into hotel_stock_versions, up to `limit` rows at a time, leaving each
 * hotel's version as it was (one statement: a reader sees the rows or their sum, never both or
 * neither). SKIP LOCKED: two processes folding at once take different rows. Returns the rows folded.
 */
export async function foldVersionBumps(db: Executor, limit = 10_000): Promise<number> {
  // A plain read first: with nothing to fold, no write is made (a write makes the version board
  // distrust what it read before it, db/write-tracker.ts).
  const pending = await db.execute(sql`select exists (select 1 from hotel_version_bumps) as pending`);
  if (!(pending as unknown as { rows: Array<{ pending: boolean }> }).rows[0]?.pending) return 0;
  const result = await db.execute(sql`
    with moved as (
      delete from hotel_version_bumps where id in (select id from hotel_version_bumps order by id limit ${limit} for update skip locked)
      returning hotel_id),
    sums as (select hotel_id, count(*)::bigint as n from moved group by hotel_id),
    folded as (
      insert into hotel_stock_versions (hotel_id, bumps) select hotel_id, n from sums
        on conflict (hotel_id) do update set bumps = hotel_stock_versions.bumps + excluded.bumps
        returning bumps)
    select coalesce((select sum(n) from sums), 0)::int as n, (select count(*) from folded)::int as hotels`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/** The same bound the hotel routes use: a larger number cannot be a serial id. */
export const MAX_SERIAL_ID = 2_147_483_647;

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
    select h.id, h.code, ${VERSION} as version, h.time_zone as "timeZone", h.book_languages as "bookLanguages"
      from hotels h where ${where} limit 1`);
  return (result as unknown as { rows: HotelVersion[] }).rows[0];
}

/**
 * Reads hotel versions for many concurrent requests with few queries, without ever answering a
 * request with a version read before it arrived. A request that finds a read already running
 * cannot use it (a change committed just before the request might not be in it), so it waits for
 * the next read, which starts when the running one ends and is shared by every request that
 * arrived meanwhile. Under load that is one query per database round trip per hotel instead of
 * one per request, and a booking committed before a request is always seen by it.
 */
export class HotelVersionReader {
  private readonly running = new Map<string, Promise<HotelVersion | undefined>>();
  private readonly queued = new Map<string, Promise<HotelVersion | undefined>>();

  constructor(private readonly db: Executor) {}

  read(ref: string, byCodeOnly = false): Promise<HotelVersion | undefined> {
    const key = `${byCodeOnly ? 'code' : 'ref'}:${ref}`;
    const queued = this.queued.get(key);
    if (queued) return queued;
    const running = this.running.get(key);
    if (!running) return this.start(key, ref, byCodeOnly);
    const next = running.then(noop, noop).then(() => {
      this.queued.delete(key);
      return this.start(key, ref, byCodeOnly);
    });
    this.queued.set(key, next);
    return next;
  }

  private start(key: string, ref: string, byCodeOnly: boolean): Promise<HotelVersion | undefined> {
    const read: Promise<HotelVersion | undefined> = readHotelVersion(this.db, ref, byCodeOnly).finally(() => {
      if (this.running.get(key) === read) this.running.delete(key);
    });
    this.running.set(key, read);
    return read;
  }
}

const noop = () => undefined;
