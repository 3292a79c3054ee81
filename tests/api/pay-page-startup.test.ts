// The guest pay page's HTML carries its start-up data (core/domain startup/payLinkStartup.ts): a
// client session and the link's view, the answer of GET /api/v1/pay_links/{n} made by the API's
// own call, so the page's first screen asks nothing. The in-process read counts against the
// look-up rate limit like the call; an unknown or refused number inlines nothing; the HTML is
// never stored and its CSP is the booking app's as on any other page, but for who may frame it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Config } from '../../apps/api/src/config.ts';
import type { PayLinkStartupData } from '@noren/core/domain';
import { withLookupRateLimit } from '../../apps/api/src/modules/reservations/index.ts';
import { demoPaymentNumber } from '../../apps/api/src/seed/pay-links.ts';
import { fakeBuiltApps, forEachDatabase } from '../support/app.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const OPEN = '<script type="application/json" id="noren-pay-startup">';
const NOW = '2030-03-01T03:00:00Z';
const open = demoPaymentNumber('kyoto-gion', 'open');
const paid = demoPaymentNumber('kyoto-gion', 'paid');

/** The fake build with a Vite manifest naming the pay page's chunks and texts, as apps/booking's build writes it. */
function withManifest(config: Config): Config {
  const dir = config.staticApps.find((spa) => spa.app === 'booking')!.dir;
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_app-A.js'] },
    '_app-A.js': { file: 'assets/app-A.js', css: ['assets/app-A.css'] },
    'src/payLink/PayLinkPage.tsx': { file: 'assets/PayLinkPage-P.js', imports: ['_app-A.js', '_payLink-Q.js'] },
    'src/payLink/PayLinkQrPage.tsx': { file: 'assets/PayLinkQrPage-R.js', imports: ['_app-A.js'] },
    '_payLink-Q.js': { file: 'assets/payLink-Q.js', imports: ['_app-A.js'], css: ['assets/payLink-Q.css'] },
    // The first screen's 'common' and 'booking', one module per language (apps/booking startup/firstScreenTexts.ts).
    'src/startup/texts/en.ts': { file: 'assets/en-T.js' },
    'src/startup/texts/ja.ts': { file: 'assets/ja-T.js' },
    ...Object.fromEntries(['en', 'ja'].flatMap((lang) => ['common', 'calendar', 'booking', 'payLink', 'bookingPages', 'errors', 'payLinkReceipt']
      .map((ns) => [`../../locales/${lang}/${ns}.json`, { file: `assets/${ns}-${lang}.js` }]))),
  }));
  return config;
}

function startupOf(body: string): PayLinkStartupData | null {
  const at = body.indexOf(OPEN);
  if (at < 0) return null;
  return JSON.parse(body.slice(at + OPEN.length, body.indexOf('</script>', at))) as PayLinkStartupData;
}

forEachDatabase(
  'the pay page’s inlined start-up data',
  (ctx) => {
    it('carries a working client session and the very view GET /pay_links/{n} gives, private and never stored, CSP unchanged', async () => {
      const { app } = ctx();
      const page = await app.inject({ method: 'GET', url: `/payments/${open}`, headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('private, no-store');
      const plain = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(plain.headers['cache-control']).toBe('no-cache');
      // The same policy but who may frame it: a card form is framed by the hotel's sites only (form-page-framing.test.ts).
      const framingAside = (csp: unknown) => String(csp).replace(/frame-ancestors [^;]*/, '');
      expect(framingAside(page.headers['content-security-policy'])).toBe(framingAside(plain.headers['content-security-policy']));
      expect(page.body).toContain('<title>booking</title>');
      expect(page.body).not.toContain('id="noren-startup"');
      const data = startupOf(page.body)!;
      expect(data.payment_number).toBe(open);
      expect(data.link).toMatchObject({ payment_number: open, subject: 'Airport transfer', amount: 12_000, page_status: 'open' });
      expect(data.link.page_session).toEqual(expect.any(String));

      // The session is a real one; the same read through the API gives the same view (its page
      // session is signed afresh for each read, so it is compared apart).
      const headers = { 'client-session': data.client_session.client_session, 'accept-language': 'en' };
      const direct = await app.inject({ method: 'GET', url: `/api/v1/pay_links/${open}`, headers });
      expect(direct.statusCode).toBe(200);
      const { page_session: _a, ...inlinedRest } = data.link;
      const { page_session: _b, ...directRest } = direct.json().data as PayLinkStartupData['link'];
      expect(inlinedRest).toEqual(directRest);
      // The inlined page session is accepted like any other (a bad card is refused for the card, not the page).
      const pay = await app.inject({
        method: 'POST', url: `/api/v1/pay_links/${open}/payments`, headers, payload: { token: 'tok_not_a_real_token', page_session: data.link.page_session, card_brand: 'visa' },
      });
      expect(pay.statusCode).toBeLessThan(500);
      expect(JSON.stringify(pay.json())).not.toContain('1250');

      // The display view carries the same; a paid link's page its paid view.
      expect(startupOf((await app.inject({ method: 'GET', url: `/payments/${open}/display`, headers: html })).body)?.link.payment_number).toBe(open);
      expect(startupOf((await app.inject({ method: 'GET', url: `/payments/${paid}`, headers: html })).body)?.link.page_status).toBe('already_paid');
    });

    it('hints the page’s chunks, its CSS and its texts in the language it starts in, in the head after the app’s own script', async () => {
      const { app } = ctx();
      const body = (await app.inject({ method: 'GET', url: `/payments/${open}`, headers: html })).body;
      // After the app's module (whose chunks come first on a phone's six connections), before the body.
      const head = body.slice(body.indexOf('<script type="module"'), body.indexOf('</head>'));
      expect(body.indexOf('<script type="module"')).toBeGreaterThan(body.indexOf('id="noren-pay-startup"'));
      for (const file of ['PayLinkPage-P.js', 'payLink-Q.js', 'en-T.js', 'payLink-en.js', 'bookingPages-en.js', 'errors-en.js', 'payLinkReceipt-en.js']) {
        expect(head, file).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
      }
      expect(head).toContain('<link rel="stylesheet" href="/assets/payLink-Q.css">');
      // What index.html names already, or the page loads later, is not repeated.
      expect(body).not.toContain('/assets/app-A.js');
      expect(body).not.toContain('/assets/app-A.css');
      expect(body).not.toContain('PayLinkQrPage-R.js');
      expect(body).not.toContain('calendar');
      expect(body).not.toContain('-ja.js');
      expect(body).not.toContain('ja-T.js');
      // The first screen's two namespaces come in their one module, not as the locale files the app never asks for.
      expect(body).not.toContain('common-en.js');
      expect(body).not.toContain('booking-en.js');
      // The address's language wins over the link's.
      const ja = (await app.inject({ method: 'GET', url: `/payments/${open}?locale=ja`, headers: html })).body;
      expect(ja).toContain('/assets/payLink-ja.js');
      expect(ja).not.toContain('/assets/payLink-en.js');
      expect(ja).toContain('/assets/ja-T.js');
      // No data, no hints.
      expect((await app.inject({ method: 'GET', url: `/payments/${'B'.repeat(24)}`, headers: html })).body).not.toContain('modulepreload');
    });

    it('inlines nothing for an unknown number, a hostile one, or a return from 3-D Secure; never a 5xx', async () => {
      const { app } = ctx();
      for (const url of [
        `/payments/${'B'.repeat(24)}`, '/payments/%3C%2Fscript%3E', `/payments/${'x'.repeat(5000)}`,
        `/payments/${open}?three_ds=1&payment_id=pi_123`, `/payments/${open}/display/extra`, '/payments',
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain('noren-pay-startup');
        expect(response.body, url).not.toContain('Airport transfer');
      }
      // A path the router cannot decode is refused before any page is chosen.
      const broken = await app.inject({ method: 'GET', url: '/payments/%E0%A4%A', headers: html });
      expect(broken.statusCode).toBeLessThan(500);
      expect(broken.body).not.toContain('noren-pay-startup');
    });
  },
  { seed: true, now: NOW, config: (c) => withManifest(withLookupRateLimit(fakeBuiltApps(c), null)) },
);

forEachDatabase(
  'the pay page’s start-up data and the look-up rate limit',
  (ctx) => {
    it('counts each inlined read like the API call, and inlines nothing once the limit is reached', async () => {
      const { app } = ctx();
      // Two pages and one guessed call use the three look-ups of the window.
      expect(startupOf((await app.inject({ method: 'GET', url: `/payments/${open}`, headers: html })).body)).not.toBeNull();
      expect(startupOf((await app.inject({ method: 'GET', url: `/payments/${'B'.repeat(24)}`, headers: html })).body)).toBeNull();
      const first = startupOf((await app.inject({ method: 'GET', url: `/payments/${open}`, headers: html })).body)!;
      const headers = { 'client-session': first.client_session.client_session };
      // The browser's own call is now refused: the two pages counted.
      expect((await app.inject({ method: 'GET', url: `/api/v1/pay_links/${open}`, headers })).statusCode).toBe(429);
      // And a page past the limit carries no data, only the app (which shows the refusal).
      const refused = await app.inject({ method: 'GET', url: `/payments/${open}`, headers: html });
      expect(refused.statusCode).toBe(200);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(refused.body).not.toContain('noren-pay-startup');
      expect(refused.body).not.toContain('Airport transfer');
    });
  },
  { seed: true, now: NOW, config: (c) => withLookupRateLimit(fakeBuiltApps(c), { max: 3, windowMs: 60_000 }) },
);
