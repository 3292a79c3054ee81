// The booking app inside the hotel's page (issue 14 §7): the framed results page's own LCP and
// CLS, measured inside the frame by PerformanceObservers, with the hotel page's own CLS beside
// them. Lighthouse judges only the top document, so this drives Chromium itself under the same
// conditions as Lighthouse's mobile preset, applied rather than simulated: its phone screen and
// its slow-4G figures as DevTools applies them (request latency and throughput) with the CPU
// slowed 4x, through the DevTools protocol.
import { chromium, type Frame } from 'playwright-core';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';

export interface FrameFigures {
  /** The framed page's largest contentful paint, ms from its own navigation start. */
  frameLcpMs: number;
  /** Layout shifts inside the frame, summed over the load. */
  frameCls: number;
  /** Layout shifts of the hotel's page itself over the same load. */
  parentCls: number;
}

interface Observed {
  lcp: number;
  cls: number;
}

declare global {
  interface Window {
    __norenVitals?: Observed;
  }
}

/** Runs in the page and in every frame before their own scripts: LCP and the layout-shift sum. */
function observeVitals(): void {
  const vitals = { lcp: Number.NaN, cls: 0 };
  window.__norenVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const readVitals = (frame: Frame) => frame.evaluate(() => window.__norenVitals ?? { lcp: Number.NaN, cls: Number.NaN });

/** One load of `url` (the hotel page with the inline widget) under the mobile preset's conditions. */
export async function measureEmbed(url: string, browserPath: string): Promise<FrameFigures> {
  const screen = screenEmulationMetrics.mobile!;
  const slow4g = throttling.mobileSlow4G;
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4g.requestLatencyMs,
      downloadThroughput: (slow4g.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4g.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4g.cpuSlowdownMultiplier });

    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const frameElement = await page.waitForSelector('#noren-booking iframe', { timeout: 120_000 });
    const frame = await frameElement.contentFrame();
    if (!frame) throw new Error('the inline booking frame has no document');
    // The results (or the empty answer) drawn, then time for their photos and any late shift.
    await frame.waitForSelector('.booking-results:not(.booking-skeleton), .booking-empty', { timeout: 120_000 });
    await frame.waitForLoadState('load');
    await page.waitForTimeout(3000);

    const inFrame = await readVitals(frame);
    const parent = await readVitals(page.mainFrame());
    return { frameLcpMs: inFrame.lcp, frameCls: inFrame.cls, parentCls: parent.cls };
  } finally {
    await browser.close();
  }
}
