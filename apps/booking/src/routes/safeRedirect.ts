// Where a sign-in may send the guest afterwards: a rule of the app's addresses, so it lives with
// them. The login menu's links use it through accountPaths.ts; kept out of account/, whose code a
// guest's results page never loads (issue 14 §4), and out of the account store.

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
