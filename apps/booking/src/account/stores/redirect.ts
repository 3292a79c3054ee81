// Where a sign-in may send the guest afterwards. Its own file: the booking app's address builders,
// in the first download, use it without the account store.

/**
 * Part 1 §4 "After login, if the payload carries a target route, the app goes there": only a path
 * of this app (one leading slash), never another site, so a crafted link cannot send a member away.
 */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return null;
  // The sign-in pages themselves would loop.
  if (/^\/(sign-in|sign-up|organization-sign-in|sign-out|member-confirmation)(\/|\?|$)/.test(redirect)) return null;
  return redirect;
}
