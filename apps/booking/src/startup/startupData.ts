// The start-up data the API inlines in a results page's HTML (core/domain startup/startupData.ts):
// read once from its <script type="application/json"> before the stores start. A missing,
// unreadable or incomplete block is no data: the app then asks the API as it always did.
import { STARTUP_DATA_ELEMENT_ID, isStartupData, type StartupData } from '@noren/core/domain';

export function readStartupData(doc: Pick<Document, 'getElementById'>): StartupData | null {
  const text = doc.getElementById(STARTUP_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isStartupData(value) ? value : null;
  } catch {
    return null;
  }
}
