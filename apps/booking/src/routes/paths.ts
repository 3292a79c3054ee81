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
  payment: '/reservation/payment',
  threeDsReturn: '/reservation/3ds-return',
  confirmation: '/reservation/confirmation/:number',
  fail: '/reservation/fail',
  unavailable: '/503',
  findReservation: '/search',
  reviewReservation: '/review-reservation/:number',
  unsubscribeConfirmation: '/unsubscribe-email/confirmation',
  unsubscribeSuccess: '/unsubscribe-email/success',
  // Part 1 §2 "Membership" and "Organisation" (their addresses: accountPaths.ts).
  signIn: '/sign-in',
  organisationSignIn: '/organization-sign-in',
  /** Part 1 §2 (protected): the corporate admin's way to the console (issue #15). */
  organisationAdmin: '/organization-admin',
  signOut: '/sign-out',
  signUp: '/sign-up',
  signUpResult: '/sign-up-result',
  memberConfirmation: '/member-confirmation',
  resendConfirmation: '/resend-confirmation-email',
  // Part 1 §2 "Payment and utility routes": the pay-link page and its view for a screen.
  payLink: '/payments/:paymentNumber',
  /** An encrypted QR's address, /payments?qr_code=…: resolved by the API, then /payments/{number}. */
  payLinkQr: '/payments',
  payLinkDisplay: '/payments/:paymentNumber/display',
} as const;

/** Part 1 §2 "Route flags": the unsubscribe and pay-link screens bypass the normal shell and need no hotel code. */
export interface RouteFlags {
  bypassShell: boolean;
  noHotelCode: boolean;
  hideChatbot: boolean;
}

const BARE: RouteFlags = { bypassShell: true, noHotelCode: true, hideChatbot: true };
const NORMAL: RouteFlags = { bypassShell: false, noHotelCode: false, hideChatbot: false };

export function routeFlags(pathname: string): RouteFlags {
  // The pay-link page (and its /display view, chat assistant hidden) opens from a mail or a QR
  // without a hotel code: noHotelCode, outside the shell.
  return pathname.startsWith('/unsubscribe-email/') || pathname === '/payments' || pathname.startsWith('/payments/') ? BARE : NORMAL;
}

/** The review page (part 1 §2 /review-reservation/{number}?hotelId=): the token only when the guest came with one. */
export function reviewReservationPath(number: string, search: string, opts: { hotelId?: string | number | null; bypassToken?: string | null } = {}): string {
  const query = startupQuery(search);
  for (const name of ['hotelId', 'bypass_token', 'email']) query.delete(name);
  if (opts.hotelId != null) query.append('hotelId', String(opts.hotelId));
  if (opts.bypassToken) query.append('bypass_token', opts.bypassToken);
  return withQuery(`/review-reservation/${encodeURIComponent(number)}`, query);
}

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

