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
 * On a pay page whose HTML carried its link: the address names the link's language when it names
 * none (the page would switch to it after its first render, PayLinkPage, so the texts load once,
 * in that language, from the start), and the page's chunk is asked for now. Returns the namespaces
 * the app's i18n loads before its first render; none on any other page.
 */
export function startPayPage(
  win: Pick<Window, 'document' | 'location' | 'history'>,
  loadPage: () => Promise<unknown> = () => import('../payLink/PayLinkPage.tsx'),
): Namespace[] {
  const startup = readPayLinkStartup(win.document);
  if (!startup) return [];
  const url = new URL(win.location.href);
  if (!url.searchParams.get('locale')) {
    url.searchParams.set('locale', startup.link.language);
    win.history.replaceState(win.history.state, '', url.toString());
  }
  // The router's lazy import of the same module gets this very download.
  loadPage().catch(() => {});
  return PAY_PAGE_NAMESPACES;
}
