// The console's addresses (under /admin/). The spec shows no staff screens, so these are ours.
// Every link keeps ?code= (the hotel the console shows) and ?locale=, so a reload or a bookmark
// opens the same hotel in the same language.
export const PATHS = {
  signIn: '/sign-in',
  reservations: '/reservations',
  reservation: (number: string) => `/reservations/${encodeURIComponent(number)}`,
  outbox: '/outbox',
  mail: (id: number) => `/outbox/${id}`,
  /** Brand managers only (issue #15): the organisations' contracts and the audit log. */
  contracts: '/organizations',
  audit: '/audit-log',
  payLinks: '/pay-links',
  /** The lobby kiosks (issue #16): open "call staff" alerts, pairing and the tablets. */
  kiosks: '/kiosks',
} as const;

const KEPT = ['code', 'hotel_code', 'locale'] as const;

/** The part of `search` every console address carries on. */
export function keptSearch(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The same page of the console for another hotel. */
export function searchForHotel(search: string, code: string): string {
  const params = new URLSearchParams(keptSearch(search));
  params.delete('hotel_code');
  params.set('code', code);
  return `?${params.toString()}`;
}
