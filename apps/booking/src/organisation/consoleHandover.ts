// The hand-over from the booking app to the corporate admin console (issue #15). Inside a hotel's
// iframe this app's storage is partitioned, so the console's tab could not read the session: the
// app asks for a one-time token (60 s, spent once) and opens the console in a new tab with the
// token in the address's fragment, which is never sent to a server nor in a Referer.
import { orgAdminApiFor } from '@noren/core/api';

/** The console is served by the same origin under /admin/ (DESIGN.md "One origin"). */
export const CONSOLE_PATH = '/admin/organization';

export function consoleAddress(origin: string, token: string, params: { code: string | null; locale: string | null }): string {
  const query = new URLSearchParams();
  if (params.code) query.set('code', params.code);
  if (params.locale) query.set('locale', params.locale);
  const search = query.toString();
  return `${origin}${CONSOLE_PATH}${search ? `?${search}` : ''}#handover=${encodeURIComponent(token)}`;
}

export interface HandoverWindow {
  /** Opens a blank tab at once, while the click still counts as the person's (pop-up blockers). */
  open(): { location: { href: string }; opener: unknown; close(): void } | null;
}

/**
 * Makes the token and sends the tab opened for it to the console. Resolves with the address when
 * no tab could be opened (a blocker), so the page can offer it as a link; null when the tab went.
 */
export async function openConsole(api: unknown, tab: ReturnType<HandoverWindow['open']>, origin: string, params: { code: string | null; locale: string | null }): Promise<string | null> {
  try {
    const { handover_token } = await orgAdminApiFor(api).createHandover();
    const address = consoleAddress(origin, handover_token, params);
    if (!tab) return address;
    tab.opener = null;
    tab.location.href = address;
    return null;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
