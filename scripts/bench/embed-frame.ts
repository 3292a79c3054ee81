// The booking app inside the hotel's page (issue 14 §7): the framed results page's own LCP and
// CLS, measured inside the frame by PerformanceObservers, with the hotel page's own CLS beside
// them. Lighthouse judges only the top document, so this drives Chromium itself under the same
// conditions as Lighthouse's mobile preset, applied rather than simulated: its phone screen and
// its slow-4G figures as DevTools applies them (request latency and throughput) with the CPU
// slowed 4x, through the DevTools protocol.
import { chromium, type Frame, type Page } from 'playwright-core';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';

export interface FrameFigures {
  /** The framed page's largest contentful paint, ms from its own navigation start. */
  frameLcpMs: number;
  /** Layout shifts inside the frame, summed over the load. */
  frameCls: number;
  /** Layout shifts of the hotel's page itself over the same load. */
  parentCls: number;
  /** The frame's LCP element, as tag.class (what to look at when the figure moves). */
  frameLcpElement: string;
}

/** The same results page at the top level under the same applied conditions: the frame's reference. */
export interface TopLevelFigures {
  lcpMs: number;
  cls: number;
  lcpElement: string;
}

interface Observed {
  lcp: number;
  cls: number;
  element: string;
}

declare global {
  interface Window {
    __norenVitals?: Observed;
  }
}

/** Runs in the page and in every frame before their own scripts: LCP (and its element) and the layout-shift sum. */
function observeVitals(): void {
  const vitals = { lcp: Number.NaN, cls: 0, element: '' };
  window.__norenVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
      vitals.lcp = entry.startTime;
      vitals.element = entry.element ? `${entry.element.tagName.toLowerCase()}.${entry.element.className}` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const readVitals = (frame: Frame): Promise<Observed> =>
  frame.evaluate(() => window.__norenVitals ?? { lcp: Number.NaN, cls: Number.NaN, element: '' });

/** The results (or the empty answer) drawn, then time for their photos and any late shift. */
async function settled(page: Page, frame: Frame): Promise<void> {
  await frame.waitForSelector('.booking-results:not(.booking-skeleton), .booking-empty', { timeout: 120_000 });
  await frame.waitForLoadState('load');
  await page.waitForTimeout(3000);
}

/** A fresh browser with Lighthouse's phone screen, its slow 4G and 4x CPU applied, on one page. */
async function throttledPage<T>(browserPath: string, use: (page: Page) => Promise<T>): Promise<T> {
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
    return await use(page);
  } finally {
    await browser.close();
  }
}

/** One load of `url` (the hotel page with the inline widget) under the mobile preset's conditions. */
export function measureEmbed(url: string, browserPath: string): Promise<FrameFigures> {
  return throttledPage(browserPath, async (page) => {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const frameElement = await page.waitForSelector('#noren-booking iframe', { timeout: 120_000 });
    const frame = await frameElement.contentFrame();
    if (!frame) throw new Error('the inline booking frame has no document');
    await settled(page, frame);
    const inFrame = await readVitals(frame);
    const parent = await readVitals(page.mainFrame());
    return { frameLcpMs: inFrame.lcp, frameCls: inFrame.cls, parentCls: parent.cls, frameLcpElement: inFrame.element };
  });
}

/**
 * One load of the results page itself, at the top level, under the same applied conditions: what
 * the frame's figures compare with. Applied slow 4G delays every request by its full latency, so
 * its LCP is longer than Lighthouse's simulated one for the same page; the difference between this
 * and the framed figure is what the frame itself costs.
 */
export function measureTopLevel(url: string, browserPath: string): Promise<TopLevelFigures> {
  return throttledPage(browserPath, async (page) => {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await settled(page, page.mainFrame());
    const vitals = await readVitals(page.mainFrame());
    return { lcpMs: vitals.lcp, cls: vitals.cls, lcpElement: vitals.element };
  });
}
