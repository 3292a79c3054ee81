// The start-up data the API inlines in the guest pay page's HTML (core/domain
// startup/payLinkStartup.ts), beside the results page's own block (startupData.ts). A missing,
// unreadable or incomplete block is no data: the page then asks the API as it always did.
import { PAY_LINK_STARTUP_ELEMENT_ID, isPayLinkStartupData, type PayLinkStartupData } from '@noren/core/domain';

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
