// The unsubscribe link of guest mail. We send no newsletters ourselves: what a guest subscribes to
// at booking (the brand's e-mail consent box) is the brand's news and offers, which the hotel
// sends with its own tools from marketing_subscriptions. So every mail we send to a subscribed
// address (confirmation, update, cancellation) carries, in its footer, the signed link that ends
// that subscription, and the RFC 2369 / RFC 8058 headers that let the mail client do it in one
// click. Unsubscribing stops the news, never the reservation mails themselves.
//
// The link is decided when the mail is queued and written into its bodies; the headers are read
// back from the HTML body when the mail is sent (mail_outbox keeps no headers), from the anchor
// only the template writes: guest and hotel text in the HTML is escaped, so it cannot forge one.
import { and, eq } from 'drizzle-orm';
import type { Clock } from '@noren/core/domain';
import type { Executor } from '../db/database.ts';
import { marketingSubscriptions } from '../db/schema/index.ts';
import { brandScope, buildUnsubscribeUrl, UNSUBSCRIBE_PATH } from '../modules/marketing-emails/service.ts';
import { normaliseEmail } from '../modules/reservations/tokens.ts';

/** What queueing a mail needs beyond the transaction: the app's db (the signing secret), clock and links. */
export interface MailContext {
  db: Executor;
  clock: Clock;
  config: { signingSecret: string | null; publicUrl: string };
}

/** RFC 8058 one-click endpoint: mail clients POST `List-Unsubscribe=One-Click` to it. */
export const ONE_CLICK_PATH = '/api/v1/marketing_emails/one_click_unsubscribe';

/** The attribute that marks the template's own unsubscribe anchor in the HTML body. */
export const UNSUBSCRIBE_ANCHOR_ATTR = 'data-noren-unsubscribe';

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

const unescapeHtml = (s: string): string =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

const ANCHOR = new RegExp(`<a href="([^"]*)" ${UNSUBSCRIBE_ANCHOR_ATTR}>`);

/** List-Unsubscribe and List-Unsubscribe-Post for a mail whose HTML body carries our link; none otherwise. */
export function listUnsubscribeHeaders(htmlBody: string): Record<string, string> {
  const href = ANCHOR.exec(htmlBody)?.[1];
  const oneClick = href ? oneClickUrlOf(unescapeHtml(href)) : null;
  if (!oneClick) return {};
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
