// What the embed files share (e2e/embed*.e2e.ts): a test that collects the console errors and
// uncaught exceptions of the hotel's page and its frames, and the frame a selector holds.
import { test as base, expect, type Frame, type Page } from '@playwright/test';

export { expect };

/** Console errors and uncaught exceptions of the page and its frames (a CSP violation is one). */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await use(problems);
  },
});

/** The frame inside the element at `selector`. */
export async function frameOf(page: Page, selector: string): Promise<Frame> {
  const handle = await page.locator(selector).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame at ${selector}`);
  return frame;
}
