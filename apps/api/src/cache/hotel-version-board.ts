// Each process's view of the hotels' data_version, kept current by one shared poll instead of a
// database round trip per request. A cached read asks the board; the board answers from memory
// when its row is fresh, and otherwise reads the version for that request (HotelVersionReader,
// the pre-board behaviour). What it promises, and how:
//
//   - A booking never relies on it: inventory and price checks run in the booking's own
//     transaction against the tables (reservations/stock.ts). Only cached reads use the board.
//   - A change committed by this process is seen by its next request: the drivers report every
//     finished write (db/write-tracker.ts), and a row read before the last write finished is not
//     served; the request reads the version itself.
//   - A change committed by another process is seen within MAX_STALE_MS (250 ms): a row is served
//     only while the read that produced it started less than that long ago. The poll refreshes
//     every known hotel every POLL_MS (100 ms), in one query, whatever the request rate.
//   - If the poll fails or falls behind (database slow or unreachable, event loop stalled), the
//     board stops answering once the last good poll started more than MAX_STALE_MS ago, and every
//     request reads the version itself, as before the board, until a poll succeeds again.
// It also folds the stock bumps bookings append (migration 0025) every FOLD_MS, apart from the
// poll so a slow fold never delays it: the version each hotel reads stays a few rows' count.
// Rows are kept only for hotels asked for (the first request for a hotel reads it), so the poll
// stays one small indexed query however many hotels the database holds.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { WriteTracker } from '../db/write-tracker.ts';
import { foldVersionBumps, HotelVersionReader, MAX_SERIAL_ID, VERSION, type HotelVersion } from './hotel-version.ts';

/** How often the shared poll reads every known hotel's version. */
export const POLL_MS = 100;
/** The oldest a served version may be: a change made by another process shows within this. */
export const MAX_STALE_MS = 250;
/** How often appended stock bumps are folded into their sum (cache/hotel-version.ts foldVersionBumps). */
export const FOLD_MS = 1_000;

export interface HotelVersionBoardOptions {
  db: Executor;
  writes: WriteTracker;
  pollMs?: number;
  maxStaleMs?: number;
  /** Monotonic milliseconds (real elapsed time, not the business clock). */
  now?: () => number;
  /** Told when a poll fails; the board keeps going and serves per-request reads meanwhile. */
  onPollError?: (error: unknown) => void;
}

interface Row {
  value: HotelVersion;
  /** WriteTracker mark taken before the read that produced `value` started. */
  mark: number;
  /** now() when that read started. */
  at: number;
}

export interface BoardStats {
  /** Answers served from memory. */
  served: number;
  /** Answers that read the database for their request (no row, a stale row, or after a local write). */
  fallbacks: number;
  polls: number;
  pollErrors: number;
}

export class HotelVersionBoard {
  private readonly rows = new Map<number, Row>();
  private readonly ids = new Map<string, number>();
  private readonly reader: HotelVersionReader;
  private readonly pollMs: number;
  private readonly maxStaleMs: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private foldTimer: NodeJS.Timeout | null = null;
  private folding: Promise<void> | null = null;
  private polling: Promise<void> | null = null;
  private stopped = true;
  /** now() when the last successful poll started: the board answers only while this is recent. */
  private livePollAt = -Infinity;
  readonly stats: BoardStats = { served: 0, fallbacks: 0, polls: 0, pollErrors: 0 };

  constructor(private readonly options: HotelVersionBoardOptions) {
    this.reader = new HotelVersionReader(options.db);
    this.pollMs = options.pollMs ?? POLL_MS;
    this.maxStaleMs = options.maxStaleMs ?? MAX_STALE_MS;
    this.now = options.now ?? (() => performance.now());
  }

  /** Same contract as HotelVersionReader.read: `ref` is the id or the code; `byCodeOnly` for code routes. */
  read(ref: string, byCodeOnly = false): Promise<HotelVersion | undefined> | HotelVersion {
    const row = this.fresh(ref, byCodeOnly);
    if (row) {
      this.stats.served++;
      return row.value;
    }
    this.stats.fallbacks++;
    const mark = this.options.writes.mark();
    const at = this.now();
    return this.reader.read(ref, byCodeOnly).then((value) => {
      if (value) this.remember(value, mark, at);
      return value;
    });
  }

  /** Starts the shared poll (unref'd: it never keeps the process alive). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
    this.foldTimer = setInterval(() => {
      this.folding ??= foldVersionBumps(this.options.db).then(() => undefined, (error: unknown) => this.options.onPollError?.(error)).finally(() => {
        this.folding = null;
      });
    }, FOLD_MS);
    this.foldTimer.unref();
  }

  /** Stops polling and waits for a poll in flight; rows go stale and reads fall back. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.foldTimer) clearInterval(this.foldTimer);
    this.timer = null;
    this.foldTimer = null;
    await Promise.all([this.polling, this.folding]);
  }

  /** One poll now (tests; the timer calls it too). Never rejects. */
  poll(): Promise<void> {
    this.polling ??= this.pollOnce().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private fresh(ref: string, byCodeOnly: boolean): Row | undefined {
    const byId = !byCodeOnly && /^[0-9]+$/.test(ref);
    const id = byId ? Number(ref) : this.ids.get(ref);
    if (id === undefined) return undefined;
    const row = this.rows.get(id);
    if (!row || (!byId && row.value.code !== ref)) return undefined;
    if (row.mark < this.options.writes.lastWrite) return undefined;
    const now = this.now();
    if (now - row.at > this.maxStaleMs || now - this.livePollAt > this.maxStaleMs) return undefined;
    return row;
  }

  private remember(value: HotelVersion, mark: number, at: number): void {
    const known = this.rows.get(value.id);
    if (known && known.mark > mark) return;
    if (known && known.value.code !== value.code) this.ids.delete(known.value.code);
    this.rows.set(value.id, { value, mark, at });
    this.ids.set(value.code, value.id);
  }

  private forget(id: number, mark: number): void {
    const known = this.rows.get(id);
    if (!known || known.mark > mark) return;
    this.rows.delete(id);
    if (this.ids.get(known.value.code) === id) this.ids.delete(known.value.code);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.poll().then(() => this.schedule());
    }, this.pollMs);
    this.timer.unref();
  }

  private async pollOnce(): Promise<void> {
    const ids = [...this.rows.keys()];
    const mark = this.options.writes.mark();
    const at = this.now();
    if (ids.length === 0) {
      this.livePollAt = at;
      return;
    }
    try {
      const found = await readHotelVersions(this.options.db, ids);
      this.stats.polls++;
      const seen = new Set<number>();
      for (const value of found) {
        seen.add(value.id);
        this.remember(value, mark, at);
      }
      // A hotel that is gone: its next request reads (and answers "not found").
      for (const id of ids) if (!seen.has(id)) this.forget(id, mark);
      this.livePollAt = Math.max(this.livePollAt, at);
    } catch (error) {
      this.stats.pollErrors++;
      this.options.onPollError?.(error);
    }
  }
}

/** Every given hotel's version row, in one query (the same columns as readHotelVersion). */
async function readHotelVersions(db: Executor, ids: number[]): Promise<HotelVersion[]> {
  const list = sql.join(ids.filter((id) => id <= MAX_SERIAL_ID).map((id) => sql`${id}`), sql`, `);
  const result = await db.execute(sql`
    select h.id, h.code, ${VERSION} as version, h.time_zone as "timeZone", h.book_languages as "bookLanguages"
      from hotels h where h.id in (${list})`);
  return (result as unknown as { rows: HotelVersion[] }).rows;
}
