// The JavaScript the booking results page actually loads (architecture issue, item 6 "the budget"):
// /booking/result?code=kyoto-gion with a two-night stay opened in Chromium, every script response
// until the network is idle (entry, preloads, lazy chunks, locale chunks), each gzipped at level 9,
// summed per language against the 185 kB budget. Unlike `bundle`, which reads the build's static
// graph, this sees what start-up really fetches: translations, lazy pages, on-idle chunks.
// The API runs as `npm start` does, serving the built booking app (built first unless
// BENCH_SKIP_BUILD=1); the browser is NOREN_CHROMIUM (scripts/ensure-chromium.sh).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startApiServer } from './api-server.ts';
import type { Benchmark } from './harness.ts';
import { openStay } from './lighthouse.bench.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOTEL = 'kyoto-gion';
/** kB as Vite prints them: 1000 bytes. */
export const RESULTS_JS_BUDGET_BYTES = 185_000;
const LANGUAGES = (process.env.BENCH_LANGUAGES ?? 'en,ja').split(',').filter(Boolean);

interface Script {
  file: string;
  gzipBytes: number;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const assetsDir = fileURLToPath(new URL('../../apps/booking/dist/assets/', import.meta.url));

/**
 * The booking app's account modules (apps/booking/src/account/) a script was built from, read from
 * its source map: a guest's results page must load none (issue 14 §4, "no account code for
 * guests"); the member's menu and the account pages are chunks of their own.
 */
export function accountSources(file: string): string[] {
  const map = `${assetsDir}${file}.map`;
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.filter((source) => /(^|\/)src\/account\//.test(source)).map((source) => source.replace(/^.*\/src\//, 'src/'));
}

async function scriptsLoaded(browserPath: string, url: string): Promise<Script[]> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const pending: Promise<Script | undefined>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' && !new URL(request.url()).pathname.endsWith('.js')) return;
      pending.push(
        response.body().then(
          (body) => ({ file: new URL(request.url()).pathname.replace(/^\/assets\//, ''), gzipBytes: gzipSync(body, { level: 9 }).length }),
          // A response without a body (a redirect) carries no script.
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // The rooms must be on screen: a page stuck on an error would load less and look "better".
    await page.locator('article.booking-card').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== undefined);
    return [...new Map(scripts.map((s) => [s.file, s])).values()];
  } finally {
    await browser.close();
  }
}

const benchmark: Benchmark = {
  description: `JavaScript /booking/result loads until network idle, per language, gzipped (budget ${kb(RESULTS_JS_BUDGET_BYTES)} kB)`,
  async run() {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('  building apps/booking');
      execFileSync('npm', ['run', 'build', '--silent', '-w', 'apps/booking'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const browserPath = process.env.NOREN_CHROMIUM ?? '/usr/bin/chromium';
    const server = await startApiServer();
    const { checkin, checkout } = openStay();
    const measured: { language: string; scripts: Script[]; total: number }[] = [];
    try {
      for (const language of LANGUAGES) {
        const path = `/booking/result?code=${HOTEL}&checkin=${checkin}&checkout=${checkout}&locale=${language}`;
        const scripts = await scriptsLoaded(browserPath, server.baseUrl + path);
        measured.push({ language, scripts, total: scripts.reduce((t, s) => t + s.gzipBytes, 0) });
      }
    } finally {
      await server.stop();
    }
    const over = measured.filter((m) => m.total > RESULTS_JS_BUDGET_BYTES);
    const account = measured.flatMap((m) => m.scripts.flatMap((script) => accountSources(script.file).map((source) => `${m.language}: ${script.file} carries ${source}`)));
    return {
      rows: [],
      table: {
        header: ['locale', 'scripts', 'kB gz', 'budget kB'],
        rows: measured.map((m) => [m.language, String(m.scripts.length), kb(m.total), kb(RESULTS_JS_BUDGET_BYTES)]),
      },
      settings: {
        url: `/booking/result?code=${HOTEL}&checkin=${checkin}&checkout=${checkout}&locale=<locale>`,
        gzip_level: 9,
        budget_bytes: RESULTS_JS_BUDGET_BYTES,
        chromium: browserPath,
        languages: measured.map((m) => ({ locale: m.language, gzip_bytes: m.total, scripts: m.scripts.map((s) => ({ file: s.file, gzip_bytes: s.gzipBytes })) })),
      },
      notes: [
        ...measured.map((m) => `${m.language}: ${kb(m.total)} kB gz, ${m.total > RESULTS_JS_BUDGET_BYTES ? `OVER by ${kb(m.total - RESULTS_JS_BUDGET_BYTES)} kB` : `${kb(RESULTS_JS_BUDGET_BYTES - m.total)} kB to spare`}`),
        ...measured.map((m) => `${m.language} scripts (kB gz): ${[...m.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).map((s) => `${s.file} ${kb(s.gzipBytes)}`).join(', ')}`),
        `account code loaded by the guest (apps/booking/src/account/, from the source maps): ${account.length === 0 ? 'none' : account.join('; ')}`,
        'kB = 1000 bytes; gzip level 9; every script response until network idle, after the rooms are shown',
      ],
      failures: [
        ...over.map((m) => `${m.language}: results page JavaScript ${kb(m.total)} kB gz is over the ${kb(RESULTS_JS_BUDGET_BYTES)} kB budget`),
        ...account.map((line) => `a guest's results page loads account code (${line})`),
      ],
    };
  },
};

export default benchmark;
