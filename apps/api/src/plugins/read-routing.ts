// app.staleReads: where a read that may be a second stale goes (search, availability and
// inventory calendars, a selection's price, the widget's settings). With DATABASE_REPLICA_URL it
// is the replica, with a hotel version board of its own, while db/replica-lag.ts says the replica
// is within config.replicaMaxLagMs of the primary; otherwise, and without a replica, the primary
// and app.hotelVersions. A route takes both at once (pick), so that a cached answer is always
// keyed by a version read from the database it was built from: the replica's version is never
// ahead of its data, so nothing built from a lagging replica is stored under the primary's newer
// version. Bookings, payments and every read-after-write use app.db and never come here.
import fp from 'fastify-plugin';
import { HotelVersionBoard } from '../cache/hotel-version-board.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { ReplicaLag } from '../db/replica-lag.ts';

/** A failing poll is logged at most this often. */
const POLL_ERROR_LOG_MS = 10_000;

export interface StaleRead {
  db: Database;
  versions: HotelVersionBoard;
}

export interface StaleReads {
  /** The database (and its board) for one request's stale-tolerant reads. */
  pick(): StaleRead;
  /** How many picks each side answered (tests, diagnostics). */
  readonly stats: { replica: number; primary: number };
}

export default fp<{ handle: DatabaseHandle; maxLagMs: number }>(async (app, { handle, maxLagMs }) => {
  const primary: StaleRead = { db: app.db, versions: app.hotelVersions };
  const stats = { replica: 0, primary: 0 };
  if (handle.readDb === handle.db) {
    app.decorate('staleReads', { stats, pick: () => (stats.primary++, primary) } satisfies StaleReads);
    return;
  }
  const logged = { board: -Infinity, lag: -Infinity };
  const warn = (what: keyof typeof logged, message: string) => (error: unknown) => {
    const now = performance.now();
    if (now - logged[what] < POLL_ERROR_LOG_MS) return;
    logged[what] = now;
    app.log.warn({ err: error }, message);
  };
  const replica: StaleRead = {
    db: handle.readDb,
    versions: new HotelVersionBoard({ db: handle.readDb, writes: handle.writes, onPollError: warn('board', 'replica hotel version poll failed') }),
  };
  const lag = new ReplicaLag({
    primary: handle.db,
    replica: handle.readDb,
    maxLagMs,
    onPollError: warn('lag', 'replica lag poll failed; stale-tolerant reads go to the primary until it recovers'),
  });
  app.decorate('staleReads', {
    stats,
    pick: () => (lag.fresh() ? (stats.replica++, replica) : (stats.primary++, primary)),
  } satisfies StaleReads);
  app.addHook('onReady', async () => {
    await lag.poll();
    lag.start();
    replica.versions.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all([lag.stop(), replica.versions.stop()]);
  });
}, { name: 'noren-read-routing', dependencies: ['noren-database', 'noren-hotel-versions'] });
