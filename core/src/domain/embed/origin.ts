// Who the booking app talks to when framed (part 1 §5 "Origin check for parent messages"; part 2
// §7.9). The hotel page passes its own origin as the `parentUrl` start-up parameter (the /widget.js
// loader does so); `*` means any parent.

export const PARENT_URL_PARAM = 'parentUrl';
export const ANY_ORIGIN = '*';

/** The origin of a parentUrl value (`*` stays `*`), or null when it is absent or not an http(s) URL. */
export function parentOrigin(parentUrl: string | null | undefined): string | null {
  const value = parentUrl?.trim();
  if (!value) return null;
  if (value === ANY_ORIGIN) return ANY_ORIGIN;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A message is accepted when parentUrl is `*` or names the message's origin. parentUrl may be a
 * whole address (https://hotel.example/rooms?x=1); only its origin is compared. Without a usable
 * parentUrl nothing is accepted: the app cannot know who its parent is.
 */
export function isAllowedOrigin(parentUrl: string | null | undefined, messageOrigin: string): boolean {
  const origin = parentOrigin(parentUrl);
  if (origin === null) return false;
  return origin === ANY_ORIGIN || origin === messageOrigin;
}

/**
 * The targetOrigin for postMessage to the parent: its origin, `*` only when parentUrl is `*`, and
 * null (do not post) without a usable parentUrl, so that nothing is ever broadcast by default.
 */
export function targetOriginFor(parentUrl: string | null | undefined): string | null {
  return parentOrigin(parentUrl);
}

/** Part 1 §2: "any path containing" /recommender-widget sends no messages to the parent. */
export function isRecommenderWidgetPath(pathname: string): boolean {
  return pathname.includes('/recommender-widget');
}
