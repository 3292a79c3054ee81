// The server's jobs: what each does (run, which reads app.clock, never the wall clock, so tests
// move a ManualClock and call run directly) and how the queue treats it (jobs/queue.ts). A
// schedule is wall time, how often to look; what a run finds due is decided by app.clock.
//
// Periodic jobs run on pg-boss's cron: every working process holds the schedules; every 30 s one
// of them (the first to move pgboss.version.cron_on) looks for due runs and queues each keyed to
// its minute (a singleton key and a 60-second slot, unique in the table), so across any number
// of processes a period runs once.
// Cron's finest step is a minute, so the 3-D Secure expiry that looked every 30 s now looks every
// minute: its window is 15 minutes. Their queues are `stately`: never two runs of a job at once,
// and at most one waiting behind the one running (a run longer than its period skips, as the
// timers it replaced did, instead of piling up).
import type { FastifyInstance } from 'fastify';
import { sendDueMail } from '../mail/outbox.ts';
import { mailTransport } from '../mail/transport.ts';
import { purgeExpiredExports } from '../modules/organisation-admin/index.ts';
import { sweepPayLinkPayments } from '../modules/pay-links/index.ts';
import { payLinkHooks } from '../pay-link-hooks.ts';
import { expirePendingPayments } from './expire-pending-payments.ts';
import { purgeUploads } from './purge-unlinked-uploads.ts';

/** pg-boss's queue policies this server uses: `stately` for one run at a time (see above). */
export type QueuePolicy = 'standard' | 'stately' | 'singleton';

export interface RetryPolicy {
  /** Attempts after the first. */
  limit: number;
  /** Seconds before the first retry; with backoff, doubled each time (pg-boss adds jitter). */
  delaySeconds: number;
  backoff: boolean;
}

export interface JobDefinition<Data = unknown> {
  name: string;
  /** The work; a throw fails the attempt (logged, and retried per `retry`). */
  run(app: FastifyInstance, data?: Data): Promise<unknown>;
  /** A cron expression in UTC for a periodic job; one-off jobs (app.jobs.send) have none. */
  cron?: string;
  /** Default: `stately` for periodic jobs, `standard` for one-off ones. */
  policy?: QueuePolicy;
  /** Default: PERIODIC_RETRY or ONE_OFF_RETRY. */
  retry?: RetryPolicy;
  /** A run still going after this is failed (and retried); default DEFAULT_EXPIRE_SECONDS. */
  expireInSeconds?: number;
}

/** A periodic run that failed is tried again twice, after about 10-20 s and 20-40 s; the next period comes anyway. */
export const PERIODIC_RETRY: RetryPolicy = { limit: 2, delaySeconds: 10, backoff: true };
/** A one-off job has no next period: five more tries, from about 30 s to about 16 minutes apart. */
export const ONE_OFF_RETRY: RetryPolicy = { limit: 5, delaySeconds: 30, backoff: true };
/**
 * How long a run may take before pg-boss fails it (and retries it). It is also how long a process
 * killed mid-run holds its job's `stately` queue (pg-boss notices at its next upkeep, each
 * minute): 5 minutes, as the mail outbox's and the pay-link sweep's own claims are held.
 */
export const DEFAULT_EXPIRE_SECONDS = 5 * 60;

export const EVERY_MINUTE = '* * * * *';

export const JOBS: readonly JobDefinition[] = [
  // Ends 3-D Secure challenges nobody answered (15 minutes) and the bookings waiting on them.
  { name: 'expire-pending-payments', cron: EVERY_MINUTE, run: expirePendingPayments },
  // Mail queued by bookings, updates, cancellations and sign-ups (rendered here), and retries of
  // what failed (the outbox's own backoff decides when a mail is due again).
  { name: 'send-mail', cron: EVERY_MINUTE, run: (app) => sendDueMail(app, mailTransport(app.config.mail), app.log) },
  // Uploads never linked to a reservation, 24 hours after they were made, and temporary files a
  // process that died mid-upload left, after 6 hours (purge-unlinked-uploads.ts).
  { name: 'purge-unlinked-uploads', cron: '0 * * * *', run: purgeUploads },
  // Reservation export files, 24 hours after the export (modules/organisation-admin/exports.ts).
  { name: 'purge-organisation-exports', cron: '*/5 * * * *', run: purgeExpiredExports },
  // Pay-link capture claims older than their lease (the capturing process died): settled from the
  // gateway's status; then payments left pending (3-D Secure never finished, or the guest never
  // came back) for 30 minutes: voided at the gateway (modules/pay-links/sweep.ts).
  {
    name: 'sweep-pay-link-authorisations',
    cron: EVERY_MINUTE,
    run: (app) => sweepPayLinkPayments({ db: app.db, clock: app.clock, gateway: app.payments, hooks: payLinkHooks(app), log: app.log }),
  },
];
