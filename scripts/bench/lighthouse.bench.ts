// Lighthouse on the booking result (issue 5 "Tests and figures"): performance and accessibility
// scores, LCP, TBT and CLS of /booking/result on Lighthouse's mobile preset (its default config:
// a mid-range phone, simulated slow 4G and 4x CPU slowdown), driving Debian's Chromium through
// chrome-launcher. The API runs as `npm start` does, on PGlite with the demo hotels, serving the
// built booking app (built first unless BENCH_SKIP_BUILD=1). BENCH_RUNS runs (3 by default); the
// table shows each and the median, as single Lighthouse runs vary.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startApiServer } from './api-server.ts';
import type { Benchmark } from './harness.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOTEL = 'kyoto-gion';

function runs(): number {
  const value = Number(process.env.BENCH_RUNS);
  return Number.isInteger(value) && value > 0 ? value : 3;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A two-night stay a month ahead whose nights the seed leaves open for every room type (the seed
 * sells out the 7th, 14th, 21st and 28th and the plan stock of the 1st and 15th:
 * apps/api/src/seed/generators.ts), so the page shows a full list of rooms.
 */
export function openStay(now = new Date()): { checkin: string; checkout: string } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 30));
  const blocked = (d: Date) => [1, 7, 14, 15, 21, 28].includes(d.getUTCDate());
  while (blocked(day) || blocked(new Date(day.getTime() + 86_400_000))) day.setUTCDate(day.getUTCDate() + 1);
  return { checkin: isoDay(day), checkout: isoDay(new Date(day.getTime() + 2 * 86_400_000)) };
}

interface Measured {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAccessibility: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measureOnce(url: string): Promise<Measured> {
  const chrome = await launch({
    chromePath: process.env.NOREN_CHROMIUM ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      failedAccessibility,
    };
  } finally {
    chrome.kill();
  }
}

const row = (label: string, m: Omit<Measured, 'failedAccessibility'>) => [
  label, String(m.performance), String(m.accessibility), m.lcpMs.toFixed(0), m.tbtMs.toFixed(0), m.cls.toFixed(3),
];

const benchmark: Benchmark = {
  description: 'Lighthouse (mobile preset) on /booking/result: performance, accessibility, LCP, TBT, CLS',
  async run() {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('  building apps/booking');
      execFileSync('npm', ['run', 'build', '--silent', '-w', 'apps/booking'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const server = await startApiServer();
    const { checkin, checkout } = openStay();
    const path = `/booking/result?code=${HOTEL}&checkin=${checkin}&checkout=${checkout}`;
    const results: Measured[] = [];
    try {
      // One unmeasured load: the API's first search of a hotel warms its caches and the JIT.
      await fetch(server.baseUrl + path);
      await measureOnce(server.baseUrl + path);
      for (let i = 0; i < runs(); i++) {
        console.log(`  run ${i + 1} of ${runs()}`);
        results.push(await measureOnce(server.baseUrl + path));
      }
    } finally {
      await server.stop();
    }
    const summary = {
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      cls: median(results.map((r) => r.cls)),
    };
    const failed = [...new Set(results.flatMap((r) => r.failedAccessibility))];
    return {
      rows: [],
      table: {
        header: ['run', 'performance', 'accessibility', 'LCP ms', 'TBT ms', 'CLS'],
        rows: [...results.map((r, i) => row(`run ${i + 1}`, r)), row('median', summary)],
      },
      settings: { url: path, preset: 'mobile (Lighthouse default config, simulated throttling)', runs: results.length, chromium: process.env.NOREN_CHROMIUM ?? '/usr/bin/chromium', median: summary },
      notes: [
        `URL ${path}, served by the API on PGlite with the demo data, after one unmeasured warm-up run`,
        failed.length > 0 ? `accessibility audits not passed in some run: ${failed.join(', ')}` : 'every weighted accessibility audit passed',
        'scores are 0-100; the machine is shared, so performance varies between runs more than on a quiet one',
      ],
    };
  },
};

export default benchmark;
