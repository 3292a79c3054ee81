// A mail's text, kept with its outbox row. The outbox floor does not know what a mail says: a
// renderer (mail-templates/, above the modules, wired by app.ts as app.mailRenderer) turns a row
// into its text, reading what it needs then. The first render is stored with the row (only if no
// one stored one meanwhile), and the stored one is what is sent and what the staff console shows,
// so every retry sends exactly that.
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '@noren/core/domain';
import type { Executor } from '../db/database.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { OutgoingMail } from './transport.ts';

/** The columns of mail_outbox the sender reads, as the database returns them. */
export interface OutboxRow {
  id: number;
  kind: string;
  reservation_id: number | null;
  language: string;
  payload: Record<string, unknown> | null;
  to_address: string | null;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  headers: Record<string, string> | null;
  rendered_at: Date | string | null;
}

/** A row's mail as a renderer makes it: recipient, bodies and headers (e.g. List-Unsubscribe). */
export interface RenderedRow {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * Turns an outbox row into its mail; null when what it was about is gone (nothing to send).
 * Throws for a kind it has no template for (the sender retries, then gives up).
 */
export type MailRenderer = (row: OutboxRow) => Promise<RenderedRow | null>;

/** What storing a render needs: the database, the clock, and the renderer app.ts wired. */
export interface RenderContext {
  db: Executor;
  clock: Clock;
  mailRenderer: MailRenderer;
}

const asOutgoing = (m: { to: string; subject: string; text: string; html: string; headers: Record<string, string> | null }): OutgoingMail => {
  const headers = m.headers ?? {};
  return { to: m.to, subject: m.subject, text: m.text, html: m.html, ...(Object.keys(headers).length > 0 && { headers }) };
};

/** The row's mail: the stored one, or rendered now and stored. Null when what it was about is gone. */
export async function ensureRendered(ctx: RenderContext, row: OutboxRow): Promise<OutgoingMail | null> {
  if (row.rendered_at !== null && row.to_address !== null && row.subject !== null && row.text_body !== null && row.html_body !== null) {
    return asOutgoing({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, headers: row.headers });
  }
  const mail = await ctx.mailRenderer(row);
  if (!mail) return null;
  const stored = await ctx.db
    .update(mailOutbox)
    .set({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, headers: mail.headers, renderedAt: ctx.clock.now() })
    .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.renderedAt)))
    .returning({ id: mailOutbox.id });
  if (stored.length > 0) return asOutgoing(mail);
  // Another sender (or the console) stored its render first: send that one, so what was shown is what goes.
  const [first] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
  if (!first?.toAddress || !first.subject || first.textBody === null || first.htmlBody === null) return null;
  return asOutgoing({ to: first.toAddress, subject: first.subject, text: first.textBody, html: first.htmlBody, headers: first.headers });
}

/** Renders (and stores) a mail not rendered yet, by id: the staff console shows its text before the sender ran. */
export async function renderStored(ctx: RenderContext, id: number): Promise<void> {
  const [m] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!m || m.renderedAt !== null) return;
  await ensureRendered(ctx, {
    id: m.id, kind: m.kind, reservation_id: m.reservationId, language: m.language, payload: m.payload, to_address: m.toAddress, subject: m.subject,
    text_body: m.textBody, html_body: m.htmlBody, headers: m.headers, rendered_at: m.renderedAt,
  });
}
