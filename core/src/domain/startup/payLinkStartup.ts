// What the API inlines in the HTML of the guest pay page (/payments/{n} and /payments/{n}/display,
// issue #16), so its first screen needs no API call: a client session for the booking app and the
// link's view, the very answer of GET /api/v1/pay_links/{n} made by the API through that call
// (apps/api/src/pay-link-startup.ts: same rate limit, same refusals). A data block of its own
// beside the results page's (startupData.ts), read by the booking app's PayLinkStore once.
// Nothing is inlined for an unknown, refused or rate-limited number, nor for a return from 3-D
// Secure (`three_ds=1`), where the page asks the payment's result instead.
import type { ClientSessionResponse } from '../contract/settings.ts';
import type { PayLinkView } from '../contract/pay-links.ts';

/** The id of the <script type="application/json"> element that carries it. */
export const PAY_LINK_STARTUP_ELEMENT_ID = 'noren-pay-startup';

/** Every text namespace the pay page shows (PayLinkPage's useTranslation, the first its default): loaded and hinted at start. */
export const PAY_PAGE_TEXTS = ['payLink', 'bookingPages', 'errors', 'payLinkReceipt'] as const;

export interface PayLinkStartupData {
  /** The number of the address the block was made for. */
  payment_number: string;
  client_session: ClientSessionResponse;
  link: PayLinkView;
}

/** The pay page's number in an address's path (`/payments/{n}` or `/payments/{n}/display`), else null. */
export function payPageNumber(pathname: string): string | null {
  const match = /^\/payments\/([^/]+)(?:\/display)?\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const number = decodeURIComponent(match[1]!);
    return number.trim() ? number : null;
  } catch {
    return null;
  }
}

/** A parsed block is taken only when it has the parts the page relies on. */
export function isPayLinkStartupData(value: unknown): value is PayLinkStartupData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const session = v.client_session as Record<string, unknown> | null | undefined;
  const link = v.link as Record<string, unknown> | null | undefined;
  return typeof v.payment_number === 'string'
    && typeof session === 'object' && session !== null && typeof session.client_session === 'string' && typeof session.expires_at === 'string'
    && typeof link === 'object' && link !== null && link.payment_number === v.payment_number
    && typeof link.language === 'string' && typeof link.page_status === 'string';
}
