// The brand booking mode routes of part 1 §2, and the addresses between them. Every address keeps
// the start-up parameters (code, locale, parentUrl, ...) so a reload or a shared link opens the
// same hotel in the same language.
import { CRITERIA_PARAMS, PASSTHROUGH_PARAMS, SELECTION_PARAM } from '@noren/core/stores';

export const PATHS = {
  root: '/',
  result: '/booking/result',
  facilities: '/facilities',
  cancellationPolicy: '/cancellation-policy',
  guestDetail: '/reservation/guest-detail',
  confirmation: '/reservation/confirmation/:number',
  fail: '/reservation/fail',
  unavailable: '/503',
} as const;

/** Part 1 §2: the currency selector shows on search-result (and recommender) pages only. */
export function isCurrencyPage(pathname: string): boolean {
  return pathname === PATHS.result || pathname === PATHS.facilities || pathname.startsWith('/booking/recommender');
}

const SEARCH_OWNED = new Set<string>([...CRITERIA_PARAMS, ...PASSTHROUGH_PARAMS, SELECTION_PARAM]);

/** The current query without its search parameters: what every page keeps. */
export function startupQuery(search: string): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (!SEARCH_OWNED.has(name)) out.append(name, value);
  return out;
}

export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** `path` with the start-up parameters of `search` and the given pairs after them. */
export function pathKeeping(path: string, search: string, pairs: Array<[string, string]> = []): string {
  const query = startupQuery(search);
  for (const [name, value] of pairs) query.append(name, value);
  return withQuery(path, query);
}

export function confirmationPath(number: string, search: string, access: { bypassToken: string; email: string }): string {
  const query = startupQuery(search);
  query.delete('bypass_token');
  query.delete('email');
  query.append('bypass_token', access.bypassToken);
  query.append('email', access.email);
  return withQuery(`/reservation/confirmation/${encodeURIComponent(number)}`, query);
}
