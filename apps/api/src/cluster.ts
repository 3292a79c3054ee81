// `npm run start:cluster`: NOREN_WORKERS API processes (default: one per core) on one PostgreSQL,
// sharing one port through Node's cluster module. The primary serves nothing: it migrates and
// seeds once, stores the demo photos, then forks the workers (main.ts, which skips that work in a
// worker) and forks a new one whenever one dies. SIGTERM or SIGINT is passed to every worker,
// which drains as main.ts does; the primary exits when the last one has.
// PGlite is refused: the embedded database belongs to the one process that opened it.
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { configOrExit, type Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { createObjectStore } from './plugins/storage.ts';
import { prepareDatabase } from './prepare-database.ts';
import { DEMO_HOTELS } from './seed/index.ts';
import { largeHotelSeed } from './seed/large-hotel.ts';
import { storeDemoPhotos } from './seed/photos/demo-photos.ts';

/** A worker that dies sooner than this after starting is restarted after a pause, not at once. */
const QUICK_DEATH_MS = 5_000;
const RESTART_PAUSE_MS = 1_000;

export const PGLITE_REFUSED =
  'npm run start:cluster needs PostgreSQL (DATABASE_URL): the embedded database belongs to the one process that opens it. ' +
  'Set DATABASE_URL, or run one process with npm start.';

function log(message: string): void {
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: `cluster: ${message}` }));
}

async function primary(): Promise<void> {
    // The primary reads the same settings as its workers (each worker's main.ts reads its own).
  // eslint-disable-next-line no-restricted-properties
  const config: Config = configOrExit(process.env);
  if (config.databaseUrl === null) {
    console.error(PGLITE_REFUSED);
    process.exit(2);
  }

  // Once, before any worker starts: the migrations (under their advisory lock all the same), the
  // client apps, the demo data and its photos.
  const database = await createDatabase(config);
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
  if (config.demo) await storeDemoPhotos(createObjectStore(config.storage), config.benchHotel ? [...DEMO_HOTELS, largeHotelSeed()] : DEMO_HOTELS);

  cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.ts', import.meta.url)) });
  const started = new Map<Worker, number>();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, performance.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = performance.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    if (lived < QUICK_DEATH_MS) setTimeout(fork, RESTART_PAUSE_MS);
    else fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${started.size} workers`);
    if (started.size === 0) process.exit(0);
    // SIGTERM whatever came: after Ctrl-C the workers have had SIGINT from the terminal already,
    // and main.ts stops once on each signal.
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  log(`starting ${config.clusterWorkers} workers on port ${config.port}`);
  for (let i = 0; i < config.clusterWorkers; i++) fork();
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly && cluster.isPrimary) {
  primary().catch((error: unknown) => {
    console.error('Noren cluster failed to start:', error);
    process.exit(1);
  });
}
