// Issue 27 §8: on a phone, the guest pay page goes from the screen the API drew into its HTML
// straight to the app's page, never through the routes' "Loading…" spinner (README "Performance
// budget"). A phone's viewport and a 4× slower CPU (the pace the spinner was seen at), and every
// animation frame and every DOM change from the first byte to the settled app recorded: at each,
// whether the spinner is there, and whether the amount due is on screen.
import { demoPaymentNumber } from '../apps/api/src/seed/pay-links.ts';
import { expect, test } from './booking-fixtures.ts';

/** The demo's open pay link (apps/api/src/seed/pay-links.ts): ¥12,000; no test pays it. */
const OPEN_PAY_PAGE = `/payments/${demoPaymentNumber('kyoto-gion', 'open')}`;

/** One look at the page: at a frame, or right after a DOM change. */
interface Sample {
  at: number;
  by: 'frame' | 'mutation';
  /** The server's markup is still in #root. */
  drawn: boolean;
  spinner: boolean;
  /** The amount due, when it is in the document and has a box on screen. */
  amount: string | null;
}

declare global {
  interface Window {
    norenSamples?: Sample[];
  }
}

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

test('on a phone the pay page goes from its drawn screen to the app without a spinner, the amount shown throughout', async ({ page }) => {
  test.slow();
  await page.addInitScript(() => {
    const samples: Sample[] = [];
    window.norenSamples = samples;
    // The spinner's words in the page's own text (its scripts' and styles' left out).
    const saysLoading = () => {
      if (!document.body) return false;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const tag = node.parentElement?.tagName;
        if (tag !== 'SCRIPT' && tag !== 'STYLE' && /Loading/i.test(node.nodeValue ?? '')) return true;
      }
      return false;
    };
    const look = (by: Sample['by']) => {
      const amount = document.querySelector('.booking-pay-link__amount');
      const box = amount?.getBoundingClientRect();
      samples.push({
        at: performance.now(),
        by,
        drawn: document.querySelector('#root > .noren-first-screen') !== null,
        spinner: document.querySelector('.noren-spinner') !== null || saysLoading(),
        amount: amount && box && box.width > 0 && box.height > 0 ? (amount.textContent ?? '') : null,
      });
    };
    // Every change, seen right after the task that made it (a commit of the fallback that a later
    // commit replaces would show here even if no frame painted it), and every frame.
    new MutationObserver(() => look('mutation')).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    const frame = () => {
      look('frame');
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto(OPEN_PAY_PAGE);
  // The app has replaced the drawn screen and runs: its form answers.
  await expect(page.locator('.noren-first-screen')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByLabel('Card number')).toBeEditable();
  // A few more frames, for anything the app would still change after its first commit.
  await page.waitForTimeout(500);
  const samples = await page.evaluate(() => window.norenSamples ?? []);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The record spans the hand-over: the drawn screen first, then the app's page.
  const first = samples.findIndex((s) => s.amount !== null);
  expect(first, 'the amount was never on screen').toBeGreaterThanOrEqual(0);
  expect(samples[first].drawn, 'the amount first appears in the drawn screen').toBe(true);
  const watched = samples.slice(first);
  expect(watched.some((s) => !s.drawn), 'the app replaced the drawn screen while watched').toBe(true);
  expect(watched.filter((s) => s.by === 'frame').length, 'frames watched').toBeGreaterThan(10);

  const atStart = samples[first].at;
  const describe = (s: Sample) => `${Math.round(s.at - atStart)} ms (${s.by}${s.drawn ? ', drawn screen' : ''})`;
  expect(samples.filter((s) => s.spinner).map(describe), 'a spinner or "Loading" was in the page').toEqual([]);
  expect(watched.filter((s) => s.amount !== '¥12,000').map(describe), 'the amount was not on screen').toEqual([]);
});
