// The guest pay page's first screen drawn by the API into its HTML (booking-first-screen.ts
// payPageRenderer) with the booking app's real server build (apps/booking/src/server/payPage.tsx):
// the title (the document's too), the hotel, what is due and the card form, in the page's language and direction, inert
// until the app replaces it; the due time left to the browser, which knows the guest's zone; the
// app's scripts started after the paint (static-apps.ts scriptsAfterPaint); the link's text
// escaped; and the page served as before where there is nothing to draw or the build fails.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Config } from '../../apps/api/src/config.ts';
import { demoPaymentNumber } from '../../apps/api/src/seed/pay-links.ts';
import { fakeBuiltApps, forEachDatabase, query } from '../support/app.ts';
import { buildServerEntry } from '../support/server-build.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const FIRST_SCREEN = '<div id="root"><div class="noren-first-screen" inert>';
const NOW = '2030-03-01T03:00:00Z';
const open = demoPaymentNumber('kyoto-gion', 'open');
const paid = demoPaymentNumber('kyoto-gion', 'paid');
const serverBuild = buildServerEntry();

/** The fake build, with the real index.html's container, module script and hints, and a manifest naming the pay page's chunks. */
function withBuild(modulePath: string | null) {
  return (config: Config): Config => {
    const built = fakeBuiltApps(config);
    const dir = built.staticApps.find((spa) => spa.app === 'booking')!.dir;
    writeFileSync(join(dir, 'index.html'), '<!doctype html>\n<html lang="en" dir="ltr"><head><title>booking</title>'
      + '<script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/app-A.js">'
      + '<link rel="stylesheet" crossorigin href="/assets/app-A.css"></head><body><div id="root"></div></body></html>');
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_app-A.js'] },
      '_app-A.js': { file: 'assets/app-A.js', css: ['assets/app-A.css'] },
      'src/payLink/PayLinkPage.tsx': { file: 'assets/PayLinkPage-P.js', imports: ['_app-A.js'], css: ['assets/payLink-Q.css'] },
    }));
    return { ...built, bookingFirstScreen: modulePath };
  };
}

const screenOf = (body: string) => body.slice(body.indexOf(FIRST_SCREEN), body.indexOf('</body>'));

forEachDatabase(
  'the pay page’s first screen, drawn by the API',
  (ctx) => {
    it('draws the title, the hotel, the amount and the card form in the page’s language, inert, the due time left to the browser', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'GET', url: `/payments/${open}?locale=ja`, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.body;
      expect(body).toContain('<html lang="ja" dir="ltr">');
      // The page's title, as the app sets it, before the app runs.
      expect(body).toContain('<title>お支払い</title>');
      expect(body).toContain(FIRST_SCREEN);
      const screen = screenOf(body);
      expect(screen).toContain('<h1 id="pay-link-title" class="noren-page-title">お支払い</h1>');
      expect(screen).toContain('<p class="booking-pay-link__hotel">Noren Kyoto Gion</p>');
      expect(screen).toMatch(/booking-pay-link__amount">¥\s?12,000</);
      expect(screen).toContain('autoComplete="cc-number"');
      // The guest's clock zone is the browser's: the line keeps its place, blank.
      expect(screen).toMatch(/<time dateTime="[^"]+">\u00a0<\/time>/);
      // The data block is still there for the app.
      expect(body).toContain('id="noren-pay-startup"');
    });

    it('starts the app’s scripts after the paint: its module and hints as <meta>, the CSS as it was', async () => {
      const { app } = ctx();
      const body = (await app.inject({ method: 'GET', url: `/payments/${open}`, headers: html })).body;
      expect(body).toContain(FIRST_SCREEN);
      expect(body).toContain('<meta name="noren-entry" content="/assets/index-abc123.js"><script type="module" src="/after-paint.js"></script>');
      expect(body).toContain('<meta name="noren-module" content="/assets/app-A.js">');
      expect(body).toContain('<meta name="noren-module" content="/assets/PayLinkPage-P.js">');
      expect(body).not.toContain('rel="modulepreload"');
      expect(body).not.toContain('src="/assets/index-abc123.js"');
      expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/app-A.css">');
      expect(body).toContain('<link rel="stylesheet" href="/assets/payLink-Q.css">');
    });

    it('draws an Arabic page right to left, and a paid link’s thanks without the form', async () => {
      const { app } = ctx();
      const arabic = (await app.inject({ method: 'GET', url: `/payments/${open}/display?locale=ar`, headers: html })).body;
      expect(arabic).toContain('<html lang="ar" dir="rtl">');
      expect(screenOf(arabic)).toContain('booking-pay-link--display');
      expect(screenOf(arabic)).toContain('الدفع');
      const thanks = screenOf((await app.inject({ method: 'GET', url: `/payments/${paid}`, headers: html })).body);
      expect(thanks).toContain('data-testid="pay-link-status">This has already been paid. Thank you.</p>');
      expect(thanks).not.toContain('cc-number');
    });

    it('draws nothing for an unknown number or a return from 3-D Secure: the app asks the API itself', async () => {
      const { app } = ctx();
      for (const url of ['/payments/no-such-link', `/payments/${open}?three_ds=1&payment_id=pay_1`]) {
        const body = (await app.inject({ method: 'GET', url, headers: html })).body;
        expect(body, url).not.toContain('noren-first-screen');
        expect(body, url).toContain('<title>booking</title>');
        expect(body, url).toContain('<div id="root"></div>');
        expect(body, url).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      }
    });

    it('escapes the link’s text in the markup', async () => {
      const { app, database } = ctx();
      await query(database, 'UPDATE pay_links SET subject = $1 WHERE payment_number = $2', ['<img src=x onerror=alert(1)>"&', open]);
      const screen = screenOf((await app.inject({ method: 'GET', url: `/payments/${open}`, headers: html })).body);
      expect(screen).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(screen).not.toContain('<img src=x');
    });
  },
  { seed: true, now: NOW, config: withBuild(serverBuild) },
);

const failing = (() => {
  const path = join(mkdtempSync(join(tmpdir(), 'noren-pay-page-failing-')), 'entry.js');
  writeFileSync(path, 'export async function renderPayPage() { throw new Error("the render failed"); }\n');
  return path;
})();

for (const [name, modulePath] of [['without a server build', null], ['with a server build that fails', failing]] as const) {
  forEachDatabase(
    `the pay page ${name}`,
    (ctx) => {
      it('is served as before: the start-up data, an empty container, the scripts as the build wrote them, no 5xx', async () => {
        const { app } = ctx();
        const response = await app.inject({ method: 'GET', url: `/payments/${open}?locale=ja`, headers: html });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('id="noren-pay-startup"');
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
        expect(response.body).not.toContain('after-paint.js');
      });
    },
    { seed: true, now: NOW, config: withBuild(modulePath) },
  );
}
