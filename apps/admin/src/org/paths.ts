// The corporate admin console's addresses (under /admin/organization), beside the staff console's.
// The booking app hands the sign-in over to ORG_PATHS.door with #handover=<token> in the fragment.
export const ORG_PATHS = {
  door: '/organization',
  reservations: '/organization/reservations',
  stays: '/organization/stays',
} as const;

/** The one-time token in the address's fragment, or null; the door removes it at once. */
export function handoverTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('handover');
  return token && /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
}
