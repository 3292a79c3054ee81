// The results page's first screen drawn by the API into its HTML (booking-first-screen.ts) with the
// booking app's real server build, built here from apps/booking/src/server/entry.ts: for a
// page framed by widget.js, its title, the search and the list's placeholder in the page's language and direction, from
// the same start-up data the page carries, inert until the app replaces it; never the prices; the
// hotel's text escaped; and the page still served as before when there is no build or it fails.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { Config } from '../../apps/api/src/config.ts';
import { fakeBuiltApps, forEachDatabase, query } from '../support/app.ts';
import { buildServerEntry } from '../support/server-build.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const STAY = 'checkin=2030-03-10&checkout=2030-03-12';
/** A page framed by widget.js names the hotel's page: only such a page gets the markup. */
const FRAMED = `parentUrl=${encodeURIComponent('https://kyoto-gion.example/stay.html')}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const texts = (language: string) => JSON.parse(readFileSync(join(repoRoot, 'locales', language, 'booking.json'), 'utf8')) as { result: { title: string } };

/** The server build, made once for this file as `npm run build` makes it. */
const serverBuild = buildServerEntry();

/** The fake builds, with the booking index.html's empty container that the real one has. */
function withFirstScreen(modulePath: string | null) {
  return (config: Config): Config => {
    const built = fakeBuiltApps(config);
    const booking = built.staticApps.find((spa) => spa.app === 'booking')!;
    writeFileSync(join(booking.dir, 'index.html'), '<!doctype html>\n<html lang="en" dir="ltr"><head><title>booking</title></head><body><div id="root"></div><script type="module" src="./assets/index-abc123.js"></script></body></html>');
    // The build's manifest, for the hint of the first screen's texts (one chunk per language).
    mkdirSync(join(booking.dir, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/startup/texts/ja.ts': { file: 'assets/ja-abc123.js' },
      'src/startup/texts/ar.ts': { file: 'assets/ar-abc123.js' },
    };
    writeFileSync(join(booking.dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return { ...built, bookingFirstScreen: modulePath };
  };
}

const FIRST_SCREEN = '<div id="root"><div class="noren-first-screen" inert>';

forEachDatabase(
  'the results page’s first screen, drawn by the API',
  (ctx) => {
    it('draws the framed page’s title, hotel and search in its language, inert, with the list’s placeholder and no price', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${STAY}&locale=ja&${FRAMED}`, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.body;
      expect(body).toContain('<html lang="ja" dir="ltr">');
      expect(body).toContain(FIRST_SCREEN);
      const screen = body.slice(body.indexOf(FIRST_SCREEN));
      expect(screen).toContain(`<h1 id="booking-result-title" class="noren-page-title">${texts('ja').result.title}</h1>`);
      expect(screen).toContain('のれん 京都祇園');
      // The stay's dates as the search bar words them, in Japanese.
      expect(screen).toMatch(/booking-search__dates-value">3月10日.*3月12日/);
      // The list's place is held by its skeleton: the cards, and their prices, come with the app.
      expect(screen).toContain('booking-skeleton');
      expect(screen).not.toContain('<article');
      expect(screen).not.toMatch(/¥\s?\d/);
      // The data block is still there for the app, before its script.
      expect(body.indexOf('id="noren-startup"')).toBeGreaterThan(0);
      expect(body.indexOf('id="noren-startup"')).toBeLessThan(body.indexOf('<script type="module"'));
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/ja-abc123.js">');
    });

    it('gives a top-level page its language, direction and texts’ hint, but no markup', async () => {
      const { app } = ctx();
      const body = (await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${STAY}&locale=ar`, headers: html })).body;
      expect(body).toContain('<html lang="ar" dir="rtl">');
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('noren-first-screen');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/ar-abc123.js">');
      expect(body).not.toContain('ja-abc123');
    });

    it('sets <html> right to left for an Arabic page', async () => {
      const { app } = ctx();
      const body = (await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${STAY}&locale=ar&${FRAMED}`, headers: html })).body;
      expect(body).toContain('<html lang="ar" dir="rtl">');
      expect(body).toContain(texts('ar').result.title);
    });

    it('draws nothing where the page has no start-up data, and on every other page', async () => {
      const { app } = ctx();
      for (const url of ['/booking/result?code=no-such-hotel', '/booking/guest-detail?code=kyoto-gion', '/']) {
        const body = (await app.inject({ method: 'GET', url, headers: html })).body;
        expect(body, url).not.toContain('noren-first-screen');
        expect(body, url).toContain('<div id="root"></div>');
      }
    });
  },
  { seed: true, now: '2030-03-01T03:00:00Z', config: withFirstScreen(serverBuild) },
);

forEachDatabase(
  'the first screen and hostile hotel text',
  (ctx) => {
    it('escapes the hotel’s name in the markup', async () => {
      const { app, database } = ctx();
      const evil = '<img src=x onerror=alert(1)>"&';
      await query(database, `UPDATE hotels SET translations = jsonb_set(translations, '{en,hotel_name}', $1::jsonb) WHERE code = 'kyoto-gion'`, [JSON.stringify(evil)]);
      const body = (await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${STAY}&locale=en&${FRAMED}`, headers: html })).body;
      expect(body).toContain(FIRST_SCREEN);
      expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(body).not.toContain('<img src=x');
    });
  },
  { seed: true, now: '2030-03-01T03:00:00Z', config: withFirstScreen(serverBuild) },
);

const failing = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'noren-first-screen-failing-'));
  const path = join(dir, 'entry.js');
  writeFileSync(path, 'export async function renderFirstScreen() { throw new Error("the render failed"); }\n');
  return path;
})();

for (const [name, modulePath] of [['without a server build', null], ['with a server build that fails', failing]] as const) {
  forEachDatabase(
    `the results page ${name}`,
    (ctx) => {
      it('is served as before: the start-up data, an empty container, no 5xx', async () => {
        const { app } = ctx();
        const response = await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${STAY}&locale=ja&${FRAMED}`, headers: html });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('id="noren-startup"');
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).toContain('<html lang="en" dir="ltr">');
      });
    },
    { seed: true, now: '2030-03-01T03:00:00Z', config: withFirstScreen(modulePath) },
  );
}
