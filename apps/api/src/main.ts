// The server process: read the environment, open and migrate the database, make sure the client
// apps exist, load the demo data, listen; on SIGTERM or SIGINT drain and exit cleanly. As a worker
// of cluster.ts the primary has done the migration and the seed already, once for all workers.
import cluster from 'node:cluster';
import { systemClock } from '@noren/core/domain';
import { buildApp } from './app.ts';
import { configOrExit, type Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { prepareDatabase } from './prepare-database.ts';
import { DEMO_HOTELS } from './seed/index.ts';
import { largeHotelSeed } from './seed/large-hotel.ts';
import { demoBookingsLog, seedDemoBookings } from './seed/demo-bookings/index.ts';
import { storeDemoPhotos } from './seed/photos/demo-photos.ts';

async function main(): Promise<void> {
    // The one place the environment enters the API (lint: noren/api-config-read-once).
  // eslint-disable-next-line no-restricted-properties
  const config: Config = configOrExit(process.env);

  const database = await createDatabase(config);
  if (!cluster.isWorker) await prepareDatabase(database, config);

  const app = await buildApp({ config, database, clock: systemClock, logger: true });
  // The demo rooms' photo files, into this server's object store (a no-op when they are there);
  // a cluster's primary stored them before forking.
  if (config.demo && !cluster.isWorker) await storeDemoPhotos(app.storage, config.benchHotel ? [...DEMO_HOTELS, largeHotelSeed()] : DEMO_HOTELS);
  app.log.info({ kind: database.kind, demo: config.demo, version: config.version }, 'database ready');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    // Whatever hangs (a stuck query, a client holding a connection open) must not keep the
    // process from exiting; the orchestrator is waiting for it.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting now');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    // Jobs stop first (no new run; the runs in flight finish, within the shutdown timeout), then
    // close() stops listening, waits for in-flight requests and runs onClose (closes the database).
    app.jobs
      .stop(config.shutdownTimeoutMs)
      .then(() => app.close())
      .then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  // The job queue (jobs/queue.ts): with NOREN_JOBS on, this process also works jobs and keeps
  // the schedules; off, it only queues them. pg-boss makes its schema on the first start.
  await app.jobs.start();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(`Noren is listening on ${shown} (booking ${shown}/, admin ${shown}/admin/, kiosk ${shown}/kiosk/)`);
  // The demo's bookings, once, through the modules' own operations (seed/demo-bookings): after
  // listen, since ~200 bookings take a while on PGlite and the apps work without them meanwhile.
  if (config.demo) {
    seedDemoBookings(app).then(
      (r) => { if (!r.skipped) app.log.info(demoBookingsLog(r), 'demo bookings written'); },
      (error: unknown) => app.log.error({ err: error }, 'demo bookings failed'),
    );
  }
  // QR codes (the kiosk's pay links, the confirmation's kiosk code) carry NOREN_PUBLIC_URL: a
  // phone that scans a localhost address opens its own, not this server.
  if (publicUrlIsLocal(config.publicUrl)) {
    app.log.warn(`NOREN_PUBLIC_URL is ${config.publicUrl}: QR codes will not open on a guest's phone. Set it to the address guests reach (README "Kiosk").`);
  }
}

function publicUrlIsLocal(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host);
}

main().catch((error: unknown) => {
  console.error('Noren failed to start:', error);
  process.exit(1);
});
