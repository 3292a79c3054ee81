// Waking the sender: a module that queued a mail (outbox.ts queueMail, in its change's
// transaction) calls kickSender after commit, so the mail goes now rather than at the send-mail
// job's next run. The sender renders with the app's renderer (app.mailRenderer, wired by app.ts).
import type { FastifyInstance } from 'fastify';
import { sendDueMail } from './outbox.ts';
import { mailTransport } from './transport.ts';

// Keyed by the database: routes see their plugin's own Fastify instance, which shares the app's db.
const inFlight = new WeakMap<object, Set<Promise<unknown>>>();

/** Sends due mail in the background, after a commit queued some; errors are logged, never thrown. */
export function kickSender(app: FastifyInstance): void {
  const running = inFlight.get(app.db) ?? new Set<Promise<unknown>>();
  inFlight.set(app.db, running);
  const run: Promise<unknown> = sendDueMail(app, mailTransport(app.config.mail), app.log)
    .catch((error: unknown) => app.log.warn({ err: error }, 'mail sender failed'))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once the senders kickSender started have finished: tests read the outbox after it. */
export async function kickedSendersDone(app: FastifyInstance): Promise<void> {
  for (let running = inFlight.get(app.db); running && running.size > 0; ) await Promise.allSettled([...running]);
}
