// Part 1 §4 "Other states": a URL containing an e-mail address is cleaned of sensitive parameters
// and the address, logged as an error, and reporting and analytics ids are then suppressed; the
// confirmation page is left alone. Part 2 §9 says the same ("except on the confirmation page").
//
// What "left alone" means here, precisely: on the reservation confirmation page, whose address
// legitimately carries `email` and `bypass_token` (part 1 §2: it reads them to open the
// reservation), the rule does not apply at all: the address is not rewritten, nothing is logged,
// and analytics stays on, so t-confirmation is sent. Its event, like every event, carries no
// address and no e-mail (scrubPersonalData). Anywhere else the address is cleaned and analytics is
// off for the rest of the page's life, even once the address is clean.

import { containsEmail, decodeLoosely } from './personalData.ts';

/** Parameters that identify a guest or open a reservation, removed with the address. */
export const SENSITIVE_PARAMS = ['email', 'email_confirmation', 'bypass_token', 'token', 'phone', 'tel'] as const;

/** The confirmation pages of both modes: /reservation/confirmation/{n} and /reservation-tripla/{id}/confirmation. */
export function isConfirmationPath(pathname: string): boolean {
  return /^\/(?:[^/]+\/)*reservation\/confirmation(?:\/|$)/.test(pathname) || /\/reservation-tripla\/[^/]+\/confirmation\/?$/.test(pathname);
}

export interface EmailUrlVerdict {
  /** The address carried an e-mail address somewhere (path, query or fragment, encoded or not). */
  carriesEmail: boolean;
  confirmationPage: boolean;
  /** Analytics and reporting ids are off. */
  suppressAnalytics: boolean;
  /** The address to put in the bar instead, or null when it stays as it is. */
  cleanedUrl: string | null;
}

export function judgeEmailInUrl(href: string): EmailUrlVerdict {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { carriesEmail: false, confirmationPage: false, suppressAnalytics: false, cleanedUrl: null };
  }
  const confirmationPage = isConfirmationPath(url.pathname);
  const carriesEmail = containsEmail(url.pathname) || containsEmail(url.search) || containsEmail(url.hash);
  if (!carriesEmail || confirmationPage) return { carriesEmail, confirmationPage, suppressAnalytics: false, cleanedUrl: null };
  return { carriesEmail, confirmationPage, suppressAnalytics: true, cleanedUrl: cleanEmailFromUrl(url) };
}

/** Drops the sensitive parameters, any parameter whose name or value holds an address, such path segments and such a fragment. */
export function cleanEmailFromUrl(input: URL | string): string {
  const url = new URL(String(input));
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if ((SENSITIVE_PARAMS as readonly string[]).includes(name.toLowerCase())) continue;
    if (containsEmail(name) || containsEmail(value)) continue;
    kept.append(name, value);
  }
  url.search = kept.toString();
  if (containsEmail(url.hash)) url.hash = '';
  if (containsEmail(url.pathname)) {
    url.pathname = url.pathname.split('/').filter((segment) => !containsEmail(decodeLoosely(segment))).join('/') || '/';
  }
  return url.toString();
}
