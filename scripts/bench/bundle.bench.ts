// The booking app's JavaScript per route, gzipped (issue 5 "Tests and figures"): what index.html
// loads before any lazy chunk, against the 150 kB budget, then what each lazily loaded page adds.
// Builds apps/booking first (BENCH_SKIP_BUILD=1 measures the dist folder as it is).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureBundle, type FileSize, type RouteSpec } from './bundle.ts';
import type { Benchmark } from './harness.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const distDir = fileURLToPath(new URL('../../apps/booking/dist/', import.meta.url));

/** kB as Vite prints them: 1000 bytes. */
export const INITIAL_BUDGET_BYTES = 150_000;

// The routes of apps/booking/src/App.tsx and the page each loads lazily; eager pages list none.
export const BOOKING_ROUTES: RouteSpec[] = [
  { route: '/booking/result', lazy: [] },
  { route: '/facilities', lazy: ['src/pages/FacilitiesPage.tsx'] },
  { route: '/cancellation-policy', lazy: ['src/pages/CancellationPolicyPage.tsx'] },
  { route: '/reservation/guest-detail', lazy: ['src/guest/GuestDetailPage.tsx'] },
  { route: '/reservation/confirmation/{number}', lazy: ['src/confirmation/ConfirmationPage.tsx'] },
  { route: '/reservation/fail', lazy: ['src/pages/FailPage.tsx'] },
  { route: '/503', lazy: [] },
  // Not a route: the hotel's own header and footer HTML, loaded on any page when the hotel has one.
  { route: '(any page) hotel header/footer HTML', lazy: ['src/shell/SafeHtml.tsx'] },
];

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const names = (files: readonly FileSize[]) => files.map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzipBytes)}`).join(', ');

const benchmark: Benchmark = {
  description: `booking app JavaScript per route, gzipped (initial budget ${kb(INITIAL_BUDGET_BYTES)} kB)`,
  async run() {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('  building apps/booking');
      execFileSync('npm', ['run', 'build', '--silent', '-w', 'apps/booking'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    if (!existsSync(distDir)) throw new Error(`${distDir} is missing: run npm run build -w apps/booking`);
    const sizes = measureBundle(distDir, BOOKING_ROUTES);
    const rows = [
      ['initial (index.html: entry + preloads)', kb(sizes.initialGzipBytes), '', kb(sizes.initialGzipBytes)],
      ...sizes.routes.map((r) => [r.route, kb(sizes.initialGzipBytes), kb(r.gzipBytes - sizes.initialGzipBytes), kb(r.gzipBytes)]),
    ];
    const over = sizes.initialGzipBytes - INITIAL_BUDGET_BYTES;
    return {
      rows: [],
      table: { header: ['route', 'initial kB gz', 'lazy kB gz', 'total kB gz'], rows },
      settings: { dist: 'apps/booking/dist', gzip_level: 9, budget_bytes: INITIAL_BUDGET_BYTES, initial_gzip_bytes: sizes.initialGzipBytes, routes: sizes.routes.map((r) => ({ route: r.route, gzip_bytes: r.gzipBytes })) },
      notes: [
        `initial JavaScript ${kb(sizes.initialGzipBytes)} kB gz, budget ${kb(INITIAL_BUDGET_BYTES)} kB: ${over > 0 ? `OVER by ${kb(over)} kB` : `${kb(-over)} kB to spare`}`,
        `initial files (kB gz): ${names(sizes.initial)}`,
        ...sizes.routes.filter((r) => r.extra.length > 0).map((r) => `${r.route} adds: ${names(r.extra)}`),
        'kB = 1000 bytes; gzip level 9; locale JSON chunks (loaded at start-up for the chosen language) are not counted',
      ],
      failures: over > 0 ? [`initial JavaScript ${kb(sizes.initialGzipBytes)} kB gz is over the ${kb(INITIAL_BUDGET_BYTES)} kB budget`] : [],
    };
  },
};

export default benchmark;
