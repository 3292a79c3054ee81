// Addresses of the account pages (part 1 §2 "Membership", "Organisation"; §4 "Sign-in redirect").
// Apart from paths.ts, which the result page loads first: only the account pages, the login menu
// and the review page use these.
import { safeRedirect } from './safeRedirect.ts';
import { PATHS, startupQuery, withQuery } from './paths.ts';

/** Parameters that belong to one account page (and a reservation's access): never carried to the next page. */
const ACCOUNT_OWNED = ['redirect', 'organization_id', 'confirmation_token', 'email_update', 'redirect_url', 'program_id', 'bypass_token', 'email', 'hotelId'];

/**
 * An account page with the start-up parameters; `redirect` is where a sign-in ends (part 1 §4
 * "Sign-in redirect"): the page the guest came from, address and all.
 */
export function accountPath(path: string, search: string, opts: { redirect?: string | null; pairs?: Array<[string, string]> } = {}): string {
  const query = startupQuery(search);
  for (const name of ACCOUNT_OWNED) query.delete(name);
  if (opts.redirect) query.append('redirect', opts.redirect);
  for (const [name, value] of opts.pairs ?? []) query.append(name, value);
  return withQuery(path, query);
}

/** The redirect an account page was opened with, when it is a page of this app. */
export function redirectOf(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}

/** Where a sign-in (or a confirmation) goes: the page the guest came from, else the booking result. */
export function afterSignInPath(search: string): string {
  return redirectOf(search) ?? accountPath(PATHS.result, search);
}
