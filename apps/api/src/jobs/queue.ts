// The server's jobs on a PostgreSQL job queue (pg-boss 10), in the app's own database: periodic
// runs on schedules (jobs/definitions.ts says how each period runs once across processes),
// one-off jobs sent by the modules (app.jobs.send), retries with backoff, one run at a time where
// a queue is `stately`. Handlers get the app, so what a job does reads app.clock.
//
// Why pg-boss and not graphile-worker: graphile-worker needs a pg Pool of its own with LISTEN and
// a session, so it cannot run on PGlite, the embedded default (and its current versions need
// Node 22.18; Noren supports 20.19). pg-boss takes any `db` with executeSql(text, values)
// (jobs/queue-database.ts), so the same queue runs on PGlite for `npm start` and on PostgreSQL
// for any number of processes. pg-boss 10, as 11 needs Node 22.
//
// Start-up: pg-boss creates its schema (`pgboss`) on the first start (about 0.3 s on PGlite, and
// 0.05 s a queue); later starts only check its version. Nothing starts it but start() (main.ts)
// or the first send(): test apps never pay for it unless a test uses the queue.
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config.ts';
import { DEFAULT_EXPIRE_SECONDS, ONE_OFF_RETRY, PERIODIC_RETRY, type JobDefinition } from './definitions.ts';
import type { QueueDatabase } from './queue-database.ts';

export interface SendOptions {
  /** Wait this long (wall time) before the first run. */
  startAfterSeconds?: number;
  /** With a `singleton` or `stately` queue: one run at a time per key. */
  singletonKey?: string;
}

export interface DueRuns {
  completed: number;
  failed: number;
}

/** Completed runs are moved out of the queue's table after an hour (pg-boss's archive), and dropped after a week. */
const ARCHIVE_COMPLETED_SECONDS = 60 * 60;
const DELETE_AFTER_DAYS = 7;
/** pg-boss's upkeep (failing expired runs, archiving), one process at a time: each minute instead of two. */
const MAINTENANCE_SECONDS = 60;

export class JobQueue {
  private readonly definitions: ReadonlyMap<string, JobDefinition>;
  /** Queues and schema ready, nothing worked: what send() and runDue() need. */
  private idle: Promise<PgBoss> | null = null;
  /** With config.work: the schedules, the workers and pg-boss's upkeep. */
  private working: Promise<PgBoss> | null = null;
  private readonly workers = new Map<string, string>();
  /** Handlers running in this process: stop() waits for them before the database may close. */
  private readonly runs = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: QueueDatabase,
    private readonly config: JobsConfig,
    jobs: readonly JobDefinition[],
  ) {
    for (const job of jobs) if (!QUEUE_NAME.test(job.name)) throw new Error(`bad job name ${job.name}: lower-case letters, digits, - and _`);
    this.definitions = new Map(jobs.map((job) => [job.name, job]));
  }

  /**
   * Starts the queue as config.jobs says: with `work`, this process keeps the schedules, works
   * every queue and does pg-boss's upkeep (expiring stuck runs, archiving); without, it only
   * makes sure the queues exist, for send(). main.ts calls it at start; tests that use the queue
   * call it themselves. Calling it again changes nothing.
   */
  async start(): Promise<void> {
    const idle = await this.ready();
    if (!this.config.work) return;
    this.working ??= this.startWorking(idle).catch((error: unknown) => {
      this.working = null;
      throw error;
    });
    await this.working;
  }

  /**
   * Queues a one-off run of `name` (a job of jobs/definitions.ts), with `data` for its handler;
   * returns its id, or null when a `stately` queue already has a run waiting. Wakes this
   * process's worker for it at once.
   */
  async send(name: string, data?: object, options: SendOptions = {}): Promise<string | null> {
    this.definition(name);
    const boss = await this.current();
    const id = await boss.send(name, data ?? {}, {
      ...(options.startAfterSeconds !== undefined && { startAfter: options.startAfterSeconds }),
      ...(options.singletonKey !== undefined && { singletonKey: options.singletonKey }),
    });
    const worker = this.workers.get(name);
    if (worker && !options.startAfterSeconds) boss.notifyWorker(worker);
    return id;
  }

  /**
   * Tests: works the runs of `name` that are due now, through the queue (fetched, run, then
   * completed or failed, so retries and their backoff apply), without waiting for a worker's
   * poll; `ignoreStartAfter` takes a retry before its backoff has passed too.
   */
  async runDue(name: string, options: { ignoreStartAfter?: boolean } = {}): Promise<DueRuns> {
    const job = this.definition(name);
    const boss = await this.current();
    const done: DueRuns = { completed: 0, failed: 0 };
    // One fetch: a run that fails here is not taken again by the same call.
    const due = await boss.fetch<object | null>(name, { batchSize: 100, ignoreStartAfter: options.ignoreStartAfter ?? false });
    for (const next of due) {
      let output: object | undefined;
      try {
        output = toOutput(await this.execute(job, next));
      } catch (error) {
        await boss.fail(name, next.id, { message: error instanceof Error ? error.message : String(error) });
        done.failed++;
        continue;
      }
      await boss.complete(name, next.id, output);
      done.completed++;
    }
    return done;
  }

  /**
   * Stops working: no new run starts, and the runs in flight finish, with their outcome recorded,
   * before this resolves (the app's onClose calls it before the database's). A run still going
   * after `timeoutMs` is marked failed, so another process retries it; this one still waits for
   * it, as main.ts's shutdown timeout bounds.
   */
  async stop(timeoutMs = 30_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    const bosses = await Promise.all([this.working, this.idle].map((b) => b?.catch(() => null)));
    for (const boss of bosses) await boss?.stop({ graceful: true, close: false, timeout: timeoutMs });
    // A worker whose fetch was in flight still runs what it fetched, and pg-boss then completes
    // it without awaiting: wait until neither a run nor a statement is left after a turn.
    do {
      await Promise.allSettled([...this.runs]);
      await this.db.settled();
      await new Promise((resolve) => setImmediate(resolve));
    } while (this.runs.size > 0 || this.db.busy);
    await this.db.close();
  }

  /** The working boss once started, else the idle one. */
  private current(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the job queue is stopped'));
    return this.working ?? this.ready();
  }

  private ready(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the job queue is stopped'));
    this.idle ??= this.open(false).then(
      async (boss) => {
        await this.createQueues(boss);
        return boss;
      },
      (error: unknown) => {
        this.idle = null;
        throw error;
      },
    );
    return this.idle;
  }

  /**
   * pg-boss 10's createQueue is not safe against itself: two processes creating one queue at once
   * deadlock (each new queue is a partition of pgboss.job with a foreign key to pgboss.queue, and
   * each holds a lock the other's needs), as a cluster's workers do on a new database. So the
   * missing queues, pg-boss's own schedule queue among them, are made in one transaction under an
   * advisory lock, one process at a time; the next finds them made.
   */
  private async createQueues(boss: PgBoss): Promise<void> {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    const wanted: Array<[string, object]> = [[SCHEDULE_QUEUE, { policy: 'standard' }], ...[...this.definitions.values()].map((job): [string, object] => [job.name, queueOptions(job)])];
    const missing = wanted.filter(([name]) => !existing.has(name));
    if (missing.length > 0) {
      const creates = missing.map(([name, options]) => `SELECT ${SCHEMA}.create_queue(${literal(name)}, ${literal(JSON.stringify(options))}::json);`);
      await this.db.executeSql(['BEGIN;', `SELECT pg_advisory_xact_lock(${QUEUES_LOCK});`, ...creates, 'COMMIT;'].join('\n'));
    }
    // A queue made by an older version keeps its options otherwise.
    for (const job of this.definitions.values()) await boss.updateQueue(job.name, queueOptions(job));
  }

  private async startWorking(idle: PgBoss): Promise<PgBoss> {
    // The schedules are stored before the working boss starts: its first look at them comes
    // right at its start.
    const periodic = [...this.definitions.values()].filter((job) => job.cron !== undefined);
    for (const job of periodic) await idle.schedule(job.name, this.config.cronOverride ?? job.cron!, {}, { tz: 'UTC' });
    // A job no longer periodic (or gone) loses the schedule an older version left.
    for (const { name } of await idle.getSchedules()) if (!periodic.some((job) => job.name === name)) await idle.unschedule(name);
    const boss = await this.open(true);
    for (const job of this.definitions.values()) {
      const id = await boss.work<object | null>(job.name, { pollingIntervalSeconds: this.config.pollSeconds, batchSize: 1 }, async ([next]) =>
        toOutput(await this.execute(job, next!)),
      );
      this.workers.set(job.name, id);
    }
    return boss;
  }

  private async open(work: boolean): Promise<PgBoss> {
    const boss = new PgBoss({
      db: this.db,
      schedule: work,
      supervise: work,
      pollingIntervalSeconds: this.config.pollSeconds,
      // How often a process looks at the schedules (one look per interval across processes, by
      // pgboss.version.cron_on) and moves due runs into their queues.
      cronMonitorIntervalSeconds: this.config.scheduleSeconds,
      cronWorkerIntervalSeconds: this.config.scheduleSeconds,
      archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
      deleteAfterDays: DELETE_AFTER_DAYS,
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    });
    // pg-boss reports failed polls and upkeep here; unheard, an 'error' event would end the process.
    boss.on('error', (error) => this.app.log.error({ err: error }, 'job queue error'));
    await boss.start();
    return boss;
  }

  private async execute(job: JobDefinition, next: PgBoss.Job<object | null>): Promise<unknown> {
    const run = job.run(this.app, next.data ?? undefined);
    this.runs.add(run);
    try {
      return await run;
    } catch (error) {
      this.app.log.error({ err: error, job: job.name, job_id: next.id }, 'job failed');
      throw error;
    } finally {
      this.runs.delete(run);
    }
  }

  private definition(name: string): JobDefinition {
    const job = this.definitions.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  }
}

/** pg-boss's schema, and the queue its cron moves due runs through (pg-boss 10's timekeeper.js). */
const SCHEMA = 'pgboss';
const SCHEDULE_QUEUE = '__pgboss__send-it';
/** The advisory lock the queues are made under: "NJob" in ASCII. */
const QUEUES_LOCK = 0x4e4a6f62;
/** Queue names go into SQL as literals: ours are constants, checked so nothing else does. */
const QUEUE_NAME = /^[a-z0-9_-]{1,100}$/;

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function queueOptions(job: JobDefinition): PgBoss.Queue {
  const retry = job.retry ?? (job.cron !== undefined ? PERIODIC_RETRY : ONE_OFF_RETRY);
  return {
    name: job.name,
    policy: job.policy ?? (job.cron !== undefined ? 'stately' : 'standard'),
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
  };
}

/** What a run returned, as pg-boss keeps it with the job (an object; anything else wrapped). */
function toOutput(result: unknown): object | undefined {
  if (result === undefined || result === null) return undefined;
  return typeof result === 'object' ? result : { value: result };
}
