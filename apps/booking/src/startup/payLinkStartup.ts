// The start-up data the API inlines in the guest pay page's HTML (core/domain
// startup/payLinkStartup.ts), beside the results page's own block (startupData.ts). A missing,
// unreadable or incomplete block is no data: the page then asks the API as it always did.
// With a block, the page's own chunk and texts start with the app's first ones (startPayPage):
// otherwise they would wait for the first render to ask for them, one step after another.
import { PAY_LINK_STARTUP_ELEMENT_ID, PAY_PAGE_TEXTS, isPayLinkStartupData, type PayLinkStartupData } from '@noren/core/domain';
import type { Namespace } from '@noren/core/ui';

/** Every namespace the pay page shows (PayLinkPage's useTranslation), loaded with the app's first ones. */
export const PAY_PAGE_NAMESPACES: Namespace[] = [...PAY_PAGE_TEXTS];

export function readPayLinkStartup(doc: Pick<Document, 'getElementById'>): PayLinkStartupData | null {
  const text = doc.getElementById(PAY_LINK_STARTUP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPayLinkStartupData(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The address the pay page shows: the link's language named in it when it names none, since the
 * page would switch to it after its first render (PayLinkPage), so the texts load once, in that
 * language, from the start. Null when the address stays as it is. The server draws the page at this
 * same address (server/payPage.tsx).
 */
export function payPageAddress(href: string, startup: PayLinkStartupData): string | null {
  const url = new URL(href);
  if (url.searchParams.get('locale')) return null;
  url.searchParams.set('locale', startup.link.language);
  return url.toString();
}

export interface PayPageStart {
  /** The namespaces the app's i18n loads before its first render; none on any other page. */
  namespaces: Namespace[];
  /**
   * Settles once the page's chunk has loaded (or failed). Awaited before the first render: the
   * router's page (App.tsx, a preloadableModule) then renders at once, in place of the server's
   * markup, where a chunk still on its way, or a lazy() page, would commit the routes' spinner
   * over it first.
   */
  chunk: Promise<void>;
}

/**
 * On a pay page whose HTML carried its link (`startup`, readPayLinkStartup): the address names the
 * link's language (payPageAddress), and the page's chunk is asked for now, by the routes' own
 * loader (`loadPage`: App.tsx loadPayLinkPage), so that their page renders without suspending.
 */
export function startPayPage(
  win: Pick<Window, 'location' | 'history'>,
  startup: PayLinkStartupData | null,
  loadPage: () => Promise<unknown>,
): PayPageStart {
  if (!startup) return { namespaces: [], chunk: Promise.resolve() };
  const address = payPageAddress(win.location.href, startup);
  if (address) win.history.replaceState(win.history.state, '', address);
  return { namespaces: PAY_PAGE_NAMESPACES, chunk: loadPage().then(() => {}, () => {}) };
}
