// mail_outbox: every mail is written here first, in the transaction of what caused it, so a mail
// exists exactly when its booking, update, cancellation or sign-up committed, and a failure to
// write it rolls that change back (the caller answers 503 and may retry). The row says only what
// to send (kind, reservation, language, payload); a dedupe key, unique, keeps one event from ever
// queueing two mails. Rendering is no work for the transaction: the sender has a row rendered by
// the renderer app.ts gives it (mail-templates/, reading the reservation then), stores the text with
// the row (rendered.ts: the staff console shows it, and every retry sends exactly that), and
// delivers it. This folder is below the modules (it imports none), so any module queues its mail
// here directly, in its own transaction.
// Several API processes may share one PostgreSQL: the sender claims due rows with FOR UPDATE SKIP
// LOCKED, moving next_attempt_at forward in the same statement, so no two senders take one row and
// a crashed sender's rows come back after CLAIM_MS. A failure is retried with exponential backoff
// (1 minute doubling up to 1 hour), giving up after MAX_ATTEMPTS. Sending never blocks a booking.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '@noren/core/domain';
import type { Database, Executor } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { ensureRendered, type OutboxRow, type RenderContext } from './rendered.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

export const MAX_ATTEMPTS = 8;
/** How long a claimed row is left alone before another sender may try it (a crashed sender). */
const CLAIM_MS = 5 * 60_000;

export const backoffMs = (attempts: number): number => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

export interface QueuedMail {
  kind: string;
  reservationId: number | null;
  language: string;
  dedupeKey: string;
  /** What rendering needs beyond the reservation. */
  payload?: Record<string, unknown>;
}

/** Queues a mail inside the caller's transaction; a second call with the same dedupe key adds nothing. */
export async function queueMail(tx: Executor, clock: Clock, mail: QueuedMail): Promise<void> {
  const now = clock.now();
  await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind, reservationId: mail.reservationId, language: mail.language, payload: mail.payload ?? {},
      status: 'pending', nextAttemptAt: now, dedupeKey: mail.dedupeKey, createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/** When the latest mail of this kind about this reservation was queued (a per-stay rate limit reads it); null if never. */
export async function lastQueuedAt(db: Executor, kind: string, reservationId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.reservationId, reservationId)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** What goes out for a rendered outbox row: its bodies and the headers it was rendered with. */
export function outgoingMail(row: { to_address: string; subject: string; text_body: string; html_body: string; headers: Record<string, string> | null }): OutgoingMail {
  const headers = row.headers ?? {};
  return { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, ...(Object.keys(headers).length > 0 && { headers }) };
}

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
  logged: number;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** The sender's context: the app (its db, clock, and the mail renderer app.ts decorated it with). */
export type SenderContext = RenderContext & { db: Database };

/** Sends what is due now; `transport` null keeps mails in the outbox as 'logged' and logs them. */
export async function sendDueMail(ctx: SenderContext, transport: MailTransport | null, log?: Logger, batch = 20): Promise<SendReport> {
  const { db, clock } = ctx;
  const report: SendReport = { sent: 0, retried: 0, failed: 0, logged: 0 };
  const now = clock.now();
  const claimed = await db.execute(sql`
    update mail_outbox set next_attempt_at = ${new Date(now.getTime() + CLAIM_MS).toISOString()}::timestamptz, attempts = attempts + 1
      where id in (select id from mail_outbox where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
                   order by next_attempt_at, id limit ${batch} for update skip locked)
      returning id, kind, reservation_id, language, payload, to_address, subject, text_body, html_body, headers, rendered_at, attempts`);
  const rows = (claimed as unknown as { rows: Array<OutboxRow & { attempts: number }> }).rows;
  for (const row of rows) {
    const fail = async (message: string, giveUp: boolean) => {
      await db
        .update(mailOutbox)
        .set({ status: giveUp ? 'failed' : 'pending', lastError: message.slice(0, 500), nextAttemptAt: new Date(clock.now().getTime() + backoffMs(row.attempts)) })
        .where(eq(mailOutbox.id, row.id));
      log?.warn({ mail_id: row.id, attempts: row.attempts, err: message }, giveUp ? 'mail failed; giving up' : 'mail failed; will retry');
      if (giveUp) report.failed++;
      else report.retried++;
    };
    let mail: OutgoingMail | null;
    try {
      mail = await ensureRendered(ctx, row);
    } catch (error) {
      await fail(`could not render: ${error instanceof Error ? error.message : String(error)}`, row.attempts >= MAX_ATTEMPTS);
      continue;
    }
    if (!mail) {
      // Its reservation (or member) is gone: there is nothing left to tell anyone.
      await fail('nothing to send: what the mail was about no longer exists', true);
      continue;
    }
    if (!transport) {
      // By id only: the recipient and the subject are personal data (README: logs never carry
      // any); the staff console's outbox shows the mail itself.
      log?.info({ mail_id: row.id }, 'mail kept in the outbox (no SMTP_URL)');
      await db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, row.id));
      report.logged++;
      continue;
    }
    try {
      await transport.send(mail);
      await db.update(mailOutbox).set({ status: 'sent', sentAt: clock.now(), lastError: null }).where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
      report.sent++;
    } catch (error) {
      await fail(error instanceof Error ? error.message : String(error), row.attempts >= MAX_ATTEMPTS);
    }
  }
  return report;
}
