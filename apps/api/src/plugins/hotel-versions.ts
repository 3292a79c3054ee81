// app.hotelVersions: the process's board of hotel data_versions (cache/hotel-version-board.ts)
// that every cached read asks before it looks in its response cache. Its poll starts with the
// app and stops before the database closes.
import fp from 'fastify-plugin';
import { HotelVersionBoard } from '../cache/hotel-version-board.ts';
import type { WriteTracker } from '../db/write-tracker.ts';

/** A failing poll is logged at most this often; requests read the version themselves meanwhile. */
const POLL_ERROR_LOG_MS = 10_000;

export default fp<{ writes: WriteTracker }>(async (app, { writes }) => {
  let loggedAt = -Infinity;
  const board = new HotelVersionBoard({
    db: app.db,
    writes,
    onPollError(error) {
      const now = performance.now();
      if (now - loggedAt < POLL_ERROR_LOG_MS) return;
      loggedAt = now;
      app.log.warn({ err: error }, 'hotel version poll failed; cached reads read the version per request until it recovers');
    },
  });
  app.decorate('hotelVersions', board);
  app.addHook('onReady', async () => board.start());
  app.addHook('preClose', async () => board.stop());
}, { name: 'noren-hotel-versions' });
