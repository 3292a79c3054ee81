// Spec part 1 §2: hash-style URLs (#/path) are rewritten to plain paths, and a double slash before
// the query becomes a single one. Runs before the router starts, so every route sees the clean form.

/** The clean address for `href`, or null when it is already clean. */
export function rewrittenAddress(href: string): string | null {
  const url = new URL(href);
  let path = url.pathname;
  let search = url.search;
  let hash = url.hash;
  if (hash.startsWith('#/')) {
    // '#/booking/result?code=x' carries the real path and query after the hash.
    const inner = new URL(hash.slice(1), url.origin);
    path = inner.pathname;
    const merged = new URLSearchParams(url.search);
    for (const [name, value] of inner.searchParams) merged.set(name, value);
    const text = merged.toString();
    search = text ? `?${text}` : '';
    hash = inner.hash;
  }
  // Part 1 §2: a payment-number query parameter is rewritten to the /payments/{paymentNumber} path.
  const payment = new URLSearchParams(search).get('payment-number');
  if (payment) {
    const rest = new URLSearchParams(search);
    rest.delete('payment-number');
    path = `/payments/${encodeURIComponent(payment)}`;
    search = rest.toString() ? `?${rest.toString()}` : '';
  }
  // '/booking/result//?code=x' and '//?code=x': the slashes run up to the query.
  path = path.replace(/\/{2,}$/, '/');
  if (path.length > 1 && path.endsWith('/') && /\/\/$/.test(url.pathname)) path = path.slice(0, -1) || '/';
  const clean = `${url.origin}${path}${search}${hash}`;
  return clean === href ? null : clean;
}

/** Start-up parameters the booking app reads beyond the hotel code and language (part 1 §2). */
export const STARTUP_PARAMS = [
  'hotel_code', 'code', 'locale', 'parentUrl', 'parentPathname', 'hotel_id', 'fromChatbot', 'iframe', 'metasearch_source',
  'segment_ids', 'utm_campaign', 'utm_medium', 'utm_source', 'campaignid', 'adgroupid', 'keyword', 'gclid', 'yclid',
  'tripla_preview', 'ota_enabled', 'type', 'current_reservation', 'bypass_token', 'icon_message_id', 'auth_auto_message_id',
  'triplabot_sync', 'triplabot_user_id',
] as const;

export interface StartupParams {
  hotelCode: string | null;
  locale: string | null;
  parentUrl: string | null;
  segmentIds: string[];
  type: 'rooms' | 'plan' | null;
  fromChatbot: boolean;
  iframe: string | null;
  metasearchSource: string | null;
  currentReservation: string | null;
}

export function readStartupParams(search: string): StartupParams {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name)?.trim() || null;
  const type = text('type');
  return {
    hotelCode: text('hotel_code') ?? text('code'),
    locale: text('locale'),
    parentUrl: text('parentUrl'),
    segmentIds: (text('segment_ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    type: type === 'rooms' || type === 'plan' ? type : null,
    fromChatbot: params.get('fromChatbot') === 'true',
    iframe: text('iframe'),
    metasearchSource: text('metasearch_source'),
    currentReservation: text('current_reservation'),
  };
}
