// Runs the server's periodic jobs. Intervals are wall time (how often to look); what a job does
// depends only on app.clock. A run never overlaps the previous one, and stop() waits for the run
// in flight so shutdown does not close the database under it.
import type { FastifyInstance } from 'fastify';
import { sendDueMail } from '../mail/outbox.ts';
import { mailTransport } from '../mail/transport.ts';
import { expirePendingPayments } from './expire-pending-payments.ts';
import { purgeUploads } from './purge-unlinked-uploads.ts';
import { purgeExpiredExports } from '../modules/organisation-admin/index.ts';
import { sweepPayLinkPayments } from '../modules/pay-links/index.ts';
import { payLinkHooks } from '../pay-link-hooks.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(app: FastifyInstance): Promise<unknown>;
}

export const JOBS: readonly Job[] = [
  { name: 'expire-pending-payments', everyMs: 30_000, run: expirePendingPayments },
  // Mail queued by bookings, updates, cancellations and sign-ups (rendered here), and retries of what failed (the outbox's backoff decides when).
  { name: 'send-mail', everyMs: 60_000, run: (app) => sendDueMail(app, mailTransport(app.config.mail), app.log) },
  // Uploads never linked to a reservation, 24 hours after they were made, and temporary files a
  // process that died mid-upload left, after 6 hours (purge-unlinked-uploads.ts).
  { name: 'purge-unlinked-uploads', everyMs: 60 * 60_000, run: purgeUploads },
  // Reservation export files, 24 hours after the export (modules/organisation-admin/exports.ts).
  { name: 'purge-organisation-exports', everyMs: 5 * 60_000, run: purgeExpiredExports },
  // Pay-link capture claims older than their lease (the capturing process died): settled from the
  // gateway's status; then payments left pending (3-D Secure never finished, or the guest never
  // came back) for 30 minutes: voided at the gateway (modules/pay-links/sweep.ts).
  {
    name: 'sweep-pay-link-authorisations', everyMs: 60_000,
    run: (app) => sweepPayLinkPayments({ db: app.db, clock: app.clock, gateway: app.payments, hooks: payLinkHooks(app), log: app.log }),
  },
];

export function startJobs(app: FastifyInstance, jobs: readonly Job[] = JOBS): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const run = job.run(app).catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed')).finally(() => {
        busy = false;
        running.delete(run);
      });
      running.add(run);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...running]);
  };
}
