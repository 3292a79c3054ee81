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
    select h.id, h.code, h.data_version::float8 as version, h.time_zone as "timeZone", h.book_languages as "bookLanguages"
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
