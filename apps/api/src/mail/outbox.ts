// mail_outbox: every mail is written here first, in the transaction of what caused it, so a mail
// exists exactly when its booking or cancellation committed. The sender delivers due rows later:
// it claims a row by moving its next_attempt_at forward (an atomic update, so two processes never
// send one row twice), sends, and marks it sent, or schedules a retry with exponential backoff
// (1 minute doubling up to 1 hour), giving up after MAX_ATTEMPTS. Sending never blocks a booking.
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '@noren/core/domain';
import type { Database, Executor } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

export const MAX_ATTEMPTS = 8;
/** How long a claimed row is left alone before another sender may try it (a crashed sender). */
const CLAIM_MS = 5 * 60_000;

export const backoffMs = (attempts: number): number => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

export interface NewMail {
  kind: string;
  reservationId: number | null;
  language: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers beyond the usual ones, sent as they are. */
  headers?: Record<string, string>;
  dedupeKey?: string;
}

/** Queues a mail; with a dedupe key a second call for the same thing adds nothing. */
export async function enqueueMail(tx: Executor, clock: Clock, mail: NewMail): Promise<void> {
  const now = clock.now();
  await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind, reservationId: mail.reservationId, language: mail.language, toAddress: mail.to, subject: mail.subject,
      textBody: mail.text, htmlBody: mail.html, headers: mail.headers ?? {}, status: 'pending', nextAttemptAt: now, dedupeKey: mail.dedupeKey ?? null, createdAt: now,
    })
    .onConflictDoNothing();
}

/** What goes out for an outbox row: its bodies and the headers it was queued with. */
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

/** Sends what is due now; `transport` null keeps mails in the outbox as 'logged' and logs them. */
export async function sendDueMail(db: Database, clock: Clock, transport: MailTransport | null, log?: Logger, batch = 20): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, failed: 0, logged: 0 };
  const now = clock.now();
  const claimed = await db.execute(sql`
    update mail_outbox set next_attempt_at = ${new Date(now.getTime() + CLAIM_MS).toISOString()}::timestamptz, attempts = attempts + 1
      where id in (select id from mail_outbox where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
                   order by next_attempt_at, id limit ${batch} for update skip locked)
      returning id, to_address, subject, text_body, html_body, headers, attempts, kind, reservation_id`);
  const rows = (claimed as unknown as { rows: Array<{ id: number; to_address: string; subject: string; text_body: string; html_body: string; headers: Record<string, string> | null; attempts: number; kind: string; reservation_id: number | null }> }).rows;
  for (const row of rows) {
    if (!transport) {
      log?.info({ mail_id: row.id, kind: row.kind, reservation_id: row.reservation_id, to: row.to_address, subject: row.subject }, 'mail kept in the outbox (no SMTP_URL)');
      await db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, row.id));
      report.logged++;
      continue;
    }
    try {
      await transport.send(outgoingMail(row));
      await db.update(mailOutbox).set({ status: 'sent', sentAt: clock.now(), lastError: null }).where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
      report.sent++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({ status: giveUp ? 'failed' : 'pending', lastError: message, nextAttemptAt: new Date(clock.now().getTime() + backoffMs(row.attempts)) })
        .where(eq(mailOutbox.id, row.id));
      log?.warn({ mail_id: row.id, attempts: row.attempts, err: message }, giveUp ? 'mail failed; giving up' : 'mail failed; will retry');
      if (giveUp) report.failed++;
      else report.retried++;
    }
  }
  return report;
}
