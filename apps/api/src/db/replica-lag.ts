// Whether the read replica is close enough behind the primary for the reads that may be stale
// (search, availability, the widget's settings: db/read-routing.ts). Every POLL_MS it reads the
// primary's WAL position and the replica's replayed position. The replica is fresh enough when it
// has replayed everything the primary had written `maxLagMs` ago: each primary sample is kept
// with the time its read started, and the replica must be at or past the newest sample at least
// that old. So an answer from the replica misses at most the last maxLagMs (plus a poll) of
// commits, however the lag arises: replay paused or slow, the link down, the replica restarting.
// A failing or stalled poll counts as too far behind: the reads go to the primary until it
// answers again. Times are monotonic (performance.now), not the business clock.
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

export const POLL_MS = 100;

interface Sample {
  at: number;
  lsn: bigint;
}

export interface ReplicaLagOptions {
  primary: Database;
  replica: Database;
  maxLagMs: number;
  pollMs?: number;
  now?: () => number;
  onPollError?: (error: unknown) => void;
}

/** 'X/Y' (two hex halves) to one number that orders like the position. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

export class ReplicaLag {
  private samples: Sample[] = [];
  private replayed: bigint | null = null;
  /** now() when the last successful poll started. */
  private polledAt = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private stopped = true;
  private readonly pollMs: number;
  private readonly now: () => number;

  constructor(private readonly options: ReplicaLagOptions) {
    this.pollMs = options.pollMs ?? POLL_MS;
    this.now = options.now ?? (() => performance.now());
  }

  /** True when the replica holds every commit the primary had made maxLagMs ago. */
  fresh(): boolean {
    const now = this.now();
    const { maxLagMs } = this.options;
    if (this.replayed === null || now - this.polledAt > maxLagMs) return false;
    let target: Sample | undefined;
    for (const sample of this.samples) {
      if (sample.at <= now - maxLagMs) target = sample;
      else break;
    }
    // Younger than maxLagMs since the first poll: the replica must have caught up with that one.
    target ??= this.samples[0];
    return target !== undefined && this.replayed >= target.lsn;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.polling;
  }

  /** One poll now (start and tests; the timer calls it too). Never rejects. */
  poll(): Promise<void> {
    this.polling ??= this.pollOnce().finally(() => {
      this.polling = null;
    });
    return this.polling;
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
    const at = this.now();
    try {
      // The primary first: a position read after it on the replica can only be further on.
      const primary = await position(this.options.primary, sql`select pg_current_wal_lsn()::text as lsn`);
      const replayed = await position(this.options.replica, sql`select pg_last_wal_replay_lsn()::text as lsn`);
      this.samples.push({ at, lsn: primary });
      // Keep the newest sample older than the bound (the one fresh() compares with) and the younger ones.
      const horizon = this.now() - this.options.maxLagMs;
      while (this.samples.length > 1 && this.samples[1].at <= horizon) this.samples.shift();
      this.replayed = replayed;
      this.polledAt = at;
    } catch (error) {
      this.options.onPollError?.(error);
    }
  }
}

async function position(db: Database, query: ReturnType<typeof sql>): Promise<bigint> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ lsn: string | null }> };
  const lsn = result.rows[0]?.lsn;
  // null: not a replica (pg_last_wal_replay_lsn on a primary) or no WAL yet; never fresh.
  if (!lsn) throw new Error('no WAL position (is DATABASE_REPLICA_URL a streaming replica?)');
  return parseLsn(lsn);
}
