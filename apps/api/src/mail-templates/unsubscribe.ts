// The unsubscribe link of guest mail. We send no newsletters ourselves: what a guest subscribes to
// at booking (the brand's e-mail consent box) is the brand's news and offers, which the hotel
// sends with its own tools from marketing_subscriptions. So every mail we send to a subscribed
// address (confirmation, update, cancellation) carries, in its footer, the signed link that ends
// that subscription, and the RFC 2369 / RFC 8058 headers that let the mail client do it in one
// click. Unsubscribing stops the news, never the reservation mails themselves.
//
// The link is decided when the mail is queued: it is written into the bodies, and the headers are
// kept with the mail in mail_outbox.headers, so the sender sends exactly what was decided.
import { and, eq } from 'drizzle-orm';
import type { Clock } from '@noren/core/domain';
import type { Executor } from '../db/database.ts';
import { marketingSubscriptions } from '../db/schema/index.ts';
import { brandScope, buildUnsubscribeUrl, UNSUBSCRIBE_PATH } from '../modules/marketing-emails/index.ts';
import { normaliseEmail } from '../modules/reservations/index.ts';

/** What rendering a mail needs: the app's db (the signing secret), clock, links and texts. */
export interface MailContext {
  db: Executor;
  clock: Clock;
  config: { signingSecret: string | null; publicUrl: string; localesDir: string };
}

/** RFC 8058 one-click endpoint: mail clients POST `List-Unsubscribe=One-Click` to it. */
export const ONE_CLICK_PATH = '/api/v1/marketing_emails/one_click_unsubscribe';

/** Only an address that opted in to the brand's news (and has not left) gets the link. */
export async function isSubscribed(tx: Executor, brandId: number, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ subscribed: marketingSubscriptions.subscribed })
    .from(marketingSubscriptions)
    .where(and(eq(marketingSubscriptions.email, normaliseEmail(email)), eq(marketingSubscriptions.scope, brandScope(brandId))));
  return row?.subscribed === true;
}

/** The signed confirmation-page URL for a subscribed address, or null for anyone else. */
export async function unsubscribeUrlFor(tx: Executor, ctx: MailContext, link: { brandId: number; email: string }): Promise<string | null> {
  if (!(await isSubscribed(tx, link.brandId, link.email))) return null;
  return buildUnsubscribeUrl({ db: ctx.db, clock: ctx.clock, secret: ctx.config.signingSecret }, { ...link, origin: ctx.config.publicUrl });
}

/** The one-click URL for a confirmation-page URL: same origin and token, the API's path. */
export function oneClickUrlOf(pageUrl: string): string | null {
  const marker = `${UNSUBSCRIBE_PATH}?token=`;
  const at = pageUrl.lastIndexOf(marker);
  if (at < 0) return null;
  return `${pageUrl.slice(0, at)}${ONE_CLICK_PATH}${pageUrl.slice(at + UNSUBSCRIBE_PATH.length)}`;
}

/** List-Unsubscribe and List-Unsubscribe-Post for a mail that carries this confirmation-page link. */
export function listUnsubscribeHeaders(pageUrl: string): Record<string, string> {
  const oneClick = oneClickUrlOf(pageUrl);
  if (!oneClick) return {};
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
