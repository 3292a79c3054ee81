// The corporate admin console in Chromium (issue #15):
// 1. the time to put 10,000 and 50,000 rows of CSV into an AES-256 (and a ZipCrypto) ZIP in the
//    console's real export worker (the built zip.worker chunk, fed synthetic CSV bytes of that many
//    rows shaped like the export's, since the server exports at most 10,000 rows at once);
// 2. the JavaScript the console loads until the network is idle, gzipped: the reservations screen
//    (before the charts), then what opening the stay counts adds (recharts and moment-timezone).
// The API runs as `npm start` does, serving the built admin app (built first unless
// BENCH_SKIP_BUILD=1); ACME's admin is handed over with a real one-time token. The browser is
// NOREN_CHROMIUM (scripts/ensure-chromium.sh).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startApiServer } from './api-server.ts';
import type { Benchmark } from './harness.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const ROWS = (process.env.BENCH_EXPORT_ROWS ?? '10000,50000').split(',').map(Number).filter((n) => n > 0);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Median of the runs; each run is a new worker, as the console makes one per export. */
async function zipTimes(page: Page, workerUrl: string, rows: number, encryption: 'aes256' | 'zipcrypto', runs: number) {
  return page.evaluate(async ({ workerUrl, rows, encryption, runs }) => {
    const header = 'Guest name,Hotel,Check-in,Check-out,Nights,Rooms,Room-nights counted,Reservation date,Reservation number,Booked by,Status,Total price,Currency\r\n';
    const lines = [header];
    for (let i = 0; i < rows; i++) {
      lines.push(`Guest${i} Family${i % 977},Noren Kyoto Gion,2027-0${1 + (i % 9)}-1${i % 10},2027-0${1 + (i % 9)}-2${i % 10},2,1,2,2026-11-25,NRN${String(100000 + i)},ACME Booker,Reserved,${24000 + (i % 5000)},JPY\r\n`);
    }
    const bytes = new TextEncoder().encode(`\ufeff${lines.join('')}`);
    const times: number[] = [];
    let zipBytes = 0;
    for (let run = 0; run < runs; run++) {
      const csv = bytes.slice().buffer;
      const started = performance.now();
      const zip = await new Promise<Blob>((resolve, reject) => {
        const worker = new Worker(workerUrl, { type: 'module' });
        worker.onmessage = (event: MessageEvent<{ type: string; zip?: Blob; message?: string }>) => {
          if (event.data.type === 'progress') return;
          worker.terminate();
          if (event.data.type === 'done' && event.data.zip) resolve(event.data.zip);
          else reject(new Error(event.data.message ?? 'worker failed'));
        };
        worker.postMessage({ csv, filename: 'bench.csv', password: 'Bench-Password-1234', encryption }, [csv]);
      });
      times.push(performance.now() - started);
      zipBytes = zip.size;
    }
    times.sort((a, b) => a - b);
    return { csvBytes: bytes.byteLength, zipBytes, medianMs: times[Math.floor(times.length / 2)], allMs: times };
  }, { workerUrl, rows, encryption, runs });
}

interface Script { file: string; gzipBytes: number }

function collectScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | undefined>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !new URL(request.url()).pathname.endsWith('.js')) return;
    pending.push(response.body().then((body) => ({ file: new URL(request.url()).pathname.replace(/^\/admin\/assets\//, ''), gzipBytes: gzipSync(body, { level: 9 }).length }), () => undefined));
  });
  return async () => {
    const scripts = (await Promise.all(pending.splice(0))).filter((s): s is Script => s !== undefined);
    return [...new Map(scripts.map((s) => [s.file, s])).values()];
  };
}

async function handoverToken(baseUrl: string): Promise<string> {
  const cs = await (await fetch(`${baseUrl}/api/v1/client_sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: 'demo-booking', secret: 'demo-booking-secret' }) })).json() as { data: { client_session: string } };
  const headers = { 'content-type': 'application/json', 'Client-Session': cs.data.client_session };
  const signIn = await (await fetch(`${baseUrl}/api/v1/hotels/kyoto-gion/organization/sign_in`, { method: 'POST', headers, body: JSON.stringify({ organization_id: 'acme', account_id: 'acme-admin', password: 'Acme-Admin-1' }) })).json() as { data: { session: string } };
  const token = await (await fetch(`${baseUrl}/api/v1/user/organization_console/handover_tokens`, { method: 'POST', headers: { ...headers, Authorization: `Bearer ${signIn.data.session}` }, body: '{}' })).json() as { data: { handover_token: string } };
  return token.data.handover_token;
}

const benchmark: Benchmark = {
  description: 'Organisation console in Chromium: password-ZIP export time in the real worker, and the JavaScript loaded before and after the charts (gzipped)',
  async run() {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('  building apps/admin');
      execFileSync('npm', ['run', 'build', '--silent', '-w', 'apps/admin'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const worker = readdirSync(`${repoRoot}/apps/admin/dist/assets`).find((f) => /^zip\.worker-.*\.js$/.test(f));
    if (!worker) throw new Error('no zip.worker chunk in apps/admin/dist/assets: build the admin app');
    const browserPath = process.env.NOREN_CHROMIUM ?? '/usr/bin/chromium';
    const server = await startApiServer();
    const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
    const exports: { rows: number; encryption: string; csvBytes: number; zipBytes: number; medianMs: number; allMs: number[] }[] = [];
    let before: Script[];
    let added: Script[];
    try {
      const page = await browser.newPage();
      const scripts = collectScripts(page);
      await page.goto(`${server.baseUrl}/admin/organization?code=kyoto-gion&locale=en#handover=${await handoverToken(server.baseUrl)}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.getByRole('heading', { level: 1, name: 'Reservations' }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      before = await scripts();
      await page.getByRole('link', { name: 'Stay counts' }).click();
      await page.locator('.recharts-surface').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      added = (await scripts()).filter((s) => !before.some((b) => b.file === s.file));

      for (const rows of ROWS) {
        for (const encryption of ['aes256', 'zipcrypto'] as const) {
          exports.push({ rows, encryption, ...(await zipTimes(page, `/admin/assets/${worker}`, rows, encryption, 3)) });
        }
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    const sum = (list: Script[]) => list.reduce((t, s) => t + s.gzipBytes, 0);
    return {
      rows: [],
      table: {
        header: ['measure', 'value'],
        rows: [
          ...exports.map((e) => [`export ${e.rows} rows, ${e.encryption} (median of 3)`, `${e.medianMs.toFixed(0)} ms, CSV ${kb(e.csvBytes)} kB → ZIP ${kb(e.zipBytes)} kB`]),
          ['console JS until idle, reservations screen', `${kb(sum(before))} kB gz (${before.length} scripts)`],
          ['added by opening the stay counts (charts)', `${kb(sum(added))} kB gz (${added.length} scripts)`],
          ['console JS after the charts', `${kb(sum(before) + sum(added))} kB gz`],
        ],
      },
      settings: { chromium: browserPath, worker, rows: ROWS, gzip_level: 9, exports, before: before.map((s) => ({ file: s.file, gzip_bytes: s.gzipBytes })), added: added.map((s) => ({ file: s.file, gzip_bytes: s.gzipBytes })) },
      notes: [
        `added by the charts (kB gz): ${[...added].sort((a, b) => b.gzipBytes - a.gzipBytes).map((s) => `${s.file} ${kb(s.gzipBytes)}`).join(', ')}`,
        'export times are the worker alone (the CSV is synthetic, shaped like the export; the server writes at most 10,000 rows at once); kB = 1000 bytes',
      ],
    };
  },
};

export default benchmark;
