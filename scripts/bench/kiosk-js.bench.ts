// The JavaScript the lobby kiosk loads (issue #16): /kiosk/?code=kyoto-gion opened in Chromium on
// the demo device (paired at once under `npm start`'s conditions), every script response until the
// network is idle, gzipped at level 9, per screen: the attract screen (held to the 170 kB budget),
// then what the walk-in booking and find-my-reservation screens add when a guest opens them (their
// lazy chunks: the forms, moment-timezone, qrcode and jsQR). The API runs as `npm start` does,
// serving the built kiosk (built first unless BENCH_SKIP_BUILD=1); the browser is NOREN_CHROMIUM.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startApiServer } from './api-server.ts';
import type { Benchmark } from './harness.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOTEL = 'kyoto-gion';
/** kB as Vite prints them: 1000 bytes. */
export const KIOSK_ATTRACT_BUDGET_BYTES = 170_000;
const LANGUAGES = (process.env.BENCH_LANGUAGES ?? 'en,ja').split(',').filter(Boolean);

interface Script {
  file: string;
  gzipBytes: number;
}

interface Screen {
  screen: string;
  /** Scripts this screen added to what was loaded before it. */
  scripts: Script[];
  total: number;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Collects every script response from now on; `take()` answers those since the last take. */
function scriptRecorder(page: Page) {
  let pending: Promise<Script | undefined>[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !new URL(request.url()).pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => ({ file: new URL(request.url()).pathname.replace(/^\/kiosk\/assets\//, ''), gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  return async function take(): Promise<Script[]> {
    const got = (await Promise.all(pending)).filter((s): s is Script => s !== undefined && !seen.has(s.file));
    pending = [];
    for (const s of got) seen.add(s.file);
    return [...new Map(got.map((s) => [s.file, s])).values()];
  };
}

async function screensOf(browserPath: string, baseUrl: string, language: string): Promise<Screen[]> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const take = scriptRecorder(page);
    const screens: Screen[] = [];
    const record = async (screen: string) => {
      await page.waitForLoadState('networkidle');
      const scripts = await take();
      screens.push({ screen, scripts, total: scripts.reduce((t, s) => t + s.gzipBytes, 0) });
    };
    await page.goto(`${baseUrl}/kiosk/?code=${HOTEL}&locale=${language}`, { waitUntil: 'networkidle', timeout: 60_000 });
    // The attract screen must be on screen (a pairing or error screen would load less).
    await page.locator('.kiosk-attract').waitFor({ timeout: 30_000 });
    await record('attract');
    await page.locator('a[href*="/book"]').click();
    await page.locator('.kiosk-stepper').waitFor({ timeout: 30_000 });
    await record('walk-in (+)');
    await page.goto(`${baseUrl}/kiosk/?code=${HOTEL}&locale=${language}`, { waitUntil: 'networkidle' });
    await page.locator('.kiosk-attract').waitFor({ timeout: 30_000 });
    await take();
    await page.locator('a[href*="/find"]').click();
    await page.locator('form.kiosk-form').waitFor({ timeout: 30_000 });
    await record('find my reservation (+)');
    return screens;
  } finally {
    await browser.close();
  }
}

const benchmark: Benchmark = {
  description: `JavaScript the kiosk loads until network idle, per screen and language, gzipped (attract budget ${kb(KIOSK_ATTRACT_BUDGET_BYTES)} kB)`,
  async run() {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('  building apps/kiosk');
      execFileSync('npm', ['run', 'build', '--silent', '-w', 'apps/kiosk'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const browserPath = process.env.NOREN_CHROMIUM ?? '/usr/bin/chromium';
    const server = await startApiServer();
    const measured: Array<{ language: string; screens: Screen[] }> = [];
    try {
      for (const language of LANGUAGES) measured.push({ language, screens: await screensOf(browserPath, server.baseUrl, language) });
    } finally {
      await server.stop();
    }
    const attract = (m: (typeof measured)[number]) => m.screens.find((s) => s.screen === 'attract')?.total ?? 0;
    const over = measured.filter((m) => attract(m) > KIOSK_ATTRACT_BUDGET_BYTES);
    return {
      rows: [],
      table: {
        header: ['locale', 'screen', 'scripts', 'kB gz', 'budget kB'],
        rows: measured.flatMap((m) =>
          m.screens.map((s) => [m.language, s.screen, String(s.scripts.length), kb(s.total), s.screen === 'attract' ? kb(KIOSK_ATTRACT_BUDGET_BYTES) : '']),
        ),
      },
      settings: {
        url: `/kiosk/?code=${HOTEL}&locale=<locale>`,
        gzip_level: 9,
        budget_bytes: KIOSK_ATTRACT_BUDGET_BYTES,
        chromium: browserPath,
        languages: measured.map((m) => ({
          locale: m.language,
          screens: m.screens.map((s) => ({ screen: s.screen, gzip_bytes: s.total, scripts: s.scripts.map((x) => ({ file: x.file, gzip_bytes: x.gzipBytes })) })),
        })),
      },
      notes: [
        ...measured.map((m) => `${m.language}: attract ${kb(attract(m))} kB gz, ${attract(m) > KIOSK_ATTRACT_BUDGET_BYTES ? `OVER by ${kb(attract(m) - KIOSK_ATTRACT_BUDGET_BYTES)} kB` : `${kb(KIOSK_ATTRACT_BUDGET_BYTES - attract(m))} kB to spare`}`),
        ...measured.flatMap((m) => m.screens.map((s) => `${m.language} ${s.screen} (kB gz): ${[...s.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).map((x) => `${x.file} ${kb(x.gzipBytes)}`).join(', ')}`)),
        'kB = 1000 bytes; gzip level 9; "(+)" screens count only the scripts they add to the attract screen\'s',
      ],
      failures: over.map((m) => `${m.language}: kiosk attract screen JavaScript ${kb(attract(m))} kB gz is over the ${kb(KIOSK_ATTRACT_BUDGET_BYTES)} kB budget`),
    };
  },
};

export default benchmark;
