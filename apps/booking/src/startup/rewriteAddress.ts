// Spec part 1 §2: hash-style URLs (#/path) are rewritten to plain paths, and a double slash before
// the query becomes a single one. Runs before the router starts, so every route sees the clean form.
// The start-up parameters (part 1 §2) are read by the stores that use them: the hotel code and
// login tokens by SessionStore, locale by LocaleStore, parentUrl by ParentMessagesStore; the rest
// come with their features (tripla_preview, fromChatbot, iframe, triplabot_*, segment_ids with
// issue 34; ota_enabled with issue 33; current_reservation with a search that changes a booking).

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
